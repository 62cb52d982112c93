/// Which module an iOS `import` becomes on Linux.
///
/// UIKit's family becomes LatticeUIKit (CoreGraphics and QuartzCore keep their names when lattice
/// ships modules of those names, which the caller says with `available`); modules every Swift
/// toolchain has stay; any other module (`os.log`, the app's own packages) is not there, so its
/// `import` is dropped with a note (the sources of one fixture compile into one module, so the
/// layout's own package needs no import). `import Foundation` becomes `import LatticeUIKit`, which
/// brings Foundation with CoreGraphics' Darwin conventions (`CGRect.intersects(_:)` as on a
/// device): a file that imported Foundation itself would see Linux Foundation's beside them.
public struct ModuleMap: Sendable {
    /// Modules of the toolchain on Linux and lattice's products.
    public static let toolchain: Set<String> = [
        "Swift", "FoundationEssentials", "FoundationInternationalization", "Dispatch",
        "Glibc", "Musl", "_Concurrency", "Synchronization", "Observation", "RegexBuilder", "XCTest", "Testing",
        "LatticeUIKit", "LatticeCLI", "LatticeLayout",
    ]
    /// UIKit and the modules whose API LatticeUIKit carries.
    /// SwiftUI is here because on iOS it re-exports UIKit: a layout file importing only SwiftUI
    /// uses UIKit's collection-view API through it (SwiftUI's own views are not declared).
    public static let uikitFamily: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore", "CoreAnimation", "SwiftUI"]

    /// Modules there besides the toolchain's (lattice's own `CoreGraphics`, `QuartzCore`, …).
    public var available: Set<String>

    public init(available: Set<String> = []) { self.available = available }

    public enum Outcome: Equatable, Sendable { case keep, rename(String), drop }

    public func outcome(for module: String) -> Outcome {
        if module == "Foundation" { return .rename("LatticeUIKit") }
        if available.contains(module) || Self.toolchain.contains(module) { return .keep }
        if Self.uikitFamily.contains(module) { return .rename("LatticeUIKit") }
        return .drop
    }
}
