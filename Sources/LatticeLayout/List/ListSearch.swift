/// Binary search over a non-decreasing sequence: the first index in `range` whose value makes
/// `isPast` true, assuming `isPast` is false then true along the range (a partition point).
@inline(__always)
func listPartitionPoint(_ range: Range<Int>, _ isPast: (Int) -> Bool) -> Int {
    var low = range.lowerBound, high = range.upperBound
    while low < high {
        let mid = low + (high - low) / 2
        if isPast(mid) { high = mid } else { low = mid + 1 }
    }
    return low
}
