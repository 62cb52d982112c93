import UIKit

/// A profile-style list: a tall header on top that stretches (keeping its bottom edge) when the
/// list is pulled down past its top, and rows under it as tall as the flow delegate says.
final class StretchyHeaderLayout: UICollectionViewLayout {
    var headerHeight: CGFloat = 150

    private var header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: 0))
    private var rows: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }
        let width = collectionView.bounds.width
        var y = headerHeight
        rows = []
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let size = (collectionView.delegate as? UICollectionViewDelegateFlowLayout)?
                .collectionView?(collectionView, layout: self, sizeForItemAt: indexPath) ?? CGSize(width: width, height: 44)
            let row = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            row.frame = CGRect(x: 0, y: y, width: width, height: size.height)
            rows.append(row)
            y += size.height
        }
        let pull = min(0, collectionView.contentOffset.y + collectionView.adjustedContentInset.top)
        header.frame = CGRect(x: 0, y: pull, width: width, height: headerHeight - pull)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: rows.last?.frame.maxY ?? headerHeight)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        ([header] + rows).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.indices.contains(indexPath.item) ? rows[indexPath.item] : nil
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == UICollectionView.elementKindSectionHeader && indexPath.section == 0 ? header : nil
    }
}
