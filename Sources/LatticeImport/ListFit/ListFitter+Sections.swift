import LatticeFixtures
import LatticeLayout

/// One section's fit (see `ListInference`): what the frames show, what they bound, and the
/// offsets calibrated against the list layout.
extension ListFitter {
    /// The four insets of a section named along the axes: leading / trailing S and F.
    struct AxisInsets {
        var leadS = 0.0, trailS = 0.0, leadF = 0.0, trailF = 0.0
        func edgeInsets(_ d: ScrollDirection) -> EdgeInsets {
            d == .vertical ? EdgeInsets(top: leadS, left: leadF, bottom: trailS, right: trailF)
                           : EdgeInsets(top: leadF, left: leadS, bottom: trailF, right: trailS)
        }
        init(_ e: EdgeInsets, _ d: ScrollDirection) {
            leadS = e.leadS(d); trailS = e.trailS(d); leadF = e.leadF(d); trailF = e.trailF(d)
        }
    }

    /// The fixture names of the leading / trailing S and F insets.
    func insetName(_ s: Int, _ side: KeyPath<AxisInsets, Double>) -> String {
        let vertical = d == .vertical
        let side = side == \AxisInsets.leadS ? (vertical ? "top" : "left") : side == \AxisInsets.trailS ? (vertical ? "bottom" : "right")
            : side == \AxisInsets.leadF ? (vertical ? "left" : "top") : (vertical ? "right" : "bottom")
        return "sections[\(s)].insets.\(side)"
    }

    /// A section without items: hidden (nothing shows its values), or shown by
    /// `showHeaderWhenEmpty` with a header or footer whose F extent gives both F insets.
    mutating func fitEmpty(_ s: Int, _ o: ListFitInput.Section) {
        var section = FixtureSection(sourceIndex: s)
        let h = o.header?.lenS(d) ?? 0, f = o.footer?.lenS(d) ?? 0
        section.header = Size(width: h, height: h)
        section.footer = Size(width: f, height: f)
        var insets = AxisInsets(.zero, d)
        if let band = o.header ?? o.footer {
            insets.leadF = band.minF(d)
            insets.trailF = read(viewport.f(d) - band.minF(d) - band.lenF(d))
            section.insets = insets.edgeInsets(d)
            values += [FittedValue("sections[\(s)].header", h, .observed), FittedValue("sections[\(s)].footer", f, .observed),
                       FittedValue(insetName(s, \.leadF), insets.leadF, .observed), FittedValue(insetName(s, \.trailF), insets.trailF, .observed)]
            sections.append(section)
            calibrateTrailS(s, o)
        } else {
            values.append(FittedValue("sections[\(s)]", 0, .unobservable, note: "an empty section: no element shows its header, footer, insets or spacings"))
            sections.append(section)
        }
    }

    /// A section with items. With `startsRow`, a section whose frames do not show its leading F
    /// inset is taken to start a new row (its first item's F position is the inset); without,
    /// it stays where IGList's rules put it and the inset is the difference.
    mutating func fitItems(_ s: Int, _ o: ListFitInput.Section, _ hypothesis: FitHypothesis = FitHypothesis()) {
        let present = o.items.enumerated().compactMap { i, f in f.map { (item: i, frame: $0) } }
        var section = FixtureSection(sourceIndex: s)
        section.itemSizes = Self.filled(o.items).map(\.size)
        missingItems += o.items.count - present.count
        let h = o.header?.lenS(d) ?? 0, f = o.footer?.lenS(d) ?? 0
        section.header = Size(width: h, height: h)
        section.footer = Size(width: f, height: f)
        values += [FittedValue("sections[\(s)].items", Double(o.items.count), .observed,
                               note: present.count == o.items.count ? "sizes from the frames" : "\(o.items.count - present.count) items not in the paste, sized like a neighbour"),
                   FittedValue("sections[\(s)].header", h, .observed), FittedValue("sections[\(s)].footer", f, .observed)]
        let rows = RowFacts(present.map(\.frame), items: present.map(\.item), d, drop: pixelDrop, lead: (o.header ?? o.footer)?.minF(d))
        var insets = AxisInsets(.zero, d)
        let (leadFObserved, interitem) = fitAcross(s, o, rows, present.map(\.frame), &insets)
        // Items that overlap on a row show a negative gap, which no list fixture has: 0, and
        // the comparison names the frames it misses.
        section.interitemSpacing = Swift.max(0, interitem)
        section.insets = insets.edgeInsets(d)
        sections.append(section)
        if !leadFObserved, hypothesis.startsRow {
            insets.leadF = present[0].frame.minF(d)
            sections[s].insets = insets.edgeInsets(d)
        }
        calibrate(s, o, rows, present, leadFObserved: leadFObserved, hypothesis)
    }

