import UIKit

/// A plain list: full-width rows as tall as the flow delegate says, a header per section that
/// sticks to the top of the visible area until the next section pushes it away.
class StickyHeaderListLayout: UICollectionViewLayout {
    var headerHeight: CGFloat = 28
    var rowSpacing: CGFloat = 1

    private var rows: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [UICollectionViewLayoutAttributes] = []
    private var sectionFrames: [CGRect] = []
    private var height: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let width = collectionView.bounds.width
        rows = []; headers = []; sectionFrames = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let top = y
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            header.zIndex = 1024
            headers.append(header)
            y += headerHeight
            var sectionRows: [UICollectionViewLayoutAttributes] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let rowHeight = delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath).height ?? 44
                let row = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                sectionRows.append(row)
                y += rowHeight + rowSpacing
            }
            rows.append(sectionRows)
            sectionFrames.append(CGRect(x: 0, y: top, width: width, height: y - top))
        }
        height = y
        pinHeaders(to: collectionView.contentOffset.y)
    }

    private func pinHeaders(to offsetY: CGFloat) {
        for (section, header) in headers.enumerated() {
            let sectionFrame = sectionFrames[section]
            let pinnedY = min(max(offsetY, sectionFrame.minY), sectionFrame.maxY - headerHeight)
            header.frame.origin.y = pinnedY
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (rows.flatMap { $0 } + headers).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows[indexPath.section][indexPath.item]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        headers[indexPath.section]
    }
}
