import LatticeLayout

/// The layout tests build random fixtures from LatticeLayout's SplitMix64, so a failing seed
/// reproduces on every machine.
typealias SplitMix = SplitMix64

extension SplitMix64 {
    init(_ seed: UInt64) { self.init(seed: seed) }
    /// A uniform integer in `r`.
    mutating func int(_ r: ClosedRange<Int>) -> Int {
        r.lowerBound + Int(next() % UInt64(r.upperBound - r.lowerBound + 1))
    }
}


/// A frame `(x, y, width, height)`, as the layout documents write them.
func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
