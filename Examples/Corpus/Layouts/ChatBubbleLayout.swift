#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// A chat transcript: messages stacked top to bottom, the other person's on the left and mine
/// (odd items) on the right, each as wide and tall as the flow delegate says, no wider than
/// `maximumWidthFraction` of the collection view.
final class ChatBubbleLayout: UICollectionViewLayout {
    var maximumWidthFraction: CGFloat = 0.75
    var margin: CGFloat = 8
    var messageSpacing: CGFloat = 4

    private var bubbles = [UICollectionViewLayoutAttributes]()
    private var totalHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let flow = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let width = collectionView.bounds.width
        let widest = (width * maximumWidthFraction).rounded(.down)
        bubbles = []
        var y = margin
        for item in 0 ..< collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            guard let wanted = flow?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath) else { continue }
            let bubbleWidth = min(wanted.width, widest)
            let isMine = item % 2 == 1
            let x = isMine ? width - margin - bubbleWidth : margin
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: x, y: y, width: bubbleWidth, height: wanted.height)
            bubbles.append(attributes)
            y += wanted.height + messageSpacing
        }
        totalHeight = y - messageSpacing + margin
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: totalHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        bubbles.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bubbles.first { $0.indexPath == indexPath }
    }
}
