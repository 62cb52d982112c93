import LatticeFixtures
import LatticeLayout

/// The insets and the interitem spacing of a flow fit (FlowLayoutRules §2, §3, §5).
extension FlowFitter {
    /// The fixed-axis insets and the interitem spacing of section `s` (FlowLayoutRules §3). A
    /// row of two or more items starts on the leading inset and ends on the trailing one (the
    /// section's last row too when its items have one size: read as full, it spreads its items
    /// with the same gaps as one counted with copies); a last row of mixed sizes is packed, so
    /// its gaps show the interitem spacing; a row of one item that is not the last is centred,
    /// which shows the insets' difference. Otherwise the interitem spacing is only bounded: each
    /// row's items fit with it, and the next row's first item does not. Origins are on the pixel
    /// grid (FlowLayoutRules §11), so a gap read from frames is the spacing within a pixel.
    func readFixedAxis(_ r: inout Reading, _ s: Int) {
        let last = r.rows.count - 1
        guard last >= 0 else {
            r.leadF = settingInset { $0.leadF(d) } ?? 0; r.trailF = settingInset { $0.trailF(d) } ?? 0
            r.interitem = setting("minimumInteritemSpacing") ?? 10
            return
        }
        let lead = r.rows.first { $0.count >= 2 }.map { $0[0].minF(d) }
        // The trailing inset: where a full row ends (not the last row, which may be spread as if
        // copies of its last item filled it), else where the last row ends, read as full.
        let full = r.rows.dropLast().first { $0.count >= 2 }
        let lastRow = r.rows[last]
        let lastIsMixed = lastRow.count >= 2 && lastRow.contains { $0.size != lastRow[0].size }
        let lastIsFull = full == nil && lastRow.count >= 2 && !lastIsMixed
        let trail = (full ?? (lastIsFull ? r.rows[last] : nil)).map { across - justifiedEnd($0) }
        // A centred single item: lead − trail = 2 × start + width − C.
        let difference = r.rows.dropLast().first { $0.count == 1 }.map { 2 * $0[0].minF(d) + $0[0].lenF(d) - across }
        var low = -Double.infinity, high = Double.infinity
        switch (lead, trail, difference) {
        case let (l?, t?, _): r.leadF = l; r.trailF = t
        case let (l?, nil, _) where lastIsMixed:
            // A packed last row shows its start only: the trailing inset leaves room for it.
            r.leadF = l
            r.trailF = Swift.min(settingInset { $0.trailF(d) } ?? 0, Swift.max(0, across - lastRow.last!.maxF(d)))
        case let (nil, nil, diff?): r.leadF = Swift.max(settingInset { $0.leadF(d) } ?? diff, diff, 0); r.trailF = r.leadF - diff
        default: readLoneItem(&r)
        }
        r.leadF = Swift.max(0, r.leadF); r.trailF = Swift.max(0, r.trailF)
        let length = across - r.leadF - r.trailF
        // The last row's single item: on the leading inset, a copy of it fitted beside it;
        // centred, none did.
        if r.rows[last].count == 1 {
            let item = r.rows[last][0], w = item.lenF(d)
            if abs(item.minF(d) - r.leadF) <= 1e-9 { high = Swift.min(high, length - 2 * w) } else { low = Swift.max(low, length - 2 * w) }
        }
        for (i, row) in r.rows.enumerated() {
            let widths = row.reduce(0) { $0 + $1.lenF(d) }
            if row.count >= 2 { high = Swift.min(high, (length - widths) / Double(row.count - 1)) }
            let next = i < last ? r.rows[i + 1][0].lenF(d) : lastIsFull ? row.last!.lenF(d) : nil
            if let next { low = Swift.max(low, (length - widths - next) / Double(row.count)) }
        }
        if lastIsMixed {
            // The packed row's first gap, within a pixel of the spacing: the capture's setting
            // where it is that close, else the gap as read.
            let gap = lastRow[1].minF(d) - lastRow[0].maxF(d)
            let given = setting("minimumInteritemSpacing").flatMap { abs($0 - gap) <= 1 ? $0 : nil }
            r.interitem = Swift.max(0, given ?? gap)
            return
        }
        r.interitem = Self.choose(low: low, high: high, given: setting("minimumInteritemSpacing"))
    }

