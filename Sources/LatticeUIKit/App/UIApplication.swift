import Foundation

/// `UIApplication`, as far as a layout file reads it: `UIApplication.shared`'s layout direction and
/// content size category. The lattice host sets both from the fixture (`layoutDirection:`,
/// `traits.contentSizeCategory`); setting the category posts
/// `UIContentSizeCategory.didChangeNotification`, as the system does when the user changes it.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// `UIApplication.shared`: the application of the host running the layout now (each hosted
    /// layout has its own, with its fixture's settings); outside any host, a default one.
    public static var shared: UIApplication { current }
    /// The application of the host running now (``HostRuntime/current``); the default outside hosts.
    package static var current: UIApplication { HostRuntime.current?.application ?? outside }
    /// The application outside every host.
    private static let outside = UIApplication()
    /// The default application's `preferredContentSizeCategory`, readable from any context.
    nonisolated(unsafe) private static var outsideContentSizeCategory = UIContentSizeCategory.large
    /// The current application's `preferredContentSizeCategory`, readable from any context
    /// (`UIFont.preferredFont(forTextStyle:)` is not main-actor bound on iOS). Written only on
    /// the main actor, where hosts run.
    nonisolated static var currentContentSizeCategory: UIContentSizeCategory {
        HostRuntime.current?.contentSizeCategory ?? outsideContentSizeCategory
    }

    /// `userInterfaceLayoutDirection`: the app's direction (the fixture's `layoutDirection:`).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// `preferredContentSizeCategory`: the user's text size (the fixture's
    /// `traits.contentSizeCategory`, `.large` by default). Setting a different one posts
    /// `UIContentSizeCategory.didChangeNotification` with the new value under
    /// `UIContentSizeCategory.newValueUserInfoKey` (lattice's setter; the system sets it on iOS).
    open var preferredContentSizeCategory: UIContentSizeCategory = .large {
        didSet {
            guard preferredContentSizeCategory != oldValue else { return }
            if self === Self.outside { Self.outsideContentSizeCategory = preferredContentSizeCategory }
            contentSizeCategoryDidChange?(preferredContentSizeCategory)
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory.rawValue])
        }
    }

    /// `applicationState`: always `.active` (the viewer is in front).
    open var applicationState: State { .active }
    /// `UIApplication.State`.
    public enum State: Int, Sendable { case active, inactive, background }

    package override init() { super.init() }

    /// Told each new `preferredContentSizeCategory` (the host keeps a copy any context can read).
    package var contentSizeCategoryDidChange: ((UIContentSizeCategory) -> Void)?

    /// `beginIgnoringInteractionEvents()`, `endIgnoringInteractionEvents()` (deprecated in iOS
    /// 13): counted, as in UIKit; `isIgnoringInteractionEvents` is true while the count is above
    /// zero. Nothing else follows (no touches).
    open func beginIgnoringInteractionEvents() { ignoringInteractionEvents += 1 }
    open func endIgnoringInteractionEvents() { ignoringInteractionEvents = Swift.max(0, ignoringInteractionEvents - 1) }
    open var isIgnoringInteractionEvents: Bool { ignoringInteractionEvents > 0 }
    private var ignoringInteractionEvents = 0

    /// `UIApplication.didReceiveMemoryWarningNotification`: never posted (lattice sends no memory
    /// warnings).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// `UIApplication.didBecomeActiveNotification`, `willResignActiveNotification`,
    /// `didEnterBackgroundNotification`, `willEnterForegroundNotification`: never posted (the
    /// viewer stays active).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
}
