/// A static layout: the elements another layout produced, as a snapshot (what lattice's
/// `import` reads from the debugger's description of `UICollectionViewLayoutAttributes`).
///
/// It answers the UICollectionViewLayout queries from the stored frames: `attributes(in:)` with
/// a binary search over the elements sorted along the scroll axis (`SnapshotIndex`), never a
/// scan of all of them; the content size is the captured `contentSize` when given, else the
/// bottom-right corner of the union of all frames (content starts at 0,0 as in UIKit).
///
/// A captured element with a track (`SnapshotTrack`: a pinned header's frame sampled along the
/// scroll) is not in the index: it sits in a short side list, and each query places it where its
/// track says at the current content offset (FixtureFormat §9a). Only such a snapshot depends on
/// the bounds; without tracks a scroll invalidates nothing and nothing pins.
public final class SnapshotLayout: CollectionLayout {
    /// The elements in the order given (the paste's order).
    public let elements: [SnapshotElement]
    /// The axis the index is sorted along and the viewer scrolls.
    public let scrollDirection: ScrollDirection
    public var collectionView: CollectionViewGeometry
    public let contentSize: Size
    /// The content size is the captured one (`layout.contentSize`), not the union of the frames.
    public let hasCapturedContentSize: Bool
    /// Most elements, and the few much longer than the rest along S.
    private let index: SnapshotIndex
    private let longIndex: SnapshotIndex
    /// Positions by identity (ElementID order), the first of equal identities only: the lookup
    /// by index path is a binary search (4 bytes an element, where a dictionary takes ten times
    /// that).
    private let byIdentity: [Int32]
    private let itemCounts: [Int]
    /// The tracks, by element position (into `elements`).
    public let tracks: [Int: SnapshotTrack]
    /// The tracked positions in increasing order (the rect query's side list).
    private let tracked: [Int]

    /// A snapshot of `elements`. Two elements with the same identity (category, kind, index
    /// path): the first is kept (a fixture refuses duplicates before this). `contentSize`: the
    /// captured one (nil: the union of the frames); `tracks`: by position in `elements`
    /// (positions out of range are ignored).
    public init(elements: [SnapshotElement], scrollDirection: ScrollDirection = .vertical,
                collectionView: CollectionViewGeometry, contentSize givenSize: Size? = nil,
                tracks: [Int: SnapshotTrack] = [:]) {
        self.elements = elements
        self.scrollDirection = scrollDirection
        self.collectionView = collectionView
        var far = Point.zero
        var counts: [Int] = []
        for e in elements {
            far = Point(x: Swift.max(far.x, e.frame.maxX), y: Swift.max(far.y, e.frame.maxY))
            let s = e.indexPath.section
            if s >= counts.count { counts += Array(repeating: 0, count: s + 1 - counts.count) }
        }
        contentSize = givenSize ?? Size(width: far.x, height: far.y)
        hasCapturedContentSize = givenSize != nil
        self.tracks = tracks.filter { $0.key >= 0 && $0.key < elements.count }
        tracked = self.tracks.keys.sorted()
        let order = SnapshotElement.identityOrder(elements)
        // Keep the first of each identity; count the distinct cells of each section.
        var distinct: [Int32] = []
        distinct.reserveCapacity(order.count)
        elements.withUnsafeBufferPointer { e in
            for p in order {
                let i = Int(p)
                if let last = distinct.last.map(Int.init), e[last].hasIdentity(of: e[i]) { continue }
                distinct.append(p)
                if e[i].category == .cell { counts[e[i].indexPath.section] += 1 }
            }
        }
        byIdentity = distinct
        itemCounts = counts
        let (short, long) = Self.split(elements, scrollDirection, leavingOut: self.tracks)
        index = SnapshotIndex(short, elements: elements, scrollDirection)
        longIndex = SnapshotIndex(long, elements: elements, scrollDirection)
    }

