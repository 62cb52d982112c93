/// The layout pass of IGListCollectionViewLayout (`_calculateLayoutIfNeeded` in
/// `IGListCollectionViewLayout.mm`), rule by rule from LIST-LAYOUT.md sections 2 to 4.
///
/// Picture a typewriter that does not return the carriage between sections: items are typed
/// along the row (F) until one would pass the row end by more than 1 point; then a new row
/// starts past the farthest thing typed so far (S). Every rule is written once, along the
/// scroll axis S and the fixed axis F.
///
/// The pass writes into flat arrays and allocates nothing per item.
struct ListTypewriter {
    let direction: ScrollDirection
    /// C: the viewport's F length minus the content inset's two F sides (section 1).
    let container: Double
    let grid: ListPixelGrid
    let stretchToEdge: Bool
    let showHeaderWhenEmpty: Bool

    /// IGList's 1-point tolerance past the row end (3.2) and stretchToEdge window (3.3).
    static let epsilon = 1.0
    /// IGList asserts on items wider than P by more than a float epsilon (3.1); lattice warns.
    static let clampTolerance = Double(Float.ulpOfOne)

    /// Lays out `sections[start...]` starting from `cursor`, replacing everything stored for
    /// those sections. `records`, `frames`, `prefixMaxS` (per item: running maximum of maxS
    /// within its section) and `clamps` must hold exactly the data of sections `0 ..< start`
    /// on entry. Returns the number of sections laid out.
    func layOut(_ sections: [ListSection], from start: Int, cursor initial: ListCursor,
                records: inout [ListSectionRecord], frames: inout [Rect],
                prefixMaxS: inout [Double], clamps: inout [ListClampRecord]) {
        guard start < sections.count else { return }
        let firstItem = records.last.map { $0.firstItem + $0.itemCount } ?? 0
        var total = firstItem
        for s in start ..< sections.count { total += sections[s].itemSizes.count }
        records.reserveCapacity(sections.count)
        // Output storage for the items of sections start...: exact size, written through pointers.
        if frames.count > firstItem { frames.removeSubrange(firstItem...) }
        if prefixMaxS.count > firstItem { prefixMaxS.removeSubrange(firstItem...) }
        frames.append(contentsOf: repeatElement(Rect.zero, count: total - firstItem))
        prefixMaxS.append(contentsOf: repeatElement(0, count: total - firstItem))

        var cursor = initial
        var next = firstItem
        frames.withUnsafeMutableBufferPointer { frameBuffer in
            prefixMaxS.withUnsafeMutableBufferPointer { maxBuffer in
                for s in start ..< sections.count {
                    let record = layOutSection(sections[s], index: s, firstItem: next, cursor: &cursor,
                                               frames: frameBuffer, prefixMaxS: maxBuffer, clamps: &clamps)
                    records.append(record)
                    next += record.itemCount
                }
            }
        }
    }

