import LatticeLayout

/// UICollectionViewFlowLayout in the viewer: `d` switches `scrollDirection`, `s` toggles
/// `sectionHeadersPinToVisibleBounds`; it has no stretchToEdge, stickyHeaderYOffset or
/// topContentInset (the keys say so). Footers pin from the fixture's
/// `sectionFootersPinToVisibleBounds`.
extension FlowLayout: ViewerLayout {
    public var layoutName: String { "flow" }
    public var supportedKnobs: KnobSupport { [.scrollDirection, .stickyHeaders] }

    /// The section's values as the fixture resolved them (its section, its `defaults:`, else
    /// the options: `sectionInset`, `minimumLineSpacing`, …), its items left out.
    public func flowSectionValues(section: Int) -> FlowSection? {
        guard section >= 0, section < sections.count else { return nil }
        var values = sections[section]
        values.itemSizes = []
        return values
    }

    /// The item's size (an item that gives none holds the options' `itemSize`).
    public func flowItemSize(at indexPath: IndexPath) -> Size? {
        guard indexPath.section >= 0, indexPath.section < sections.count,
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].itemSizes.count else { return nil }
        return sections[indexPath.section].itemSizes[indexPath.item]
    }
    public var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: options.scrollDirection, stickyHeaders: options.sectionHeadersPinToVisibleBounds) }
        set {
            var o = options
            o.scrollDirection = newValue.scrollDirection
            o.sectionHeadersPinToVisibleBounds = newValue.stickyHeaders
            options = o
        }
    }

    /// UICollectionViewFlowLayout reads only the length of `headerReferenceSize` /
    /// `footerReferenceSize` along the scroll axis (the height when vertical, the width when
    /// horizontal) and shows no header or footer where it is 0. A size with length only across
    /// the axis (`[0, 30]` scrolling horizontally) was meant for the other direction: say so.
    public var hiddenSupplementaryReason: String? {
        let d = options.scrollDirection
        let side = d == .vertical ? "height" : "width"
        let way = d == .vertical ? "vertically" : "horizontally"
        func hidden(_ size: (FlowSection) -> Size, _ name: String) -> String? {
            guard let s = sections.first(where: { size($0).s(d) == 0 && size($0).f(d) > 0 }) else { return nil }
            let v = size(s)
            return "\(name) [\(fmt(v.width)), \(fmt(v.height))] has \(side) 0"
        }
        let found = [hidden(\.headerSize, "headerReferenceSize"), hidden(\.footerSize, "footerReferenceSize")].compactMap { $0 }
        guard !found.isEmpty else { return nil }
        let what = found.count == 2 ? "no header or footer" : found[0].hasPrefix("header") ? "no header" : "no footer"
        return "\(what): \(found.joined(separator: ", ")), the length UIKit reads when scrolling \(way)"
    }
}