    /// Splits positions into ordinary elements and those longer along S than 8 times the
    /// median length (and longer than 64 points): a background decoration behind a whole
    /// section must not make every query start at the section's top.
    /// Tracked positions (`leavingOut`) are in neither.
    static func split(_ elements: [SnapshotElement], _ d: ScrollDirection,
                      leavingOut tracked: [Int: SnapshotTrack] = [:]) -> (short: [Int32], long: [Int32]) {
        guard !elements.isEmpty else { return ([], []) }
        var lengths = elements.map { $0.frame.lenS(d).magnitude }
        let mid = lengths.count / 2
        lengths.sort()
        let limit = Swift.max(64, 8 * lengths[mid])
        var short: [Int32] = [], long: [Int32] = []
        short.reserveCapacity(elements.count)
        for (i, e) in elements.enumerated() where tracked.isEmpty || tracked[i] == nil {
            if e.frame.lenS(d).magnitude > limit { long.append(Int32(i)) } else { short.append(Int32(i)) }
        }
        return (short, long)
    }

    public func prepare() {}

    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        collect(index, in: rect, into: &result)
        if longIndex.count > 0 { collect(longIndex, in: rect, into: &result) }
        for p in tracked where tracks[p]!.reach.meets(rect) {
            let a = attributes(at: p)
            if a.frame.meets(rect) { result.append(a) }
        }
    }

    /// The content offset along the scroll axis, where the tracks are played.
    public var currentOffset: Double { collectionView.contentOffset.s(scrollDirection) }

    /// The element at `position` as the layout answers it now: a tracked element at its track's
    /// frame for the current offset, pinned (`isPinned`) when that is not its resting frame.
    public func attributes(at position: Int) -> LayoutAttributes {
        var a = elements[position].attributes
        if let track = tracks[position] {
            a.frame = track.frame(atOffset: currentOffset)
            a.isPinned = !a.frame.isClose(to: track.restingFrame(kind: a.kind))
        }
        return a
    }

    /// The position of the element named by `id` in `elements` (the first of equal identities).
    public func position(of id: ElementID) -> Int? {
        let i = partitionPoint(0 ..< byIdentity.count) { !(elements[Int(byIdentity[$0])].elementID < id) }
        guard i < byIdentity.count, elements[Int(byIdentity[i])].elementID == id else { return nil }
        return Int(byIdentity[i])
    }

    /// The track of the element named by `id`, if it has one.
    public func track(_ id: ElementID) -> SnapshotTrack? { position(of: id).flatMap { tracks[$0] } }

    /// The elements of one index that meet `rect`, in the index's order.
    @inline(__always) private func collect(_ group: SnapshotIndex, in rect: Rect, into result: inout [LayoutAttributes]) {
        let d = scrollDirection
        let range = group.candidates(minS: rect.minS(d), maxS: rect.maxS(d))
        group.order.withUnsafeBufferPointer { order in
            elements.withUnsafeBufferPointer { elements in
                for i in range {
                    let p = Int(order[i])
                    if elements[p].frame.meets(rect) { result.append(elements[p].attributes) }
                }
            }
        }
    }

    /// The stored element named by `id`, if the snapshot has it (the viewer's "as imported").
    /// (A tracked element's stored frame is its frame at the fixture's `contentOffset`.)
    public func element(_ id: ElementID) -> SnapshotElement? { position(of: id).map { elements[$0] } }

    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        position(of: ElementID(category: .cell, kind: ElementKind.cell, indexPath: indexPath)).map(attributes(at:))
    }

    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        position(of: ElementID(category: .supplementary, kind: kind, indexPath: indexPath)).map(attributes(at:))
    }

    public func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        position(of: ElementID(category: .decoration, kind: kind, indexPath: indexPath)).map(attributes(at:))
    }

    /// True when the snapshot has tracks (their frames follow the bounds, as a pinning layout's
    /// do); nothing is recomputed, the queries read the offset live.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { !tracks.isEmpty }
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
