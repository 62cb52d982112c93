/// `layoutAttributesForElementsInRect:` for the line layout: every element whose frame meets the
/// rect (`Rect.meets`, UIKit's open-intersection rule of CONTRACT.md section 2), the arrows placed
/// for the current bounds. O(log n + k): binary searches over sections, then over each section's
/// three sorted sequences, then a walk over what they find.
extension LineLayout {
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        let qa = rect.minS(d), qb = rect.maxS(d)
        guard qa < qb, rect.minF(d) < rect.maxF(d) else { return }   // an empty rect meets nothing

        // Sections that may hold something between qa and qb: from the first whose running
        // maximum extent passes qa, while the remaining ones may still start before qb.
        var s = lineFirstIndex(in: 0, geometry.count) { prefixMaxHi[$0] > qa }
        while s < geometry.count, suffixMinLo[s] < qb {
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
        guard g.itemCount > 0 else { return }
        let line = lineFrame(g)
        if line.meets(rect) { result.append(decoration(LineElementKind.line, s, 0, line, z: Self.lineZIndex)) }

        // Cells, lane by lane: within a lane, starts and ends both increase, so the first cell
        // ending after qa is found by binary search and the walk stops at the first starting at qb.
        // `both` items are in both lanes and are reported from the left one.
        collectCells(leftLane, g.leftLaneStart, g.leftLaneCount, s, g, rect, qa, qb, skipBoth: false, &result)
        collectCells(rightLane, g.rightLaneStart, g.rightLaneCount, s, g, rect, qa, qb, skipBoth: true, &result)

        // Grips, tails and labels, over all items by their span on the line (which increases in
        // item order); tails may overhang their grip by `tailOverhang`, so the search widens by it.
        let a = qa - metrics.tailOverhang, b = qb + metrics.tailOverhang
        let c = g.lineCentreF
        let end = g.itemStart + g.itemCount
        var i = lineFirstIndex(in: g.itemStart, end) { lineSpan(ofItem: $0).hi > a }
        while i < end, lineSpan(ofItem: i).lo < b {
            let flags = itemFlags[i], side = LinePlacedSide(flags: flags)
            if side != .both {
                let f = itemFrames[i], item = i - g.itemStart
                let grip = gripFrame(item: f, lineCentreF: c)
                if grip.meets(rect) { result.append(supplementary(LineElementKind.itemGrip, s, item, grip, z: Self.gripZIndex)) }
                let tail = tailFrame(item: f, side: side, lineCentreF: c)
                if tail.meets(rect) { result.append(supplementary(LineElementKind.itemTail, s, item, tail, z: Self.baseZIndex)) }
                if flags & LinePlacedSide.labelFlag != 0 {
                    let label = labelFrame(item: f, lineCentreF: c)
                    if label.meets(rect) { result.append(supplementary(LineElementKind.itemLineLabel, s, item, label, z: Self.gripZIndex)) }
                }
            }
            i += 1
        }
    }

    @inline(__always)
    private func collectCells(_ lane: [Int32], _ start: Int, _ count: Int, _ s: Int, _ g: LineSectionGeometry,
                              _ rect: Rect, _ qa: Double, _ qb: Double, skipBoth: Bool,
                              _ result: inout [LayoutAttributes]) {
        let end = start + count
        var k = lineFirstIndex(in: start, end) { itemFrames[Int(lane[$0])].maxS(d) > qa }
        while k < end {
            let i = Int(lane[k])
            let f = itemFrames[i]
            if f.minS(d) >= qb { break }
            if !(skipBoth && LinePlacedSide(flags: itemFlags[i]) == .both), f.meets(rect) {
                result.append(.cell(IndexPath(item: i - g.itemStart, section: s), frame: f, zIndex: Self.baseZIndex))
            }
            k += 1
        }
    }
}
