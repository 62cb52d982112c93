/// The layout pass of IGListCollectionViewLayout (`_calculateLayoutIfNeeded` in
/// `IGListCollectionViewLayout.mm`), rule by rule from ListLayoutRules §2 to §4.
///
/// Picture a typewriter that does not return the carriage between sections: items are typed
/// along the row (F) until one would pass the row end by more than 1 point; then a new row
/// starts past the farthest thing typed so far (S). Every rule is written once, along the
/// scroll axis S and the fixed axis F.
///
/// The pass writes into flat arrays and allocates nothing per item.
package struct ListTypewriter {
    let direction: ScrollDirection
    /// C: the viewport's F length minus the content inset's two F sides (ListLayoutRules §1).
    let container: Double
    let grid: ListPixelGrid
    let stretchToEdge: Bool
    let showHeaderWhenEmpty: Bool

    /// IGList's 1-point tolerance past the row end (ListLayoutRules §3.2) and stretchToEdge window
    /// (ListLayoutRules §3.3). `lattice import --infer list` reasons with the same value.
    package static let epsilon = 1.0
    /// IGList's FLT_EPSILON in its clamp assertion (ListLayoutRules §3.1).
    static let clampTolerance = 1.1920928955078125e-07

    /// Lays out `sections[start...]` starting from `cursor`, replacing everything stored for
    /// those sections. `records`, `frames`, `samples` (the sampled running maximum of maxS, see
    /// `ReachSamples`) and `clamps` must hold exactly the data of sections `0 ..< start` on
    /// entry.
    func layOut(_ sections: [ListSection], from start: Int, cursor initial: ListCursor,
                records: inout [ListSectionRecord], frames: inout [Rect],
                samples: inout [Double], clamps: inout [ListClampRecord]) {
        guard start < sections.count else { return }
        let firstItem = records.last?.items.upperBound ?? 0
        var total = firstItem
        for s in start ..< sections.count { total += sections[s].itemSizes.count }
        records.reserveCapacity(sections.count)
        // Output storage: new arrays of the exact size, the kept prefix copied, the rest written
        // once through pointers (no zero fill).
        let kept = min(firstItem, frames.count)
        let sampleCount = ReachSamples.count(items: total)
        let keptSamples = min(ReachSamples.count(items: kept), samples.count)
        var cursor = initial
        var newSamples: [Double] = []
        let newFrames = [Rect](unsafeUninitializedCapacity: total) { frameBuffer, frameCount in
            OutputStorage.offer(frameBuffer)
            newSamples = [Double](unsafeUninitializedCapacity: sampleCount) { sampleBuffer, filled in
                frames.withUnsafeBufferPointer { old in
                    for i in 0 ..< kept { (frameBuffer.baseAddress! + i).initialize(to: old[i]) }
                }
                samples.withUnsafeBufferPointer { old in
                    for i in 0 ..< keptSamples { (sampleBuffer.baseAddress! + i).initialize(to: old[i]) }
                }
                // Sections 0 ..< start whose items were not kept (never, unless storage was
                // inconsistent) get zero frames rather than garbage.
                for i in kept ..< firstItem { (frameBuffer.baseAddress! + i).initialize(to: .zero) }
                for b in keptSamples ..< ReachSamples.count(items: firstItem) {
                    (sampleBuffer.baseAddress! + b).initialize(to: 0)
                }
                var next = firstItem
                for s in start ..< sections.count {
                    let record = layOutSection(sections[s], index: s, firstItem: next, cursor: &cursor,
                                               frames: frameBuffer, samples: sampleBuffer, clamps: &clamps)
                    records.append(record)
                    next = record.items.upperBound
                }
                filled = sampleCount
            }
            frameCount = total
        }
        frames = newFrames
        samples = newSamples
    }

    /// One section, by the specialisation of `layOutSection(_:..._:_:)` for this pass's direction
    /// and pixel grid: no per-item axis selects, no per-item choice between multiplying and dividing.
    /// The section's arguments are passed once; each case names only the two types it fixes.
    @inline(__always)
    private func layOutSection(_ section: ListSection, index s: Int, firstItem: Int, cursor c: inout ListCursor,
                               frames: UnsafeMutableBufferPointer<Rect>, samples: UnsafeMutableBufferPointer<Double>,
                               clamps: inout [ListClampRecord]) -> ListSectionRecord {
        @inline(__always)
        func specialised<D: StaticScrollDirection, B: ListGridBack>(_ d: D.Type, _ b: B.Type) -> ListSectionRecord {
            layOutSection(section, index: s, firstItem: firstItem, cursor: &c, frames: frames, samples: samples,
                          clamps: &clamps, d, b)
        }
        return switch (direction, grid.inverseIsExact) {
        case (.vertical, true): specialised(VerticalScroll.self, ListGridMultiply.self)
        case (.vertical, false): specialised(VerticalScroll.self, ListGridDivide.self)
        case (.horizontal, true): specialised(HorizontalScroll.self, ListGridMultiply.self)
        case (.horizontal, false): specialised(HorizontalScroll.self, ListGridDivide.self)
        }
    }

    /// One section: start (ListLayoutRules §2.1), items (ListLayoutRules §3), header / footer / bounds and end
    /// (ListLayoutRules §4), with the direction `D` and the pixel grid's way back `B` fixed at compile time.
    private func layOutSection<D: StaticScrollDirection, B: ListGridBack>(
        _ section: ListSection, index s: Int, firstItem: Int, cursor c: inout ListCursor,
        frames: UnsafeMutableBufferPointer<Rect>, samples: UnsafeMutableBufferPointer<Double>,
        clamps: inout [ListClampRecord], _ direction: D.Type, _ back: B.Type
    ) -> ListSectionRecord {
        let m = startSection(section, cursor: &c, direction)
        let start = c
        let pass = section.itemSizes.withUnsafeBufferPointer { sizes in
            placeItems(sizes, m, firstItem: firstItem, cursor: start, frames: frames, samples: samples, direction, back)
        }
        if pass.anyClamped { recordClamps(section, index: s, padded: m.padded, clamps: &clamps, direction) }
        c.s = pass.cursorS; c.f = pass.cursorF; c.nextRowS = pass.nextRowS
        return endSection(m, pass, firstItem: firstItem, cursor: &c, frames: frames, direction)
    }

    /// The lengths of one section that stay fixed while its items are placed (ListLayoutRules §1,
    /// ListLayoutRules §2.1), along the scroll axis S and the fixed axis F.
    private struct SectionLengths {
        var leadS, trailS, leadF, trailF: Double
        /// The padded length P and the row end along F (ListLayoutRules §1).
        var padded, rowEnd: Double
        var lineSpacing, interitem: Double
        var count: Int
        var headerS, headerLen, footerLen: Double
        var hasHeader: Bool { headerLen > 0 }
        var hasFooter: Bool { footerLen > 0 }
    }

    /// What the item loop leaves behind (ListLayoutRules §3): the cursor, R (ListLayoutRules §3.9) as a normalised
    /// box, whether S starts are sorted and whether an item was clamped (ListLayoutRules §3.1).
    private struct ItemsPass {
        var cursorS, cursorF, nextRowS: Double
        var rMinS = 0.0, rMaxS = 0.0, rMinF = 0.0, rMaxF = 0.0
        var sorted = true, anyClamped = false
    }

    /// Starting a section (ListLayoutRules §2.1): its fixed lengths, and the cursor moved past the
    /// header and the leading F inset.
    @inline(__always)
    private func startSection<D: StaticScrollDirection>(_ section: ListSection, cursor c: inout ListCursor,
                                                        _: D.Type) -> SectionLengths {
        let d = D.direction
        let insets = section.insets
        let leadF = insets.leadF(d), trailF = insets.trailF(d)
        let count = section.itemSizes.count
        let hidden = count == 0 && !showHeaderWhenEmpty
        let headerS = section.headerSize.s(d)
        let headerLen = hidden ? 0 : headerS
        let footerLen = hidden ? 0 : section.footerSize.s(d)
        c.s += headerLen
        c.nextRowS += headerLen
        c.f += leadF
        return SectionLengths(leadS: insets.leadS(d), trailS: insets.trailS(d), leadF: leadF, trailF: trailF,
                              padded: container - leadF - trailF, rowEnd: container - trailF,
                              lineSpacing: section.lineSpacing, interitem: section.interitemSpacing,
                              count: count, headerS: headerS, headerLen: headerLen, footerLen: footerLen)
    }

    /// Placing items (ListLayoutRules §3.1 to §3.9). The cursor lives in locals during the loop,
    /// which calls nothing (clamps are collected after it), so the state stays in registers; every
    /// slot of the output is initialised exactly once. IGList asserts on items longer than P by
    /// more than FLT_EPSILON (ListLayoutRules §3.1); lattice warns. The buffers' base addresses are non-nil whenever
    /// there is an item to write.
    @inline(__always)
    private func placeItems<D: StaticScrollDirection, B: ListGridBack>(
        _ sizes: UnsafeBufferPointer<Size>, _ m: SectionLengths, firstItem: Int, cursor c: ListCursor,
        frames: UnsafeMutableBufferPointer<Rect>, samples: UnsafeMutableBufferPointer<Double>, _: D.Type, _ back: B.Type
    ) -> ItemsPass {
        let d = D.direction
        let epsilon = Self.epsilon, clampTolerance = Self.clampTolerance, stretchToEdge = stretchToEdge, grid = grid
        let padded = m.padded, leadS = m.leadS, leadF = m.leadF, limit = m.rowEnd + epsilon, lineSpacing = m.lineSpacing
        var cursorS = c.s, cursorF = c.f, nextRowS = c.nextRowS
        var rMinS = 0.0, rMaxS = 0.0, rMinF = 0.0, rMaxF = 0.0, sorted = true, anyClamped = false
        var runningMaxS = -Double.infinity, previousMinS = -Double.infinity
        // The first item of a section with a header always starts a row (ListLayoutRules §3.2).
        var forceNewRow = m.hasHeader
        // The rounded S start of the current row (ListLayoutRules §3.4, §3.5): changes only with a
        // new row.
        var rowMinS = grid.floor(cursorS + leadS, back)
        if let sizeIn = sizes.baseAddress, let frameOut = frames.baseAddress.map({ $0 + firstItem }),
           let sampleOut = samples.baseAddress {
            for i in 0 ..< m.count {
                let sizeS = sizeIn[i].s(d), sizeF = sizeIn[i].f(d)
                // ListLayoutRules §3.1 Clamp (IGList's MIN: a NaN length clamps to P); recorded
                // after the loop.
                var spanF = sizeF < padded ? sizeF : padded
                if sizeF - padded > clampTolerance { anyClamped = true }
                if cursorF + spanF > limit || forceNewRow { // 3.2 New row.
                    cursorS = i > 0 ? nextRowS + lineSpacing : nextRowS
                    cursorF = leadF
                    rowMinS = grid.floor(cursorS + leadS, back)
                    forceNewRow = false
                }
                // ListLayoutRules §3.3 stretchToEdge: measured against P from the container edge
                // (off by leadF).
                if stretchToEdge {
                    let distance = padded - (cursorF + spanF)
                    if distance > 0 && distance <= epsilon { spanF = padded - cursorF }
                }
                // ListLayoutRules §3.4 and §3.5: the raw frame, then pixel rounding (origin
                // floored, size ceiled).
                let lenS = grid.ceil(sizeS, back), minF = grid.floor(cursorF, back), lenF = grid.ceil(spanF, back)
                (frameOut + i).initialize(to: Rect(minS: rowMinS, lenS: lenS, minF: minF, lenF: lenF, d))
                // Normalised extents (lengths are negative only with bad input,
                // ListLayoutRules §3.10).
                let fMinS = lenS >= 0 ? rowMinS : rowMinS + lenS, fMaxS = lenS >= 0 ? rowMinS + lenS : rowMinS
                let fMinF = lenF >= 0 ? minF : minF + lenF, fMaxF = lenF >= 0 ? minF + lenF : minF
                // ListLayoutRules §3.7 Next row: the rounded far edge, minus this section's leading
                // S inset.
                if fMaxS - leadS > nextRowS { nextRowS = fMaxS - leadS }
                cursorF += spanF + m.interitem // 3.8 Advance by the unrounded span, spacing after every item.
                if i == 0 { // 3.9 R = R ∪ frame.
                    rMinS = fMinS; rMaxS = fMaxS; rMinF = fMinF; rMaxF = fMaxF
                } else {
                    rMinS = fMinS < rMinS ? fMinS : rMinS; rMaxS = fMaxS > rMaxS ? fMaxS : rMaxS
                    rMinF = fMinF < rMinF ? fMinF : rMinF; rMaxF = fMaxF > rMaxF ? fMaxF : rMaxF
                }
                // Query support: the sampled running max of maxS, and whether S starts are sorted.
                runningMaxS = fMaxS > runningMaxS ? fMaxS : runningMaxS
                let global = firstItem &+ i
                if global & ReachSamples.strideMask == 0 {
                    (sampleOut + global >> ReachSamples.strideShift).initialize(to: runningMaxS)
                }
                if !(fMinS >= previousMinS) { sorted = false }
                previousMinS = fMinS
            }
        }
        return ItemsPass(cursorS: cursorS, cursorF: cursorF, nextRowS: nextRowS, rMinS: rMinS, rMaxS: rMaxS,
                         rMinF: rMinF, rMaxF: rMaxF, sorted: sorted, anyClamped: anyClamped)
    }

    /// The clamp records of a section (ListLayoutRules §3.1): every item longer along F than P by
    /// more than FLT_EPSILON. Runs only for a section with such an item.
    private func recordClamps<D: StaticScrollDirection>(_ section: ListSection, index s: Int, padded: Double,
                                                        clamps: inout [ListClampRecord], _: D.Type) {
        let d = D.direction
        for (i, size) in section.itemSizes.enumerated() where size.f(d) - padded > Self.clampTolerance {
            clamps.append(ListClampRecord(indexPath: IndexPath(item: i, section: s), requested: size.f(d), padded: padded))
        }
    }

    /// Headers, footers, section bounds (ListLayoutRules §4.1 to §4.4) and ending a section (ListLayoutRules §4.5):
    /// the cursor carries the bounds on, and the section's record is returned.
    @inline(__always)
    private func endSection<D: StaticScrollDirection>(
        _ m: SectionLengths, _ pass: ItemsPass, firstItem: Int, cursor c: inout ListCursor,
        frames: UnsafeMutableBufferPointer<Rect>, _: D.Type
    ) -> ListSectionRecord {
        let d = D.direction
        let count = m.count
        // R of a single item is that frame as stored (CGRectUnion is never applied to it).
        var items: Rect
        if count == 1 {
            items = frames[firstItem]
        } else {
            items = Rect(minS: pass.rMinS, lenS: pass.rMaxS - pass.rMinS, minF: pass.rMinF,
                         lenF: pass.rMaxF - pass.rMinF, d)
        }
        // ListLayoutRules §4.1 Header resting frame: before the first row, after the leading S
        // inset; or at the end of the previous section's bounds when there are no items.
        let headerMinS = count > 0 ? items.minS(d) - m.headerS : c.carried.maxS(d)
        let header = Rect(minS: headerMinS, lenS: m.headerLen, minF: m.leadF, lenF: m.padded, d)
        // ListLayoutRules §4.2 No items: R is the header's resting frame.
        if count == 0 { items = header }
        // ListLayoutRules §4.3 Footer resting frame: vertical right after the items, horizontal
        // after the trailing S inset.
        let footerMinS = d == .vertical ? items.maxS(d) : items.maxS(d) + m.trailS
        let footer = Rect(minS: footerMinS, lenS: m.footerLen, minF: m.leadF, lenF: m.padded, d)
        // ListLayoutRules §4.4 Section bounds.
        var bounds = items
        if m.hasHeader { bounds = bounds.union(header) }
        if m.hasFooter { bounds = bounds.union(footer) }
        // ListLayoutRules §4.5 Ending a section.
        c.f += m.trailF
        let reach = bounds.maxS(d) + m.trailS
        if reach > c.nextRowS { c.nextRowS = reach }
        c.carried = bounds
        return ListSectionRecord(items: firstItem ..< firstItem + count, bounds: bounds, header: header, footer: footer,
                                 showsSupplementaries: count > 0 || showHeaderWhenEmpty,
                                 itemsSortedByMinS: pass.sorted, trailS: m.trailS, end: c)
    }
}
