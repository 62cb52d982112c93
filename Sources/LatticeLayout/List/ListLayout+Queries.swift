/// Rect and single-element queries (ListLayoutRules §8, §9.1, §9.2), IGList's
/// `layoutAttributesForElementsInRect:`, `layoutAttributesForItemAtIndexPath:` and
/// `layoutAttributesForSupplementaryViewOfKind:atIndexPath:`.
///
/// A rect query costs O(log n + k): binary searches over the sections and within each
/// visited section for the first item, then a scan that stops at the first item past the rect;
/// attributes are made only for what is returned, and sticky positions
/// only for the sections visited.
extension ListLayout {
    /// ListLayoutRules §8: visit every section from the first to the last whose resting bounds meet
    /// `rect` (sections in between too); return their shown headers (pinned frame) and footers
    /// and their cells that meet `rect`. Touching does not count (`Rect.meets`).
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        guard let visited = visitedSections(for: rect) else { return }
        let d = laidOutDirection
        let rMinS = rect.minS(d), rMaxS = rect.maxS(d)
        for s in visited {
            let record = records[s]
            if record.showsSupplementaries {
                let (header, pinned) = headerFrame(section: s)
                if Self.isShown(header, d), header.meets(rect) {
                    result.append(supplementary(ElementKind.header, section: s, frame: header, pinned: pinned))
                }
                let footer = record.footer
                if Self.isShown(footer, d), footer.meets(rect) {
                    result.append(supplementary(ElementKind.footer, section: s, frame: footer, pinned: false))
                }
            }
            let items = record.items
            guard !items.isEmpty else { continue }
            // Items before `low` end at or before the rect's start along S.
            let low = ReachSamples.firstCandidate(in: items, endingPast: rMinS, samples: itemMaxSSamples)
            // With sorted S starts, the first item starting at or after the rect's end along S
            // ends the scan: so do all later ones.
            let sorted = record.itemsSortedByMinS
            itemFrames.withUnsafeBufferPointer { frames in
                for i in low ..< items.upperBound {
                    let frame = frames[i]
                    if sorted && frame.minS(d) >= rMaxS { break }
                    if frame.meets(rect) {
                        let item = i - items.lowerBound
                        result.append(.cell(IndexPath(item: item, section: s), frame: frame, zIndex: Self.zIndex(s, item)))
                    }
                }
            }
        }
    }

    /// The contiguous range of sections from the first to the last whose bounds meet `rect`,
    /// nil when none does: the section search's candidates, narrowed.
    func visitedSections(for rect: Rect) -> ClosedRange<Int>? {
        let d = laidOutDirection
        let candidates = sectionSearch.candidates(after: rect.minS(d), before: rect.maxS(d))
        let to = candidates.upperBound
        var first = candidates.lowerBound
        while first < to, !records[first].bounds.meets(rect) { first += 1 }
        guard first < to else { return nil }
        var last = to - 1
        while last > first, !records[last].bounds.meets(rect) { last -= 1 }
        return first ... last
    }

    /// 8, step 2: a header or footer is returned only with non-zero width and height and a
    /// positive S length.
    @inline(__always) static func isShown(_ frame: Rect, _ d: ScrollDirection) -> Bool {
        frame.width != 0 && frame.height != 0 && frame.lenS(d) > 0
    }

    /// ListLayoutRules §7: cells `1000·section + item`, supplementary views `1000·section + 999`.
    @inline(__always) static func zIndex(_ section: Int, _ item: Int) -> Int {
        section &* 1000 &+ item
    }

    @inline(__always) func supplementary(_ kind: String, section s: Int, frame: Rect, pinned: Bool) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, kind: kind, indexPath: IndexPath(item: 0, section: s),
                         frame: frame, zIndex: Self.zIndex(s, 999), isPinned: pinned)
    }

    /// ListLayoutRules §9.1: the stored (rounded) frame; nil for an index path out of range.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let i = records.flatIndex(of: indexPath) else { return nil }
        return .cell(indexPath, frame: itemFrames[i], zIndex: Self.zIndex(indexPath.section, indexPath.item))
    }

    /// ListLayoutRules §9.2: the header (moved as ListLayoutRules §6 moves it when sticky) or the
    /// footer (resting) of section `indexPath.section`; the item index is ignored and reported as
    /// 0. Nil when out of range, for another kind, or when the frame has zero width or height.
    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < records.count else { return nil }
        let frame: Rect, pinned: Bool
        switch kind {
        case ElementKind.header: (frame, pinned) = headerFrame(section: s)
        case ElementKind.footer: (frame, pinned) = (records[s].footer, false)
        default: return nil
        }
        guard frame.width != 0, frame.height != 0 else { return nil }
        return supplementary(kind, section: s, frame: frame, pinned: pinned)
    }
}
