import Foundation
import Testing
import LatticeFixtures
import LatticeImport
import LatticeLayout
import LatticeRender
import LatticeViewer

/// A snapshot (`lattice import`) in the viewer: `i` shows the focused element as imported,
/// `a` `x` `m` say they do not apply, scrolling works; and `render` of a snapshot imported from
/// a list fixture's frames shows the same viewport picture as the fixture itself.
struct SnapshotViewerTests {
    static let root = GoldenScreenTests.root

    func session(_ fixture: Fixture, size: (Int, Int) = (100, 30)) -> ViewerModel {
        ViewerModel(fixture: fixture, path: nil, terminalSize: size, headless: true)
    }

    static let paste = """
        layout: {type: snapshot}
        viewport: {width: 375, height: 400}
        elements:
          - {category: supplementary, kind: UICollectionElementKindSectionHeader, section: 0, item: 0, frame: [0, 0, 375, 44], zIndex: 10}
          - {section: 0, item: 0, frame: [0, 44, 179.577, 60]}
          - {section: 0, item: 1, frame: [187.5, 44, 187.5, 60], alpha: 0.5, hidden: true}
          - {section: 0, item: 2, frame: [0, 800, 375, 60]}
        """

    @Test func inspectorShowsTheFocusedElementAsImported() throws {
        var s = session(try FixtureLoader.load(text: Self.paste))
        s.handle(try KeyNotation.parse("i<tab><tab>"))
        let text = s.frame().text()
        // Tab order: the header, then cell 0.0 (the hidden cell is returned by the layout too).
        #expect(text.contains("frame = (0 44; 179.577 60)"), "\(text)")
        #expect(text.contains("zIndex = 0; alpha = 1; hidden = NO"))
        s.handle(.tab)
        let hidden = s.frame().text()
        #expect(hidden.contains("frame = (187.5 44; 187.5 60)"))
        #expect(hidden.contains("alpha = 0.5; hidden = YES"))
    }

    @Test func headerKindIsDrawnAsAHeader() throws {
        let s = session(try FixtureLoader.load(text: Self.paste))
        let text = s.frame().text()
        // The header glyph fill (▒) with the section number, as for a list layout's header.
        #expect(text.contains("▒ 0 ▒"), "\(text)")
    }

    @Test(arguments: ["a", "x", "m", "u"])
    func updatesDoNotApply(key: String) throws {
        var s = session(try FixtureLoader.load(text: Self.paste))
        s.handle(try KeyNotation.parse("<tab><tab>" + key))
        let f = s.frame()
        #expect(f.line(f.rows - 1).contains("a snapshot shows frames as imported: a, x, m and u do not apply"))
        #expect(s.collectionView.layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 44, width: 179.577, height: 60))
    }

    @Test func scrollsToTheEndOfTheUnionOfFrames() throws {
        var s = session(try FixtureLoader.load(text: Self.paste))
        s.handle(.end)
        // Content height 860 (the last cell ends there), viewport 400: the end offset is 460.
        #expect(s.collectionView.contentOffset.y == 460)
    }

    /// The viewport area of a frame: the rows from the top edge to the bottom edge, each cut
    /// after the right edge (the scroll indicator and the status lines depend on the content
    /// size and the name, which differ).
    static func viewportPicture(_ b: ScreenBuffer) -> [String] {
        var rows: [String] = []
        var inside = false
        for r in 0..<b.rows {
            let line = b.line(r)
            if line.contains("╔") { inside = true }
            guard inside else { continue }
            let cut = line.lastIndex { $0 == "║" || $0 == "╗" || $0 == "╝" }.map { String(line[...$0]) } ?? line
            rows.append(cut)
            if line.contains("╚") { break }
        }
        return rows
    }

    /// Every shipped list fixture without pinning, content inset or offset: its frames printed
    /// as LLDB prints them, imported into a snapshot, rendered: the same viewport picture, cell
    /// by cell (labels aside: the fixture's own labels are turned off).
    @Test func importedSnapshotRendersLikeTheFixtureItCameFrom() throws {
        let folder = Self.root.appendingPathComponent("Fixtures/list")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var compared = 0
        for name in names {
            let fixture = try FixtureLoader.load(path: folder.appendingPathComponent(name).path, overrides: ["layout.stickyHeaders=false"])
            guard fixture.contentInset == .zero, fixture.contentOffset == .zero, fixture.itemCount < 10_000 else { continue }
            let viewport = fixture.viewport ?? Fixture.headlessViewport
            let layout = fixture.makeLayout(viewport: viewport)
            layout.prepare()
            let all = layout.attributes(in: Rect(origin: .zero, size: layout.contentSize).union(Rect(origin: .zero, size: viewport)))
            let paste = try DebuggerPaste(text: all.map { DebuggerPaste.describe($0) }.joined(separator: "\n"), file: name)
            let snapshot = try FixtureLoader.load(text: SnapshotText.fixture(name: name, viewport: viewport, scrollDirection: fixture.layout.scrollDirection,
                                                                             elements: paste.elements))
            // The original without its labels, drawn as the snapshot draws its elements.
            var unlabelled = Scene(fixture: fixture)
            unlabelled.itemLabel = { _ in nil }
            unlabelled.headerLabels = [:]
            let original = ViewerModel(scene: unlabelled, terminalSize: (100, 30), headless: true), imported = session(snapshot)
            let picture = Self.viewportPicture(original.frame())
            #expect(picture.count > 3)
            #expect(Self.viewportPicture(imported.frame()) == picture, "\(name)")
            compared += 1
        }
        #expect(compared >= 15)
    }
}
