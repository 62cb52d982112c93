import LatticeFixtures
import LatticeLayout

/// The F insets and interitem spacing from the rows, and the S offsets calibrated against the
/// list layout (see `ListInference`).
extension ListFitter {
    /// The smallest value on the pixel grid above `x`. A bound that sums of thirds leave a hair
    /// under a grid line (16.99999999999997 pixels) is on that line: the value is the next one,
    /// else a strict bound (an item that did not fit) would be met exactly and the item stay.
    func gridAbove(_ x: Double) -> Double { ((x * scale + 1e-6).rounded(.down) + 1) / scale }

    /// True when an item at F position `minF` starts a row of a section whose leading F inset
    /// is `leadF`: it is there, or a pixel under it where IGList's floor drops one (a header or
    /// footer shows the inset as it is; an item's origin is floored).
    func isRowStart(_ minF: Double, leadF: Double) -> Bool { Self.isRowStart(minF, leadF: leadF, drop: pixelDrop) }

    /// `isRowStart` where IGList's floor may drop `drop` (`pixelDrop`).
    static func isRowStart(_ minF: Double, leadF: Double, drop: Double) -> Bool {
        let under = leadF - minF
        return under > -1e-9 && under <= drop + 1e-9
    }

    /// Both F insets and the interitem spacing. Returns whether the leading F inset was observed
    /// (a header or footer shows it, or a row starts at it) and the interitem spacing.
    mutating func fitAcross(_ s: Int, _ o: ListFitInput.Section, _ rows: RowFacts, _ frames: [Rect],
                            _ insets: inout AxisInsets) -> (Bool, Double) {
        let c = viewport.f(d)
        var trailF: Double?
        var leadFObserved = true
        if let band = o.header ?? o.footer {
            insets.leadF = band.minF(d)
            let t = read(c - band.minF(d) - band.lenF(d))
            trailF = t
            values += [FittedValue(insetName(s, \.leadF), insets.leadF, .observed, note: "where the header or footer starts"),
                       FittedValue(insetName(s, \.trailF), t, .observed, note: "the header or footer's width")]
        } else if let r = rows.rowStarts.first {
            insets.leadF = frames[r].minF(d)
            values.append(FittedValue(insetName(s, \.leadF), insets.leadF, .observed, note: "where a row starts"))
        } else {
            leadFObserved = false
        }
        let low = c + rows.low
        var high = c + rows.high
        if leadFObserved, let longest = frames.map({ $0.lenF(d) }).max() { high = Swift.min(high, c - insets.leadF - longest) }
        // A first item away from the row start stayed on the previous section's row: it fit.
        if leadFObserved, o.items.first.flatMap({ $0 }) != nil, !isRowStart(frames[0].minF(d), leadF: insets.leadF) {
            high = Swift.min(high, c + rowSlack - frames[0].maxF(d))
        }
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
        if !interObserved {
            movableInter[s] = (low > -.infinity ? Swift.max(0, gridAbove(low - insets.trailF) - 1 / scale) : 0, .infinity)
        } else if let b = rows.interitemBounds, b.high - b.low > 1e-6 {
            movableInter[s] = (Swift.max(0, b.low), b.high)
        }
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
    /// the element with the value at 0 and where the paste has it. `h` says how to share what
    /// the frames leave open (see `FitHypothesis`).
    mutating func calibrate(_ s: Int, _ o: ListFitInput.Section, _ rows: RowFacts,
                            _ present: [(item: Int, frame: Rect)], leadFObserved: Bool, _ h: FitHypothesis) {
        let first = present[0]
        let gapOwner = h.gapBefore ? gapSection(before: s) : nil
        var raisedLeadF = false, movedOnRow = false
        for _ in 0..<4 where !budget.isSpent {
            var insets = AxisInsets(sections[s].insets, d)
            guard let sim = itemFrame(layout(), s, first.item) else { break }
            let dS = first.frame.minS(d) - sim.minS(d)
            var dF = first.frame.minF(d) - sim.minF(d)
            // IGList's floor only lowers a printed position: once a move on the shared row has
            // brought the item up from behind, a pasted place a pixel before the fitted one is
            // that pixel, dropped (moving back would undo the move).
            if movedOnRow, dF < 0, -dF <= pixelDrop + 1e-9 { dF = 0 }
            // Both start a row: they differ only by the pixel the floor may drop off either.
            if isRowStart(first.frame.minF(d), leadF: insets.leadF), isRowStart(sim.minF(d), leadF: insets.leadF) { dF = 0 }
            if dS.magnitude < 1e-9, dF.magnitude < 1e-9 { break }
            if let t = gapOwner, dS > 0 {
                holdGap(t, until: first.frame.minS(d) - insets.leadS - (o.header?.lenS(d) ?? 0))
            } else {
                insets.leadS = read(insets.leadS + dS)
            }
            if !leadFObserved, !h.startsRow {
                insets.leadF = read(insets.leadF + dF)
            } else if dF.magnitude >= 1e-9 {
                if isRowStart(first.frame.minF(d), leadF: insets.leadF) {
                    // The paste starts the section on a new row; IGList kept it on the shared
                    // one: the row must end sooner (a larger trailing F inset, inside its bounds).
                    // Either this section's rows end sooner, or an earlier section's gap after
                    // its last item grows until this first item no longer fits behind it.
                    let t = h.earlierGapBreaksRow ? insets.trailF : breakRow(s, before: sim, current: insets.trailF)
                    if t != insets.trailF { insets.trailF = t } else {
                        movePreviousTrailF(before: s, by: gridAbove(viewport.f(d) - insets.trailF + rowSlack - sim.maxF(d)))
                    }
                } else if movePreviousTrailF(before: s, by: dF) {
                    movedOnRow = dF > 0
                } else if o.header == nil, o.footer == nil, dF > 0, dF <= pixelDrop + 1e-9 {
                    // Nothing before takes the gap: the leading F inset read where a row starts
                    // is an item origin, floored by IGList, so it may be up to a pixel more.
                    insets.leadF = read(insets.leadF + dF)
                    raisedLeadF = true
                    movedOnRow = true
                }
            }
            sections[s].insets = insets.edgeInsets(d)
        }
        let insets = AxisInsets(sections[s].insets, d)
        if raisedLeadF, let i = values.lastIndex(where: { $0.name == insetName(s, \.leadF) }) {
            values[i].value = insets.leadF
            values[i].note = "where a row starts, floored by IGList: the first item on the shared row shows the pixel it lost"
        }
        values.append(FittedValue(insetName(s, \.leadS), insets.leadS, .observed,
                                  note: gapOwner == nil ? "the first row's distance from where IGList starts the section"
                                                        : "the gap before the section is the trailing inset of section \(gapOwner.map(String.init) ?? "")"))
        if !leadFObserved {
            values.append(FittedValue(insetName(s, \.leadF), insets.leadF, .observed,
                                      note: h.startsRow ? "where the section's first row starts" : "the first item's distance from where IGList puts it"))
        }
        calibrateLineSpacing(s, rows, present, heldByEarlier: h.heldByEarlier)
        calibrateTrailS(s, o)
    }

    /// A second row that starts later than IGList would start it is held by an earlier
    /// section's trailing S inset (a section sharing the first row): that inset is set so that
    /// the earlier section's bounds plus it reach where the row starts, less the line spacing
    /// and this section's leading S inset.
    mutating func pushSecondRow(_ s: Int, _ rows: RowFacts, _ present: [(item: Int, frame: Rect)]) {
        guard let owner = gapSection(before: s) else { return }
        let second = present[rows.rowStarts[0]]
        guard let sim = itemFrame(layout(), s, second.item), second.frame.minS(d) - sim.minS(d) > 1e-9 else { return }
        let lead = AxisInsets(sections[s].insets, d).leadS
        holdGap(owner, until: second.frame.minS(d) - sections[s].lineSpacing - lead)
    }

    /// Sets the trailing S inset of `owner` so that the next row starts at `nextRow` (before the
    /// leading S inset), when that makes it later.
    mutating func holdGap(_ owner: Int, until nextRow: Double) {
        let trail = AxisInsets(sections[owner].insets, d).trailS
        let needed = nextRow - boundsEnd(owner)
        if needed > trail { moveTrailS(of: owner, by: needed - trail) }
    }

    /// Where section `t`'s bounds end along S as pasted: its farthest element; for a hidden
    /// empty section, the previous section's (it rests there).
    func boundsEnd(_ t: Int) -> Double {
        for u in stride(from: t, through: 0, by: -1) {
            if let end = input.sections[u].frames.map({ $0.maxS(d) }).max() { return end }
        }
        return 0
    }

    /// The line spacing. With two row starts or more it is read off the frames: the last row
    /// starts `lineSpacing` after the farthest item before it (those items come after anything
    /// of earlier sections). With one, it is how far the second row starts after where IGList
    /// would start it with none; or, with `heldByEarlier`, 0 and the gap is an earlier section's
    /// trailing S inset.
    mutating func calibrateLineSpacing(_ s: Int, _ rows: RowFacts, _ present: [(item: Int, frame: Rect)], heldByEarlier: Bool) {
        let name = "sections[\(s)].lineSpacing"
        guard let r = rows.rowStarts.last else {
            values.append(FittedValue(name, 0, .unobservable, note: "one row"))
            return
        }
        if rows.rowStarts.count > 1 {
            let before = present[..<r].map { $0.frame.maxS(d) }.max() ?? present[r].frame.minS(d)
            sections[s].lineSpacing = read(Swift.max(0, present[r].frame.minS(d) - before))
            values.append(FittedValue(name, sections[s].lineSpacing, .observed, note: "the last row's distance from the farthest item before it"))
        } else if !heldByEarlier {
            for _ in 0..<2 {
                guard let sim = itemFrame(layout(), s, present[r].item) else { break }
                sections[s].lineSpacing = read(Swift.max(0, sections[s].lineSpacing + present[r].frame.minS(d) - sim.minS(d)))
            }
            values.append(FittedValue(name, sections[s].lineSpacing, .observed, note: "the second row's distance from where IGList starts it"))
        } else {
            values.append(FittedValue(name, 0, .chosen(low: 0, high: nil, lowIsStrict: false),
                                      note: "the second row's gap is taken as an earlier section's trailing inset"))
        }
        if rows.rowStarts.count > 1 || heldByEarlier { pushSecondRow(s, rows, present) }
    }

    /// The section whose trailing S inset may hold the gap before section `s`: a hidden empty
    /// section in between, else the previous section when nothing else shows that inset.
    func gapSection(before s: Int) -> Int? {
        if let e = hiddenEmptySection(before: s) { return e }
        guard let p = sectionWithItems(before: s) else { return nil }
        return d == .horizontal && input.sections[p].footer != nil ? nil : p
    }

    /// The nearest hidden empty section (no items, header or footer) in the run of empty
    /// sections just before section `s`.
    func hiddenEmptySection(before s: Int) -> Int? {
        (0..<s).reversed().prefix { input.sections[$0].isEmpty }
            .first { input.sections[$0].header == nil && input.sections[$0].footer == nil }
    }

    /// The last section with items before section `s`.
    func sectionWithItems(before s: Int) -> Int? {
        (0..<s).reversed().first { !input.sections[$0].isEmpty }
    }

    mutating func moveTrailS(of t: Int, by delta: Double) {
        var insets = AxisInsets(sections[t].insets, d)
        insets.trailS = read(insets.trailS + delta)
        sections[t].insets = insets.edgeInsets(d)
        values.append(FittedValue(insetName(t, \.trailS), insets.trailS, .observed, note: "the gap before the next section's rows"))
    }

    /// The trailing S inset: horizontally the footer comes after it (IGList puts the right
    /// inset before the footer), so a footer shows it; otherwise only the next section's start
    /// depends on it, and that section's leading inset takes the gap.
    mutating func calibrateTrailS(_ s: Int, _ o: ListFitInput.Section) {
        var insets = AxisInsets(sections[s].insets, d)
        if d == .horizontal, let footer = o.footer,
           let sim = layout().attributesForSupplementaryView(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: s))?.frame {
            insets.trailS = read(insets.trailS + footer.minS(d) - sim.minS(d))
            sections[s].insets = insets.edgeInsets(d)
            values.append(FittedValue(insetName(s, \.trailS), insets.trailS, .observed, note: "the gap before the footer"))
        } else {
            values.append(FittedValue(insetName(s, \.trailS), insets.trailS, .unobservable,
                                      note: "only the next section's start depends on it; that section's leading inset takes the gap"))
        }
    }

