/// The one binary search of lattice: the first index in `range` for which `isPast` holds, given
/// that it is false for a prefix of the range and true for the rest; `range.upperBound` when it
/// holds nowhere. C++'s `std::partition_point`, Swift Algorithms' `partitioningIndex(where:)`.
///
/// Every sorted lookup uses it: the layouts' rect queries over sections, lines and reach samples,
/// and the fixture model's item runs. O(log n) calls of `isPast`, no allocation.
@inlinable @inline(__always)
public func partitionPoint(_ range: Range<Int>, _ isPast: (Int) -> Bool) -> Int {
    var low = range.lowerBound, high = range.upperBound
    while low < high {
        let mid = low + (high - low) / 2
        if isPast(mid) { high = mid } else { low = mid + 1 }
    }
    return low
}
