import Foundation

/// `UIDevice.current`: the device the fixture's screen stands for. Its idiom follows the screen's
/// size classes (a screen regular both ways, an iPad's, is `.pad`; otherwise `.phone`), its
/// orientation the screen's aspect (wider than tall is `.landscapeLeft`). When `UIScreen.main`'s
/// bounds change from portrait to landscape or back (a fixture hosted, the viewer resized),
/// `orientationDidChangeNotification` is posted (an app's UIKit generates these notifications
/// itself; `beginGeneratingDeviceOrientationNotifications()` is counted and changes nothing here).
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// `UIDevice.current`.
    public static let current = UIDevice()
    private override init() { super.init() }

    /// `UIDevice.orientationDidChangeNotification`.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// `userInterfaceIdiom`: `.pad` when the screen is regular both ways, else `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        let classes = UITraitCollection.sizeClasses(for: UIScreen.main.bounds.size)
        return classes.horizontal == .regular && classes.vertical == .regular ? .pad : .phone
    }
    /// `orientation`: `.landscapeLeft` when the screen is wider than tall, else `.portrait`.
    public var orientation: UIDeviceOrientation { Self.orientation(of: UIScreen.main.bounds.size) }
    /// `model`, `systemName`, `systemVersion`, `name`: an iPhone's or iPad's words (lattice's
    /// version is the one its UIKit surface follows).
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var name: String { model }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    /// `isGeneratingDeviceOrientationNotifications`: true after
    /// `beginGeneratingDeviceOrientationNotifications()` (as many ends as begins turn it off).
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }
    private var orientationNotificationRequests = 0
    public func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }
    public func endGeneratingDeviceOrientationNotifications() { orientationNotificationRequests = max(0, orientationNotificationRequests - 1) }

    static func orientation(of size: CGSize) -> UIDeviceOrientation { size.width > size.height ? .landscapeLeft : .portrait }

    /// Called when `UIScreen.main.bounds` changes: posts the notification when the orientation
    /// flips.
    func screenSizeChanged(from old: CGSize, to new: CGSize) {
        guard Self.orientation(of: old) != Self.orientation(of: new) else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}

/// `UIDeviceOrientation`, UIKit's cases and raw values.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// `isPortrait`, `isLandscape`, `isFlat`, `isValidInterfaceOrientation`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
