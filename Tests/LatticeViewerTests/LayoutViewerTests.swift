import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeRender
import LatticeViewer

/// The aligned and line layouts in the viewer: `d`, the inspector's numbers, and every shipped
/// fixture rendered and dumped without a crash.
struct LayoutViewerTests {
    static let root = GoldenScreenTests.root

    func session(_ fixture: String, size: (Int, Int) = (100, 30)) throws -> ViewerModel {
        let path = Self.root.appendingPathComponent(fixture).path
        return ViewerModel(fixture: try FixtureLoader.load(path: path), path: fixture, terminalSize: size, headless: true)
    }

    func text(_ s: ViewerModel) -> String { s.frame().text() }

    // MARK: d

    /// AlignedLayoutRules: FSQCollectionViewAlignedLayout lays out vertically only, so `d` says so
    /// and changes nothing.
    @Test func dOnTheAlignedLayoutSaysVerticalOnlyAndDoesNotSwitch() throws {
        var s = try session("Fixtures/aligned/tag-cloud.yaml")
        let before = s.frame()
        let size = s.collectionView.contentSize, relayouts = s.collectionView.relayoutCount
        s.handle(.char("d"))
        #expect(s.direction == .vertical)
        #expect(s.collectionView.contentSize == size)
        #expect(s.collectionView.relayoutCount == relayouts)
        let after = s.frame()
        #expect(after.line(after.rows - 1).contains("aligned layout scrolls vertically only"))
        // Everything but the key line is the same screen.
        for r in 0..<(after.rows - 1) { #expect(after.line(r) == before.line(r)) }
    }

    /// LineLayoutRules §3: `d` turns the line layout a quarter; the content is
    /// then as tall as the viewport (150, no content inset) and grows to the right.
    @Test func dSwitchesTheLineLayoutsDirection() throws {
        var s = try session("Fixtures/line/worked-example.yaml")
        #expect(s.collectionView.contentSize == Size(width: 200, height: 231))
        s.handle(.char("d"))
        #expect(s.direction == .horizontal)
        #expect(s.collectionView.contentSize.height == 150)
        #expect(s.collectionView.contentSize.width > 200)
        #expect(text(s).contains("line → horizontal"))
        s.handle(.char("d"))
        #expect(s.direction == .vertical)
    }

    // MARK: Inspectors

    /// AlignedLayoutRules §10 with the fixture's numbers (its comment: sections of 60 with
    /// a 10-high header, section 1 from 60 to 120). At offset 55: header 0 is
    /// min(max(55, 0), 60 - 10) = 50, held by its section's end; header 1 is
    /// min(max(55, 60), 120 - 10) = 60, at rest.
    @Test func alignedInspectorShowsThePinRuleWithItsNumbers() throws {
        var s = try session("Fixtures/aligned/header-pinning.yaml", size: (120, 40))
        s.handle(try KeyNotation.parse(":offset 0,55<enter>i"))
        let screen = text(s)
        #expect(screen.contains("header pinning"))
        #expect(screen.contains("§0 pinned y 50 (rests 0)"))
        #expect(screen.contains("y = min(max(55, 0), 50) = 50"))
        #expect(screen.contains("edge 55 = off.y 55 + inset.top 0"))
        #expect(screen.contains("hi 50 = bottom 60 − hdr 10"))
        #expect(screen.contains("→ hi wins: held by the section's end"))
        #expect(screen.contains("§1 at rest y 60"))
        #expect(screen.contains("y = min(max(55, 60), 110) = 60"))
        #expect(screen.contains("→ top wins: at its resting place"))
        // Section 3 has a header and no items: FSQ never pins it.
        s.handle(try KeyNotation.parse(":offset 0,105<enter>"))
        #expect(text(s).contains("never pins: the section has no items"))
        // The pinned header is marked on screen.
        #expect(text(s).contains("⇱"))
    }

    @Test func alignedInspectorWithPinningOff() throws {
        var s = try session("Fixtures/aligned/header-pinning.yaml", size: (120, 40))
        s.handle(try KeyNotation.parse("si"))
        let screen = text(s)
        #expect(screen.contains("pinning off (s turns it on)"))
        #expect(screen.contains("§0 at rest y 0"))
        #expect(!screen.contains("min(max("))
        #expect(!screen.contains("⇱"))
    }

    /// LineLayoutRules §4's worked example at offset (0, 0): the line x 99–101 from y 40 to 201, an
    /// end arrow at (97, 144), no start arrow; item 1 on the right, 105 to 125, grip 112–118
    /// (centre 115), label 09:41; item 2 on the right (`either`), 133 to 173, grip centre 153.
    @Test func lineInspectorShowsLineArrowsAndItems() throws {
        var s = try session("Fixtures/line/worked-example.yaml", size: (120, 32))
        s.handle(.char("i"))
        let screen = text(s)
        #expect(screen.contains("line layout"))
        #expect(screen.contains("§0 line x 99–101, y 40–201"))
        #expect(screen.contains("▲ no start arrow: nothing starts before y 0"))
        #expect(screen.contains("▼ end arrow at y 144"))
        #expect(screen.contains("0.0 left  y 40–130 grip 85"))
        #expect(screen.contains("0.1 right y 105–125 grip 115 \"09:41\""))
        #expect(screen.contains("0.2 right y 133–173 grip 153"))
    }

    // MARK: Every fixture

    static let allFixtures: [String] = {
        let dir = root.appendingPathComponent("Fixtures")
        let kinds = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
        return kinds.flatMap { kind -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(kind).path)) ?? []
            return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "Fixtures/\(kind)/\($0)" }
        }
    }()

    @Test func thereAreFixturesOfEveryLayout() {
        for kind in ["list", "aligned", "line"] {
            #expect(Self.allFixtures.contains { $0.hasPrefix("Fixtures/\(kind)/") })
        }
    }

    /// Every fixture renders at 100x30 with the viewport's frame on screen, and dumps: the
    /// query over content ∪ bounds (what `lattice dump` asks) answers finite frames, every
    /// cell among them at most once.
    @Test(arguments: allFixtures)
    func everyFixtureRendersAndDumps(_ fixture: String) throws {
        var s = try session(fixture)
        let b = s.frame()
        let screen = b.text()
        #expect(b.cols == 100 && b.rows == 30)
        for corner in ["╔", "╗", "╚", "╝"] { #expect(screen.contains(corner), "no viewport corner \(corner)") }
        #expect(screen.contains(s.scene.layout.layoutName))
        let layout = s.collectionView.layout
        var elements: [LayoutAttributes] = []
        layout.attributes(in: Rect(origin: .zero, size: layout.contentSize).union(s.collectionView.bounds), into: &elements)
        if layout.totalItemCount > 0 { #expect(elements.contains { $0.category == .cell }) }
        #expect(elements.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite })
        var seen = Set<LatticeLayout.IndexPath>()
        for e in elements where e.category == .cell { #expect(seen.insert(e.indexPath).inserted) }
        // Scrolling to the end, switching direction and opening the inspector keep it drawing.
        s.handle(try KeyNotation.parse("<end>di"))
        #expect(s.frame().text().contains("╔"))
    }
}
