/// The rect query's index of how far the items of a section reach along S, kept small
/// (shared by the list and line layouts).
///
/// Item frames' S starts are sorted within a section, their S ends are not (a tall item early in
/// a row reaches past shorter later ones). The first item that can meet a rect starting at
/// `minS` is the first whose running maximum of maxS (over its section so far) exceeds `minS`.
/// Rather than one running maximum per item (8 bytes per item, as much memory traffic in
/// `prepare` as half a frame), the layout keeps every `stride`-th one: sample `b` is the running
/// maximum at global item index `b · stride`. A binary search over the samples finds the first
/// candidate to within `stride - 1` items; the query's own intersection test skips those.
enum ReachSamples {
    static let strideShift = 4
    /// Items per sample (16: 0.5 bytes per item, at most 15 extra intersection tests per section).
    static let stride = 1 << strideShift
    static let strideMask = stride - 1

    /// How many samples cover global item indices `0 ..< items`.
    @inline(__always) static func count(items: Int) -> Int { (items + strideMask) >> strideShift }

    /// The first item of `items` (one section's global range) that may end past `minS` along S:
    /// every item before it ends at or before `minS`.
    @inline(__always)
    static func firstCandidate(in items: Range<Int>, endingPast minS: Double, samples: [Double]) -> Int {
        // Samples taken inside this section: global indices b · stride within `items`.
        let first = count(items: items.lowerBound), end = count(items: items.upperBound)
        let b = samples.withUnsafeBufferPointer { buffer in
            partitionPoint(first ..< end) { buffer[$0] > minS }
        }
        // Sample b − 1 ended at or before minS, so did every item up to its index.
        return b > first ? ((b - 1) << strideShift) + 1 : items.lowerBound
    }
}
