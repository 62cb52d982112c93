import Foundation

/// The lattice checkout the tests run in, found from this file's own path, so every test target
/// reads the repository's files (fixtures, docs, goldens) the same way, whatever folder the
/// checkout is in. Like swift-argument-parser's `ArgumentParserTestHelpers`: what every test
/// target would otherwise repeat.
public enum Repository {
    /// The package root (…/Tests/LatticeTestSupport/Repository.swift → …).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder of the checkout, from a path relative to its root
    /// (`Repository.url("Fixtures/list")`).
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The same, as a path.
    public static func path(_ relativePath: String) -> String {
        url(relativePath).path
    }
}
