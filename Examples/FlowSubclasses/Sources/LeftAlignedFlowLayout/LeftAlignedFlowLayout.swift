import LatticeUIKit

/// A flow layout whose rows start at the section inset's left and keep
/// `minimumInteritemSpacing` between items, instead of spreading the leftover space.
open class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let copied = attributes.map { $0.copy() as! UICollectionViewLayoutAttributes }
        var leftMargin = sectionInset.left
        var maxY: CGFloat = -1.0
        for layoutAttribute in copied where layoutAttribute.representedElementCategory == .cell {
            if layoutAttribute.frame.origin.y >= maxY {
                leftMargin = sectionInset.left
            }
            layoutAttribute.frame.origin.x = leftMargin
            leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
            maxY = max(layoutAttribute.frame.maxY, maxY)
        }
        return copied
    }

    /// The item as its row places it: the row is asked for with a rect as wide as the view.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let current = super.layoutAttributesForItem(at: indexPath), let collectionView = collectionView else { return nil }
        let rowRect = CGRect(x: 0, y: current.frame.minY, width: collectionView.bounds.width, height: current.frame.height)
        return layoutAttributesForElements(in: rowRect)?.first { $0.indexPath == indexPath } ?? current
    }
}
