/// `layoutAttributesForElementsInRect:` of the aligned layout (ALIGNED-LAYOUT.md section 11).
///
/// The layout's own intersection rule is the closed one (`Rect.touches`: touching edges count).
/// The answer is every cell and every header (at its pinned frame) that touches the rect, found in
/// O(log n + k): a binary search over sections, then over the lines of each visited section, using
/// the monotonic running extents of `AlignedStorage`.
extension AlignedLayout {
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        let top = rect.minY, bottom = rect.maxY
        guard !top.isNaN, !bottom.isNaN, !rect.minX.isNaN, !rect.maxX.isNaN else { return }
        let secs = storage.sections
        // First section whose running max reaches the rect; sections before it all end above it.
        let firstSection = partitionPoint(0 ..< secs.count) { !(secs[$0].prefixMaxY < top) }
        // First section whose running min (over it and every later one) lies below the rect:
        // it and all later sections start below the rect, so the search stops there.
        let endSection = partitionPoint(firstSection ..< secs.count) { !(secs[$0].suffixMinY <= bottom) }
        guard firstSection < endSection else { return }

        for s in firstSection..<endSection {
            let r = secs[s]
            if let pin = headerPin(r, index: s), pin.frame.touches(rect) {
                result.append(headerAttributes(pin))
            }
            guard r.firstLine < r.endLine else { continue }
            appendCells(of: r, section: s, in: rect, top: top, bottom: bottom, into: &result)
        }
    }

    private func appendCells(of r: AlignedSectionRecord, section: Int, in rect: Rect,
                             top: Double, bottom: Double, into result: inout [LayoutAttributes]) {
        let lines = storage.lines
        let firstLine = partitionPoint(r.firstLine ..< r.endLine) { !(lines[$0].prefixMaxY < top) }
        let endLine = partitionPoint(firstLine ..< r.endLine) { !(lines[$0].suffixMinY <= bottom) }
        guard firstLine < endLine else { return }
        let cells = storage.cellFrames
        for c in lines[firstLine].firstCell..<lines[endLine - 1].endCell where cells[c].touches(rect) {
            result.append(.cell(IndexPath(item: c - r.firstCell, section: section), frame: cells[c]))
        }
    }
}
