/// The running cursor of IGListCollectionViewLayout's layout pass (ListLayoutRules §2):
/// the "item coordinate in scroll / fixed direction", the "next-row coordinate in scroll
/// direction" and the rolling section bounds. Each section saves the cursor it ended with
/// (after 4.5) so a relayout can restart at any later section (ListLayoutRules §9.6).
struct ListCursor: Hashable, Sendable {
    /// S coordinate of the current row, before the leading S inset is added.
    var s: Double = 0
    /// F coordinate where the next item would start on the current row.
    var f: Double = 0
    /// S coordinate at which a new row would start, before the leading S inset is added.
    var nextRowS: Double = 0
    /// The previous section's bounds (`carried`, ListLayoutRules §4.4); the zero rectangle before
    /// section 0.
    var carried: Rect = .zero
}

/// What the layout keeps per section (IGList's `IGListSectionEntry`), as a value in one flat
/// array. Item frames live in the layout's single `[Rect]`; a section owns the range `items` of it.
struct ListSectionRecord: FlatItemsSection, Hashable, Sendable {
    /// The section's items in the flat item-frame array.
    var items: Range<Int>
    /// Section bounds B (ListLayoutRules §4.4), resting frames; feeds rect queries, sticky clamps, content size.
    var bounds: Rect
    /// Header resting frame (ListLayoutRules §4.1); zero S length when the section has none or is hidden.
    var header: Rect
    /// Footer resting frame (ListLayoutRules §4.3).
    var footer: Rect
    /// The section has items or `showHeaderWhenEmpty` is on: only then can a rect query
    /// return its header and footer (8, step 2).
    var showsSupplementaries: Bool
    /// Item frames' S starts never decrease in item order, so a rect query may binary-search
    /// the far end. True for every sensible input; false only with negative lengths or
    /// spacings, or NaN, and then the query scans the section linearly (same answer).
    var itemsSortedByMinS: Bool
    /// The section's trailing S inset (content size, ListLayoutRules §5).
    var trailS: Double
    /// The cursor after the section ended (ListLayoutRules §4.5), the restart point of section + 1 (ListLayoutRules §9.6).
    var end: ListCursor
}

/// An item whose F length exceeded the padded length P and was clamped (ListLayoutRules §3.1). Kept as plain
/// numbers; `ListLayout.warnings` turns them into messages on demand.
struct ListClampRecord: Hashable, Sendable {
    var indexPath: IndexPath
    var requested: Double
    var padded: Double
}
