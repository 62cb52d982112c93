package import LatticeLayout

/// A hosted `UICollectionViewFlowLayout` (or subclass): the values its last layout pass used,
/// for the viewer's inspector. They are the engine's copy of what `prepare()` read — the
/// delegate's answers where the fixture's delegate gave them, else the layout's own properties
/// (`sectionInset`, `minimumLineSpacing`, …, `itemSize`) — so reading them calls no code of the
/// program's.
extension UIKitLayoutBridge {
    /// Section `section`'s insets, spacings and reference sizes as the last layout pass used
    /// them, its items left out; nil when the layout is no flow layout or has no such section.
    package func flowSectionValues(section: Int) -> FlowSection? {
        guard let flow = layout as? UICollectionViewFlowLayout, section >= 0, section < flow.preparedSections.count else { return nil }
        var values = flow.preparedSections[section]
        values.itemSizes = []
        return values
    }

    /// Item `indexPath`'s size as the last layout pass used it (`sizeForItemAt`, else
    /// `itemSize`); nil when the layout is no flow layout or has no such item.
    package func flowItemSize(at indexPath: LatticeLayout.IndexPath) -> Size? {
        guard let flow = layout as? UICollectionViewFlowLayout, indexPath.section >= 0,
              indexPath.section < flow.preparedSections.count else { return nil }
        let sizes = flow.preparedSections[indexPath.section].itemSizes
        return indexPath.item >= 0 && indexPath.item < sizes.count ? sizes[indexPath.item] : nil
    }
}
