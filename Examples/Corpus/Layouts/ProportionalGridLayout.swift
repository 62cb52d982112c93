import UIKit

/// The grid's own delegate: the cells' natural sizes, and how many columns.
@objc protocol ProportionalGridDelegate: UICollectionViewDelegate {
    @objc optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                       sizeForItemAt indexPath: IndexPath) -> CGSize
    @objc optional func numberOfColumns(in collectionView: UICollectionView) -> Int
}

/// Rows of equal-width columns; each cell keeps its natural aspect ratio (from the delegate, else
/// square) and a row is as tall as its tallest cell.
final class ProportionalGridLayout: UICollectionViewLayout {
    var spacing: CGFloat = 10

    private var frames: [CGRect] = []
    private var height: CGFloat = 0

    private var gridDelegate: ProportionalGridDelegate? {
        collectionView?.delegate as? ProportionalGridDelegate
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let columns = max(1, gridDelegate?.numberOfColumns?(in: collectionView) ?? 3)
        let width = (collectionView.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
        frames = []
        var y = spacing
        var rowHeight: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let column = item % columns
            if column == 0 && item > 0 {
                y += rowHeight + spacing
                rowHeight = 0
            }
            let natural = gridDelegate?.collectionView?(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: 0))
                ?? CGSize(width: 1, height: 1)
            let cellHeight = (width * natural.height / max(natural.width, 1)).rounded()
            frames.append(CGRect(x: spacing + CGFloat(column) * (width + spacing), y: y, width: width, height: cellHeight))
            rowHeight = max(rowHeight, cellHeight)
        }
        height = frames.isEmpty ? 0 : y + rowHeight + spacing
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}
