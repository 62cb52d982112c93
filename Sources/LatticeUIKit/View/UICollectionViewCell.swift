import Foundation

/// `UICollectionReusableView`: the view of a supplementary or decoration element. lattice draws
/// every element from its layout attributes and makes views only where a layout asks for one
/// (``UICollectionView/cellForItem(at:)``): a decoration view class is registered by class and
/// never made. `apply(_:)` keeps the attributes' geometry.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// `reuseIdentifier`: the identifier the view was dequeued with; nil for a view made
    /// otherwise (lattice does not reuse views).
    open var reuseIdentifier: String? { dequeuedIdentifier }
    var dequeuedIdentifier: String?
    /// `apply(_:)`: the view takes the attributes' frame, transform, alpha and hidden state, as
    /// the collection view applies them before showing it.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }
    /// `prepareForReuse()`: never called (no reuse).
    open func prepareForReuse() {}
    /// `preferredLayoutAttributesFitting(_:)`: the attributes as they are (lattice's cells have
    /// no content to fit).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// `UICollectionViewCell`: the view of an item. ``UICollectionView/cellForItem(at:)`` hands one
/// back for an item in view, placed by the layout's own attributes (`frame`, `center`, `bounds`,
/// `transform`, `alpha`, `isHidden`); its content is the fixture's label, which lattice draws, so
/// `contentView` is empty.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// `contentView`: an empty view of the cell's size.
    open private(set) lazy var contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    /// `isSelected`, `isHighlighted`: kept as set.
    open var isSelected = false
    open var isHighlighted = false
    /// `backgroundView`, `selectedBackgroundView`: kept as set.
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
}
