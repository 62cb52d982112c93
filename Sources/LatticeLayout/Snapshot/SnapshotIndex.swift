/// The snapshot layout's rect-query index over one group of elements: their positions sorted
/// by where they start along the scroll axis S, with the running maximum of where they end.
///
/// A query for `[minS, maxS)` finds by binary search the last element that starts before
/// `maxS` and the first whose running end passes `minS` (the running maximum is sorted even
/// though the ends are not); only the elements between are tested. An element much longer than
/// the others would lift the running end for everything after it and spoil the first search, so
/// `SnapshotLayout` keeps such elements in a second, small index.
struct SnapshotIndex: Sendable {
    /// Element positions (into the layout's `elements`), by start along S.
    private(set) var order: [Int32] = []
    /// `starts[i]`: where `order[i]` starts along S (ascending).
    private(set) var starts: [Double] = []
    /// `reach[i]`: the largest end along S of `order[0...i]` (ascending).
    private(set) var reach: [Double] = []

    init() {}

    /// An index of `positions` within `elements`, along `d`.
    init(_ positions: [Int32], elements: [SnapshotElement], _ d: ScrollDirection) {
        order = positions.sorted { elements[Int($0)].frame.minS(d) != elements[Int($1)].frame.minS(d)
            ? elements[Int($0)].frame.minS(d) < elements[Int($1)].frame.minS(d) : $0 < $1 }
        starts = order.map { elements[Int($0)].frame.minS(d) }
        reach.reserveCapacity(order.count)
        var far = -Double.infinity
        for p in order {
            far = Swift.max(far, elements[Int(p)].frame.maxS(d))
            reach.append(far)
        }
    }

    var count: Int { order.count }

    /// The positions in `order` that may meet the span `(minS, maxS)` along S: everything
    /// outside the range ends at or before `minS`, or starts at or after `maxS`.
    @inline(__always) func candidates(minS: Double, maxS: Double) -> Range<Int> {
        let end = partitionPoint(0 ..< order.count) { starts[$0] >= maxS }
        let start = partitionPoint(0 ..< end) { reach[$0] > minS }
        return start ..< end
    }
}
