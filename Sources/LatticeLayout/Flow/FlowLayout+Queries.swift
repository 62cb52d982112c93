/// Rect and single-element queries (FlowLayoutRules §7): UIKit's
/// `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)` and
/// `layoutAttributesForSupplementaryView(ofKind:at:)`.
///
/// A rect query costs O(log n + k): a binary search over the sections' reach, then within each
/// visited section a binary search for its first row ending past the rect and a scan that
/// stops at the first row starting past it.
extension FlowLayout {
    /// Every header, footer (pinned where they pin) and cell whose frame meets `rect`
    /// (touching does not count, `Rect.meets`).
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        let d = storage.direction
        let rMinS = rect.minS(d), rMaxS = rect.maxS(d)
        for s in storage.sectionSearch.candidates(after: rMinS, before: rMaxS) {
            let r = storage.records[s]
            guard r.reachMin < rMaxS, r.reachMax > rMinS else { continue }
            if r.header.lenS(d) > 0 {
                let (frame, pinned) = headerFrame(s)
                if frame.meets(rect) { result.append(supplementary(ElementKind.header, s, frame, pinned)) }
            }
            if r.footer.lenS(d) > 0 {
                let (frame, pinned) = footerFrame(s)
                if frame.meets(rect) { result.append(supplementary(ElementKind.footer, s, frame, pinned)) }
            }
            appendCells(of: r, section: s, in: rect, into: &result)
        }
    }

    /// The cells of one section that meet `rect`, row by row from the first row ending past
    /// the rect's start. Reads the flat arrays in place (no copy of the storage).
    @inline(__always) private func appendCells(of r: FlowSectionRecord, section s: Int, in rect: Rect,
                                                into result: inout [LayoutAttributes]) {
        let d = storage.direction, sorted = storage.rowsSorted, last = r.rows.upperBound
        let rMinS = rect.minS(d), rMaxS = rect.maxS(d)
        var row = storage.rowPrefixMaxS.withUnsafeBufferPointer { m in partitionPoint(r.rows) { m[$0] > rMinS } }
        storage.rowFirstItem.withUnsafeBufferPointer { firsts in
            storage.rowMinS.withUnsafeBufferPointer { mins in
                storage.itemFrames.withUnsafeBufferPointer { frames in
                    while row < last {
                        if sorted && mins[row] >= rMaxS { break }
                        for i in firsts[row] ..< firsts[row + 1] where frames[i].meets(rect) {
                            result.append(.cell(IndexPath(item: i - r.items.lowerBound, section: s), frame: frames[i], zIndex: Self.cellZIndex))
                        }
                        row += 1
                    }
                }
            }
        }
    }

    /// FlowLayoutRules §7: cells 0, headers and footers 1, pinned ones 2.
    @inline(__always) public static var cellZIndex: Int { 0 }
    @inline(__always) public static var supplementaryZIndex: Int { 1 }
    @inline(__always) public static var pinnedZIndex: Int { 2 }

    @inline(__always) func supplementary(_ kind: String, _ s: Int, _ frame: Rect, _ pinned: Bool) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, kind: kind, indexPath: IndexPath(item: 0, section: s), frame: frame,
                         zIndex: pinned ? Self.pinnedZIndex : Self.supplementaryZIndex, isPinned: pinned)
    }

    /// The item's frame; nil for an index path out of range.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let i = storage.records.flatIndex(of: indexPath) else { return nil }
        return .cell(indexPath, frame: storage.itemFrames[i], zIndex: Self.cellZIndex)
    }

    /// The header (`header`) or footer (`footer`) of section `indexPath.section`, pinned where it
    /// pins; nil when out of range, for another kind, or when the section has none
    /// (FlowLayoutRules §5).
    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < storage.records.count else { return nil }
        let d = storage.direction, r = storage.records[s]
        if ElementKind.isSectionHeader(kind) {
            guard r.header.lenS(d) > 0 else { return nil }
            let (frame, pinned) = headerFrame(s)
            return supplementary(ElementKind.header, s, frame, pinned)
        }
        if ElementKind.isSectionFooter(kind) {
            guard r.footer.lenS(d) > 0 else { return nil }
            let (frame, pinned) = footerFrame(s)
            return supplementary(ElementKind.footer, s, frame, pinned)
        }
        return nil
    }
}
