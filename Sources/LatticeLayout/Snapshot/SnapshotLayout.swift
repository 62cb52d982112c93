/// A static layout: the elements another layout produced, as a snapshot (what lattice's
/// `import` reads from the debugger's description of `UICollectionViewLayoutAttributes`).
///
/// It answers the UICollectionViewLayout queries from the stored frames: `attributes(in:)` with
/// a binary search over the elements sorted along the scroll axis (`SnapshotIndex`), never a
/// scan of all of them; the content size is the bottom-right corner of the union of all frames
/// (content starts at 0,0 as in UIKit). Nothing depends on the bounds: a scroll invalidates
/// nothing and nothing pins.
public final class SnapshotLayout: CollectionLayout {
    /// The elements in the order given (the paste's order).
    public let elements: [SnapshotElement]
    /// The axis the index is sorted along and the viewer scrolls.
    public let scrollDirection: ScrollDirection
    public var collectionView: CollectionViewGeometry
    public let contentSize: Size
    /// Frames by position, for the query's intersection test.
    private let frames: [Rect]
    /// Most elements, and the few much longer than the rest along S.
    private let index: SnapshotIndex
    private let longIndex: SnapshotIndex
    private let positions: [ElementID: Int]
    private let itemCounts: [Int]

    /// A snapshot of `elements`. Two elements with the same identity (category, kind, index
    /// path): the first is kept (a fixture refuses duplicates before this).
    public init(elements: [SnapshotElement], scrollDirection: ScrollDirection = .vertical,
                collectionView: CollectionViewGeometry) {
        self.elements = elements
        self.scrollDirection = scrollDirection
        self.collectionView = collectionView
        let frames = elements.map(\.frame)
        self.frames = frames
        var far = Point.zero
        var positions: [ElementID: Int] = [:]
        var counts: [Int] = []
        for (i, e) in elements.enumerated() {
            far = Point(x: Swift.max(far.x, e.frame.maxX), y: Swift.max(far.y, e.frame.maxY))
            guard positions[e.elementID] == nil else { continue }
            positions[e.elementID] = i
            let s = e.indexPath.section
            if s >= counts.count { counts += Array(repeating: 0, count: s + 1 - counts.count) }
            if e.category == .cell { counts[s] += 1 }
        }
        contentSize = Size(width: far.x, height: far.y)
        self.positions = positions
        itemCounts = counts
        let (short, long) = Self.split(frames, scrollDirection)
        index = SnapshotIndex(short, frames: frames, scrollDirection)
        longIndex = SnapshotIndex(long, frames: frames, scrollDirection)
    }

    /// Splits positions into ordinary elements and those longer along S than 8 times the
    /// median length (and longer than 64 points): a background decoration behind a whole
    /// section must not make every query start at the section's top.
    static func split(_ frames: [Rect], _ d: ScrollDirection) -> (short: [Int32], long: [Int32]) {
        guard !frames.isEmpty else { return ([], []) }
        var lengths = frames.map { $0.lenS(d).magnitude }
        let mid = lengths.count / 2
        lengths.sort()
        let limit = Swift.max(64, 8 * lengths[mid])
        var short: [Int32] = [], long: [Int32] = []
        short.reserveCapacity(frames.count)
        for (i, f) in frames.enumerated() {
            if f.lenS(d).magnitude > limit { long.append(Int32(i)) } else { short.append(Int32(i)) }
        }
        return (short, long)
    }

    public func prepare() {}

    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        collect(index, in: rect, into: &result)
        if longIndex.count > 0 { collect(longIndex, in: rect, into: &result) }
    }

    /// The elements of one index that meet `rect`, in the index's order.
    @inline(__always) private func collect(_ group: SnapshotIndex, in rect: Rect, into result: inout [LayoutAttributes]) {
        let d = scrollDirection
        let range = group.candidates(minS: rect.minS(d), maxS: rect.maxS(d))
        group.order.withUnsafeBufferPointer { order in
            frames.withUnsafeBufferPointer { frames in
                for i in range {
                    let p = Int(order[i])
                    if frames[p].meets(rect) { result.append(elements[p].attributes) }
                }
            }
        }
    }

    /// The stored element named by `id`, if the snapshot has it (the viewer's "as imported").
    public func element(_ id: ElementID) -> SnapshotElement? { positions[id].map { elements[$0] } }

    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        element(ElementID(category: .cell, kind: ElementKind.cell, indexPath: indexPath))?.attributes
    }

    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        element(ElementID(category: .supplementary, kind: kind, indexPath: indexPath))?.attributes
    }

    public func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        element(ElementID(category: .decoration, kind: kind, indexPath: indexPath))?.attributes
    }

    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { false }
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { .nothing }
    public func invalidate(with context: InvalidationContext) {}
    public var warnings: [LayoutWarning] { [] }

    /// One more than the largest section any element names.
    public var numberOfSections: Int { itemCounts.count }
    /// The cells of `section` the snapshot holds (a paste may hold only some of an app's items).
    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }
}
