/// The flat arrays `AlignedLayout` keeps between `prepare()` and the queries: one frame per cell,
/// one record per line and one per section. No per-item objects; attributes are made on demand.
///
/// For the rect query every record also carries its vertical **extent** (the smallest minY and
/// largest maxY of what it shows: cells, and for sections the header wherever pinning can put it),
/// because cells may hang out of their line (AlignedLayoutRules §6) or section (negative insets, AlignedLayoutRules §12.4).
/// The running maximum of maxY (forward) and running minimum of minY (backward) are monotonic, so
/// both ends of the visible range are found by binary search (the lines' in their records, the
/// sections' in `sectionSearch`).

/// One line of cells (a "line of type" in FSQ's typesetter picture).
struct AlignedLineRecord: Hashable, Sendable {
    /// The line's cells in `AlignedStorage.cellFrames`.
    var cells: Range<Int>
    /// max over this and the earlier lines of the same section of the cells' maxY.
    var prefixMaxY: Double
    /// min over this and the later lines of the same section of the cells' minY.
    var suffixMinY: Double
}

/// One section: its rect, header and the ranges of its cells and lines.
struct AlignedSectionRecord: FlatItemsSection, Hashable, Sendable {
    /// `sectionRect.top` (also the header's resting y).
    var top: Double
    /// `sectionRect.bottom`.
    var bottom: Double
    /// The header height (0: no header).
    var headerHeight: Double
    /// The section's cells in `AlignedStorage.cellFrames`.
    var items: Range<Int>
    /// The section's lines in `AlignedStorage.lines`.
    var lines: Range<Int>
    /// Vertical extent of everything the section can show (empty: +inf ... -inf).
    var extentMinY: Double
    var extentMaxY: Double
}

/// Everything a `prepare()` produces.
struct AlignedStorage: Sendable {
    var cellFrames: [Rect] = []
    var lines: [AlignedLineRecord] = []
    var sections: [AlignedSectionRecord] = []
    /// The section search of rect queries, by the sections' extents.
    var sectionSearch = SectionSearch()
    /// The width W the layout was computed for.
    var width: Double = 0
    var contentHeight: Double = 0

    /// Drops sections `from...` and everything they own, keeping capacity.
    mutating func truncate(fromSection s: Int) {
        guard s < sections.count else { return }
        let r = sections[s]
        cellFrames.removeSubrange(r.items.lowerBound...)
        lines.removeSubrange(r.lines.lowerBound...)
        sections.removeSubrange(s...)
    }

    /// Drops everything; the small arrays keep their capacity, the cell frames (rebuilt at their
    /// final size by every `prepare()`) do not.
    mutating func removeAll() {
        cellFrames = []
        lines.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
    }
}
