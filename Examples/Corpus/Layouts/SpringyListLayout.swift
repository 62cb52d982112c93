import UIKit

/// A list whose rows hang on springs (UIKit Dynamics): each row is attached to its resting place,
/// and a scroll pulls the rows away from it in proportion to their distance from the top of the
/// visible area, so the list stretches and settles back like a Messages thread.
final class SpringyListLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 44
    var resistance: CGFloat = 1500

    private lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        contentHeight = CGFloat(count) * rowHeight
        guard dynamicAnimator.behaviors.isEmpty else { return }
        for item in 0..<count {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * rowHeight, width: collectionView.bounds.width, height: rowHeight)
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            dynamicAnimator.addBehavior(spring)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            guard let item = spring.items.first else { continue }
            let distanceFromTop = abs(newBounds.minY - spring.anchorPoint.y)
            let pull = delta * min(1, distanceFromTop / resistance)
            item.center.y += delta < 0 ? max(delta, pull) : min(delta, pull)
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }
}
