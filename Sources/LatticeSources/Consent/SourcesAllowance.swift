import Foundation
import LatticeFixtures

/// One fixture the user allowed to run its `sources:` (`lattice allow`, or "y" at the viewer's
/// question): the fixture's absolute path and the absolute paths of the Swift files its sources
/// expanded to then. The allowance holds while they expand to the same files: an edit to one of
/// them keeps it (the live-reload loop), a file added to or taken from the list asks again.
package struct SourcesAllowance: Codable, Equatable {
    package var fixture: String
    package var files: [String]

    /// The allowance `sources` would need now: its fixture and files made absolute.
    package init(_ sources: LayoutSources) {
        fixture = Self.absolute(sources.fixture)
        files = sources.files.map(Self.absolute).sorted()
    }

    init(fixture: String, files: [String]) {
        self.fixture = fixture; self.files = files
    }

    /// `path` absolute, `.` and `..` resolved and symbolic links followed, so that one file named
    /// two ways is one allowance (a file missing keeps the path as written, made absolute).
    package static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
