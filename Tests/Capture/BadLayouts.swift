import UIKit

// Layouts the capture must refuse with a message instead of crashing the app.

/// Reports one cell whose frame's y is not a number.
final class NaNFrameLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 300) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: CGFloat.nan, width: 100, height: 20)
        return [a]
    }
}

/// Lays out nothing: its content has no size.
final class NoContentLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { .zero }
}
