import UIKit

/// A board that scrolls sideways: each section is a column with a title header, its cards stacked
/// under it at the heights the flow delegate gives.
final class KanbanBoardLayout: UICollectionViewLayout {
    var columnWidth: CGFloat = 140
    var columnSpacing: CGFloat = 10
    var titleHeight: CGFloat = 24
    var cardSpacing: CGFloat = 6

    private var layoutInfo: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    private var tallestColumn: CGFloat = 0

    private static let cellKey = "cell"

    override func prepare() {
        super.prepare()
        guard let board = collectionView else { return }
        let delegate = board.delegate as? UICollectionViewDelegateFlowLayout
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var titles: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        tallestColumn = 0
        for section in 0..<board.numberOfSections {
            let x = columnSpacing + CGFloat(section) * (columnWidth + columnSpacing)
            let titlePath = IndexPath(item: 0, section: section)
            let title = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: titlePath)
            title.frame = CGRect(x: x, y: 0, width: columnWidth, height: titleHeight)
            titles[titlePath] = title
            var y = titleHeight + cardSpacing
            for item in 0..<board.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let height = delegate?.collectionView?(board, layout: self, sizeForItemAt: indexPath).height ?? 60
                let card = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                card.frame = CGRect(x: x, y: y, width: columnWidth, height: height)
                cells[indexPath] = card
                y += height + cardSpacing
            }
            tallestColumn = max(tallestColumn, y)
        }
        layoutInfo = [Self.cellKey: cells, UICollectionView.elementKindSectionHeader: titles]
    }

    override var collectionViewContentSize: CGSize {
        let columns = CGFloat(collectionView?.numberOfSections ?? 0)
        return CGSize(width: columnSpacing + columns * (columnWidth + columnSpacing), height: tallestColumn)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        layoutInfo.values.flatMap { $0.values }.filter { rect.intersects($0.frame) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutInfo[Self.cellKey]?[indexPath]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutInfo[elementKind]?[indexPath]
    }
}
