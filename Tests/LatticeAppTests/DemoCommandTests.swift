import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `render --format svg`, `export --svg` and `record` as users run them (the real binary).
@Suite struct DemoCommandTests {
    typealias CLI = CLIProcessTests
    static let sticky = CLIProcessTests.sticky

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-demos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every fixture under Fixtures/, relative to the package root.
    static func fixtures() -> [String] {
        let root = CLI.root.appendingPathComponent("Fixtures")
        let found = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted().map { "Fixtures/" + $0 }
    }

    static func isWellFormedXML(_ data: Data) -> Bool { XMLParser(data: data).parse() }

    @Test func everyFixtureExportsToWellFormedSVG() throws {
        let fixtures = Self.fixtures()
        try #require(fixtures.count >= 10, "no fixtures found under Fixtures/")
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (i, fixture) in fixtures.enumerated() {
            let out = folder.appendingPathComponent("\(i).svg").path
            let r = try CLI.lattice(["export", fixture, "--svg", out, "--color", "always"])
            #expect(r.status == 0, "\(fixture): \(r.stderr)")
            let data = try Data(contentsOf: URL(fileURLWithPath: out))
            #expect(Self.isWellFormedXML(data), "\(fixture): not well-formed XML")
            #expect(String(decoding: data, as: UTF8.self).contains("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
        }
    }

    @Test func labelsAreEscapedTextNodes() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = folder.appendingPathComponent("markup.yaml"), out = folder.appendingPathComponent("markup.svg").path
        try Data("""
            name: "<b>&amp; \\"quotes\\""
            viewport: {width: 200, height: 100}
            sections:
              - header: 20
                headerLabel: "R&D <team>"
                items:
                  - {size: [200, 40], label: "a < b && c > 'd'"}
            """.utf8).write(to: fixture)
        let r = try CLI.lattice(["export", fixture.path, "--svg", out])
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(Self.isWellFormedXML(data))
        let svg = String(decoding: data, as: UTF8.self)
        #expect(svg.contains(">R&amp;D &lt;team&gt;</text>"))
        #expect(svg.contains(">a &lt; b &amp;&amp; c &gt; &apos;d&apos;</text>"))
        #expect(svg.contains(">&lt;b&gt;&amp;amp; &quot;quotes&quot;</text>"))
    }

    @Test func exportNeverOverwritesWithoutForce() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("taken.svg").path
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: out))
        let refused = try CLI.lattice(["export", Self.sticky, "--svg", out])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains(out) && refused.stderr.contains("--force"))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "keep me")
        let forced = try CLI.lattice(["export", Self.sticky, "--svg", out, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("<?xml"))
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken.svg"])
    }

    @Test func exportWholeDrawsEveryElement() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("whole.svg").path
        // The sticky walk at offset 0: its viewport (100 tall) shows 0…100 and its
        // neighbourhood the whole content (150), so both hold all five cells: 0.0 0.1 1.0 1.1 1.2.
        #expect(try CLI.lattice(["export", Self.sticky, "--svg", out, "--whole"]).status == 0)
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        for label in ["0.0", "0.1", "1.0", "1.1", "1.2"] { #expect(svg.contains(">\(label)</text>")) }
    }

    @Test func exportColourFollowsNoColorAndTheFlag() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("plain.svg").path, coloured = folder.appendingPathComponent("colour.svg").path
        // The process runs with NO_COLOR=1: auto means no colour; --color always wins.
        #expect(try CLI.lattice(["export", Self.sticky, "--svg", plain]).status == 0)
        #expect(try CLI.lattice(["export", Self.sticky, "--svg", coloured, "--color", "always"]).status == 0)
        let cyan = "#56b6c2"   // a cell's colour
        #expect(!(try String(contentsOfFile: plain, encoding: .utf8)).contains(cyan))
        #expect(try String(contentsOfFile: coloured, encoding: .utf8).contains(cyan))
    }

    @Test func renderFormatSVGIsTheSameCells() throws {
        let r = try CLI.lattice(["render", Self.sticky, "--format", "svg", "--size", "80x24"])
        #expect(r.status == 0)
        #expect(Self.isWellFormedXML(Data(r.stdout.utf8)))
        // 80 × 9 by 24 × 18 pixels; the status bar's first word as a text node.
        #expect(r.stdout.contains("width=\"720\" height=\"432\""))
        #expect(r.stdout.contains(">sticky</text>") && r.stdout.contains(">walk</text>"))
        #expect(try CLI.lattice(["render", Self.sticky, "--format", "png"]).status != 0)
    }
}
