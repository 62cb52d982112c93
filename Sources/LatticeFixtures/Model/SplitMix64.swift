/// SplitMix64 (Steele, Lea & Flood 2014; the seeding generator of java.util.SplittableRandom and
/// xoshiro): a tiny deterministic PRNG, the same numbers for the same seed on every machine.
/// `generate:` items draw their sizes from it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    @inline(__always)
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `lo...hi` (inclusive; lo <= hi), by Lemire's multiply-shift: the
    /// high 64 bits of `next() * (hi - lo + 1)`. One draw per call, no rejection, so the
    /// sequence is easy to reproduce by hand.
    @inline(__always)
    public mutating func integer(in lo: Int64, _ hi: Int64) -> Int64 {
        let span = UInt64(bitPattern: hi &- lo) &+ 1
        if span == 0 { return Int64(bitPattern: next()) }   // the full 64-bit range
        return lo &+ Int64(bitPattern: next().multipliedFullWidth(by: span).high)
    }
}

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

    public init(count: Int, width: Side, height: Side, seed: UInt64) {
        self.count = count; self.width = width; self.height = height; self.seed = seed
    }

    /// Appends the `count` sizes to `sizes`, without intermediate storage.
    public func generate(into sizes: inout [Size]) {
        var rng = SplitMix64(seed: seed)
        sizes.reserveCapacity(sizes.count + count)
        for _ in 0..<count {
            let w = Self.draw(width, &rng)
            let h = Self.draw(height, &rng)
            sizes.append(Size(width: w, height: h))
        }
    }

    @inline(__always)
    static func draw(_ side: Side, _ rng: inout SplitMix64) -> Double {
        switch side {
        case let .constant(v): return v
        case let .range(lo, hi): return Double(rng.integer(in: lo, hi))
        }
    }
}

import LatticeLayout
