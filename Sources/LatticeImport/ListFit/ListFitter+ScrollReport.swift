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
                    // q ≥ u holds within the solver's pixel tolerance: a spacing is never below 0.
                    sections[s].lineSpacing = Swift.max(0, snapped(x[q] - x[k.u[s]]))
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

    /// Queues `value` for the report (`flushReports` puts it in): it replaces the entry of the
    /// same name, or is added after section `s`'s other values.
    mutating func report(_ value: FittedValue, section s: Int) {
        pendingReports.append((value, s))
    }

    /// Puts the queued values into the report in one pass over it: each replaces the first entry
    /// of its name (later repeats dropped), or goes after its section's last entry (at the end
    /// when the section has none); the last value queued for a name wins.
    mutating func flushReports() {
        guard !pendingReports.isEmpty else { return }
        var latest: [String: (value: FittedValue, section: Int, order: Int)] = [:]
        for (order, (value, s)) in pendingReports.enumerated() { latest[value.name] = (value, s, latest[value.name]?.order ?? order) }
        pendingReports = []
        var placed = Set<String>(), lastOfSection: [Int: Int] = [:], merged: [FittedValue] = []
        merged.reserveCapacity(values.count + latest.count)
        for v in values {
            if let new = latest[v.name] {
                guard placed.insert(v.name).inserted else { continue }
                merged.append(new.value)
            } else {
                merged.append(v)
            }
            if let s = Self.section(of: v.name) { lastOfSection[s] = merged.count - 1 }
        }
        // New names, in the order queued, after their section's last entry.
        let added = latest.values.filter { !placed.contains($0.value.name) }.sorted { $0.order < $1.order }
        var after: [Int: [FittedValue]] = [:], atEnd: [FittedValue] = []
        for a in added {
            if let i = lastOfSection[a.section] { after[i, default: []].append(a.value) } else { atEnd.append(a.value) }
        }
        values = SettlingArray(merged.indices.flatMap { [merged[$0]] + (after[$0] ?? []) } + atEnd)
    }

    /// Settles the sections and report entries before section `first` (`SettlingArray`):
    /// `first` is the earliest section a fit of the sections after the ones fitted so far may
    /// still edit. That fit edits, besides its own sections, the gap and row it shares with
    /// what comes before (`gapSection`, `movePreviousTrailF`): the nearest hidden empty section
    /// in the run of empty sections just before it, or where there is none, the last section
    /// with items.
    mutating func settle(before first: Int) {
        sections.settle(first: first)
        values.settle { Self.section(of: $0.name).map { $0 < first } ?? false }
    }

    /// `N` of a report name `sections[N]…`; nil for any other name.
    static func section(of name: String) -> Int? {
        guard name.hasPrefix("sections[") else { return nil }
        return Int(name.dropFirst(9).prefix { $0.isNumber })
    }
}
