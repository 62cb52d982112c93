/// The optional requirements of UIKit's own protocols that layouts call with `?(` on iOS
/// (`delegate?.collectionView?(cv, layout: self, sizeForItemAt: indexPath)`), by method name.
///
/// LatticeUIKit declares these as requirements with default implementations (Swift on Linux has
/// no optional requirements), so the port drops the `?` of such a call and, where no optional
/// chain is around it, wraps the result in `Optional(…)` so that code written for `T?` still
/// reads it (`if let`, `??`).
enum UIKitOptionalRequirements {
    static let names: Set<String> = [
        // UICollectionViewDelegateFlowLayout
        "collectionView(_:layout:sizeForItemAt:)",
        "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)",
        "collectionView(_:layout:referenceSizeForFooterInSection:)",
        // UICollectionViewDataSource
        "numberOfSections(in:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        "collectionView(_:canMoveItemAt:)",
        "collectionView(_:moveItemAt:to:)",
        // UICollectionViewDelegate
        "collectionView(_:targetContentOffsetForProposedContentOffset:)",
        "collectionView(_:transitionLayoutForOldLayout:newLayout:)",
        "collectionView(_:didSelectItemAt:)",
        "collectionView(_:willDisplay:forItemAt:)",
        // UIScrollViewDelegate
        "scrollViewDidScroll(_:)",
        "scrollViewWillBeginDragging(_:)",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "scrollViewDidEndDecelerating(_:)",
    ]
}
