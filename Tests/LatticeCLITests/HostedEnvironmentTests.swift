import LatticeCLI
import LatticeFixtures
import LatticeUIKit
import LatticeViewer
import Testing
import struct LatticeLayout.Rect
import struct LatticeLayout.EdgeInsets
import struct LatticeLayout.Point
import struct LatticeLayout.Size
import class LatticeLayout.UpdatingLayout

/// Sections of a 100 x 20 header and 100 x 50 cells stacked in one column; headers stick to the
/// top of the bounds in `layoutAttributesForElements(in:)` only, as the usual sticky flow-layout
/// subclass does: y = min(max(offset.y + inset.top, section start), section end − 20).
@MainActor
final class StickyColumnLayout: UICollectionViewLayout {
    private var sectionStarts: [CGFloat] = []
    /// Cell height rounded up to the screen's pixel grid: ceil(h · scale) / scale.
    let cellHeight: CGFloat = 50
    override func prepare() {
        guard let cv = collectionView else { return }
        var y: CGFloat = 0
        sectionStarts = (0..<cv.numberOfSections).map { s in
            defer { y += 20 + CGFloat(cv.numberOfItems(inSection: s)) * cellHeight }
            return y
        }
        sectionStarts.append(y)
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: sectionStarts.last ?? 0) }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    func header(_ s: Int) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                 with: Foundation.IndexPath(item: 0, section: s))
        a.frame = CGRect(x: 0, y: sectionStarts[s], width: 100, height: 20)
        return a
    }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section < sectionStarts.count - 1 ? header(indexPath.section) : nil
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cv = collectionView else { return nil }
        var out: [UICollectionViewLayoutAttributes] = []
        for s in 0..<(sectionStarts.count - 1) {
            let h = header(s)
            h.frame.origin.y = min(max(cv.contentOffset.y + cv.adjustedContentInset.top, sectionStarts[s]), sectionStarts[s + 1] - 20)
            out.append(h)
            for i in 0..<cv.numberOfItems(inSection: s) {
                let c = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: i, section: s))
                c.frame = CGRect(x: 0, y: sectionStarts[s] + 20 + CGFloat(i) * cellHeight, width: 100, height: cellHeight)
                out.append(c)
            }
        }
        return out.filter { !$0.frame.intersection(rect).isEmpty }
    }
}

/// Cells as tall as 10.4 points on the screen's pixel grid, read from `UIScreen.main.scale`.
@MainActor
final class PixelColumnLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 1000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let scale = UIScreen.main.scale
        let h = (10.4 * scale).rounded(.up) / scale
        return (0..<2).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: i, section: 0))
            a.frame = CGRect(x: 0, y: CGFloat(i) * h, width: 100, height: h)
            return a
        }
    }
}

@MainActor
@Suite(.serialized) struct HostedEnvironmentTests {
    let sticky = "sticky-\(Int.random(in: 0..<1_000_000_000))"
    let pixels = "pixels-\(Int.random(in: 0..<1_000_000_000))"
    let layouts: LayoutCatalogue
    init() {
        layouts = LatticeCLI.catalogue([sticky: { _ in StickyColumnLayout() }, pixels: { _ in PixelColumnLayout() }])
    }

    func load(_ top: String, type: String) throws(FixtureError) -> Fixture {
        try FixtureLoader.load(text: "viewport: {width: 100, height: 300}\n\(top)layout: {type: \(type)}\nsections:\n  - items: [[100, 50], [100, 50], [100, 50]]\n  - items: [[100, 50], [100, 50], [100, 50]]\n",
                               name: "env.yaml", layouts: layouts)
    }

    @Test func aHeaderAHostedLayoutMovesIsDrawnPinned() throws {
        let scene = Scene(fixture: try load("contentOffset: {x: 0, y: 50}\n", type: sticky))
        let headers = scene.layout.attributes(in: Rect(x: 0, y: 50, width: 100, height: 300)).filter { $0.category == .supplementary }
        // Section 0 (starts at 0, ends at 20 + 3·50 = 170): min(max(50 + 0, 0), 170 − 20) = 50,
        // off its resting y = 0: pinned. Section 1 (starts at 170): max(50, 170) = 170: at rest.
        #expect(headers.map(\.frame.y) == [50, 170])
        #expect(headers.map(\.isPinned) == [true, false])
        let bridge = try #require((scene.layout as? UpdatingLayout<UIKitLayoutBridge>)?.base)
        #expect(bridge.pinnedHeaders.map(\.restingFrame) == [Rect(x: 0, y: 0, width: 100, height: 20)])
        #expect(bridge.pinnedHeaderLines == ["pinned header 0", " at (0, 50, 100 x 20)", " rests at (0, 0, 100 x 20)"])
    }

    @Test func theSafeAreaAdjustsTheInsetTheViewerScrollsWith() throws {
        // Content 2·170 = 340 tall in 300 − 10 − 0: scrolls vertically, so automatic adds the
        // safe area's top and bottom: 10 + 44 and 0 + 34; x does not scroll.
        let fixture = try load("contentInset: {top: 10, left: 0, bottom: 0, right: 0}\nsafeAreaInsets: {top: 44, left: 8, bottom: 34, right: 8}\n",
                               type: sticky)
        let scene = Scene(fixture: fixture)
        #expect(scene.contentInset == LatticeLayout.EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        let never = try load("safeAreaInsets: {top: 44, left: 8, bottom: 34, right: 8}\ncontentInsetAdjustmentBehavior: never\n", type: sticky)
        #expect(Scene(fixture: never).contentInset == .zero)
        let always = try load("safeAreaInsets: {top: 44, left: 8, bottom: 34, right: 8}\ncontentInsetAdjustmentBehavior: always\n", type: sticky)
        #expect(Scene(fixture: always).contentInset == LatticeLayout.EdgeInsets(top: 44, left: 8, bottom: 34, right: 8))
    }

    @Test func environmentKeysAreChecked() {
        func message(_ top: String, type: String) -> String? {
            do { _ = try load(top, type: type); return nil } catch { return error.description }
        }
        #expect(message("layoutDirection: rightToLeft\n", type: "list")
                == "env.yaml:2:18: error: layoutDirection: rightToLeft mirrors layouts of a program's own that flip (flipsHorizontallyInOppositeLayoutDirection); the list layout is drawn left to right")
        #expect(message("contentInsetAdjustmentBehavior: sometimes\n", type: sticky)?
                    .contains("contentInsetAdjustmentBehavior: expected automatic, scrollableAxes, never or always") == true)
        #expect(message("layoutDirection: rightToLeft\n", type: sticky) == nil)
    }

    @Test func theFixturesScreenScaleIsUIScreensScale() throws {
        defer { UIScreen.main.scale = 2 }
        // A length of 10.4 on a 3x grid: ceil(31.2) / 3 = 32/3; on a 2x grid: ceil(20.8) / 2 =
        // 10.5.
        let three = Scene(fixture: try load("screenScale: 3\n", type: pixels))
        let threeHeights: [Double] = three.layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100)).map { $0.frame.height }
        let thirtyTwoThirds: Double = 32.0 / 3
        #expect(threeHeights == [thirtyTwoThirds, thirtyTwoThirds])
        let two = Scene(fixture: try load("screenScale: 2\n", type: pixels))
        let twoHeights: [Double] = two.layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100)).map { $0.frame.height }
        #expect(twoHeights == [10.5, 10.5])
    }
}
