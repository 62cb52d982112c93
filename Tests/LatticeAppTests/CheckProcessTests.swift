import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `lattice check` run as CI runs it: exit codes, the summary line, `--json`, `--junit` (and its
/// refusal to overwrite), `--sizes`. The fixture's findings are worked by hand: in
/// Fixtures/flow/worked-example.yaml item 1.0 is 250 points wide in a 200-point viewport with
/// section insets 10 + 10, so 180 points are available (UIKit's log) and the item reaches x = 260,
/// past the 200-point content width.
@Suite struct CheckProcessTests {
    static let worked = "Fixtures/flow/worked-example.yaml"

    static func temporary(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-check-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    @Test func aFixtureWithOnlyExpectedFindingsPassesWithOneSummaryLine() throws {
        let r = try CLIProcessTests.lattice(["check", Self.worked])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "check: 1 fixture, own size, 8 offsets, seed 1: 0 errors, 0 warnings (2 expected)")
        #expect(lines.contains("Fixtures/flow/worked-example.yaml: warning (expected): geometry: cell 1.0 at 200x300 offset 0,0: UIKit logs: the behavior of the UICollectionViewFlowLayout is not defined because the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."))
        #expect(lines.contains("    item width: 250"))
        #expect(lines.contains("    available width: 180 (200 less section insets 10+10 and content insets 0+0)"))
    }

    @Test func anErrorFindingExitsOne() throws {
        // The pulled-back header of ListLayoutRules §10.2 without its `check: expect:`: IGList's
        // rect query picks sections by their resting bounds and misses the header.
        let source = try String(contentsOf: CLIProcessTests.root.appendingPathComponent("Fixtures/list/sticky-header-pulled-back.yaml"), encoding: .utf8)
        let stripped = source.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("check:") }.joined(separator: "\n")
        let path = Self.temporary("pulled-back.yaml")
        try stripped.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try CLIProcessTests.lattice(["check", path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("error: rect-vs-item: supplementary header 0.0 at 100x100"))
        #expect(r.stdout.split(separator: "\n").last?.hasPrefix("check: 1 fixture, own size, 8 offsets, seed 1: ") == true)
    }

    @Test func jsonIsOneObject() throws {
        let r = try CLIProcessTests.lattice(["check", "--json", Self.worked])
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["fixtures"] as? Int == 1 && summary["errors"] as? Int == 0 && summary["expected"] as? Int == 2)
        let fixtures = try #require(object["fixtures"] as? [[String: Any]])
        let findings = try #require(fixtures.first?["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["rule"] as? String }) == ["geometry", "content-size"])
        #expect(findings.allSatisfy { $0["expected"] as? Bool == true })
        let element = findings.first { $0["rule"] as? String == "geometry" }?["element"] as? [String: Any]
        #expect(element?["section"] as? Int == 1 && element?["item"] as? Int == 0)
    }

    @Test func junitWritesXMLAndRefusesToOverwrite() throws {
        let path = Self.temporary("report.xml")
        try? FileManager.default.removeItem(atPath: path)
        let first = try CLIProcessTests.lattice(["check", Self.worked, "Fixtures/aligned", "--junit", path])
        #expect(first.status == 0, "\(first.stderr)")
        let xml = try Data(contentsOf: URL(fileURLWithPath: path))
        final class Cases: NSObject, XMLParserDelegate {
            var names: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if name == "testcase" { names.append((attributes["classname"] ?? "") + " " + (attributes["name"] ?? "")) }
            }
        }
        let cases = Cases()
        let parser = XMLParser(data: xml)
        parser.delegate = cases
        #expect(parser.parse())
        // 1 + 11 fixtures (Fixtures/aligned), one case per rule.
        #expect(cases.names.count == 12 * 8)
        #expect(cases.names.contains("Fixtures/flow/worked-example.yaml geometry"))
        let again = try CLIProcessTests.lattice(["check", Self.worked, "--junit", path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("--force"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == xml)
        let forced = try CLIProcessTests.lattice(["check", Self.worked, "--junit", path, "--force"])
        #expect(forced.status == 0)
    }

    @Test func sizesAllChecksTenDeviceSizes() throws {
        let r = try CLIProcessTests.lattice(["check", "Fixtures/list/sticky-headers-vertical.yaml", "--sizes", "all", "--offsets", "3", "--seed", "7"])
        #expect(r.stdout.split(separator: "\n").last?.hasPrefix("check: 1 fixture, 10 sizes, 3 offsets, seed 7: ") == true, "\(r.stdout)")
        let bad = try CLIProcessTests.lattice(["check", Self.worked, "--sizes", "iphone-16"])
        #expect(bad.status == 1 && bad.stderr.contains("--sizes"))
        let both = try CLIProcessTests.lattice(["check", Self.worked, "--json", "--junit", Self.temporary("x.xml")])
        #expect(both.status == 64)
    }

    /// The `lattice check` step of the CheckInCI article's job (LatticeCheck.docc), on the
    /// shipped fixtures: it passes and writes the JUnit file.
    @Test func theCIArticlesCommandPassesOnTheShippedFixtures() throws {
        let path = Self.temporary("lattice-check.xml")
        try? FileManager.default.removeItem(atPath: path)
        let r = try CLIProcessTests.lattice(["check", "Fixtures", "--junit", path])
        #expect(r.status == 0, "\(r.stdout.suffix(2000))")
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
