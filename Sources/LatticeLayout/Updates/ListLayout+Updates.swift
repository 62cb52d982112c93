/// The list layout snaps along its own scroll direction. Setting `sections` invalidates nothing by
/// itself: `performBatchUpdates` invalidates with `modifiedSection` (IGList's
/// `didModifySection:`) and `invalidateDataSourceCounts`, a partial relayout (ListLayoutRules §9.6).
extension ListLayout: SectionedLayout {
    public var scrollAxis: ScrollDirection { options.scrollDirection }
}
