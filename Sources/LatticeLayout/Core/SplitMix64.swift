/// SplitMix64 (Steele, Lea & Flood 2014; the seeding generator of java.util.SplittableRandom and
/// xoshiro): a tiny deterministic PRNG, the same numbers for the same seed on every machine.
/// `generate:` items in fixtures, the benchmark and the random tests draw from it.
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
