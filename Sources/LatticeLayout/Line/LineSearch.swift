/// Binary search: the first index in `lo..<hi` for which `isAfter` holds, given that it is false
/// for a prefix of the range and true for the rest (C++'s `partition_point`); `hi` when none.
@inline(__always)
func lineFirstIndex(in lo: Int, _ hi: Int, where isAfter: (Int) -> Bool) -> Int {
    var lo = lo, hi = hi
    while lo < hi {
        let mid = lo + (hi - lo) / 2
        if isAfter(mid) { hi = mid } else { lo = mid + 1 }
    }
    return lo
}
