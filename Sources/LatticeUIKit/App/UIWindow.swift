import Foundation

/// `UIWindow`: declared so that views written for iOS build; inert. lattice shows one
/// collection view and no window: a window made here is kept with its root view controller,
/// is the `window` of the views added to it, and is never shown.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// `rootViewController`: kept as set.
    open var rootViewController: UIViewController?
    /// `windowLevel`: `.normal` until set.
    open var windowLevel: UIWindow.Level = .normal
    /// `isKeyWindow`: true after `makeKeyAndVisible()` or `makeKey()`.
    open private(set) var isKeyWindow = false
    open func makeKey() { isKeyWindow = true }
    open func makeKeyAndVisible() { isKeyWindow = true; isHidden = false }
    /// `screen`: `UIScreen.main`.
    open var screen: UIScreen { UIScreen.main }

    /// `UIWindow.Level`, UIKit's values (normal 0, status bar 1000, alert 2000).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}
