import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LatticeFixtures
import LatticeLayout
import LatticeRender
import LatticeViewer
import Testing

/// The SVG writers: `render --format svg` (a screen buffer cell for cell) and `export --svg`
/// (a layout picture at point precision). Documents are parsed with Foundation's XMLParser.
struct SVGTests {
    /// The parsed document: each element's name and attributes, and the text of `<text>` nodes.
    final class Parsed: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var texts: [String] = []
        var inText = false
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append((name, attributes))
            if name == "text" { inText = true; texts.append("") }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" { inText = false }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1] += string }
        }
        func rects() -> [[String: String]] { elements.filter { $0.name == "rect" }.map(\.attributes) }
    }

    static func parse(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Parsed {
        let parsed = Parsed()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = parsed
        let ok = parser.parse()
        #expect(ok, "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")", sourceLocation: sourceLocation)
        return parsed
    }

    @Test func escapeMakesAnyLabelSafe() {
        #expect(SVGDocument.escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        // XML 1.0 forbids most control characters, even escaped.
        #expect(SVGDocument.escape("x\u{01}y\u{7F}") == "x?y?")
        #expect(SVGDocument.escape("§1 Inbox ⇱") == "§1 Inbox ⇱")
    }

    @Test func screenBufferCellsBecomeTextPlacedColumnByColumn() throws {
        var buffer = ScreenBuffer(cols: 4, rows: 2)
        buffer.write("a<", col: 1, row: 0, style: CellStyle(.cell))
        buffer.write("ok", col: 0, row: 1, style: CellStyle(.statusBar, reverse: true))
        let parsed = try Self.parse(buffer.svg(colour: true))
        let root = try #require(parsed.elements.first)
        #expect(root.name == "svg" && root.attributes["version"] == "1.1")
        // 4 × 9 by 2 × 18 pixels.
        #expect(root.attributes["width"] == "36" && root.attributes["height"] == "36")
        #expect(parsed.texts == ["a<", "ok"])
        let texts = parsed.elements.filter { $0.name == "text" }.map(\.attributes)
        #expect(texts[0]["x"] == "9 18")       // columns 1 and 2
        #expect(texts[0]["fill"] == "#56b6c2")   // a cell: cyan (Palette) as SVGColours draws it
        // The status bar is white on blue, reversed: blue text on a white bar, columns 0–1 of row 1.
        #expect(texts[1]["fill"] == "#61afef")
        #expect(parsed.rects().contains { $0["fill"] == "#dcdfe4" && $0["x"] == "0" && $0["y"] == "18" && $0["width"] == "18" })
    }

    @Test func aWideCharacterTakesTwoColumns() throws {
        var buffer = ScreenBuffer(cols: 5, rows: 1)
        buffer.write("漢a", col: 1, row: 0, style: CellStyle(.cell))
        let parsed = try Self.parse(buffer.svg(colour: true))
        #expect(parsed.texts == ["漢a"])
        // 漢 at column 1 (x 9), a at column 3 (x 27): nothing drawn for column 2.
        #expect(parsed.elements.first { $0.name == "text" }?.attributes["x"] == "9 27")
    }

    @Test func withoutColourEveryGlyphTakesTheDefaultForeground() throws {
        var buffer = ScreenBuffer(cols: 3, rows: 1)
        buffer.write("ab", col: 0, row: 0, style: CellStyle(.error, bold: true))
        let parsed = try Self.parse(buffer.svg(colour: false))
        let text = try #require(parsed.elements.first { $0.name == "text" })
        #expect(text.attributes["fill"] == SVGColours.foreground)
        #expect(text.attributes["font-weight"] == "bold")
    }

    @Test func neighbourhoodIsOneViewportLengthEachWayInsideTheContent() {
        // Vertical: viewport 300…400 in content 0…1000 → 200…500, the content's width.
        let v = Rect(x: 0, y: 300, width: 100, height: 100), c = Rect(x: 0, y: 0, width: 120, height: 1000)
        #expect(LayoutPicture.neighbourhood(viewport: v, content: c, .vertical) == Rect(x: 0, y: 200, width: 120, height: 300))
        // At the start it is cut at the content's edge: 45…145 → 0…245, but the content ends at 150.
        let top = Rect(x: 0, y: 45, width: 100, height: 100), short = Rect(x: 0, y: 0, width: 100, height: 150)
        #expect(LayoutPicture.neighbourhood(viewport: top, content: short, .vertical) == Rect(x: 0, y: 0, width: 100, height: 150))
        // Horizontal: along x.
        let h = Rect(x: 400, y: 0, width: 200, height: 50), wide = Rect(x: 0, y: 0, width: 2000, height: 50)
        #expect(LayoutPicture.neighbourhood(viewport: h, content: wide, .horizontal) == Rect(x: 200, y: 0, width: 600, height: 50))
    }

    static func stickySession(offset: String) throws -> ViewerModel {
        let path = GoldenScreenTests.root.appendingPathComponent("Fixtures/list/sticky-headers-vertical.yaml").path
        var fixture = try FixtureLoader.load(path: path)
        let xy = offset.split(separator: ",").map { Double($0)! }
        fixture.contentOffset = Point(x: xy[0], y: xy[1])
        return ViewerModel(fixture: fixture, path: path, terminalSize: (80, 24), headless: true)
    }

    @Test func pinnedHeaderIsDrawnWithItsRestingPlaceDashed() throws {
        // ListLayoutRules §10.2 at offset 45: header 0 held at hi = 40 (pinned), resting at 0…10.
        let picture = try Self.stickySession(offset: "0,45").layoutPicture(whole: false)
        #expect(picture.ghosts == [Rect(x: 0, y: 0, width: 100, height: 10)])
        let parsed = try Self.parse(picture.svg(colour: true))
        let rects = parsed.rects()
        let ghost = try #require(rects.first { $0["stroke-dasharray"] != nil && $0["y"] == "0" && $0["height"] == "10" })
        #expect(ghost["fill"] == "none" && ghost["stroke"] == "#e5c07b")   // yellow, as the ghost role
        let pinned = try #require(rects.first { $0["y"] == "40" && $0["height"] == "10" })
        #expect(pinned["fill"] == "#e5c07b")
        // The viewport's outline: 0,45 100×100, green.
        #expect(rects.contains { $0["y"] == "45" && $0["height"] == "100" && $0["stroke"] == "#98c379" })
        #expect(parsed.texts.contains("⇱ 0"))
        #expect(parsed.texts.contains("pinned header") && parsed.texts.contains("resting place (pinned)"))
    }

    @Test func asciiPinsWithACaret() throws {
        var session = try Self.stickySession(offset: "0,45")
        session.glyphs = .ascii
        let parsed = try Self.parse(try session.layoutPicture(whole: false).svg(colour: false))
        #expect(parsed.texts.contains("^ 0"))
        #expect(!parsed.rects().contains { $0["fill"] == "#e5c07b" || $0["stroke"] == "#e5c07b" })
    }

    @Test func aHugeWholePictureIsRefused() throws {
        let session = try Self.stickySession(offset: "0,0")
        #expect(throws: ViewerModel.PictureTooLarge.self) { try session.layoutPicture(whole: true, limit: 4) }
        // 2 headers + 5 cells fit a limit of 7.
        #expect(try session.layoutPicture(whole: true, limit: 7).elements.count == 7)
    }
}

