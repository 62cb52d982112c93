import LatticeFixtures
import LatticeLayout

/// The scroll-axis solution written into the fitted sections, with how the frames decided each
/// value (see `ListFitter+ScrollAxis`).
extension ListFitter {
    /// Sets every section's S insets and line spacing from `x`, a solution of `system`, and
    /// reports each with the interval it may take given which element holds each row.
    mutating func applyScrollAxis(_ x: [Double], _ system: DifferenceConstraints, _ k: ScrollUnknowns) {
        let bounded = system.count <= 400   // intervals cost two shortest-path passes per value
        func range(_ i: Int, _ j: Int) -> (low: Double?, high: Double?) { bounded ? system.range(of: i, minus: j) : (nil, nil) }
        for (s, o) in input.sections.enumerated() {
            var insets = AxisInsets(sections[s].insets, d)
            insets.trailS = snapped(0 - x[k.w[s]])
            let w = range(k.w[s], 0)
            let trail = (low: w.high.map { 0 - $0 }, high: w.low.map { 0 - $0 })
            let footerShows = d == .horizontal && o.footer != nil
            report(FittedValue(insetName(s, \.trailS), insets.trailS,
                               trail.high == nil && !footerShows ? .unobservable : Self.basis(trail),
                               note: footerShows ? "the gap before the footer" : trail.high == nil ? "no later row depends on it"
                                   : "the start of a later row: the bounds plus this inset reach it, or stay short of it"), section: s)
            if !o.isEmpty {
                insets.leadS = snapped(x[k.u[s]])
                report(FittedValue(insetName(s, \.leadS), insets.leadS, Self.basis(range(k.u[s], 0)),
                                   note: "the first row's distance from where IGList's rules start it"), section: s)
                let name = "sections[\(s)].lineSpacing"
                if let q = k.q[s] {
                    sections[s].lineSpacing = snapped(x[q] - x[k.u[s]])
                    report(FittedValue(name, sections[s].lineSpacing, Self.basis(range(q, k.u[s])),
                                       note: "the gap before the section's later rows (an earlier section's bounds may hold them instead)"), section: s)
                } else {
                    sections[s].lineSpacing = 0
                    report(FittedValue(name, 0, .unobservable, note: "one row"), section: s)
                }
            }
            sections[s].insets = insets.edgeInsets(d)
        }
    }

    /// `v` on the pixel grid where frames carry dropped pixels (the solution is only good to a
    /// pixel there); else as it is.
    func snapped(_ v: Double) -> Double { pixelDrop > 0 ? (v * scale).rounded() / scale : v }

    /// A value read off differences of frames: `snapped` unless `readsOnGrid` is off. A
    /// difference of thirds comes out a hair off the grid (123⅓ − 121⅓ = 1.99999999999998),
    /// and IGList's floor of a position built from it can lose a pixel.
    func read(_ v: Double) -> Double { readsOnGrid ? snapped(v) : v }

    /// Observed when the interval is one value, else chosen inside it.
    static func basis(_ r: (low: Double?, high: Double?)) -> FittedValue.Basis {
        if let l = r.low, let h = r.high, h - l < 1e-6 { return .observed }
        return .chosen(low: r.low, high: r.high, lowIsStrict: false)
    }

    /// Replaces the report's entry of the same name (dropping repeats), or adds it after the
    /// section's other values.
    mutating func report(_ value: FittedValue, section s: Int) {
        if let i = values.firstIndex(where: { $0.name == value.name }) {
            values[i] = value
            values = values.enumerated().filter { $0.offset <= i || $0.element.name != value.name }.map(\.element)
        } else {
            let at = values.lastIndex { $0.name.hasPrefix("sections[\(s)].") || $0.name == "sections[\(s)]" }.map { $0 + 1 } ?? values.endIndex
            values.insert(value, at: at)
        }
    }
}
