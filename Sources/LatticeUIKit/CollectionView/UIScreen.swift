import Foundation

/// `UIScreen`, for what layouts read from it: the scale that frames round to (IGList rounds to
/// the pixel grid), 2 unless set, and the screen's `bounds` (the fixture's viewport when lattice
/// hosts a layout; 390 x 844 points, an iPhone's, until then).
@preconcurrency @MainActor
public final class UIScreen {
    public static let main = UIScreen()
    public var scale: CGFloat = 2
    /// Setting a size of the other orientation posts `UIDevice.orientationDidChangeNotification`.
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844) {
        didSet { UIDevice.current.screenSizeChanged(from: oldValue.size, to: bounds.size) }
    }
    /// `nativeScale`: `scale`.
    public var nativeScale: CGFloat { scale }
}
