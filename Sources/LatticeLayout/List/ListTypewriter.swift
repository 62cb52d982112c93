/// The layout pass of IGListCollectionViewLayout (`_calculateLayoutIfNeeded` in
/// `IGListCollectionViewLayout.mm`), rule by rule from ListLayoutRules §2 to §4.
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
    /// IGList's FLT_EPSILON in its clamp assertion (3.1).
    static let clampTolerance = 1.1920928955078125e-07

    /// Lays out `sections[start...]` starting from `cursor`, replacing everything stored for
    /// those sections. `records`, `frames`, `samples` (the sampled running maximum of maxS, see
    /// `ReachSamples`) and `clamps` must hold exactly the data of sections `0 ..< start` on
    /// entry.
    func layOut(_ sections: [ListSection], from start: Int, cursor initial: ListCursor,
                records: inout [ListSectionRecord], frames: inout [Rect],
                samples: inout [Double], clamps: inout [ListClampRecord]) {
        guard start < sections.count else { return }
        let firstItem = records.last.map { $0.firstItem + $0.itemCount } ?? 0
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
            adviseHugePages(frameBuffer)
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
                    next += record.itemCount
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
    @inline(__always)
    private func layOutSection(_ section: ListSection, index s: Int, firstItem: Int, cursor c: inout ListCursor,
                               frames: UnsafeMutableBufferPointer<Rect>, samples: UnsafeMutableBufferPointer<Double>,
                               clamps: inout [ListClampRecord]) -> ListSectionRecord {
        switch (direction, grid.inverseIsExact) {
        case (.vertical, true):
            layOutSection(section, index: s, firstItem: firstItem, cursor: &c, frames: frames, samples: samples,
                          clamps: &clamps, VerticalScroll.self, ListGridMultiply.self)
        case (.vertical, false):
            layOutSection(section, index: s, firstItem: firstItem, cursor: &c, frames: frames, samples: samples,
                          clamps: &clamps, VerticalScroll.self, ListGridDivide.self)
        case (.horizontal, true):
            layOutSection(section, index: s, firstItem: firstItem, cursor: &c, frames: frames, samples: samples,
                          clamps: &clamps, HorizontalScroll.self, ListGridMultiply.self)
        case (.horizontal, false):
            layOutSection(section, index: s, firstItem: firstItem, cursor: &c, frames: frames, samples: samples,
                          clamps: &clamps, HorizontalScroll.self, ListGridDivide.self)
        }
    }

    /// One section: start (2), items (3), header / footer / bounds (4), end (4.5), with the
    /// direction `D` and the pixel grid's way back `B` fixed at compile time.
    private func layOutSection<D: StaticScrollDirection, B: ListGridBack>(
        _ section: ListSection, index s: Int, firstItem: Int, cursor c: inout ListCursor,
        frames: UnsafeMutableBufferPointer<Rect>, samples: UnsafeMutableBufferPointer<Double>,
        clamps: inout [ListClampRecord], _: D.Type, _ back: B.Type
    ) -> ListSectionRecord {
        let d = D.direction
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

        // 3. Placing items; R (3.9) is tracked as a normalised box. The cursor lives in locals
        // during the loop, which calls nothing (clamps are collected after it), so the state
        // stays in registers; every slot of the output is initialised exactly once.
        // IGList asserts on items longer than P by more than FLT_EPSILON (3.1); lattice warns.
        let epsilon = Self.epsilon, clampTolerance = Self.clampTolerance
        let limit = rowEnd + epsilon
        let stretchToEdge = stretchToEdge, grid = grid
        var cursorS = c.s, cursorF = c.f, nextRowS = c.nextRowS
        var sorted = true, anyClamped = false
        var rMinS = 0.0, rMaxS = 0.0, rMinF = 0.0, rMaxF = 0.0
        var runningMaxS = -Double.infinity
        var previousMinS = -Double.infinity
        // The first item of a section with a header always starts a row (3.2).
        var forceNewRow = hasHeader
        // The rounded S start of the current row (3.4, 3.5): changes only with a new row.
        var rowMinS = grid.floor(cursorS + leadS, back)
        section.itemSizes.withUnsafeBufferPointer { sizes in
            // Non-nil whenever there is an item to write.
            guard let sizeIn = sizes.baseAddress, let frameOut = frames.baseAddress.map({ $0 + firstItem }),
                  let sampleOut = samples.baseAddress else { return }
            for i in 0 ..< count {
                let size = sizeIn[i]
                let sizeS = size.s(d), sizeF = size.f(d)
                // 3.1 Clamp (IGList's MIN: a NaN length clamps to P); recorded after the loop.
                var spanF = sizeF < padded ? sizeF : padded
                if sizeF - padded > clampTolerance { anyClamped = true }
                // 3.2 New row.
                if cursorF + spanF > limit || forceNewRow {
                    cursorS = i > 0 ? nextRowS + lineSpacing : nextRowS
                    cursorF = leadF
                    rowMinS = grid.floor(cursorS + leadS, back)
                    forceNewRow = false
                }
                // 3.3 stretchToEdge: measured against P from the container edge (off by leadF).
                if stretchToEdge {
                    let distance = padded - (cursorF + spanF)
                    if distance > 0 && distance <= epsilon { spanF = padded - cursorF }
                }
                // 3.4 raw frame, 3.5 pixel rounding: origin floored, size ceiled.
                let lenS = grid.ceil(sizeS, back), minF = grid.floor(cursorF, back), lenF = grid.ceil(spanF, back)
                let frame = Rect(minS: rowMinS, lenS: lenS, minF: minF, lenF: lenF, d)
                (frameOut + i).initialize(to: frame)
                // Normalised extents (lengths are negative only with bad input, 3.10).
                let fMinS = lenS >= 0 ? rowMinS : rowMinS + lenS, fMaxS = lenS >= 0 ? rowMinS + lenS : rowMinS
                let fMinF = lenF >= 0 ? minF : minF + lenF, fMaxF = lenF >= 0 ? minF + lenF : minF
                // 3.7 Next row: the rounded far edge, minus this section's leading S inset.
                let reach = fMaxS - leadS
                if reach > nextRowS { nextRowS = reach }
                // 3.8 Advance by the unrounded span, spacing after every item.
                cursorF += spanF + interitem
                // 3.9 R = R ∪ frame.
                if i == 0 {
                    rMinS = fMinS; rMaxS = fMaxS; rMinF = fMinF; rMaxF = fMaxF
                } else {
                    rMinS = fMinS < rMinS ? fMinS : rMinS
                    rMaxS = fMaxS > rMaxS ? fMaxS : rMaxS
                    rMinF = fMinF < rMinF ? fMinF : rMinF
                    rMaxF = fMaxF > rMaxF ? fMaxF : rMaxF
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
        if anyClamped {
            for (i, size) in section.itemSizes.enumerated() where size.f(d) - padded > clampTolerance {
                clamps.append(ListClampRecord(indexPath: IndexPath(item: i, section: s), requested: size.f(d), padded: padded))
            }
        }
        c.s = cursorS; c.f = cursorF; c.nextRowS = nextRowS
        // R of a single item is that frame as stored (CGRectUnion is never applied to it).
        var items: Rect
        if count == 1 {
            items = frames[firstItem]
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
