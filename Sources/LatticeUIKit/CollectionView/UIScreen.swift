import Foundation

/// `UIScreen`, for what layouts read from it: the scale that frames round to (IGList rounds to
/// the pixel grid), 2 unless set, and the screen's `bounds` (the fixture's viewport when lattice
/// hosts a layout; 390 x 844 points, an iPhone's, until then).
///
/// `UIScreen.main` is the screen of the host running the layout now: each hosted layout has its
/// own (its fixture's scale and viewport), so two compare panes never see each other's screen;
/// outside any host, a default screen.
@preconcurrency @MainActor
public final class UIScreen {
    /// `UIScreen.main`: the current host's screen.
    public static var main: UIScreen { current }
    /// The screen of the host running now (``HostRuntime/current``); the default outside hosts.
    package static var current: UIScreen { HostRuntime.current?.screen ?? outside }
    /// The screen outside every host.
    private static let outside = UIScreen()

    public var scale: CGFloat = 2
    /// Setting a size of the other orientation posts `UIDevice.orientationDidChangeNotification`.
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844) {
        didSet { UIDevice.current.screenSizeChanged(from: oldValue.size, to: bounds.size) }
    }
    /// `nativeBounds`: the bounds in pixels (`bounds` times `scale`).
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// `nativeScale`: `scale`.
    public var nativeScale: CGFloat { scale }

    /// A screen of `scale` pixels per point and `bounds`.
    package init(scale: CGFloat = 2, bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        self.scale = scale; self.bounds = bounds
    }
}
