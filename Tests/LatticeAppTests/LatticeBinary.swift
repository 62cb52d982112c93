import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `lattice` executable that `swift build` made, for the tests that run it as a user would.
///
/// It lies in the build folder beside the test code, but `Bundle.main` does not say where that
/// is on every platform: on Linux the tests run as an executable in the build folder, while on
/// macOS `swift test` loads them into a runner from the toolchain (`xctest` or SwiftPM's testing
/// helper), so `Bundle.main` is the toolchain's. The path of the loaded test code itself
/// (`dladdr` on this image) is in the build folder on both: the executable is found in that
/// folder or one of the few above it (macOS: `….xctest/Contents/MacOS/`). `LATTICE_BINARY`
/// names another one.
enum LatticeBinary {
    static let url: URL? = {
        if let path = ProcessInfo.processInfo.environment["LATTICE_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var info = Dl_info()
        guard dladdr(#dsohandle, &info) != 0, let image = info.dli_fname else { return nil }
        var folder = URL(fileURLWithPath: String(cString: image)).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("lattice")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// The executable, or a failed requirement telling how to make it.
    static func required() throws -> URL {
        try #require(url, "build the lattice binary first (swift build), or set LATTICE_BINARY")
    }
}
