import LatticeCLI
import LatticeFixtures
import LatticeUIKit
import LatticeViewer
import Testing
import class LatticeLayout.UpdatingLayout

/// Sections of a 100 x 20 header and 100 x 50 cells stacked in one column, headers pinned to
/// the top of the bounds in `layoutAttributesForElements(in:)`; every method it overrides counts
/// the calls made while `FrameCallsNoLayoutTests.drawing` is set.
@MainActor
final class CountedStickyLayout: UICollectionViewLayout {
    nonisolated(unsafe) static var callsWhileDrawing: [String] = []
    private var starts: [CGFloat] = []
    private func count(_ name: String) { if FrameCallsNoLayoutTests.drawing { Self.callsWhileDrawing.append(name) } }

    override func prepare() {
        count("prepare")
        guard let cv = collectionView else { return }
        var y: CGFloat = 0
        starts = (0..<cv.numberOfSections).map { s in
            defer { y += 20 + CGFloat(cv.numberOfItems(inSection: s)) * 50 }
            return y
        }
        starts.append(y)
    }
    override var collectionViewContentSize: CGSize {
        count("collectionViewContentSize")
        return CGSize(width: 100, height: starts.last ?? 0)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { count("shouldInvalidateLayout"); return true }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        count("invalidationContext"); return super.invalidationContext(forBoundsChange: newBounds)
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        count("invalidateLayout"); super.invalidateLayout(with: context)
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        count("targetContentOffset"); return proposedContentOffset
    }
    private func header(_ s: Int) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                 with: Foundation.IndexPath(item: 0, section: s))
        a.frame = CGRect(x: 0, y: starts[s], width: 100, height: 20)
        return a
    }
    private func cell(_ i: Int, _ s: Int) -> UICollectionViewLayoutAttributes {
        let c = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: i, section: s))
        c.frame = CGRect(x: 0, y: starts[s] + 20 + CGFloat(i) * 50, width: 100, height: 50)
        return c
    }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        count("layoutAttributesForSupplementaryView")
        return indexPath.section < starts.count - 1 ? header(indexPath.section) : nil
    }
    override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        count("layoutAttributesForItem")
        return indexPath.section < starts.count - 1 ? cell(indexPath.item, indexPath.section) : nil
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        count("layoutAttributesForElements")
        guard let cv = collectionView else { return nil }
        var out: [UICollectionViewLayoutAttributes] = []
        for s in 0..<(starts.count - 1) {
            let h = header(s)
            h.frame.origin.y = min(max(cv.contentOffset.y + cv.adjustedContentInset.top, starts[s]), starts[s + 1] - 20)
            out.append(h)
            for i in 0..<cv.numberOfItems(inSection: s) { out.append(cell(i, s)) }
        }
        return out.filter { !$0.frame.intersection(rect).isEmpty }
    }
}

/// A frame draws what `update` found: `frame()` calls no code of a hosted layout — no
/// `prepare()`, no query, no resting-frame probe — across scrolling, pinned headers, a resize,
/// the inspector and two compare panes.
@MainActor
@Suite(.serialized) struct FrameCallsNoLayoutTests {
    nonisolated(unsafe) static var drawing = false
    let name = "counted-\(Int.random(in: 0..<1_000_000_000))"

    func model() throws -> ViewerModel {
        let layouts = LatticeCLI.catalogue([name: { _ in CountedStickyLayout() }])
        let fixture = try FixtureLoader.load(text: "viewport: {width: 100, height: 200}\nlayout: {type: \(name)}\nsections:\n"
                                                 + "  - items: [[100, 50], [100, 50], [100, 50], [100, 50]]\n"
                                                 + "  - items: [[100, 50], [100, 50], [100, 50], [100, 50]]\n",
                                             name: "counted.yaml", layouts: layouts)
        return ViewerModel(fixture: fixture, path: nil, terminalSize: (cols: 80, rows: 30), headless: true)
    }

    /// The frame, with every call the layout gets while it is drawn counted.
    @discardableResult
    func drawn<P: ViewerProgram>(_ program: P) -> (rows: Int, cols: Int) {
        Self.drawing = true
        defer { Self.drawing = false }
        let f = program.frame()
        return (f.rows, f.cols)
    }

    @Test func framesCallNoLayoutCode() throws {
        CountedStickyLayout.callsWhileDrawing = []
        var m = try model()
        _ = drawn(m)
        for key in ["j", "j", "j", "i", "j", "j", "J"] {               // scroll, the inspector, scroll with a pinned header, a fling
            _ = m.handle(.char(Character(key)))
            _ = drawn(m)
        }
        while m.isAnimating { _ = m.update(.tick(milliseconds: 1000 / 60)); _ = drawn(m) }
        _ = m.update(.resize(cols: 100, rows: 40))
        let resized = drawn(m)
        // The frames are the layout's: a header is drawn pinned, so the probes ran (in update).
        let bridge = try #require((m.layout as? UpdatingLayout<UIKitLayoutBridge>)?.base)
        #expect(!bridge.pinnedHeaders.isEmpty, "a header pinned after scrolling")
        #expect(resized.rows == 40)

        var compare = CompareModel(try model(), try model(), terminalSize: (cols: 120, rows: 30))
        _ = drawn(compare)
        for key in ["j", "j", "<C-w>", "j"] {
            _ = compare.update(.key(key == "<C-w>" ? .ctrl("w") : .char(Character(key))))
            _ = drawn(compare)
        }
        #expect(CountedStickyLayout.callsWhileDrawing == [])
    }
}
