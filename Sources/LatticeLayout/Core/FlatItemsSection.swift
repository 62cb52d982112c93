/// A section as a layout stores it after `prepare()`, one value per section in a flat array,
/// whose items' frames sit in the layout's flat per-item arrays: `items` is the section's range
/// there, item `i` of the section at flat index `items.lowerBound + i`.
///
/// The list, aligned, flow and line layouts keep their sections so; this is their one way from an
/// index path to a flat index and to a section's item count.
protocol FlatItemsSection {
    var items: Range<Int> { get }
}

extension Array where Element: FlatItemsSection {
    /// The number of items of `section`; 0 for a section out of range (`numberOfItems(inSection:)`).
    @inline(__always) func itemCount(inSection section: Int) -> Int {
        indices.contains(section) ? self[section].items.count : 0
    }

    /// The flat index of the item at `p`; nil when the section or the item is out of range.
    @inline(__always) func flatIndex(of p: IndexPath) -> Int? {
        guard indices.contains(p.section) else { return nil }
        let items = self[p.section].items
        guard p.item >= 0, p.item < items.count else { return nil }
        return items.lowerBound + p.item
    }
}