/// Golden SVG exports (recorded with LATTICE_RECORD=1 and reviewed by eye as PNGs, see `Golden`).
struct GoldenSVGTests {
    static func picture(_ fixture: String, offset: Point?) throws -> String {
        let path = GoldenScreenTests.root.appendingPathComponent(fixture).path
        var loaded = try FixtureLoader.load(path: path)
        if let offset { loaded.contentOffset = offset }
        let session = ViewerModel(fixture: loaded, path: path, terminalSize: (80, 24), headless: true)
        return try session.layoutPicture(whole: false).svg(colour: true)
    }

    /// ListLayoutRules §10.2 at offset 45: header 0 pinned at 40 over cell 0.1, its resting place
    /// 0…10 dashed, header 1 at rest at 50, the viewport 45…145 in the content 0…150.
    @Test func stickyWalkHeldAtItsUpperClamp() throws {
        Golden.check(try Self.picture("Fixtures/list/sticky-headers-vertical.yaml", offset: Point(x: 0, y: 45)),
                     named: "export-sticky-walk-offset45", extension: "svg")
    }

    /// The line layout's labels: the line, grips on it, tails pointing at their items, the
    /// version labels on the line, the header and footer bars.
    @Test func lineLabels() throws {
        Golden.check(try Self.picture("Fixtures/line/labels.yaml", offset: nil), named: "export-line-labels", extension: "svg")
    }
}
