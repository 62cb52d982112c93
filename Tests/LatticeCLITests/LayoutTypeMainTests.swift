import LatticeCLI
import LatticeFixtures
import LatticeLayout
import LatticeUIKit
import LatticeViewer
import Testing

/// An engine layout with no viewer file: one row of items as wide as the fixture gives them,
/// each 10 high, left to right.
final class RowLayout: CollectionLayout {
    var collectionView: CollectionViewGeometry
    let widths: [Double]
    init(widths: [Double], collectionView: CollectionViewGeometry) { self.widths = widths; self.collectionView = collectionView }

    private var frames: [Rect] {
        var x = 0.0
        return widths.map { w in defer { x += w }; return Rect(x: x, y: 0, width: w, height: 10) }
    }
    func prepare() {}
    var contentSize: Size { Size(width: widths.reduce(0, +), height: 10) }
    func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        for (i, f) in frames.enumerated() where f.meets(rect) { result.append(cell(i, f)) }
    }
    func attributesForItem(at indexPath: LatticeLayout.IndexPath) -> LayoutAttributes? {
        indexPath.section == 0 && widths.indices.contains(indexPath.item) ? cell(indexPath.item, frames[indexPath.item]) : nil
    }
    func attributesForSupplementaryView(ofKind kind: String, at indexPath: LatticeLayout.IndexPath) -> LayoutAttributes? { nil }
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { false }
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { .everything }
    func invalidate(with context: InvalidationContext) {}
    var warnings: [LayoutWarning] { [] }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? widths.count : 0 }
    private func cell(_ item: Int, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .cell, kind: ElementKind.cell, indexPath: LatticeLayout.IndexPath(item: item, section: 0), frame: frame)
    }
}

/// `layout: {type: row}`: the first section's items in a `RowLayout`, scrolling sideways.
struct RowLayoutType: LayoutType {
    var name: String { "row" }
    func options(_ written: CustomLayoutOptions) throws(FixtureError) -> Int {
        if let unknown = written.reader.unknownKeyError(read: []) { throw unknown }
        return 0
    }
    func scrollDirection(_ options: Int) -> ScrollDirection { .horizontal }
    func make(_ fixture: Fixture, options: Int, viewport: Size) -> CollectionLayout? {
        RowLayout(widths: fixture.sections.first?.itemSizes.map(\.width) ?? [], collectionView: fixture.collectionViewGeometry(viewport: viewport))
    }
}

/// `LatticeCLI.main(types:)`'s catalogue: a `LayoutType` is registered beside the factories
/// (replacing one of its name), and a layout with no viewer file of its own is drawn as it lays
/// out, named by its type and scrolling along the axis its type reports.
@MainActor
@Suite struct LayoutTypeMainTests {
    static let yaml = "viewport: {width: 40, height: 100}\nlayout: {type: row}\nsections:\n  - items: [[30, 5], [50, 5]]\n"

    @Test func aTypeIsRegisteredBesideTheFactories() throws {
        let layouts = LatticeCLI.catalogue(["row": { _ in UICollectionViewFlowLayout() }], types: [RowLayoutType()])
        #expect(layouts.type(named: "row") is RowLayoutType)
        let f = try FixtureLoader.load(text: Self.yaml, name: "row.yaml", layouts: layouts)
        #expect(f.layout.type is RowLayoutType)
        do throws(FixtureError) {
            _ = try FixtureLoader.load(text: Self.yaml.replacingOccurrences(of: "{type: row}", with: "{type: row, spacing: 2}"),
                                       name: "row.yaml", layouts: layouts)
            Issue.record("an unknown option loaded")
        } catch {
            #expect(error.description.hasPrefix("row.yaml:2:21: error: layout.spacing: unknown key \"spacing\" for the row layout"))
        }
    }

    @Test func itsLayoutIsDrawnAsItLaysOut() throws {
        let f = try FixtureLoader.load(text: Self.yaml, name: "row.yaml", layouts: LatticeCLI.catalogue([:], types: [RowLayoutType()]))
        var m = ViewerModel(fixture: f, path: nil, terminalSize: (cols: 60, rows: 20), headless: true)
        #expect(m.layout.layoutName == "row")
        #expect(m.direction == .horizontal)
        #expect(m.layout.supportedKnobs.isEmpty)
        // Worked by hand: 30 wide at 0, 50 wide at 30.
        let cells = m.layout.attributes(in: Rect(x: -100, y: -100, width: 1000, height: 1000)).filter { $0.category == .cell }.map(\.frame)
        #expect(cells == [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 30, y: 0, width: 50, height: 10)])
        // Content 80 wide in a 40-point view: the scroll keys move sideways.
        _ = m.update(.key(.char("l")))
        #expect(m.collectionView.contentOffset.x > 0 && m.collectionView.contentOffset.y == 0)
    }
}
