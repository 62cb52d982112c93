import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `export --compare B.yaml` and `export --compare-set EXPR` through the real binary: both
/// panes' layouts side by side in one SVG, each under its title, one legend.
@Suite struct ExportCompareTests {
    typealias CLI = CLIProcessTests
    static let sticky = CLIProcessTests.sticky
    /// The viewport's outline with `--color always` (green, `viewportEdge`), solid.
    static let viewportStroke = "#98c379"

    /// What the test reads from an export: each picture's (nested `<svg>`'s) rects, and every
    /// text node.
    final class Reader: NSObject, XMLParserDelegate {
        var pictures: [[[String: String]]] = []
        var texts: [String] = []
        private var depth = 0, inText = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            switch name {
            case "svg":
                depth += 1
                if depth == 2 { pictures.append([]) }
            case "rect" where depth == 2: pictures[pictures.count - 1].append(attributes)
            case "text": inText = true; texts.append("")
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "svg" { depth -= 1 }
            if name == "text" { inText = false }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1] += string }
        }

        /// The solid green outlines of each picture: its viewport.
        var viewports: [[[String: String]]] {
            pictures.map { $0.filter { $0["stroke"] == viewportStroke && $0["fill"] == "none" && $0["stroke-dasharray"] == nil } }
        }

        /// The pinned headers of each picture (filled at 0.75, `PictureMark.pinnedHeader`).
        var pinnedHeaders: [[[String: String]]] { pictures.map { $0.filter { $0["fill-opacity"] == "0.75" } } }
    }

    /// Runs `export` into a temporary file and parses it (failing the test when it is not XML).
    static func export(_ arguments: [String]) throws -> Reader { try parse(exportText(arguments)) }

    /// The SVG `export` writes.
    static func exportText(_ arguments: [String]) throws -> Data {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("compare.svg").path
        let r = try CLI.lattice(["export"] + arguments + ["--svg", out, "--color", "always"])
        try #require(r.status == 0, "\(r.stderr)")
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    static func parse(_ data: Data) throws -> Reader {
        let parser = XMLParser(data: data)
        let reader = Reader()
        parser.delegate = reader
        try #require(parser.parse(), "not well-formed XML")
        return reader
    }

    static func frame(_ a: [String: String]?) -> [Double] {
        ["x", "y", "width", "height"].map { Double(a?[$0] ?? "") ?? .nan }
    }

    @Test func compareDrawsBothFixturesUnderTheirTitlesWithOneLegend() throws {
        let svg = try Self.export([Self.sticky, "--compare", "Fixtures/list/sticky-mail.yaml"])
        try #require(svg.pictures.count == 2)
        // Each picture has one viewport, at offset 0 and the fixture's viewport size:
        // the sticky walk's 100×100, sticky mail's 200×200.
        #expect(svg.viewports.map(\.count) == [1, 1])
        #expect(Self.frame(svg.viewports[0].first) == [0, 0, 100, 100])
        #expect(Self.frame(svg.viewports[1].first) == [0, 0, 200, 200])
        #expect(svg.texts.contains("sticky walk") && svg.texts.contains("sticky mail"))
        #expect(svg.texts.filter { $0 == "viewport (bounds)" }.count == 1)
    }

    @Test func eachPaneClampsTheSharedOffsetOnItsOwn() throws {
        // `G` (the end) acts on both: the sticky walk stops at its maximum offset 150 − 100 = 50,
        // sticky mail goes on to its own, 574 − 200 = 374.
        let svg = try Self.export([Self.sticky, "--compare", "Fixtures/list/sticky-mail.yaml", "--keys", "G"])
        try #require(svg.viewports.map(\.count) == [1, 1])
        #expect(Self.frame(svg.viewports[0].first) == [0, 50, 100, 100])
        #expect(Self.frame(svg.viewports[1].first) == [0, 374, 200, 200])
    }

    @Test func compareSetMovesThePinnedHeaderBy20() throws {
        // The sticky walk at offset 15: header 0 (10 tall, its section 0…50) pins between 0 and
        // 40 at the line offset + stickyHeaderYOffset, so it sits at 15, and at 35 with 20.
        let svg = try Self.export([Self.sticky, "--offset", "0,15", "--compare-set", "layout.stickyHeaderYOffset=20"])
        try #require(svg.pictures.count == 2)
        #expect(svg.viewports.map { $0.map(Self.frame) } == [[[0, 15, 100, 100]], [[0, 15, 100, 100]]])
        #expect(svg.pinnedHeaders.map { $0.map(Self.frame) } == [[[0, 15, 100, 10]], [[0, 35, 100, 10]]])
        #expect(svg.texts.contains("sticky walk"))
        #expect(svg.texts.contains("sticky walk + layout.stickyHeaderYOffset=20"))
    }

    @Test func asciiReachesBothPanes() throws {
        // Header 0 is pinned in both panes at offset 15; its label starts with the pin: `⇱` in
        // UTF-8, `^` with --ascii, in the second pane as in the first, and nothing else non-ASCII.
        let args = [Self.sticky, "--offset", "0,15", "--compare-set", "layout.stickyHeaderYOffset=20"]
        let utf8 = try Self.exportText(args), ascii = try Self.exportText(args + ["--ascii"])
        #expect(try Self.parse(utf8).texts.filter { $0 == "⇱ 0" }.count == 2)
        #expect(try Self.parse(ascii).texts.filter { $0 == "^ 0" }.count == 2)
        #expect(!ascii.contains { $0 >= 0x80 })
    }
}
