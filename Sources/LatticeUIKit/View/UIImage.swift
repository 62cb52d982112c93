import Foundation

/// `UIImage`: an image a layout file makes or sets (a layer's `contents`, a cell's picture).
/// lattice draws images as nothing: an image made with `init()` is empty (zero size, no
/// `cgImage`, as in UIKit); `init?(named:)` finds no asset catalogue and gives nil.
@preconcurrency @MainActor
open class UIImage: NSObject {
    /// `init()`: an empty image.
    public override init() { super.init() }
    /// `init?(named:)`: nil (lattice reads no asset catalogues).
    public init?(named name: String) { return nil }
    /// `size`: zero for an empty image.
    open var size: CGSize { .zero }
    /// `scale`: 1.
    open var scale: CGFloat { 1 }
    /// `cgImage`: nil for an empty image, as in UIKit.
    open var cgImage: CGImage? { nil }
}
