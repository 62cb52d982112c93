import UIKit

/// Cards side by side in one horizontal row, each narrower than the collection view so that the
/// next one peeks in; a fling stops with a card centred.
final class CardPagingLayout: UICollectionViewLayout {
    var peek: CGFloat = 24
    var cardSpacing: CGFloat = 12
    var verticalInset: CGFloat = 16

    private var attributesList: [UICollectionViewLayoutAttributes] = []
    private var cardWidth: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let bounds = collectionView.bounds
        cardWidth = bounds.width - 2 * (peek + cardSpacing)
        attributesList = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            let x = peek + cardSpacing + CGFloat(item) * (cardWidth + cardSpacing)
            attributes.frame = CGRect(x: x, y: verticalInset, width: cardWidth, height: bounds.height - 2 * verticalInset)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        guard let last = attributesList.last, let collectionView = collectionView else { return .zero }
        return CGSize(width: last.frame.maxX + peek + cardSpacing, height: collectionView.bounds.height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesList.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesList.indices.contains(indexPath.item) ? attributesList[indexPath.item] : nil
    }

    /// The card nearest the proposed stop, centred (one card further in the direction of a fast
    /// fling).
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard !attributesList.isEmpty else { return proposedContentOffset }
        let pageWidth = cardWidth + cardSpacing
        var page = (proposedContentOffset.x / pageWidth).rounded()
        if abs(velocity.x) > 0.3 { page = velocity.x > 0 ? page.rounded(.up) : page.rounded(.down) }
        page = min(max(page, 0), CGFloat(attributesList.count - 1))
        return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
    }
}
