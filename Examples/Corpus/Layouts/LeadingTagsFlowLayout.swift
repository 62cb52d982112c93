import UIKit

/// Tags on a flow layout, each row starting at the collection view's leading layout margin: the
/// left margin, or the right one when the app runs right to left. `UICollectionViewFlowLayout`
/// decides which tags share a row (with the insets and spacings set in `init()`); this subclass
/// moves each row's tags together against the leading margin.
class LeadingTagsFlowLayout: UICollectionViewFlowLayout {

    override init() {
        super.init()
        sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        minimumLineSpacing = 8
        minimumInteritemSpacing = 6
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // The rows are placed for the app's direction here, so the collection view must not mirror them.
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let original = super.layoutAttributesForElements(in: rect) else { return nil }
        let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
        let rightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
        let margins = collectionView.layoutMargins
        let leading = rightToLeft ? collectionView.bounds.width - margins.right : margins.left
        var x = leading
        var maxY: CGFloat = -1.0
        for attribute in attributes where attribute.representedElementCategory == .cell {
            if attribute.frame.origin.y >= maxY {
                x = leading
            }
            if rightToLeft {
                attribute.frame.origin.x = x - attribute.frame.width
                x = attribute.frame.minX - minimumInteritemSpacing
            } else {
                attribute.frame.origin.x = x
                x = attribute.frame.maxX + minimumInteritemSpacing
            }
            maxY = max(attribute.frame.maxY, maxY)
        }
        return attributes
    }
}
