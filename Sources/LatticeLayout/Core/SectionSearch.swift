/// How a rect query finds the sections it visits when sections may overlap along the scroll axis
/// (sections sharing a row, negative insets, pinned supplementaries reaching out of their
/// section): per section, the greatest end of it and of the sections before it, and the least
/// start of it and of the sections after it. Neither decreases with the section index, so the
/// sections a query may meet are one run, found by two binary searches.
///
/// The list, flow and compositional layouts keep one, built from their sections' extents along
/// the scroll axis after each layout pass.
struct SectionSearch: Equatable {
    /// Per section s: the greatest end of sections 0...s.
    private(set) var prefixMaxEnd: [Double] = []
    /// Per section s: the least start of sections s...last.
    private(set) var suffixMinStart: [Double] = []

    /// Rebuilds the keys of `count` sections whose extents run from `start(s)` to `end(s)`; the
    /// sections before `unchanged` did not move. Their prefix maxima are kept; their suffix
    /// minima are walked back from the end only until one comes out as it was (each before it
    /// is then as it was too): a layout pass that changes the last sections costs those, not
    /// every section.
    @inline(__always)
    mutating func rebuild(count: Int, keeping unchanged: Int = 0, start: (Int) -> Double, end: (Int) -> Double) {
        let kept = Swift.min(unchanged, prefixMaxEnd.count, count)
        prefixMaxEnd.removeSubrange(kept...)
        prefixMaxEnd.reserveCapacity(count)
        var high = kept > 0 ? prefixMaxEnd[kept - 1] : -Double.infinity
        for s in kept ..< count {
            let m = end(s)
            if m > high { high = m }
            prefixMaxEnd.append(high)
        }
        let keptMinima = Swift.min(unchanged, suffixMinStart.count, count)
        if suffixMinStart.count > count {
            suffixMinStart.removeSubrange(count...)
        } else {
            suffixMinStart += repeatElement(0, count: count - suffixMinStart.count)
        }
        var low = Double.infinity
        var s = count - 1
        while s >= 0 {
            let m = start(s)
            if m < low { low = m }
            if s < keptMinima, suffixMinStart[s] == low { break }
            suffixMinStart[s] = low
            s -= 1
        }
    }

    /// The sections that may have something strictly between `low` and `high`: every section
    /// before the run ends at or before `low`; it and every later one starts at or after `high`.
    @inline(__always)
    func candidates(after low: Double, before high: Double) -> Range<Int> {
        let n = prefixMaxEnd.count
        let from = prefixMaxEnd.withUnsafeBufferPointer { m in partitionPoint(0 ..< n) { m[$0] > low } }
        let to = suffixMinStart.withUnsafeBufferPointer { m in partitionPoint(from ..< n) { m[$0] >= high } }
        return from ..< to
    }
}
