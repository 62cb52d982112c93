import LatticeLayout

/// The most work one frame does: a frame draws at most `limit` elements. When more are in view
/// (a snapshot of a million cells, all on screen), it draws those that start nearest the top of
/// the viewport along the scroll axis (its leading edge, horizontally) up to a line, and nothing
/// past that line: the band it draws is exact, the rest of the viewport is shaded as not drawn,
/// and the status bar says how many of how many were drawn. No element is drawn approximately,
/// and none is dropped from the middle of the picture.
///
/// (UIKit has no such cap: a collection view asks its layout for what is in the bounds and
/// makes a view for each. Lattice draws into a terminal instead, where a frame of a million
/// elements would take seconds and show nothing readable.)
public struct FrameBudget: Sendable {
    /// The most elements a frame draws.
    public var limit: Int
    public init(limit: Int = 50_000) { self.limit = Swift.max(1, limit) }

    /// What a frame left out: the number of elements in view, and the line along the scroll
    /// axis from which nothing was drawn (nil when the elements in view all start at one place
    /// or above the viewport: then the first `limit` in the layout's order were drawn).
    public struct Cut: Hashable, Sendable {
        public var inView: Int
        public var from: Double?
    }

    /// Keeps in `attributes` (the elements meeting `bounds`) only those starting before a line
    /// along the scroll axis, chosen as late as leaves at most `limit` (the layout's order kept);
    /// nil when all fit. The line is found by counting starts in bands of the viewport, a band
    /// holding more than the limit by itself split again (a few times): linear in the elements
    /// in view, no sort.
    public func cut(_ attributes: inout [LayoutAttributes], bounds: Rect, _ d: ScrollDirection) -> Cut? {
        let total = attributes.count
        guard total > limit else { return nil }
        var lo = bounds.minS(d), width = bounds.lenS(d)
        var line: Double?
        for _ in 0..<4 where width > 0 {
            let bands = 4096
            width /= Double(bands)
            var counts = [Int](repeating: 0, count: bands)
            var kept = 0
            for a in attributes {
                let s = a.frame.minS(d)
                if s < lo { kept += 1 } else { counts[Swift.min(bands - 1, Int((s - lo) / width))] += 1 }
            }
            guard kept <= limit else { break }
            var band = 0
            while band < bands, kept + counts[band] <= limit { kept += counts[band]; band += 1 }
            if band > 0 || kept > 0 {
                // The line is the first start in the band that did not fit, not the band's edge.
                let edge = lo + Double(band) * width
                line = attributes.lazy.map { $0.frame.minS(d) }.filter { $0 >= edge }.min() ?? edge
                break
            }
            // The first band alone holds more than the limit: look inside it.
        }
        if let line {
            attributes.removeAll { $0.frame.minS(d) >= line }
        } else {
            attributes.removeSubrange(limit...)
        }
        return Cut(inView: total, from: line)
    }
}
