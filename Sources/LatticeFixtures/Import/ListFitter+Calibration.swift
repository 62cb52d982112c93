import LatticeLayout

/// The F insets and interitem spacing from the rows, and the S offsets calibrated against the
/// list layout (see `ListInference`).
extension ListFitter {
    /// The smallest value on the pixel grid above `x`.
    func gridAbove(_ x: Double) -> Double { ((x * scale).rounded(.down) + 1) / scale }

    /// Both F insets and the interitem spacing. Returns whether the leading F inset was observed
    /// (a header or footer shows it, or a row starts at it) and the interitem spacing.
    mutating func fitAcross(_ s: Int, _ o: ListFitInput.Section, _ rows: RowFacts, _ frames: [Rect],
                            _ insets: inout AxisInsets) -> (Bool, Double) {
        let c = viewport.f(d)
        var trailF: Double?
        var leadFObserved = true
        if let band = o.header ?? o.footer {
            insets.leadF = band.minF(d)
            trailF = c - band.minF(d) - band.lenF(d)
            values += [FittedValue(insetName(s, \.leadF), insets.leadF, .observed, note: "where the header or footer starts"),
                       FittedValue(insetName(s, \.trailF), trailF!, .observed, note: "the header or footer's width")]
        } else if let r = rows.rowStarts.first {
            insets.leadF = frames[r].minF(d)
            values.append(FittedValue(insetName(s, \.leadF), insets.leadF, .observed, note: "where a row starts"))
        } else {
            leadFObserved = false
        }
        let low = c + rows.low
        var high = c + rows.high
        if leadFObserved { high = Swift.min(high, c - insets.leadF - frames.map { $0.lenF(d) }.max()!) }
        var inter = rows.interitem ?? 0
        let interObserved = rows.interitem != nil
        if let t = trailF {
            insets.trailF = t
            if !interObserved, low > -.infinity, inter <= low - t { inter = gridAbove(low - t) }
        } else {
            var lo = low - inter, t: Double
            if lo < 0, 0 <= high { t = 0 } else if lo >= 0, gridAbove(lo) <= high { t = gridAbove(lo) } else { t = high }
            if !interObserved, t <= lo, high.isFinite { inter = gridAbove(low - high); lo = low - inter; t = high }
            if !t.isFinite { t = 0 }
            insets.trailF = t
            movableTrailF[s] = (lo, high)
            values.append(FittedValue(insetName(s, \.trailF), t, .chosen(low: lo.isFinite ? lo : nil, high: high.isFinite ? high : nil, lowIsStrict: true),
                                      note: "line breaks bound it"))
        }
        let name = "sections[\(s)].interitemSpacing"
        if interObserved {
            values.append(FittedValue(name, inter, .observed, note: "the gap between neighbours on a row"))
        } else if low > -.infinity {
            values.append(FittedValue(name, inter, .chosen(low: Swift.max(0, low - insets.trailF), high: nil, lowIsStrict: low - insets.trailF >= 0),
                                      note: "no two neighbours share a row; the line breaks bound it with the trailing inset"))
        } else {
            values.append(FittedValue(name, inter, .unobservable, note: "no two neighbours share a row"))
        }
        return (leadFObserved, inter)
    }

    /// The leading S inset (and F inset when unobserved), the line spacing and, horizontally
    /// with a footer, the trailing S inset: each the distance between where IGList's rules put
    /// the element with the value at 0 and where the paste has it.
    mutating func calibrate(_ s: Int, _ o: ListFitInput.Section, _ rows: RowFacts,
                            _ present: [(item: Int, frame: Rect)], leadFObserved: Bool) {
        var insets = AxisInsets(sections[s].insets, d)
        let first = present[0]
        for _ in 0..<3 {
            guard let sim = itemFrame(layout(), s, first.item) else { break }
            let dS = first.frame.minS(d) - sim.minS(d), dF = first.frame.minF(d) - sim.minF(d)
            if dS.magnitude < 1e-9, dF.magnitude < 1e-9 { break }
            insets.leadS += dS
            if !leadFObserved { insets.leadF += dF } else if dF.magnitude >= 1e-9 { movePreviousTrailF(before: s, by: dF) }
            sections[s].insets = insets.edgeInsets(d)
        }
        values.append(FittedValue(insetName(s, \.leadS), insets.leadS, .observed, note: "the first row's distance from where IGList starts the section"))
        if !leadFObserved {
            values.append(FittedValue(insetName(s, \.leadF), insets.leadF, .observed, note: "the first item's distance from where IGList puts it"))
        }
        let lineName = "sections[\(s)].lineSpacing"
        if let r = rows.rowStarts.first, let sim = itemFrame(layout(), s, present[r].item) {
            sections[s].lineSpacing = Swift.max(0, present[r].frame.minS(d) - sim.minS(d))
            values.append(FittedValue(lineName, sections[s].lineSpacing, .observed, note: "the second row's distance from the first"))
        } else {
            values.append(FittedValue(lineName, 0, .unobservable, note: "one row"))
        }
        if d == .horizontal, let footer = o.footer,
           let sim = layout().attributesForSupplementaryView(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: s))?.frame {
            insets.trailS += footer.minS(d) - sim.minS(d)
            sections[s].insets = insets.edgeInsets(d)
            values.append(FittedValue(insetName(s, \.trailS), insets.trailS, .observed, note: "the gap before the footer"))
        } else {
            values.append(FittedValue(insetName(s, \.trailS), insets.trailS, .unobservable,
                                      note: "only the next section's start depends on it; that section's leading inset takes the gap"))
        }
    }

    /// Shares a row's gap differently: the nearest earlier section whose trailing F inset was
    /// only bounded takes `delta` more, if that stays inside its bounds.
    mutating func movePreviousTrailF(before s: Int, by delta: Double) {
        guard let p = (0..<s).reversed().first(where: { !input.sections[$0].isEmpty }),
              let bounds = movableTrailF[p] else { return }
        var insets = AxisInsets(sections[p].insets, d)
        let t = insets.trailF + delta
        guard t > bounds.low, t <= bounds.high else { return }
        insets.trailF = t
        sections[p].insets = insets.edgeInsets(d)
        if let i = values.lastIndex(where: { $0.name == insetName(p, \.trailF) }) { values[i].value = t }
    }
}
