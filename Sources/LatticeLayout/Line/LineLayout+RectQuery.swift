/// `layoutAttributesForElementsInRect:` for the line layout (LineLayoutRules §2.11): every element
/// whose frame meets the rect (`Rect.meets`, UIKit's open-intersection rule of
/// CommandLineContract §2.3), the arrows placed for the current bounds. O(log n + k): a binary
/// search over sections, then one over each section's reach samples
/// (`LineLayoutPass.Storage.reachSamples`), then walks over what they find.
extension LineLayout {
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        let qa = rect.minS(d), qb = rect.maxS(d)
        guard qa < qb, rect.minF(d) < rect.maxF(d) else { return }   // an empty rect meets nothing

        // Sections that may hold something between qa and qb: from the first whose running
        // maximum extent passes qa, while the remaining ones may still start before qb.
        // (Local references: one exclusivity check for the walk, none per read.)
        let keys = sectionKeys, geometry = storage.geometry
        var s = partitionPoint(0 ..< keys.count) { keys[$0].prefixMaxHi > qa }
        while s < keys.count, keys[s].suffixMinLo < qb {
            let g = geometry[s]
            if g.lo < qb, g.hi > qa { collect(section: s, g, rect, qa, qb, &result) }
            s += 1
        }

        if let a = startArrow, a.frame.meets(rect) { result.append(decoration(LineElementKind.arrow, 0, 0, a.frame, z: Self.arrowZIndex)) }
        if let a = endArrow, a.frame.meets(rect) { result.append(decoration(LineElementKind.arrow, 0, 1, a.frame, z: Self.arrowZIndex)) }
    }

    private func collect(section s: Int, _ g: LineSectionGeometry, _ rect: Rect, _ qa: Double, _ qb: Double,
                         _ result: inout [LayoutAttributes]) {
        if g.headerLen > 0 {
            let f = headerFrame(g)
            if f.meets(rect) { result.append(supplementary(LineElementKind.sectionHeader, s, 0, f, z: Self.baseZIndex)) }
        }
        if g.footerLen > 0 {
            let f = footerFrame(g)
            if f.meets(rect) { result.append(supplementary(LineElementKind.sectionFooter, s, 0, f, z: Self.baseZIndex)) }
        }
        guard !g.items.isEmpty else { return }
        let line = lineFrame(g)
        if line.meets(rect) { result.append(decoration(LineElementKind.line, s, 0, line, z: Self.lineZIndex)) }

        switch d {
        case .vertical: collectItems(section: s, g, rect, qa, qb, &result, VerticalScroll.self)
        case .horizontal: collectItems(section: s, g, rect, qa, qb, &result, HorizontalScroll.self)
        }
    }

    /// The cells, grips, tails and labels of section `s` (items `g.items`) that meet
    /// `rect`, with the direction `D` fixed at compile time.
    ///
    /// Every item before `first` has all its elements end at or before qa (the sampled running
    /// maximum of `lineReach`); from there, the walks stop at the first item whose elements start
    /// at or past qb (`lineLow` increases in item order). Cells come lane by lane (left and `both`
    /// items, then right items), then grips, tails and labels: the order of elements of equal
    /// zIndex is the order a renderer draws them in.
    private func collectItems<D: StaticScrollDirection>(section s: Int, _ g: LineSectionGeometry,
                                                        _ rect: Rect, _ qa: Double, _ qb: Double,
                                                        _ result: inout [LayoutAttributes], _: D.Type) {
        let d = D.direction
        let start = g.items.lowerBound, end = g.items.upperBound
        let first = ReachSamples.firstCandidate(in: g.items, endingPast: qa, samples: storage.reachSamples)
        let m = metrics, c = g.lineCentreF
        let box = LineQueryBox(rect)
        // Local references (no closures, so `d` stays a constant; no exclusivity check per read).
        let frames = storage.frames, flags = storage.flags
        // Left and `both` cells; whether any right item was passed.
        var sawRight = false
        for i in first ..< end {
            let f = frames[i]
            if f.minS(d) >= qb { break }
            if LinePlacedSide(flags: flags[i]) == .right { sawRight = true; continue }
            if box.meets(f) { result.append(.cell(IndexPath(item: i - start, section: s), frame: f, zIndex: Self.baseZIndex)) }
        }
        if sawRight {
            for i in first ..< end {
                let f = frames[i]
                if f.minS(d) >= qb { break }
                if LinePlacedSide(flags: flags[i]) == .right, box.meets(f) {
                    result.append(.cell(IndexPath(item: i - start, section: s), frame: f, zIndex: Self.baseZIndex))
                }
            }
        }
        for i in first ..< end {
            let f = frames[i], itemFlags = flags[i], side = LinePlacedSide(flags: itemFlags)
            let hasLabel = itemFlags & LinePlacedSide.labelFlag != 0
            let span = lineSpan(startS: f.minS(d), lenS: f.lenS(d), side: side, hasLabel: hasLabel, metrics: m)
            if lineLow(startS: f.minS(d), spanLo: span.lo, overhang: m.tailOverhang) >= qb { break }
            guard side != .both, span.hi + m.tailOverhang > qa else { continue }
            let item = i - start
            let grip = gripFrame(item: f, lineCentreF: c, d)
            if box.meets(grip) { result.append(supplementary(LineElementKind.itemGrip, s, item, grip, z: Self.gripZIndex)) }
            let tail = tailFrame(item: f, side: side, lineCentreF: c, d)
            if box.meets(tail) { result.append(supplementary(LineElementKind.itemTail, s, item, tail, z: Self.baseZIndex)) }
            if hasLabel {
                let label = labelFrame(item: f, lineCentreF: c, d)
                if box.meets(label) { result.append(supplementary(LineElementKind.itemLineLabel, s, item, label, z: Self.gripZIndex)) }
            }
        }
    }
}

/// The query rect, normalised once, and `Rect.meets` (the open intersection) for the line
/// layout's own frames: their lengths are never negative (`lineLength`), so their origin is
/// their minimum and they need no normalising of their own; their numbers are never NaN
/// (`lineMax`).
struct LineQueryBox {
    let minX: Double, maxX: Double, minY: Double, maxY: Double

    init(_ rect: Rect) { minX = rect.minX; maxX = rect.maxX; minY = rect.minY; maxY = rect.maxY }

    /// `rect.meets(frame)` for a frame of non-negative width and height.
    @inline(__always) func meets(_ frame: Rect) -> Bool {
        let x = frame.origin.x, y = frame.origin.y
        return lineMax(x, minX) < Swift.min(x + frame.size.width, maxX)
            && lineMax(y, minY) < Swift.min(y + frame.size.height, maxY)
    }
}
