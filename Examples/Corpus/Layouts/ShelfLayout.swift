import UIKit

/// A shelf of square covers, a fixed number per row. The sizes are worked out by a plain struct
/// and a free function outside the layout, as app code often does: they read the flow layout's
/// properties and ask it for attributes from a context that is not the main actor's, which
/// Xcode builds without an error in the Swift 5 language mode (UIKit is `@preconcurrency`).
struct ShelfMetrics {
    let spacing: CGFloat
    let coverSide: CGFloat

    init(layout: UICollectionViewFlowLayout, width: CGFloat, columns: Int) {
        spacing = layout.minimumInteritemSpacing
        let available = width - layout.sectionInset.left - layout.sectionInset.right
        coverSide = floor((available - spacing * CGFloat(columns - 1)) / CGFloat(columns))
    }
}

func shelfFrame(of layout: UICollectionViewLayout, at indexPath: IndexPath) -> CGRect {
    layout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
}

final class ShelfLayout: UICollectionViewFlowLayout {
    var columns = 3

    override init() {
        super.init()
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        if let collectionView = collectionView {
            let metrics = ShelfMetrics(layout: self, width: collectionView.bounds.width, columns: columns)
            itemSize = CGSize(width: metrics.coverSide, height: metrics.coverSide)
        }
        super.prepare()
    }
}
