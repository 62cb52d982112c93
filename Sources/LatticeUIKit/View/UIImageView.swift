import Foundation

/// `UIImageView`: declared so that cells written for iOS build; inert. The image is kept as set
/// and drawn as nothing (the terminal shows each element's fixture label).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// `init(image:)`: a view of the image's size (zero: lattice reads no images).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
    /// `image`, `highlightedImage`, `isHighlighted`: kept as set.
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
}
