import Foundation
import Testing

/// The `lattice` executable that `swift build` made, for the tests that run it as a user would.
///
/// It lies in the build folder beside the test bundle (`latticePackageTests.xctest`), but
/// `Bundle.main` does not say where that is on every platform: on Linux the test bundle is itself
/// the running executable, while on macOS `swift test` loads it into a runner from the toolchain
/// (`xctest`, or SwiftPM's testing helper), so `Bundle.main` is the toolchain's. Both name the
/// bundle on their command line (Linux as the program, macOS as an argument): the executable is
/// in the folder that holds it. Else the default build folder of the package, `.build/debug`;
/// `LATTICE_BINARY` names another executable.
enum LatticeBinary {
    static let url: URL? = {
        if let path = ProcessInfo.processInfo.environment["LATTICE_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var folders: [URL] = CommandLine.arguments.compactMap { argument in
            guard let end = argument.range(of: ".xctest") else { return nil }
            return URL(fileURLWithPath: String(argument[..<end.lowerBound])).deletingLastPathComponent()
        }
        folders.append(CLIProcessTests.root.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("lattice") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The executable, or a failed requirement telling how to make it.
    static func required() throws -> URL {
        try #require(url, "build the lattice binary first (swift build), or set LATTICE_BINARY")
    }
}
