import Foundation
import LatticeFixtures
import Testing
import LatticeTestSupport

/// Every file under the repository's `Fixtures/` folder must validate (bad inputs live in the
/// tests, never in `Fixtures/`).
@Suite struct ShippedFixturesTests {
    static func fixtureFiles() -> [String] {
        let folder = Repository.url("Fixtures")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { FixtureSyntax(path: $0) != nil }
            .map { folder.appendingPathComponent($0).path }
            .sorted()
    }

    @Test func everyShippedFixtureValidates() {
        // A walk that finds nothing (a moved folder, a broken path) must fail, not pass empty.
        #expect(Self.fixtureFiles().count >= 30, "found only \(Self.fixtureFiles().count) fixtures under Fixtures/")
        for path in Self.fixtureFiles() {
            do {
                _ = try FixtureLoader.load(path: path)
            } catch {
                Issue.record("\(error.description)")
            }
        }
    }
}
