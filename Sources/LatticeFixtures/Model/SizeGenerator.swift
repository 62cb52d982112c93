import LatticeLayout

/// `generate: {count, width, height, seed}`: `count` items whose sizes are drawn in order from
/// `SplitMix64(seed)`. For each item, first the width, then the height; a side given as a single
/// number is constant and draws nothing. A side given as `[min, max]` is a uniform **integer**
/// in `ceil(min) ... floor(max)` (integer points keep terminal screens stable).
public struct SizeGenerator: Sendable, Equatable {
    /// A side: a constant, or an inclusive integer range.
    public enum Side: Sendable, Equatable {
        case constant(Double)
        case range(Int64, Int64)
    }
    public var count: Int
    public var width: Side
    public var height: Side
    public var seed: UInt64

    /// Appends the `count` sizes to `sizes`, without intermediate storage. A large count is a
    /// step of its own for `WorkProgress.reporter`, told the fraction every 65,536 sizes.
    public func generate(into sizes: inout [Size]) {
        var rng = SplitMix64(seed: seed)
        sizes.reserveCapacity(sizes.count + count)
        let progress = count >= Self.progressCount ? WorkProgress.reporter : nil
        progress?.begin("generating \(WorkProgress.count(count)) item sizes")
        defer { progress?.finish() }
        var done = 0
        while done < count {
            let end = Swift.min(count, done + 1 << 16)
            for _ in done..<end {
                let w = Self.draw(width, &rng)
                let h = Self.draw(height, &rng)
                sizes.append(Size(width: w, height: h))
            }
            done = end
            progress?.advance(Double(done) / Double(count))
        }
    }

    /// Counts from this one up report their progress.
    static let progressCount = 100_000

    @inline(__always)
    static func draw(_ side: Side, _ rng: inout SplitMix64) -> Double {
        switch side {
        case let .constant(v): return v
        case let .range(lo, hi): return Double(rng.integer(in: lo, hi))
        }
    }
}

import LatticeLayout
