import UIKit

/// Rows of three in a repeating pattern: a big tile two thirds wide on the left with two small
/// tiles stacked on its right, then the mirror image. A last incomplete row fills as far as it goes.
final class MosaicLayout: UICollectionViewLayout {
    enum Segment { case bigLeft, bigRight }

    var rowHeight: CGFloat = 120
    var spacing: CGFloat = 2

    private var cachedAttributes: [UICollectionViewLayoutAttributes] = []
    private var contentBounds = CGRect.zero

    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        cachedAttributes.removeAll()
        contentBounds = CGRect(origin: .zero, size: CGSize(width: cv.bounds.width, height: 0))
        let count = cv.numberOfItems(inSection: 0)
        var index = 0
        var y: CGFloat = 0
        var segment = Segment.bigLeft
        let width = cv.bounds.width
        while index < count {
            let big = (width - spacing) * 2 / 3
            let small = width - spacing - big
            let half = (rowHeight - spacing) / 2
            let frames: [CGRect]
            switch segment {
            case .bigLeft:
                frames = [CGRect(x: 0, y: y, width: big, height: rowHeight),
                          CGRect(x: big + spacing, y: y, width: small, height: half),
                          CGRect(x: big + spacing, y: y + half + spacing, width: small, height: half)]
            case .bigRight:
                frames = [CGRect(x: small + spacing, y: y, width: big, height: rowHeight),
                          CGRect(x: 0, y: y, width: small, height: half),
                          CGRect(x: 0, y: y + half + spacing, width: small, height: half)]
            }
            for frame in frames where index < count {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
                attributes.frame = frame
                cachedAttributes.append(attributes)
                contentBounds = contentBounds.union(frame)
                index += 1
            }
            y += rowHeight + spacing
            segment = segment == .bigLeft ? .bigRight : .bigLeft
        }
    }

    override var collectionViewContentSize: CGSize { contentBounds.size }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cachedAttributes[indexPath.item]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cachedAttributes.filter { rect.intersects($0.frame) }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size
    }
}
