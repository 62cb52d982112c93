/// The flow layout snaps along its own scroll direction. `performBatchUpdates` invalidates with
/// `invalidateDataSourceCounts`, which lays everything out again (FlowLayoutRules §9).
extension FlowLayout: SectionedLayout {
    public var scrollAxis: ScrollDirection { options.scrollDirection }
}
