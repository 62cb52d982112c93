import UIKit
import LatticeCLI

// Even sections on the left, odd on the right; each item as wide as its side, as tall as the
// fixture's item.
extension LatticeFixtureDelegate: UICollectionViewDelegateSectionSplitLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sideForSection section: Int) -> UICollectionViewSplitLayoutSide {
        section % 2 == 0 ? .left : .right
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide) -> CGSize {
        CGSize(width: width, height: self.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath).height)
    }
}
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in UICollectionViewSplitLayout() },
]
