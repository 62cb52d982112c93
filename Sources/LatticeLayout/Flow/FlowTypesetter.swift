/// The flow layout's layout pass (FlowLayoutRules §2 to §5 and §11), written once for both scroll
/// directions: S is the scroll axis, F the fixed one. It fills rows greedily (FlowLayoutRules §2),
/// spreads each row's leftover space (FlowLayoutRules §3), centres items across S in their row
/// (FlowLayoutRules §4), stacks header, insets, rows and footer along S (FlowLayoutRules §5) and
/// snaps every origin to the pixel grid (FlowLayoutRules §11).
/// UIKit's `UICollectionViewFlowLayout.prepare()`; PSTCollectionView's
/// `PSTGridLayoutSection.computeLayout` and `PSTGridLayoutRow.layoutRow`.
struct FlowTypesetter {
    /// The fixed-axis length of the content, C (the viewport minus the content inset across S).
    var container: Double
    /// The screen's pixel grid origins are snapped to (FlowLayoutRules §11).
    var grid: FlowPixelGrid
    /// Self-sizing: the size of an item not yet measured; nil when items are not self-sizing.
    var estimate: Size?
    /// Per flat item index: measured (takes its own size). Read only when `estimate` is set.
    var measured: [Bool]

    /// The size the layout uses for flat item `index` whose own size is `own` (FlowLayoutRules §8).
    @inline(__always) func size(_ own: Size, index: Int) -> Size {
        guard let estimate, index >= measured.count || !measured[index] else { return own }
        return estimate
    }

    /// Lays out every section into a fresh storage.
    func layOut(_ sections: [FlowSection], _ d: ScrollDirection) -> FlowStorage {
        d == .vertical ? layOut(sections, VerticalScroll.self) : layOut(sections, HorizontalScroll.self)
    }

    private func layOut<D: StaticScrollDirection>(_ sections: [FlowSection], _: D.Type) -> FlowStorage {
        var st = FlowStorage()
        st.direction = D.direction
        st.container = container
        st.grid = grid
        let total = sections.reduce(0) { $0 + $1.itemSizes.count }
        st.itemFrames.reserveCapacity(total)
        st.records.reserveCapacity(sections.count)
        var cursor = 0.0
        for section in sections {
            cursor = layOutSection(section, from: cursor, into: &st, D.self)
        }
        st.contentLengthS = cursor
        FlowTypesetter.buildSearch(&st)
        return st
    }

    /// FlowLayoutRules §5: header, leading inset, rows with line spacing between them, trailing
    /// inset, footer. Returns where the next section starts.
    private func layOutSection<D: StaticScrollDirection>(_ sec: FlowSection, from start: Double,
                                                         into st: inout FlowStorage, _: D.Type) -> Double {
        let d = D.direction
        let headerLen = sec.headerSize.s(d), footerLen = sec.footerSize.s(d)
        let header = grid.snapOrigin(Rect(minS: start, lenS: headerLen, minF: 0, lenF: container, d))
        var cursor = start + headerLen + sec.insets.leadS(d)
        let firstItem = st.itemFrames.count, firstRow = st.rowCount
        let available = container - sec.insets.leadF(d) - sec.insets.trailF(d)
        var rowsMin = Double.infinity, rowsMax = -Double.infinity
        sec.itemSizes.withUnsafeBufferPointer { sizes in
            var i = 0
            while i < sizes.count {
                if i > 0 { cursor += sec.lineSpacing }
                let row = fillRow(sizes, from: i, available: available, spacing: sec.interitemSpacing, firstItem: firstItem, D.self)
                let end = cursor + row.length
                let line = row.end < sizes.count ? LineKind.full
                    : lastLineIsUniform(sizes, row, firstItem: firstItem) ? .lastUniform : .lastMixed
                placeRow(sizes, row, line: line, at: cursor, lead: sec.insets.leadF(d), available: available,
                         spacing: sec.interitemSpacing, firstItem: firstItem, into: &st, D.self)
                rowsMin = min(rowsMin, cursor); rowsMax = max(rowsMax, end)
                cursor = end
                i = row.end
            }
        }
        cursor += sec.insets.trailS(d)
        let footer = grid.snapOrigin(Rect(minS: cursor, lenS: footerLen, minF: 0, lenF: container, d))
        let end = cursor + footerLen
        // Pin travel (FlowLayoutRules §6): a header between its start and end − headerLen, a footer
        // between the section's start and its resting start; widened by half a pixel, the most
        // snapping moves an origin (FlowLayoutRules §11).
        let reachMin = min(start, end - headerLen, cursor, rowsMin) - grid.halfPixel
        let reachMax = max(end, start + footerLen, start + headerLen, rowsMax) + grid.halfPixel
        st.records.append(FlowSectionRecord(items: firstItem ..< st.itemFrames.count, rows: firstRow ..< st.rowCount,
                                            start: start, end: end,
                                            header: header, footer: footer, reachMin: reachMin, reachMax: reachMax))
        return end
    }

    /// One row as FlowLayoutRules §2 fills it: its items `first ..< end`, the sum of their F
    /// lengths, its S length (the tallest item) and the last item's F length.
    struct Row {
        var first: Int, end: Int, sumF: Double, length: Double, lastF: Double
    }

