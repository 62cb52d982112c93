@testable import LatticeLayout

/// A second, deliberately plain reading of FlowLayoutRules, for the differential test: every
/// element laid out into one array (no flat storage, no search), then filtered by brute force.
/// Written from the rules' words, not from `FlowTypesetter`.
struct FlowReference {
    var sections: [FlowSection]
    var options: FlowLayoutOptions
    var viewport: Size
    var contentInset: EdgeInsets
    var offset: Point

    /// An origin on the screen's pixel grid: the nearest multiple of 1/screenScale, a tie
    /// (within a billionth of a pixel, whatever the sums' rounding errors) going away from zero.
    func snap(_ v: Double) -> Double {
        let k = options.screenScale
        let n = (v * k).magnitude, down = n.rounded(.down)
        let pixels = n - down >= 0.5 - 1e-9 ? down + 1 : down
        return (v < 0 ? -pixels : pixels) / k
    }

    /// Every element at the current offset, and the content size.
    func layOut() -> (elements: [LayoutAttributes], contentSize: Size) {
        let d = options.scrollDirection
        let c = viewport.f(d) - contentInset.leadF(d) - contentInset.trailF(d)
        let top = offset.s(d) + contentInset.leadS(d)
        let bottom = offset.s(d) + viewport.s(d) - contentInset.trailS(d)
        var out: [LayoutAttributes] = []
        var along = 0.0
        for (s, sec) in sections.enumerated() {
            let start = along
            let hl = sec.headerSize.s(d), fl = sec.footerSize.s(d)
            along += hl + sec.insets.leadS(d)
            let available = c - sec.insets.leadF(d) - sec.insets.trailF(d)
            let rows = Self.rows(sec.itemSizes.map { $0.f(d) }, available: available, spacing: sec.interitemSpacing)
            for (r, row) in rows.enumerated() {
                if r > 0 { along += sec.lineSpacing }
                let rowLen = row.map { sec.itemSizes[$0].s(d) }.max() ?? 0
                let rowSizes = row.map { sec.itemSizes[$0] }
                let lastRow = r == rows.count - 1
                let xs = Self.positions(rowSizes.map { $0.f(d) }, available: available, spacing: sec.interitemSpacing,
                                        paddedLastRow: lastRow && rowSizes.allSatisfy { $0 == rowSizes[0] },
                                        packedLastRow: lastRow && !rowSizes.allSatisfy { $0 == rowSizes[0] })
                for (k, i) in row.enumerated() {
                    let size = sec.itemSizes[i]
                    out.append(.cell(IndexPath(item: i, section: s),
                                     frame: Rect(minS: snap(along + (rowLen - size.s(d)) / 2), lenS: size.s(d),
                                                 minF: snap(sec.insets.leadF(d) + xs[k]), lenF: size.f(d), d)))
                }
                along += rowLen
            }
            along += sec.insets.trailS(d)
            let footerStart = along
            along += fl
            let end = along
            if hl > 0 {
                let pos = options.sectionHeadersPinToVisibleBounds ? min(max(top, start), end - hl) : start
                out.append(LayoutAttributes(category: .supplementary, kind: "header", indexPath: IndexPath(item: 0, section: s),
                                            frame: Rect(minS: snap(pos), lenS: hl, minF: 0, lenF: c, d), isPinned: snap(pos) != snap(start)))
            }
            if fl > 0 {
                let pos = options.sectionFootersPinToVisibleBounds ? max(min(bottom - fl, footerStart), start) : footerStart
                out.append(LayoutAttributes(category: .supplementary, kind: "footer", indexPath: IndexPath(item: 0, section: s),
                                            frame: Rect(minS: snap(pos), lenS: fl, minF: 0, lenF: c, d), isPinned: snap(pos) != snap(footerStart)))
            }
        }
        return (out, sections.isEmpty ? .zero : Size(s: along, f: c, d))
    }

    /// Rows: an item joins the row while the row's length plus the spacing plus the item fits.
    static func rows(_ lengths: [Double], available: Double, spacing: Double) -> [[Int]] {
        var rows: [[Int]] = [], row: [Int] = [], used = 0.0
        for (i, w) in lengths.enumerated() {
            if !row.isEmpty && used + spacing + w <= available {
                row.append(i); used += spacing + w
            } else {
                if !row.isEmpty { rows.append(row) }
                row = [i]; used = w
            }
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// Offsets of a row's items from the leading inset: justified, one alone centred (even when
    /// longer than the row), a last row of equal sizes justified as if copies of its last item
    /// filled it, a last row of unequal sizes packed at the spacing.
    static func positions(_ lengths: [Double], available: Double, spacing: Double, paddedLastRow: Bool,
                          packedLastRow: Bool) -> [Double] {
        if packedLastRow { return runningStarts(lengths, step: spacing) }
        var left = available - lengths.reduce(0, +) - Double(lengths.count - 1) * spacing
        var count = lengths.count
        if paddedLastRow && left >= 0 {
            let copy = lengths.last! + spacing
            if copy <= 0 { return runningStarts(lengths, step: spacing) }
            while left >= copy { left -= copy; count += 1 }
        }
        if count == 1 { return [left / 2] }
        return runningStarts(lengths, step: spacing + left / Double(count - 1))
    }

    static func runningStarts(_ lengths: [Double], step: Double) -> [Double] {
        var x = 0.0
        return lengths.map { w in defer { x += w + step }; return x }
    }
}
