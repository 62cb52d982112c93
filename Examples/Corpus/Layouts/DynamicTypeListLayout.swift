import UIKit

/// A one-column list whose rows grow with the user's text size. The attributes are built once in
/// `prepare()` and cached; when the text size changes the cache is dropped and the layout
/// invalidated, and the cells in view are told to lay out their labels again.
final class DynamicTypeListLayout: UICollectionViewLayout {

    var baseRowHeight: CGFloat = 44
    var rowSpacing: CGFloat = 4

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self,
                                               selector: #selector(contentSizeCategoryDidChange(_:)),
                                               name: UIContentSizeCategory.didChangeNotification,
                                               object: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func contentSizeCategoryDidChange(_ notification: Notification) {
        cache.removeAll()
        invalidateLayout()
        guard let collectionView = collectionView else { return }
        for indexPath in collectionView.indexPathsForVisibleItems {
            collectionView.cellForItem(at: indexPath)?.setNeedsLayout()
        }
    }

    /// The row height for the text size: smaller sizes keep the base height, each larger one adds
    /// 8 points, and the accessibility sizes double it.
    private var rowHeight: CGFloat {
        let category = collectionView?.traitCollection.preferredContentSizeCategory ?? .large
        if category.isAccessibilityCategory { return baseRowHeight * 2 }
        switch category {
        case .extraLarge: return baseRowHeight + 8
        case .extraExtraLarge: return baseRowHeight + 16
        case .extraExtraExtraLarge: return baseRowHeight + 24
        default: return baseRowHeight
        }
    }

    override func prepare() {
        super.prepare()
        guard cache.isEmpty, let collectionView = collectionView else { return }
        let width = collectionView.bounds.width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                cache.append(attributes)
                y += rowHeight + rowSpacing
            }
        }
        contentHeight = max(0, y - rowSpacing)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        if newBounds.width != collectionView.bounds.width {
            cache.removeAll()
            return true
        }
        return false
    }
}
