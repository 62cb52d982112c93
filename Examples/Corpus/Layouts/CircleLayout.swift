import UIKit

/// Items spaced evenly on a circle around the middle of the collection view, the first at the
/// top, going clockwise (the layout of Apple's classic "CircleLayout" demo, written afresh).
final class CircleLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 40, height: 40)

    private var center: CGPoint = .zero
    private var radius: CGFloat = 0
    private var count = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let size = collectionView.bounds.size
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2 - max(itemSize.width, itemSize.height) / 2
        count = collectionView.numberOfItems(inSection: 0)
    }

    override var collectionViewContentSize: CGSize {
        collectionView?.bounds.size ?? .zero
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(max(count, 1))
        attributes.size = itemSize
        attributes.center = CGPoint(x: (center.x + radius * sin(angle)).rounded(),
                                    y: (center.y - radius * cos(angle)).rounded())
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }
}
