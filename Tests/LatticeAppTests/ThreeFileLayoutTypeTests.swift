import Foundation
import Testing
@testable import LatticeApp
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// A layout type added from three files and nothing else (ARCHITECTURE.md, "What a layout type
/// touches"): `ColumnsLayoutType/` holds the engine side (`ColumnsLayout.swift`), the type
/// (`ColumnsLayoutType.swift`) and the viewer side (`ColumnsLayout+Viewer.swift`). Registered in
/// a catalogue, it loads from YAML, draws through the viewer model and dumps like a built-in one.
@Suite struct ThreeFileLayoutTypeTests {
    static let yaml = """
        name: columns demo
        viewport: {width: 100, height: 200}
        layout: {type: columns, columns: 2, spacing: 10}
        sections:
          - items: [[1, 30], [1, 40], [1, 20]]
        """

    static var catalogue: LayoutCatalogue {
        var c = LayoutCatalogue()
        c.register(ColumnsLayoutType())
        return c
    }

    static func load(_ text: String = yaml) throws(FixtureError) -> Fixture {
        try FixtureLoader.load(text: text, name: "columns.yaml", layouts: catalogue)
    }

    /// Worked by hand: a cell is (100 - 10) / 2 = 45 wide; the second column starts at 45 + 10;
    /// the second row at the first row's height (40, its tallest item) + 10.
    static let expected = [Rect(x: 0, y: 0, width: 45, height: 30), Rect(x: 55, y: 0, width: 45, height: 40),
                           Rect(x: 0, y: 50, width: 45, height: 20)]
    /// The gutter between the columns: from the first cell's end (45), the spacing wide (10),
    /// from the first row's top to the last row's end (50 + 20).
    static let gutter = Rect(x: 45, y: 0, width: 10, height: 70)

