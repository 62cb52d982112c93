import UIKit

/// Tags that flow left to right and wrap, each line left-aligned, sized by the flow delegate.
final class TagCloudLayout: UICollectionViewLayout {
    var interitemSpacing: CGFloat = 6
    var lineSpacing: CGFloat = 6
    var contentInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let maxX = collectionView.bounds.width - contentInsets.right
        var x = contentInsets.left
        var y = contentInsets.top
        var lineHeight: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let size = flowDelegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath)
                ?? CGSize(width: 60, height: 24)
            if x + size.width > maxX && x > contentInsets.left {
                x = contentInsets.left
                y += lineHeight + lineSpacing
                lineHeight = 0
            }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            cache.append(attributes)
            x += size.width + interitemSpacing
            lineHeight = max(lineHeight, size.height)
        }
        contentHeight = y + lineHeight + contentInsets.bottom
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}
