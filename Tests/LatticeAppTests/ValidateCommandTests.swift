import Foundation
import LatticeFixtures
import Testing

/// `validate` reports every error of a file (as compilers do), `--json`, and warnings that do
/// not fail validation. Lines and columns are counted by hand in the files below.
@Suite struct ValidateCommandTests {
    static let badYAML = """
        name: bad
        viewportt: {width: 100, height: 100}
        layout:
          stickyHeaders: maybe
        sections:
          - header: -3
            items:
              - [10, -1]
              - [10, 10]
              - nope
          - items: 7

        """
    static let lineLabelOnBoth = """
        layout:
          type: line
          itemSide: both
        sections:
          - items:
              - {size: [40, 20], lineLabel: "hi"}
              - {size: [40, 20], side: left, lineLabel: "ok"}

        """

    static func write(_ text: String, _ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-validate-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func reportsEveryErrorOfAFileInOrder() throws {
        let path = try Self.write(Self.badYAML, "bad.yaml")
        let r = try CLIProcessTests.lattice(["validate", path])
        #expect(r.status == 1)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(path):2:1: error: viewportt: unknown key \"viewportt\" (did you mean \"viewport\"?)",
            "\(path):4:18: error: layout.stickyHeaders: expected true or false, found \"maybe\"",
            "\(path):6:13: error: sections[0].header: must not be negative (got -3)",
            "\(path):8:14: error: sections[0].items[0]: height must not be negative (got -1)",
            "\(path):10:9: error: sections[0].items[2]: expected an item ([w, h], {width, height}, {size: ...} or {generate: ...}), found \"nope\"",
            "\(path):11:12: error: sections[1].items: expected a list of items, found the number 7",
        ])
        #expect(!r.stdout.contains("ok "))
    }

    @Test func loadStillStopsAtTheFirstError() throws {
        let path = try Self.write(Self.badYAML, "first.yaml")
        let r = try CLIProcessTests.lattice(["dump", path])
        #expect(r.status == 1)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.hasPrefix("\(path):2:1: error: viewportt"))
    }

    @Test func jsonGivesPerFileOkErrorsAndWarnings() throws {
        let bad = try Self.write(Self.badYAML, "json-bad.yaml")
        let line = try Self.write(Self.lineLabelOnBoth, "json-line.yaml")
        let r = try CLIProcessTests.lattice(["validate", "--json", bad, line])
        #expect(r.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == [bad, line])
        #expect(files.map { $0["ok"] as? Bool } == [false, true])
        let errors = try #require(files[0]["errors"] as? [[String: Any]])
        #expect(errors.count == 6)
        #expect(errors[2]["line"] as? Int == 6 && errors[2]["column"] as? Int == 13)
        #expect(errors[2]["field"] as? String == "sections[0].header")
        #expect(errors[2]["path"] as? String == bad)
        #expect(errors[2]["message"] as? String == "must not be negative (got -3)")
        let warnings = try #require(files[1]["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings.first?["field"] as? String == "sections[0].items[0].lineLabel")
        #expect(warnings.first?["line"] as? Int == 6)
    }

    @Test func lineLabelOnABothItemWarnsButPasses() throws {
        let path = try Self.write(Self.lineLabelOnBoth, "both.yaml")
        let r = try CLIProcessTests.lattice(["validate", path])
        #expect(r.status == 0)
        #expect(r.stdout == "ok \(path)\n")
        // Item 0 is `both` by the layout's itemSide; item 1 says left, so its label is drawn.
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.hasPrefix("\(path):6:26: warning: sections[0].items[0].lineLabel: ignored"))
    }

    @Test func everyBadLayoutOptionIsReported() throws {
        let path = try Self.write("""
            layout: {type: line, lineThickness: -1, gripSize: big, itemSide: middle, displayArrows: 3}
            sections: []

            """, "options.yaml")
        let check = FixtureLoader.check(path: path)
        #expect(check.errors.map(\.field) == ["layout.lineThickness", "layout.gripSize", "layout.itemSide", "layout.displayArrows"])   // file order
        #expect(check.errors.allSatisfy { $0.line == 1 })
    }

    @Test func checkingStopsAtTheErrorLimit() {
        let items = String(repeating: "      - [1, -1]\n", count: 30)
        let path = (try? Self.write("sections:\n  - items:\n" + items, "many.yaml")) ?? ""
        let check = FixtureLoader.check(path: path, maximumErrors: 10)
        #expect(check.errors.count == 10)
        #expect(!check.isComplete)
        #expect(check.fixture == nil)
        let all = FixtureLoader.check(path: path)
        #expect(all.errors.count == 30 && all.isComplete)
    }
}