    /// One section: start (2), items (3), header / footer / bounds (4), end (4.5).
    private func layOutSection(_ section: ListSection, index s: Int, firstItem: Int, cursor c: inout ListCursor,
                               frames: UnsafeMutableBufferPointer<Rect>, prefixMaxS: UnsafeMutableBufferPointer<Double>,
                               clamps: inout [ListClampRecord]) -> ListSectionRecord {
        let d = direction
        let insets = section.insets
        let leadS = insets.leadS(d), trailS = insets.trailS(d)
        let leadF = insets.leadF(d), trailF = insets.trailF(d)
        // Lengths along F (section 1): padded length P and the row end.
        let padded = container - leadF - trailF
        let rowEnd = container - trailF
        let lineSpacing = section.lineSpacing, interitem = section.interitemSpacing

        // 2. Starting a section.
        let count = section.itemSizes.count
        let hidden = count == 0 && !showHeaderWhenEmpty
        let headerS = section.headerSize.s(d)
        let headerLen = hidden ? 0 : headerS
        let footerLen = hidden ? 0 : section.footerSize.s(d)
        let hasHeader = headerLen > 0, hasFooter = footerLen > 0
        c.s += headerLen
        c.nextRowS += headerLen
        c.f += leadF

        // 3. Placing items; R (3.9) is tracked as a normalised box.
        var sorted = true
        var rMinS = 0.0, rMaxS = 0.0, rMinF = 0.0, rMaxF = 0.0
        var firstFrame = Rect.zero
        var runningMaxS = -Double.infinity
        var previousMinS = -Double.infinity
        section.itemSizes.withUnsafeBufferPointer { sizes in
            for i in 0 ..< count {
                let size = sizes[i]
                let sizeS = size.s(d), sizeF = size.f(d)
                // 3.1 Clamp (IGList's MIN: a NaN length clamps to P).
                var spanF = sizeF < padded ? sizeF : padded
                if sizeF - padded > Self.clampTolerance {
                    clamps.append(ListClampRecord(indexPath: IndexPath(item: i, section: s), requested: sizeF, padded: padded))
                }
                // 3.2 New row.
                if c.f + spanF > rowEnd + Self.epsilon || (i == 0 && hasHeader) {
                    c.s = c.nextRowS
                    c.f = leadF
                    if i > 0 { c.s += lineSpacing }
                }
                // 3.3 stretchToEdge: measured against P from the container edge (off by leadF).
                if stretchToEdge {
                    let distance = padded - (c.f + spanF)
                    if distance > 0 && distance <= Self.epsilon { spanF = padded - c.f }
                }
                // 3.4 raw frame, 3.5 pixel rounding: origin floored, size ceiled.
                let frame = Rect(minS: grid.floor(c.s + leadS), lenS: grid.ceil(sizeS),
                                 minF: grid.floor(c.f), lenF: grid.ceil(spanF), d)
                frames[firstItem + i] = frame
                let fMinS = frame.minS(d), fMaxS = frame.maxS(d)
                // 3.7 Next row: the rounded far edge, minus this section's leading S inset.
                let reach = fMaxS - leadS
                if reach > c.nextRowS { c.nextRowS = reach }
                // 3.8 Advance by the unrounded span, spacing after every item.
                c.f += spanF + interitem
                // 3.9 R = R ∪ frame.
                let fMinF = frame.minF(d), fMaxF = frame.maxF(d)
                if i == 0 {
                    firstFrame = frame
                    rMinS = fMinS; rMaxS = fMaxS; rMinF = fMinF; rMaxF = fMaxF
                } else {
                    if fMinS < rMinS { rMinS = fMinS }
                    if fMaxS > rMaxS { rMaxS = fMaxS }
                    if fMinF < rMinF { rMinF = fMinF }
                    if fMaxF > rMaxF { rMaxF = fMaxF }
                }
                // Query support: running max of maxS, and whether S starts are sorted.
                if fMaxS > runningMaxS { runningMaxS = fMaxS }
                prefixMaxS[firstItem + i] = runningMaxS
                if !(fMinS >= previousMinS) { sorted = false }
                previousMinS = fMinS
            }
        }
        // R of a single item is that frame as stored (CGRectUnion is never applied to it).
        var items: Rect
        if count == 1 {
            items = firstFrame
        } else {
            items = Rect(minS: rMinS, lenS: rMaxS - rMinS, minF: rMinF, lenF: rMaxF - rMinF, d)
        }

        // 4.1 Header resting frame: before the first row, after the leading S inset; or at the
        // end of the previous section's bounds when there are no items.
        let headerMinS = count > 0 ? items.minS(d) - headerS : c.carried.maxS(d)
        let header = Rect(minS: headerMinS, lenS: headerLen, minF: leadF, lenF: padded, d)
        // 4.2 No items: R is the header's resting frame.
        if count == 0 { items = header }
        // 4.3 Footer resting frame: vertical right after the items, horizontal after the
        // trailing S inset.
        let footerMinS = d == .vertical ? items.maxS(d) : items.maxS(d) + trailS
        let footer = Rect(minS: footerMinS, lenS: footerLen, minF: leadF, lenF: padded, d)
        // 4.4 Section bounds.
        var bounds = items
        if hasHeader { bounds = bounds.union(header) }
        if hasFooter { bounds = bounds.union(footer) }
        // 4.5 Ending a section.
        c.f += trailF
        let reach = bounds.maxS(d) + trailS
        if reach > c.nextRowS { c.nextRowS = reach }
        c.carried = bounds

        return ListSectionRecord(firstItem: firstItem, itemCount: count, bounds: bounds, header: header, footer: footer,
                                 showsSupplementaries: count > 0 || showHeaderWhenEmpty,
                                 itemsSortedByMinS: sorted, trailS: trailS, end: c)
    }
}
