#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanoseconds from CLOCK_MONOTONIC: the benchmark's only clock.
@inline(__always) func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never) func blackHole<T>(_ value: T) {
    withUnsafePointer(to: value) { pointer in
        if UInt(bitPattern: pointer) == 1 { print("unreachable") }
    }
}

/// The median of some measurements.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
