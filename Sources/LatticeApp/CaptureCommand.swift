import ArgumentParser
import Foundation
import LatticeFixtures
import LatticeLayout

/// `lattice capture FIXTURE --with SOURCES_FIXTURE [--offset X,Y] -o FILE`: hosts the fixture's
/// layout as the app's class (the seeds' classes for `list`, `aligned`, `line`, the flow layout
/// for `flow`, a program's own through its factory) in a `UICollectionView` and runs
/// `Capture/LatticeCapture.swift` on it, as a developer does in the debugger. It runs in a
/// `sources:` program whose sources hold that file (`--with` names a fixture of that program);
/// the test of the capture drives it. Hidden: a developer captures in the app.
struct CaptureCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Capture a fixture's layout hosted as a UIKit class with Capture/LatticeCapture.swift (for its test).",
        shouldDisplay: false)

    @Argument(help: "The fixture whose layout is hosted.")
    var fixture: String

    @Option(name: .long, help: ArgumentHelp("A sources: fixture whose sources hold LatticeCapture.swift (it picks the program).", valueName: "FIXTURE"))
    var with: String?

    @Option(name: .long, help: "Content offset X,Y to capture at (default: the fixture's).")
    var offset: String?

    @Option(name: [.short, .long], help: ArgumentHelp("The capture's file.", valueName: "FILE"))
    var output: String

    /// `--allow-sources`, as every command that opens a fixture takes it.
    @OptionGroup var consent: SourcesConsentOptions

    func run(in environment: LatticeEnvironment) throws {
        try runReportingInvalidInput {
            guard let capture = environment.capture else {
                throw NewFile.Failure(path: fixture, message: "capture runs in a program whose sources hold Capture/LatticeCapture.swift: give --with a sources: fixture naming it")
            }
            let loaded = try SceneOptions.loadFixture(path: fixture, viewport: nil, assignments: [], offset: offset, layouts: environment.layouts)
            let outcome = try capture(loaded, output)
            print("offset before \(fmtExact(outcome.offsetBefore.x)),\(fmtExact(outcome.offsetBefore.y)) after \(fmtExact(outcome.offsetAfter.x)),\(fmtExact(outcome.offsetAfter.y))")
            // The capture's own message when it wrote nothing (the app would show it in the debugger).
            guard outcome.summary.hasPrefix("latticeCapture: wrote ") else {
                throw NewFile.Failure(path: fixture, message: outcome.summary)
            }
            print(outcome.summary)
        }
    }
}

/// What `lattice capture` reports: the capture's own summary line and the collection view's
/// content offset before and after the capture (it must put the offset back).
public struct CaptureOutcome: Sendable {
    public var summary: String
    public var offsetBefore: Point
    public var offsetAfter: Point
    public init(summary: String, offsetBefore: Point, offsetAfter: Point) {
        self.summary = summary; self.offsetBefore = offsetBefore; self.offsetAfter = offsetAfter
    }
}
