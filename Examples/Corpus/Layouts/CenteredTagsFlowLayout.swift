import UIKit

/// Tags on a flow layout with every row centred. `UICollectionViewFlowLayout` decides which
/// tags share a row and spreads a row's leftover space between them; this subclass takes
/// `super`'s attributes, copies them, and moves each row's tags together, centred between the
/// section insets.
class CenteredTagsFlowLayout: UICollectionViewFlowLayout {

    override init() {
        super.init()
        scrollDirection = .vertical
        minimumInteritemSpacing = 8
        minimumLineSpacing = 8
        sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        // The flow layout caches its attributes: edit copies, never its own objects.
        let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
        let cells = attributes.filter { $0.representedElementCategory == .cell }
        // The flow layout centres a row's items on one line: equal centre y, one row.
        let rows = Dictionary(grouping: cells) { $0.center.y }
        for row in rows.values {
            centre(row.sorted { $0.frame.minX < $1.frame.minX })
        }
        return attributes
    }

    private func centre(_ row: [UICollectionViewLayoutAttributes]) {
        guard let collectionView = collectionView else { return }
        let available = collectionView.bounds.width - sectionInset.left - sectionInset.right
        let rowWidth = row.reduce(0) { $0 + $1.frame.width } + minimumInteritemSpacing * CGFloat(row.count - 1)
        var x = sectionInset.left + floor((available - rowWidth) / 2)
        for attributes in row {
            attributes.frame.origin.x = x
            x += attributes.frame.width + minimumInteritemSpacing
        }
    }
}