    @Test func itLoadsFromYAMLWithItsOptions() throws {
        let f = try Self.load()
        #expect(f.layout.typeName == "columns")
        #expect(f.layout.options(as: ColumnsLayout.Options.self) == ColumnsLayout.Options(columns: 2, spacing: 10))
        #expect(f.layout.optionsText == ["type: columns", "columns: 2", "spacing: 10"])
        let layout = f.makeLayout(viewport: Size(width: 100, height: 200))
        layout.prepare()
        let attributes = layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 200))
        #expect(attributes.filter { $0.category == .cell }.map(\.frame) == Self.expected)
        #expect(attributes.filter { $0.category == .decoration }.map(\.frame) == [Self.gutter])
        #expect(layout.contentSize == Size(width: 100, height: 70))
    }

    @Test func itsOptionErrorsAreLocated() {
        let bad = Self.yaml.replacingOccurrences(of: "columns: 2", with: "columns: 0")
        #expect(throws: FixtureError.self) { try Self.load(bad) }
        do throws(FixtureError) { _ = try Self.load(bad) } catch {
            #expect(error.description == "columns.yaml:3:34: error: layout.columns: must be at least 1 (got 0)")
        }
        let misspelt = Self.yaml.replacingOccurrences(of: "spacing: 10", with: "spacng: 10")
        do throws(FixtureError) { _ = try Self.load(misspelt); Issue.record("a misspelt key loaded") } catch {
            #expect(error.description.contains("layout.spacng: unknown key \"spacng\" for the columns layout (did you mean \"spacing\"?)"))
        }
    }

    /// Items of the type's own key, `span`: the first item (repeated once) covers both columns.
    static let spanning = """
        name: columns demo
        viewport: {width: 100, height: 200}
        layout: {type: columns, columns: 2, spacing: 10}
        sections:
          - items:
              - {size: [1, 30], span: 2, repeat: 2}
              - [1, 40]
              - [1, 20]
        """
    /// Worked by hand: a spanning item is both cells and the spacing wide (45 + 10 + 45 = 100), a
    /// row of its own; the rows start at 0, 30 + 10 and 40 + 30 + 10; the last two items share a row.
    static let spanningFrames = [Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 0, y: 40, width: 100, height: 30),
                                 Rect(x: 0, y: 80, width: 45, height: 40), Rect(x: 55, y: 80, width: 45, height: 20)]

    /// The type's own item key is read into its payload (for the item and its `repeat:` copy),
    /// laid out and dumped.
    @Test func itsItemsTakeItsOwnKey() throws {
        let f = try Self.load(Self.spanning)
        let spans = try #require(f.sections[0].payload(as: ColumnsLayoutType.Spans.self))
        #expect(spans.items[0] == 2 && spans.items[1] == 2 && spans.items[2] == nil)
        let (json, elements) = try Self.dump(f)
        #expect(Self.cellFrames(elements) == Self.spanningFrames)
        #expect((json["contentSize"] as? [String: Double]) == ["width": 100, "height": 120])
    }

    /// A bad `span` is located at its value; under another layout type the key is named as the
    /// columns layout's.
    @Test func itsItemKeyErrorsAreLocated() {
        let wide = Self.spanning.replacingOccurrences(of: "span: 2", with: "span: 3")
        do throws(FixtureError) { _ = try Self.load(wide); Issue.record("span 3 of 2 columns loaded") } catch {
            #expect(error.description == "columns.yaml:6:31: error: sections[0].items[0].span: must be at most 2 (got 3)")
        }
        let list = Self.spanning.replacingOccurrences(of: "type: columns, columns: 2, spacing: 10", with: "type: list")
        do throws(FixtureError) { _ = try Self.load(list); Issue.record("span loaded under the list layout") } catch {
            #expect(error.description.contains("\"span\" is an item key of the columns layout, not of the list layout"))
        }
    }

    @Test func withoutItsRegistrationTheTypeIsUnknown() {
        do throws(FixtureError) { _ = try FixtureLoader.load(text: Self.yaml, name: "columns.yaml"); Issue.record("loaded without the type") } catch {
            #expect(error.description.contains("unknown layout type \"columns\" (expected list, aligned, line, flow, compositional or snapshot)"))
        }
    }

    /// The catalogue lists the built-in types first, then the registered one; an entry under a
    /// built-in name does not replace the built-in type.
    @Test func theCatalogueHoldsBuiltInAndRegisteredTypes() throws {
        let builtIn = ["list", "aligned", "line", "flow", "compositional", "snapshot"]
        #expect(LayoutCatalogue().allNames == builtIn)
        #expect(LayoutCatalogue().names.isEmpty)
        #expect(Self.catalogue.allNames == builtIn + ["columns"])
        #expect(Self.catalogue.names == ["columns"])
        var shadowed = LayoutCatalogue()
        shadowed["list"] = LayoutCatalogue.Entry(check: { _ in }, make: { _, _ in nil })
        let f = try FixtureLoader.load(text: "layout: {type: list, stickyHeaders: true}", name: "list.yaml", layouts: shadowed)
        #expect(f.layout.type is ListLayoutType)
        #expect(f.layout.options(as: ListLayoutOptions.self)?.stickyHeaders == true)
    }

    /// The viewer draws its cells where the layout puts them: the first two side by side, the
    /// third below the first; the gutter between them in the type's own glyph (its painter); the
    /// status line names the type.
    @Test func itDrawsThroughTheViewerModel() throws {
        let session = ViewerModel(fixture: try Self.load(), path: nil, terminalSize: (cols: 60, rows: 30), headless: true)
        #expect(session.layout.layoutName == "columns")
        let lines = session.frame().text().components(separatedBy: "\n")
        func place(_ label: String) -> (row: Int, col: Int)? {
            for (row, line) in lines.enumerated() {
                if let r = line.range(of: label) { return (row, line.distance(from: line.startIndex, to: r.lowerBound)) }
            }
            return nil
        }
        let a = try #require(place("0.0")), b = try #require(place("0.1")), c = try #require(place("0.2"))
        #expect(a.row == b.row && a.col < b.col)
        #expect(c.row > a.row && c.col == a.col)
        let row = Array(lines[a.row])
        #expect(row[(a.col + 3)..<b.col].contains("~"))
        #expect(lines.contains { $0.contains("columns") })
    }

    /// `dump` prints the layout's frames.
    @Test func itDumps() throws {
        let (json, elements) = try Self.dump(try Self.load())
        #expect(Self.cellFrames(elements) == Self.expected)
        #expect(elements.contains { $0["kind"] as? String == "gutter" && $0["category"] as? String == "decoration" })
        #expect((json["contentSize"] as? [String: Double]) == ["width": 100, "height": 70])
    }

    /// `dump`'s JSON of the fixture, and its elements.
    static func dump(_ f: Fixture) throws -> (json: [String: Any], elements: [[String: Any]]) {
        let session = ViewerModel(fixture: f, path: nil, terminalSize: (cols: 60, rows: 30), headless: true)
        var out = ""
        DumpCommand.write(session, rect: nil, to: &out)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        return (json, try #require(json["elements"] as? [[String: Any]]))
    }

    /// The cells' frames of dumped elements.
    static func cellFrames(_ elements: [[String: Any]]) -> [Rect] {
        elements.filter { $0["category"] as? String == "cell" }.compactMap { e -> Rect? in
            guard let f = e["frame"] as? [String: Double], let x = f["x"], let y = f["y"], let w = f["width"], let h = f["height"] else { return nil }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
