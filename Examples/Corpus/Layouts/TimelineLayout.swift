import UIKit

/// Events down a vertical timeline: a thin line (a decoration view) at the left, each event a
/// card to its right, as tall as the flow delegate says.
final class TimelineLayout: UICollectionViewLayout {
    static let lineKind = "timeline-line"

    var lineX: CGFloat = 20
    var cardLeading: CGFloat = 40
    var eventSpacing: CGFloat = 10

    private var cards: [UICollectionViewLayoutAttributes] = []
    private var line: UICollectionViewLayoutAttributes?
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let sizes = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let trailing: CGFloat = 10
        var y = eventSpacing
        cards = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let indexPath = IndexPath(item: item, section: 0)
            let height = sizes?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath).height ?? 50
            let card = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            card.frame = CGRect(x: cardLeading, y: y, width: collectionView.bounds.width - cardLeading - trailing, height: height)
            y += height + eventSpacing
            return card
        }
        contentHeight = y
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.lineKind, with: IndexPath(item: 0, section: 0))
        decoration.frame = CGRect(x: lineX - 1, y: 0, width: 2, height: contentHeight)
        decoration.zIndex = -1
        line = decoration
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = cards.filter { $0.frame.intersects(rect) }
        if let line = line, line.frame.intersects(rect) { found.append(line) }
        return found
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cards.indices.contains(indexPath.item) ? cards[indexPath.item] : nil
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == Self.lineKind ? line : nil
    }
}
