/// What the flow layout keeps per section (PSTCollectionView's `PSTGridLayoutSection`), as a
/// value in one flat array. Item frames and rows live in the layout's flat arrays; a section
/// owns a range of each.
struct FlowSectionRecord: FlatItemsSection, Hashable, Sendable {
    /// The section's items in the flat item-frame array.
    var items: Range<Int>
    /// The section's rows in the flat row arrays.
    var rows: Range<Int>
    /// Where the section starts along the scroll axis: its header's start (FlowLayoutRules §5).
    var start: Double
    /// Where the section ends along the scroll axis: after its footer, where the next starts.
    var end: Double
    /// The header's resting frame; zero scroll-axis length when the section has none.
    var header: Rect
    /// The footer's resting frame; zero scroll-axis length when the section has none.
    var footer: Rect
    /// The least and greatest scroll-axis coordinate any of the section's elements can have,
    /// pinned supplementaries included: what a rect query compares against.
    var reachMin, reachMax: Double
}

/// The flow layout's stored geometry, as of one layout pass: flat arrays only.
struct FlowStorage: Sendable {
    var records: [FlowSectionRecord] = []
    /// Every item frame, section after section, row after row.
    var itemFrames: [Rect] = []
    /// Per row (all sections' rows in order): its first item's flat index, then one entry
    /// more, the item count (so row r holds `rowFirstItem[r] ..< rowFirstItem[r + 1]`).
    var rowFirstItem: [Int] = [0]
    /// Per row: its scroll-axis start and end.
    var rowMinS: [Double] = []
    var rowMaxS: [Double] = []
    /// Per row: the greatest `rowMaxS` of rows 0...r (a rect query's first row).
    var rowPrefixMaxS: [Double] = []
    /// Row starts never decrease (true unless negative insets make sections overlap); a rect
    /// query stops at the first row starting past the rect only then.
    var rowsSorted = true
    /// The section search of rect queries, by the sections' reach.
    var sectionSearch = SectionSearch()
    /// The direction and the fixed-axis length C the frames were laid out with.
    var direction: ScrollDirection = .vertical
    var container: Double = 0
    /// The pixel grid the origins were snapped to (FlowLayoutRules §11); pinned frames snap to it too.
    var grid = FlowPixelGrid(scale: 2)
    /// The content's length along the scroll axis (the last section's end).
    var contentLengthS: Double = 0
    /// Items longer than their section's row length (FlowLayoutRules §2), as (section, item,
    /// length, row length).
    var overLong: [(section: Int, item: Int, length: Double, available: Double)] = []

    var rowCount: Int { rowMinS.count }
}