    /// The items with each one the paste lacks replaced by the nearest present one (the earlier
    /// on a tie), in two passes: the nearest present item before each index, then after it.
    static func filled(_ items: [Rect?]) -> [Rect] {
        var before = [Int?](repeating: nil, count: items.count), last: Int?
        for i in items.indices {
            if items[i] != nil { last = i }
            before[i] = last
        }
        var result = [Rect](repeating: .zero, count: items.count), next: Int?
        for i in items.indices.reversed() {
            if items[i] != nil { next = i }
            let b = before[i], a = next
            let chosen: Int? = switch (b, a) {
            case let (b?, a?): i - b <= a - i ? b : a
            case let (b?, nil): b
            case let (nil, a?): a
            case (nil, nil): nil
            }
            result[i] = chosen.flatMap { items[$0] } ?? .zero
        }
        return result
    }
}

/// What a section's item frames say about its rows: which items start a new row, the interitem
/// spacing between neighbours on a row, and the bounds the line breaks put on the trailing F
/// inset (plus the interitem spacing).
struct RowFacts {
    /// Positions (into the present items) of items that start a new row after the first item.
    var rowStarts: [Int] = []
    var interitem: Double?
    /// The interval the runs allow the interitem spacing where IGList's floor may have dropped
    /// a pixel off a position (`drop` > 0): a gap a pixel short may be a drop or the spacing
    /// itself, and only a later section on the shared row can tell.
    var interitemBounds: (low: Double, high: Double)?
    /// `trailF <= high`: every item that stayed on a row fit (1 point of tolerance).
    var high = Double.infinity
    /// `trailF + interitem > low`: an item that started a new row right after its neighbour
    /// did not fit.
    var low = -Double.infinity

