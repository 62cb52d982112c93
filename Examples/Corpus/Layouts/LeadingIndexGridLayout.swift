import UIKit

/// A grid with a title header and room for a section index on the leading side, written for
/// left-to-right: in a right-to-left interface UIKit mirrors it, since the layout says it
/// flips (`flipsHorizontallyInOppositeLayoutDirection`). The header and the first column then
/// sit on the right, the index gutter too.
final class LeadingIndexGridLayout: UICollectionViewLayout {
    var numberOfColumns = 3
    var leadingInset: CGFloat = 24
    var trailingInset: CGFloat = 8
    var topInset: CGFloat = 8
    var spacing: CGFloat = 4
    var rowHeight: CGFloat = 60
    var headerSize = CGSize(width: 150, height: 30)

    private var cellAttributes: [UICollectionViewLayoutAttributes] = []
    private var headerAttributes: UICollectionViewLayoutAttributes?
    private var contentHeight: CGFloat = 0

    override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        return true
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width
        let columnWidth = (width - leadingInset - trailingInset - spacing * CGFloat(numberOfColumns - 1)) / CGFloat(numberOfColumns)

        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(origin: CGPoint(x: leadingInset, y: topInset), size: headerSize)
        headerAttributes = header

        let top = header.frame.maxY + spacing
        cellAttributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            let column = item % numberOfColumns, row = item / numberOfColumns
            attributes.frame = CGRect(x: leadingInset + CGFloat(column) * (columnWidth + spacing),
                                      y: top + CGFloat(row) * (rowHeight + spacing),
                                      width: columnWidth, height: rowHeight)
            return attributes
        }
        contentHeight = (cellAttributes.last?.frame.maxY ?? header.frame.maxY) + topInset
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        ([headerAttributes].compactMap { $0 } + cellAttributes).filter { !$0.frame.intersection(rect).isEmpty }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cellAttributes.indices.contains(indexPath.item) ? cellAttributes[indexPath.item] : nil
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == UICollectionView.elementKindSectionHeader && indexPath.section == 0 ? headerAttributes : nil
    }
}
