import Foundation
import LatticeFixtures
import LatticeLayout
import Testing

/// FlowLayoutRules §12: every measured flow case a fixture can express, from
/// `Fixtures/flow/measured/`, gives exactly the measured numbers.
///
/// The numbers are facts recorded from real UIKit, cited case by case (the fixture files cite
/// them too):
/// - OpenUIKit (github.com/Vercantez/openuikit, commit faccec8),
///   `Tests/OpenUIKitTests/CollectionViewTests.swift`, `FlowLayoutMeasuredTests`: Mac Catalyst,
///   iOS 26.1 SDK, display scale 2. Each entry names the test method and, where it makes more
///   than one collection view, which one.
/// - IGListKit (github.com/Instagram/IGListKit), `Tests/IGListAdapterTests.m`: UIKit's flow layout
///   in the simulator with cells of 100 x 10 and no spacing or inset. Those tests pin which item is
///   at a point or first visible at an offset, not frames, so that is what is asserted.
@Suite struct FlowMeasuredTests {
    /// One measured element: a cell, `header` or `footer` at (section, item) with its frame.
    struct Element {
        var kind: String, section: Int, item: Int, frame: Rect
    }
    static func cell(_ s: Int, _ i: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Element {
        Element(kind: "cell", section: s, item: i, frame: Rect(x: x, y: y, width: w, height: h))
    }
    static func header(_ s: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Element {
        Element(kind: ElementKind.header, section: s, item: 0, frame: Rect(x: x, y: y, width: w, height: h))
    }
    static func footer(_ s: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Element {
        Element(kind: ElementKind.footer, section: s, item: 0, frame: Rect(x: x, y: y, width: w, height: h))
    }

    /// A measured case: its fixture, the elements the source asserts and the content size's
    /// length along the scroll axis where it asserts one.
    struct Case: CustomStringConvertible {
        var file: String, elements: [Element], contentLength: Double?
        var description: String { file }
    }

    /// OpenUIKit's `FlowLayoutMeasuredTests`, every collection view it measures (20).
    static let openUIKit: [Case] = [
        // testFullLineDistributesLeftoverSpacing (probe A).
        Case(file: "a-full-line-spreads", elements: [
            cell(0, 0, 0, 0, 100, 60), cell(0, 1, 137.5, 0, 100, 60), cell(0, 2, 275, 0, 100, 60),
            cell(0, 3, 0, 70, 100, 60), cell(0, 5, 275, 70, 100, 60), cell(0, 6, 0, 140, 100, 60),
        ], contentLength: 200),
        // testSectionInsetsShrinkTheLine (probe B).
        Case(file: "b-section-insets", elements: [
            cell(0, 0, 16, 8, 100, 60), cell(0, 1, 137.5, 8, 100, 60), cell(0, 2, 259, 8, 100, 60),
            cell(0, 6, 16, 148, 100, 60),
        ], contentLength: 216),
        // testExactFitKeepsThreePerLine (probe C).
        Case(file: "c-exact-fit", elements: [
            cell(0, 0, 0, 0, 115, 50), cell(0, 1, 130, 0, 115, 50), cell(0, 2, 260, 0, 115, 50),
            cell(0, 3, 0, 62, 115, 50), cell(0, 4, 130, 62, 115, 50),
        ], contentLength: 112),
        // testHeadersFootersAndPixelSnapping (probe D): 102.333 snaps to 102.5, 192.667 to 192.5.
        Case(file: "d-headers-footers-snapping", elements: [
            header(0, 0, 0, 375, 30), footer(0, 0, 80, 375, 20), header(1, 0, 100, 375, 30), footer(1, 0, 180, 375, 20),
            cell(0, 0, 12, 34, 80, 40), cell(0, 1, 102.5, 34, 80, 40), cell(0, 2, 192.5, 34, 80, 40),
            cell(1, 0, 12, 134, 80, 40), cell(1, 1, 102.5, 134, 80, 40),
        ], contentLength: 200),
        // testHorizontalDirectionPacksColumns (probe E); content 414 x 220.
        Case(file: "e-horizontal-columns", elements: [
            cell(0, 0, 12, 8, 90, 70), cell(0, 1, 12, 142, 90, 70), cell(0, 2, 112, 8, 90, 70),
            cell(0, 5, 212, 142, 90, 70), cell(0, 6, 312, 8, 90, 70),
        ], contentLength: 414),
        // testHorizontalHeadersAndFooters (probe F).
        Case(file: "f-horizontal-headers-footers", elements: [
            header(0, 0, 0, 40, 200), footer(0, 254, 0, 20, 200), header(1, 274, 0, 40, 200), footer(1, 428, 0, 20, 200),
            cell(0, 0, 52, 8, 90, 70), cell(0, 1, 52, 122, 90, 70), cell(0, 2, 152, 8, 90, 70),
            cell(1, 0, 326, 8, 90, 70), cell(1, 1, 326, 122, 90, 70),
        ], contentLength: 448),
        // testSingleItemPerLineIsCentered, first collection (probes G/K): 250 wide in 200.
        Case(file: "g-wider-than-the-line", elements: [
            cell(0, 0, -25, 0, 250, 40), cell(0, 1, -25, 46, 250, 40), cell(0, 2, -25, 92, 250, 40),
        ], contentLength: 132),
        // testSingleItemPerLineIsCentered, second collection.
        Case(file: "k-one-per-line-centred", elements: [
            cell(0, 0, 25, 0, 150, 40), cell(0, 1, 25, 46, 150, 40),
        ], contentLength: nil),
        // testLastLineIsSpacedAsIfFull, first collection (probes H/L/N).
        Case(file: "h-last-line-four", elements: [
            cell(0, 0, 0, 0, 50, 50), cell(0, 1, 65, 0, 50, 50), cell(0, 2, 130, 0, 50, 50), cell(0, 3, 195, 0, 50, 50),
        ], contentLength: nil),
        // testLastLineIsSpacedAsIfFull, second collection.
        Case(file: "l-last-line-single", elements: [cell(0, 0, 0, 0, 90, 40)], contentLength: nil),
        // testLastLineIsSpacedAsIfFull, third collection: no header, footer (0, 40, 375, 12).
        Case(file: "n-last-line-two-footer", elements: [
            cell(0, 0, 0, 0, 80, 40), cell(0, 1, 98.5, 0, 80, 40), footer(0, 0, 40, 375, 12),
        ], contentLength: 52),
        // testFractionalItemSizesSnapPositionsNotSizes (probe I): (131.75, 57.25) snaps to (132, 57.5).
        Case(file: "i-fractional-sizes", elements: [
            cell(0, 0, 9, 5, 111.5, 44.25), cell(0, 1, 132, 5, 111.5, 44.25), cell(0, 2, 254.5, 5, 111.5, 44.25),
            cell(0, 3, 9, 57.5, 111.5, 44.25), cell(0, 5, 254.5, 57.5, 111.5, 44.25),
        ], contentLength: 106.5),
        // testEmptySectionKeepsItsChrome (probe J).
        Case(file: "j-empty-section", elements: [
            header(1, 0, 100, 375, 30), footer(1, 0, 140, 375, 20), header(2, 0, 160, 375, 30), cell(2, 0, 12, 194, 80, 40),
        ], contentLength: 260),
        // testVariableItemSizes, first collection (probes M/Q).
        Case(file: "m-variable-sizes", elements: [
            cell(0, 0, 10, 12.5, 120, 40), cell(0, 1, 152.5, 5, 100, 55), cell(0, 2, 275, 12.5, 90, 40),
            cell(0, 3, 10, 75, 200, 30), cell(0, 4, 305, 70, 60, 40), cell(0, 5, 10, 120, 150, 40),
        ], contentLength: 165),
        // testVariableItemSizes, second collection: a last line of mixed heights, packed.
        Case(file: "q-mixed-heights-last-line", elements: [
            cell(0, 0, 0, 25, 80, 40), cell(0, 1, 90, 0, 80, 90), cell(0, 2, 180, 25, 80, 40), cell(0, 3, 270, 25, 80, 40),
        ], contentLength: 90),
        // testMixedSizeLastLineUsesTheMinimumSpacing (probes AA/AB): mixed widths, packed.
        Case(file: "aa-mixed-widths-last-line", elements: [
            cell(0, 0, 0, 0, 80, 40), cell(0, 1, 90, 0, 100, 40), cell(0, 2, 200, 0, 60, 40),
        ], contentLength: nil),
        // testUniformLineIsPhantomFilledWhereverTheSizeCameFrom, sizes from the delegate (X/Y/Z).
        Case(file: "x-uniform-delegate-sizes", elements: [
            cell(0, 0, 0, 0, 80, 40), cell(0, 1, 98.5, 0, 80, 40), cell(0, 2, 196.5, 0, 80, 40), cell(0, 3, 295, 0, 80, 40),
        ], contentLength: nil),
        // The same test, sizes from itemSize.
        Case(file: "y-uniform-item-size", elements: [
            cell(0, 0, 0, 0, 80, 40), cell(0, 1, 98.5, 0, 80, 40), cell(0, 2, 196.5, 0, 80, 40), cell(0, 3, 295, 0, 80, 40),
        ], contentLength: nil),
        // testFullMixedLineJustifiesAndUniformityIsPerLine, first collection (probe AD).
        Case(file: "ad-full-mixed-line", elements: [
            cell(0, 0, 0, 25, 80, 40), cell(0, 1, 98.5, 0, 80, 90), cell(0, 3, 295, 25, 80, 40), cell(0, 4, 0, 100, 80, 40),
        ], contentLength: 140),
        // The same test, second collection (probe AE).
        Case(file: "ae-uniformity-per-line", elements: [
            cell(0, 1, 98.5, 0, 80, 40), cell(0, 2, 196.5, 0, 80, 40),
            cell(1, 0, 0, 65, 80, 40), cell(1, 1, 90, 40, 80, 90), cell(1, 2, 180, 65, 80, 40),
        ], contentLength: 130),
    ]

    static func fixture(_ name: String, offset: Point = .zero) throws -> (Fixture, CollectionLayout) {
        // Tests/LatticeFixturesTests/FlowMeasuredTests.swift -> the package root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var f = try FixtureLoader.load(path: root.appendingPathComponent("Fixtures/flow/measured/\(name).yaml").path)
        #expect(f.screenScale == 2, "the measurements are at display scale 2")
        f.contentOffset = offset
        let layout = f.makeLayout(viewport: f.viewport(default: Fixture.headlessViewport))
        layout.prepare()
        return (f, layout)
    }

    @Test(arguments: openUIKit) func openUIKitCaseAgreesExactly(_ c: Case) throws {
        let (f, layout) = try Self.fixture(c.file)
        for e in c.elements {
            let path = LatticeLayout.IndexPath(item: e.item, section: e.section)
            let a = e.kind == "cell" ? layout.attributesForItem(at: path) : layout.attributesForSupplementaryView(ofKind: e.kind, at: path)
            #expect(a?.frame == e.frame, "\(c.file): \(e.kind) \(e.section).\(e.item)")
        }
        if let length = c.contentLength {
            let size = layout.contentSize
            #expect((f.layout.scrollDirection == .vertical ? size.height : size.width) == length, "\(c.file): content length")
        }
    }

    @Test func everyMeasuredFixtureIsAsserted() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Fixtures/flow/measured").path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
        let asserted = (Self.openUIKit.map(\.file) + Self.igListKit).sorted()
        #expect(files.count == 23)
        #expect(files == asserted)
    }

    static let igListKit = ["iglist-item-at-point", "iglist-first-visible-vertical", "iglist-first-visible-horizontal"]

    /// The cell containing `point` (UIKit's `indexPathForItem(at:)`).
    static func item(at point: Point, _ layout: CollectionLayout) -> LatticeLayout.IndexPath? {
        layout.attributes(in: Rect(x: point.x, y: point.y, width: 0.01, height: 0.01)).first { $0.category == .cell }?.indexPath
    }

    /// The least index path of the cells meeting the bounds (IGListAdapter's
    /// `indexPathForFirstVisibleItem`, over UIKit's visible cells).
    static func firstVisible(_ f: Fixture, _ layout: CollectionLayout) -> LatticeLayout.IndexPath? {
        let bounds = Rect(origin: f.contentOffset, size: f.viewport(default: Fixture.headlessViewport))
        return layout.attributes(in: bounds).filter { $0.category == .cell }.map(\.indexPath)
            .min { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    /// IGListAdapterTests `test_whenAdapterUpdated_thatIndexPathForItemAtPointIsCorrect`:
    /// (50, 5) is item 0.0 and (50, 15) item 0.1.
    @Test func igListKitItemAtPoint() throws {
        let (_, layout) = try Self.fixture("iglist-item-at-point")
        #expect(Self.item(at: Point(x: 50, y: 5), layout) == LatticeLayout.IndexPath(item: 0, section: 0))
        #expect(Self.item(at: Point(x: 50, y: 15), layout) == LatticeLayout.IndexPath(item: 1, section: 0))
    }

    /// IGListAdapterTests `test_whenScrolledVertically_thatIndexPathForFirstVisibleItemIsCorrect`.
    @Test(arguments: [(0.0, 0, 0), (8, 0, 0), (12, 1, 0), (35, 2, 0), (40, 2, 1), (59, 2, 2)])
    func igListKitFirstVisibleVertical(_ offset: Double, _ section: Int, _ item: Int) throws {
        let (f, layout) = try Self.fixture("iglist-first-visible-vertical", offset: Point(x: 0, y: offset))
        #expect(Self.firstVisible(f, layout) == LatticeLayout.IndexPath(item: item, section: section))
    }

    /// IGListAdapterTests `test_whenScrolledHorizontallyWithSingleRow_thatIndexPathForFirstVisibleItemIsCorrect`.
    @Test(arguments: [(0.0, 0, 0), (80, 0, 0), (120, 1, 0), (350, 2, 0), (400, 2, 1), (590, 2, 2)])
    func igListKitFirstVisibleHorizontal(_ offset: Double, _ section: Int, _ item: Int) throws {
        let (f, layout) = try Self.fixture("iglist-first-visible-horizontal", offset: Point(x: offset, y: 0))
        #expect(Self.firstVisible(f, layout) == LatticeLayout.IndexPath(item: item, section: section))
    }
}
