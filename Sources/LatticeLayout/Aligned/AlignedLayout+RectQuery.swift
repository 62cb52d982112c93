/// `layoutAttributesForElementsInRect:` of the aligned layout (AlignedLayoutRules §11).
///
/// A frame is returned when it meets the rect (`Rect.meets`, CGRectIntersectsRect on iOS, which
/// FSQ calls: the overlap has positive width and height; touching edges do not count). The answer
/// is every cell and every header (at its pinned frame) that meets the rect, found in
/// O(log n + k): a binary search over sections, then over the lines of each visited section, using
/// the monotonic running extents of `AlignedStorage`.
extension AlignedLayout {
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        let top = rect.minY, bottom = rect.maxY
        guard !top.isNaN, !bottom.isNaN, !rect.minX.isNaN, !rect.maxX.isNaN else { return }
        let secs = storage.sections
        for s in storage.sectionSearch.candidates(after: top, before: bottom) {
            let r = secs[s]
            if let pin = headerPin(r, index: s), pin.frame.meets(rect) {
                result.append(headerAttributes(pin))
            }
            guard !r.lines.isEmpty else { continue }
            appendCells(of: r, section: s, in: rect, top: top, bottom: bottom, into: &result)
        }
    }

    private func appendCells(of r: AlignedSectionRecord, section: Int, in rect: Rect,
                             top: Double, bottom: Double, into result: inout [LayoutAttributes]) {
        let lines = storage.lines
        let firstLine = partitionPoint(r.lines) { !(lines[$0].prefixMaxY <= top) }
        let endLine = partitionPoint(firstLine ..< r.lines.upperBound) { !(lines[$0].suffixMinY < bottom) }
        guard firstLine < endLine else { return }
        let cells = storage.cellFrames
        for c in lines[firstLine].cells.lowerBound..<lines[endLine - 1].cells.upperBound where cells[c].meets(rect) {
            result.append(.cell(IndexPath(item: c - r.items.lowerBound, section: section), frame: cells[c]))
        }
    }
}