    /// FlowLayoutRules §2: items join the row starting at `first` while each fits after
    /// `interitemSpacing`; the first item always joins, even when longer than the row.
    @inline(__always)
    private func fillRow<D: StaticScrollDirection>(_ sizes: UnsafeBufferPointer<Size>, from first: Int, available: Double,
                                                   spacing: Double, firstItem: Int, _: D.Type) -> Row {
        let d = D.direction
        let s0 = size(sizes[first], index: firstItem + first)
        var row = Row(first: first, end: first + 1, sumF: s0.f(d), length: s0.s(d), lastF: s0.f(d))
        var left = available - row.sumF
        while row.end < sizes.count {
            let s = size(sizes[row.end], index: firstItem + row.end)
            let next = s.f(d) + spacing
            if left < next { break }
            left -= next
            row.sumF += s.f(d); row.lastF = s.f(d)
            if s.s(d) > row.length { row.length = s.s(d) }
            row.end += 1
        }
        return row
    }

    /// Which rule of FlowLayoutRules §3 spreads a line: a line that is not its section's last,
    /// or a last line whose items all have the same size, or a last line of mixed sizes.
    enum LineKind { case full, lastUniform, lastMixed }

    /// FlowLayoutRules §3, the last line: true when every item of the section's last line has
    /// the same size as its first, width and height compared exactly. Measured (OpenUIKit's
    /// `FlowLayoutMeasuredTests`, real UIKit): a uniform last line keeps a full line's spacing,
    /// one of mixed widths or heights is packed. Judged over the last line, not the whole
    /// section: lattice's inference, no measured case tells the two apart.
    @inline(__always)
    private func lastLineIsUniform(_ sizes: UnsafeBufferPointer<Size>, _ row: Row, firstItem: Int) -> Bool {
        let first = size(sizes[row.first], index: firstItem + row.first)
        for i in row.first + 1 ..< row.end where size(sizes[i], index: firstItem + i) != first { return false }
        return true
    }

    /// FlowLayoutRules §3, §4 and §11: places the items of one row, spreading its leftover space,
    /// centring each item across S in the row and snapping each origin on its own.
    @inline(__always)
    private func placeRow<D: StaticScrollDirection>(_ sizes: UnsafeBufferPointer<Size>, _ row: Row, line: LineKind, at rowS: Double,
                                                    lead: Double, available: Double, spacing: Double, firstItem: Int,
                                                    into st: inout FlowStorage, _: D.Type) {
        let d = D.direction
        let count = row.end - row.first
        if count == 1 && row.sumF > available {
            st.overLong.append((st.records.count, row.first, row.sumF, available))
        }
        let (offset, gap) = FlowTypesetter.spread(sumF: row.sumF, count: count, lastF: row.lastF, available: available,
                                                  spacing: spacing, line: line)
        var f = lead + offset
        let step = spacing + gap
        for i in row.first ..< row.end {
            let s = size(sizes[i], index: firstItem + i)
            st.itemFrames.append(Rect(minS: grid.snap(rowS + (row.length - s.s(d)) / 2), lenS: s.s(d),
                                      minF: grid.snap(f), lenF: s.f(d), d))
            f += s.f(d) + step
        }
        if let previous = st.rowMinS.last, previous > rowS - grid.halfPixel { st.rowsSorted = false }
        // The row's reach for rect queries: widened by the half pixel snapping may move its items.
        st.rowMinS.append(rowS - grid.halfPixel)
        st.rowMaxS.append(rowS + row.length + grid.halfPixel)
        st.rowFirstItem.append(st.itemFrames.count)
    }

    /// FlowLayoutRules §3: where a row's first item goes (past the leading inset) and the extra
    /// space added to `interitemSpacing` between items. A line that is not the last shares its
    /// leftover among its items: one alone is centred (`loneItemOffset`), several are justified.
    /// A uniform last line counts copies of its last item too (so a grid's short last row keeps
    /// the columns) and then shares the same way; a mixed last line is packed from the leading
    /// inset at `interitemSpacing`.
    static func spread(sumF: Double, count: Int, lastF: Double, available: Double, spacing: Double,
                       line: LineKind) -> (offset: Double, gap: Double) {
        var left = available - sumF - Double(count - 1) * spacing
        var used = count
        switch line {
        case .full: break
        case .lastMixed: return (0, 0)
        case .lastUniform:
            guard left >= 0 else { break }
            let copy = lastF + spacing
            // Copies of nothing fit without end: the spread between the items tends to 0.
            guard copy > 0 else { return (0, 0) }
            if left >= copy {
                var k = (left / copy).rounded(.down)
                // So many copies that the spread is below any visible amount: call it 0.
                guard k < 1e12 else { return (0, 0) }
                while k > 0 && left - k * copy < 0 { k -= 1 }
                while left - (k + 1) * copy >= 0 { k += 1 }
                left -= k * copy
                used += Int(k)
            }
        }
        if used == 1 { return (loneItemOffset(leftover: left), 0) }
        return (0, left / Double(used - 1))
    }

    /// FlowLayoutRules §3: a line holding one item (no copy of it fitting beside it on a last
    /// line) centres it, leftover / 2 past the leading inset. An item longer than the line has a
    /// negative leftover and starts before the inset. Measured (OpenUIKit's
    /// `FlowLayoutMeasuredTests`, real UIKit): a 250-point item in a 200-point line at x = −25
    /// on every line, a 150-point one at x = 25.
    @inline(__always) static func loneItemOffset(leftover: Double) -> Double { leftover / 2 }

    /// The search arrays of rect queries: prefix maxima of row ends, and the section search by
    /// the sections' reach.
    static func buildSearch(_ st: inout FlowStorage) {
        var running = -Double.infinity
        st.rowPrefixMaxS = st.rowMaxS.map { running = max(running, $0); return running }
        let records = st.records
        st.sectionSearch.rebuild(count: records.count, start: { records[$0].reachMin }, end: { records[$0].reachMax })
    }
}