    /// Where a justified row ends before snapping (FlowLayoutRules §11): its items are `first +
    /// widths before + i × gap`, each snapped on its own, so item i's snapped start bounds the gap
    /// to `[start − half a pixel, start + half a pixel)` less the rest, over i. The middle of
    /// all those bounds is a gap that lays every item out on its pixel again; the row ends at
    /// the last item's start with it plus its width. Without a common gap (not a justified row)
    /// the last item's snapped end.
    func justifiedEnd(_ row: [Rect]) -> Double {
        guard row.count >= 2 else { return row.last!.maxF(d) }
        let half = 0.5 / scale, first = row[0].minF(d)
        var low = -Double.infinity, high = Double.infinity, before = 0.0
        for (i, item) in row.enumerated() where i > 0 {
            before += row[i - 1].lenF(d)
            let n = Double(i)
            low = Swift.max(low, (item.minF(d) - half - first - before) / n)
            high = Swift.min(high, (item.minF(d) + half - first - before) / n)
        }
        guard low < high else { return row.last!.maxF(d) }
        let gap = (low + high) / 2
        return first + before + Double(row.count - 1) * gap + row.last!.lenF(d)
    }

    /// A section of one item, on a row of its own: where a copy of it fits, it starts on the
    /// leading inset (read as its start, the trailing inset leaving room for the copy); else it
    /// is centred (insets of its offset from the centre).
    func readLoneItem(_ r: inout Reading) {
        let item = r.rows[0][0], w = item.lenF(d), start = item.minF(d)
        if across - start - 2 * w >= 0 {
            r.leadF = start
            r.trailF = Swift.min(settingInset { $0.trailF(d) } ?? start, across - start - 2 * w)
        } else {
            let diff = 2 * start + w - across
            r.leadF = Swift.max(diff, 0); r.trailF = r.leadF - diff
        }
    }

    /// A spacing in `(low, high]`: the capture's when it lies there, else the middle, else
    /// UIKit's default 10 moved inside; never negative.
    static func choose(low: Double, high: Double, given: Double?) -> Double {
        let v: Double
        if let given, given > low, given <= high { v = given }
        else if low.isFinite, high.isFinite { v = (low + high) / 2 }
        else if high.isFinite { v = Swift.min(10, high) }
        else if low.isFinite { v = Swift.max(10, low + 10) }
        else { v = given ?? 10 }
        return Swift.max(0, v)
    }

    /// The scroll-axis insets: sections follow each other without gaps from 0, so a section's
    /// start is its header's start or the previous footer's end, and its end its footer's end
    /// or the next section's start (or where a pinned header's or footer's track shows it);
    /// where none of those shows (no header or footer between two sections), only the sum of the bottom and the next top does, and the top is taken as
    /// the capture's `sectionInset.top`, else section 0's.
    func readScrollAxis(_ readings: inout [Reading]) {
        let n = readings.count
        func start(_ s: Int) -> Double? {
            s == 0 ? 0 : readings[s].header?.minS(d) ?? readings[s - 1].footer?.maxS(d) ?? trackedStarts[s]
        }
        func end(_ s: Int) -> Double? {
            readings[s].footer?.maxS(d) ?? (s + 1 < n ? start(s + 1) : contentEnd)
        }
        var topGuess = settingInset { $0.leadS(d) }
        for s in 0 ..< n {
            let h = readings[s].header?.lenS(d) ?? 0, f = readings[s].footer?.lenS(d) ?? 0
            guard let first = readings[s].rowsStart, let last = readings[s].rowsEnd else {
                // An empty section: its insets show only as a sum; the top takes it.
                if let a = start(s), let b = end(s) { readings[s].lead = Swift.max(0, b - a - h - f) }
                continue
            }
            if let a = start(s) { readings[s].lead = first - a - h }
            else if let previous = readings[s - 1].rowsEnd {
                let gap = first - previous
                // The section starts at first − h − lead: the tracks' bounds on it bound lead.
                var lead = topGuess ?? 0
                if let b = trackedStartBounds[s] { lead = Swift.min(Swift.max(lead, first - h - b.upperBound), first - h - b.lowerBound) }
                readings[s].lead = Swift.min(Swift.max(lead, 0), gap)
                readings[s - 1].trail = gap - readings[s].lead
            }
            if topGuess == nil, start(s) != nil { topGuess = readings[s].lead }
            if let b = end(s) { readings[s].trail = b - f - last }
            else if s + 1 == n { readings[s].trail = settingInset { $0.trailS(d) } ?? 0 }
        }
    }
}
