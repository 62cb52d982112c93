import UIKit
import QuartzCore

/// A horizontal carousel: square items in one row, the first one centred at rest; an item is
/// scaled down (a `transform3D`) the further its centre is from the middle of the visible area,
/// and a fling always stops with an item in the middle.
final class CoverFlowLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 100, height: 100)
    var minimumScale: CGFloat = 0.6
    /// The distance from the middle at which an item has shrunk to `minimumScale`… and beyond.
    var falloff: CGFloat = 250

    private var baseAttributes: [UICollectionViewLayoutAttributes] = []
    private var sideInset: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        sideInset = (collectionView.bounds.width - itemSize.width) / 2
        let y = (collectionView.bounds.height - itemSize.height) / 2
        baseAttributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(origin: CGPoint(x: sideInset + CGFloat(item) * itemSize.width, y: y), size: itemSize)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 2 * sideInset + CGFloat(baseAttributes.count) * itemSize.width, height: collectionView?.bounds.height ?? 0)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        baseAttributes.compactMap { layoutAttributesForItem(at: $0.indexPath) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView = collectionView, indexPath.item < baseAttributes.count,
              let attributes = baseAttributes[indexPath.item].copy() as? UICollectionViewLayoutAttributes else { return nil }
        let visibleMidX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let distance = abs(attributes.center.x - visibleMidX)
        let scale = max(minimumScale, 1 - distance / falloff)
        attributes.transform3D = CATransform3DMakeScale(scale, scale, 1)
        attributes.zIndex = Int(scale * 100)
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let index = (proposedContentOffset.x / itemSize.width).rounded()
        let clamped = min(max(index, 0), CGFloat(max(baseAttributes.count - 1, 0)))
        return CGPoint(x: clamped * itemSize.width, y: proposedContentOffset.y)
    }
}