    /// `drop`: how far IGList's floor may have pulled a running position below where the
    /// spacing puts it (a pixel at a screen scale whose pixel is not a binary fraction, 3; else 0).
    /// `lead`: the leading F inset as a header or footer shows it (not floored), if one does: a
    /// run that starts a row (its first item at most `drop` under it) is measured from it.
    init(_ frames: [Rect], items: [Int], _ d: ScrollDirection, drop: Double = 0, lead: Double? = nil) {
        guard frames.count > 1 else { return }
        let slack = ListTypewriter.epsilon   // an item may pass the row end by this much and stay
        var gaps: [Double] = []
        var bounds = (low: -Double.infinity, high: Double.infinity)
        var start = 0, widths = 0.0    // the run of neighbours on this row so far
        for j in 1..<frames.count {
            let a = frames[j - 1], b = frames[j]
            let adjacent = items[j] == items[j - 1] + 1
            if (b.minS(d) - a.minS(d)).magnitude > 1e-9 || b.minF(d) <= a.minF(d) || !adjacent {
                if (b.minS(d) - a.minS(d)).magnitude > 1e-9 || b.minF(d) <= a.minF(d) {
                    rowStarts.append(j)
                    if adjacent { low = Swift.max(low, slack - a.maxF(d) - b.lenF(d)) }   // relative to C: see fitAcross
                } else {
                    high = Swift.min(high, slack - b.maxF(d))
                }
                start = j; widths = 0
                continue
            }
            high = Swift.min(high, slack - b.maxF(d))
            gaps.append(b.minF(d) - a.maxF(d))
            // The n-th neighbour after the run's start is n spacings and the widths after it,
            // each end less at most `drop`: the start's too, an item origin IGList floors (a row
            // start is the leading F inset floored, and 7 · (1/3) floors to 2), unless a header
            // or footer shows the inset as it is.
            widths += a.lenF(d)
            let shownStart = lead.flatMap { ListFitter.isRowStart(frames[start].minF(d), leadF: $0, drop: drop) ? $0 : nil }
            let n = Double(j - start), moved = b.minF(d) - (shownStart ?? frames[start].minF(d)) - widths
            bounds = (Swift.max(bounds.low, (moved - (shownStart == nil ? drop : 0)) / n - 1e-9), Swift.min(bounds.high, (moved + drop) / n + 1e-9))
        }
        interitem = Self.mostCommon(gaps)
        // Moved inside what the whole runs allow.
        if drop > 0, let g = interitem, bounds.low <= bounds.high {
            let inside = Swift.min(Swift.max(g, bounds.low), bounds.high)
            let grid = [(inside / drop).rounded(), (bounds.low / drop).rounded(.up), (bounds.high / drop).rounded(.down)]
                .map { $0 / (1 / drop) }.first { $0 >= bounds.low && $0 <= bounds.high }
            interitem = grid ?? inside
            interitemBounds = bounds
        }
    }
}

extension RowFacts {
    /// The most common of `gaps` (the number of gaps within 1e-6 of it; the larger gap on a
    /// tie), nil when there are none. Sorted once, each gap's count is the width of the window
    /// of gaps within 1e-6 of it, found with two cursors that only move forward: a row of
    /// 100,000 items costs a sort, not 10^10 comparisons.
    static func mostCommon(_ gaps: [Double]) -> Double? {
        let sorted = gaps.sorted()
        var best: (count: Int, gap: Double)?, low = 0, high = 0
        for g in sorted {
            while sorted[low] <= g - 1e-6 { low += 1 }
            while high < sorted.count, sorted[high] < g + 1e-6 { high += 1 }
            let count = high - low
            if best.map({ ($0.count, $0.gap) < (count, g) }) ?? true { best = (count, g) }
        }
        return best?.gap
    }
}

/// How to share what a section's frames leave open, tried in turn until the frames (this
/// section's and the next one's) come out as pasted.
struct FitHypothesis: Sendable {
    /// The section's first item started a new row (else: it stayed where IGList's rules put it),
    /// for a section whose frames do not show its leading F inset.
    var startsRow = false
    /// The gap before the section's first row is an earlier section's trailing S inset (else:
    /// this section's leading S inset).
    var gapBefore = false
    /// In a section with two rows, the second row's gap is an earlier section's trailing S
    /// inset (else: the line spacing).
    var heldByEarlier = false
    /// A section that starts a new row does so because an earlier section's gap pushed it
    /// (else: because its own trailing F inset ends the row sooner).
    var earlierGapBreaksRow = false

    /// The hypotheses worth trying: only where the frames leave the choice open.
    static func all(isFirst: Bool, rows: RowFacts, leadFShown: Bool, hasHeader: Bool) -> [FitHypothesis] {
        var result: [FitHypothesis] = []
        for gap in isFirst ? [false] : [false, true] {
            for held in rows.rowStarts.count == 1 && !isFirst ? [false, true] : [false] {
                for row in leadFShown ? [false] : [false, true] {
                    for earlier in isFirst || hasHeader ? [false] : [false, true] {
                        result.append(FitHypothesis(startsRow: row, gapBefore: gap, heldByEarlier: held, earlierGapBreaksRow: earlier))
                    }
                }
            }
        }
        return result
    }
}