    /// The trailing F inset of section `s` that sends its first item (placed at `sim` on a
    /// shared row) to a new row: the least one on the grid that does, if the line breaks allow
    /// it; else `current`.
    mutating func breakRow(_ s: Int, before sim: Rect, current: Double) -> Double {
        guard let bounds = movableTrailF[s] else { return current }
        let t = Swift.max(current, gridAbove(viewport.f(d) + rowSlack - sim.maxF(d)))
        guard t <= bounds.high else { return current }
        movableTrailF[s] = (Swift.max(bounds.low, t - 1 / scale), bounds.high)
        if let i = values.lastIndex(where: { $0.name == insetName(s, \.trailF) }) {
            values[i].value = t
            values[i].basis = .chosen(low: Swift.max(bounds.low, t - 1 / scale), high: bounds.high, lowIsStrict: true)
            values[i].note = "line breaks bound it, and the section's first row starts anew"
        }
        return t
    }

    /// Moves the gap before section `s`'s first item on a shared row by `delta`, using what the
    /// frames leave free: the F insets of a hidden empty section in between, else the previous
    /// section's trailing F inset (inside its bounds), else its interitem spacing inside the
    /// interval the frames leave it (`movableInter`: it is added after its last item too).
    /// Returns whether a value took the move.
    @discardableResult
    mutating func movePreviousTrailF(before s: Int, by delta: Double) -> Bool {
        if let e = hiddenEmptySection(before: s) {
            var insets = AxisInsets(sections[e].insets, d)
            insets.leadF = read(insets.leadF + delta)
            sections[e].insets = insets.edgeInsets(d)
            values.append(FittedValue(insetName(e, \.leadF), insets.leadF, .observed, note: "the room an empty section takes on a shared row"))
            return true
        }
        guard let p = sectionWithItems(before: s) else { return false }
        var insets = AxisInsets(sections[p].insets, d)
        if let bounds = movableTrailF[p], insets.trailF + delta > bounds.low, insets.trailF + delta <= bounds.high {
            insets.trailF = read(insets.trailF + delta)
            sections[p].insets = insets.edgeInsets(d)
            if let i = values.lastIndex(where: { $0.name == insetName(p, \.trailF) }) { values[i].value = insets.trailF }
            return true
        } else if let b = movableInter[p], sections[p].interitemSpacing + delta >= b.low,
                  sections[p].interitemSpacing + delta <= b.high {
            sections[p].interitemSpacing = Swift.max(0, read(sections[p].interitemSpacing + delta))
            if let i = values.lastIndex(where: { $0.name == "sections[\(p)].interitemSpacing" }) {
                values[i].value = sections[p].interitemSpacing
                values[i].basis = .chosen(low: b.low, high: b.high.isFinite ? b.high : nil, lowIsStrict: false)
                values[i].note = b.high.isFinite ? "the gaps between neighbours bound it (IGList's floor may drop a pixel off each); the next section's first item on the shared row decides"
                    : "the gap after the section's last item on a row it shares with the next section"
            }
            return true
        }
        return false
    }
}
