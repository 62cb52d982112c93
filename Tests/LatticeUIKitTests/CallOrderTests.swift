import LatticeUIKit
import Testing

/// A small grid layout that writes down every call the collection view makes to it.
@MainActor
final class RecordingLayout: UICollectionViewLayout {
    var calls: [String] = []
    var invalidatesOnBoundsChange = false
    private var frames: [[CGRect]] = []

    override func prepare() {
        calls.append("prepare")
        guard let cv = collectionView else { return }
        frames = (0..<cv.numberOfSections).map { s in
            (0..<cv.numberOfItems(inSection: s)).map { i in CGRect(x: 0, y: CGFloat(s * 1000 + i * 50), width: cv.bounds.width, height: 40) }
        }
    }
    override var collectionViewContentSize: CGSize {
        calls.append("collectionViewContentSize")
        return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count * 1000))
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        calls.append("layoutAttributesForElements(in:)")
        return frames.enumerated().flatMap { s, items in
            items.enumerated().filter { $0.element.intersects(rect) }.map { i, frame in
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                a.frame = frame
                return a
            }
        }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("layoutAttributesForItem(at:)")
        guard indexPath.section < frames.count, indexPath.item < frames[indexPath.section].count else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frames[indexPath.section][indexPath.item]
        return a
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append("shouldInvalidateLayout(forBoundsChange:)")
        return invalidatesOnBoundsChange
    }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        calls.append("invalidationContext(forBoundsChange:)")
        return super.invalidationContext(forBoundsChange: newBounds)
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        calls.append("invalidateLayout(with:)\(context.invalidateDataSourceCounts ? " dataSourceCounts" : "")")
        super.invalidateLayout(with: context)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        calls.append("prepare(forCollectionViewUpdates:) \(updateItems.count)")
    }
    override func finalizeCollectionViewUpdates() { calls.append("finalizeCollectionViewUpdates") }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("initialLayoutAttributesForAppearingItem(at:)")
        return nil
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("finalLayoutAttributesForDisappearingItem(at:)")
        return nil
    }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) { calls.append("prepare(forAnimatedBoundsChange:)") }
    override func finalizeAnimatedBoundsChange() { calls.append("finalizeAnimatedBoundsChange") }
}

@MainActor
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
}

/// The order in which the collection view calls a layout, against UIKit's documented lifecycle:
/// a layout pass calls `prepare()` first, then asks for the content size and the elements in
/// view; every bounds change asks `shouldInvalidateLayout(forBoundsChange:)`, and only a yes
/// leads to `invalidationContext(forBoundsChange:)`, `invalidateLayout(with:)` and a new pass;
/// an update invalidates with the data source counts, prepares, then calls
/// `prepare(forCollectionViewUpdates:)`, the appearing / disappearing attributes, and last
/// `finalizeCollectionViewUpdates()`.
@MainActor
@Suite struct CallOrderTests {
    let layout = RecordingLayout()
    let data = CountingDataSource([10, 5])
    let view: UICollectionView

    init() {
        view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        view.dataSource = data
    }

    /// The calls since the last `take()`.
    func take() -> [String] {
        defer { layout.calls = [] }
        return layout.calls
    }

    @Test func load() {
        #expect(layout.collectionView === view)
        view.layoutIfNeeded()
        #expect(take() == ["prepare", "collectionViewContentSize", "layoutAttributesForElements(in:)"])
        view.layoutIfNeeded()
        #expect(!take().contains("prepare"), "a pass without invalidation prepares nothing")
    }

    @Test func scrollWithoutBoundsChangeInvalidation() {
        view.layoutIfNeeded(); _ = take()
        view.contentOffset = CGPoint(x: 0, y: 60)
        #expect(take() == ["shouldInvalidateLayout(forBoundsChange:)", "collectionViewContentSize", "layoutAttributesForElements(in:)"])
        #expect(view.bounds.origin.y == 60)
    }

    @Test func scrollWithBoundsChangeInvalidation() {
        layout.invalidatesOnBoundsChange = true
        view.layoutIfNeeded(); _ = take()
        view.contentOffset = CGPoint(x: 0, y: 60)
        #expect(take() == ["shouldInvalidateLayout(forBoundsChange:)", "invalidationContext(forBoundsChange:)", "invalidateLayout(with:)",
                           "prepare", "collectionViewContentSize", "layoutAttributesForElements(in:)"])
    }

    @Test func resize() {
        layout.invalidatesOnBoundsChange = true
        view.layoutIfNeeded(); _ = take()
        view.frame = CGRect(x: 0, y: 0, width: 150, height: 200)
        #expect(take() == ["shouldInvalidateLayout(forBoundsChange:)", "invalidationContext(forBoundsChange:)", "invalidateLayout(with:)",
                           "prepare", "prepare(forAnimatedBoundsChange:)", "finalizeAnimatedBoundsChange",
                           "collectionViewContentSize", "layoutAttributesForElements(in:)"])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 150)
    }

    @Test func batchUpdate() {
        view.layoutIfNeeded(); _ = take()
        data.counts[0] += 1
        view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        #expect(view.numberOfItems(inSection: 0) == 11)
        // The lifecycle calls in order, queries left out.
        let queries: Set<String> = ["collectionViewContentSize", "layoutAttributesForElements(in:)", "layoutAttributesForItem(at:)"]
        let calls = take().filter { !queries.contains($0) }
        let appearing = calls.filter { $0.hasPrefix("initial") || $0.hasPrefix("final") && $0 != "finalizeCollectionViewUpdates" }
        #expect(!appearing.isEmpty, "the appearing / disappearing attributes are asked")
        #expect(calls == ["invalidateLayout(with:) dataSourceCounts", "prepare", "prepare(forCollectionViewUpdates:) 1"]
                + appearing + ["finalizeCollectionViewUpdates"])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame.minY == 500)
    }
}
