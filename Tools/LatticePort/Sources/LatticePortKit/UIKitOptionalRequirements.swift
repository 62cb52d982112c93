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

/// What `LatticeFixtureDelegate` (the collection view's delegate lattice sets from a fixture)
/// answers: `UICollectionViewDelegateFlowLayout`'s methods, by name, with their result types. A
/// layout's own protocol often repeats them (`extension LatticeFixtureDelegate: MyLayoutDelegate {}`
/// in a setup file): the default of such an optional requirement asks the fixture's delegate, as
/// its existing method would answer on iOS.
enum FixtureDelegateAnswers {
    static let resultTypes: [String: String] = [
        "collectionView(_:layout:sizeForItemAt:)": "CGSize",
        "collectionView(_:layout:insetForSectionAt:)": "UIEdgeInsets",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)": "CGFloat",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)": "CGFloat",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)": "CGSize",
        "collectionView(_:layout:referenceSizeForFooterInSection:)": "CGSize",
    ]
}
