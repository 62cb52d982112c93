import UIKit

/// Onboarding pages, one per screen width, with page dots under them. The layout turns paging
/// on and observes the collection view's `contentOffset` to learn which page is showing: that
/// page's card is full size and its dot is a wide pill; the other cards are scaled down.
final class OnboardingPagesLayout: UICollectionViewLayout {
    static let pageDotKind = "page-dot"

    var cardInset: CGFloat = 20
    var dotsHeight: CGFloat = 40
    var dotSize: CGFloat = 8
    var currentDotWidth: CGFloat = 20
    var dotSpacing: CGFloat = 6
    var dotsBottomMargin: CGFloat = 16
    var restingScale: CGFloat = 0.9
    /// The page shown first: scrolled to once the collection view has laid out.
    var startPage = 0

    private(set) var currentPage = 0
    private var contentOffsetObservation: NSKeyValueObservation?
    private var didScrollToStartPage = false
    private var cards: [UICollectionViewLayoutAttributes] = []
    private var dots: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        collectionView.isPagingEnabled = true
        collectionView.decelerationRate = .fast
        if contentOffsetObservation == nil {
            contentOffsetObservation = collectionView.observe(\.contentOffset, options: [.new]) { [weak self] collectionView, change in
                guard let self = self, let offset = change.newValue, collectionView.bounds.width > 0 else { return }
                let page = Int((offset.x / collectionView.bounds.width).rounded())
                if page != self.currentPage {
                    self.currentPage = page
                    self.invalidateLayout()
                }
            }
        }
        layoutCards(in: collectionView)
        layoutDots(in: collectionView)
        if !didScrollToStartPage {
            didScrollToStartPage = true
            let page = startPage
            // After this layout pass, as apps do: the content size is known by then.
            DispatchQueue.main.async { [weak collectionView] in
                guard let collectionView = collectionView else { return }
                collectionView.setContentOffset(CGPoint(x: CGFloat(page) * collectionView.bounds.width, y: 0), animated: false)
            }
        }
    }

    private func layoutCards(in collectionView: UICollectionView) {
        let page = collectionView.bounds.size
        cards = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * page.width + cardInset, y: cardInset,
                                      width: page.width - 2 * cardInset, height: page.height - 2 * cardInset - dotsHeight)
            if item != currentPage {
                attributes.transform = CGAffineTransform(scaleX: restingScale, y: restingScale)
                attributes.alpha = 0.6
            }
            return attributes
        }
    }

    /// The dots sit centred under the current page: the current one wide, the others round.
    private func layoutDots(in collectionView: UICollectionView) {
        let count = cards.count
        guard count > 0 else { dots = []; return }
        let page = collectionView.bounds.size
        let total = currentDotWidth + CGFloat(count - 1) * (dotSize + dotSpacing)
        var x = CGFloat(currentPage) * page.width + (page.width - total) / 2
        dots = (0..<count).map { item in
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.pageDotKind,
                                                              with: IndexPath(item: item, section: 0))
            let width = item == currentPage ? currentDotWidth : dotSize
            attributes.frame = CGRect(x: x, y: page.height - dotsBottomMargin - dotSize, width: width, height: dotSize)
            x += width + dotSpacing
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView else { return .zero }
        return CGSize(width: CGFloat(cards.count) * collectionView.bounds.width, height: collectionView.bounds.height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (cards + dots).filter { !$0.frame.intersection(rect).isEmpty }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cards.indices.contains(indexPath.item) ? cards[indexPath.item] : nil
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == Self.pageDotKind && dots.indices.contains(indexPath.item) ? dots[indexPath.item] : nil
    }
}
