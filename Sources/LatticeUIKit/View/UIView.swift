import Foundation

/// `UIView`, as far as a collection-view layout reads it from its collection view: the safe area,
/// the trait collection, the layout direction, and `UIView.animate`. lattice has no view tree;
/// ``UICollectionView`` is the one view (through ``UIScrollView``).
@MainActor
open class UIView: NSObject {
    /// `safeAreaInsets`: the part of the view that bars and rounded corners cover. Read-only, as
    /// in UIKit; a fixture (`safeAreaInsets:`) or a test (`setSafeAreaInsets(_:)`) sets it.
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }
    var storedSafeAreaInsets = UIEdgeInsets.zero

    /// The layout direction of the view's environment (a fixture's `layoutDirection:`).
    /// `semanticContentAttribute` is not modelled: this is the effective direction too.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { storedLayoutDirection }
    var storedLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    /// `traitCollection`: the screen's scale, size classes from the view's size
    /// (``UITraitCollection/sizeClasses(for:)``) and the layout direction.
    open var traitCollection: UITraitCollection {
        let classes = UITraitCollection.sizeClasses(for: viewSizeForTraits)
        return UITraitCollection(displayScale: UIScreen.main.scale, horizontalSizeClass: classes.horizontal,
                                 verticalSizeClass: classes.vertical,
                                 layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                                 userInterfaceIdiom: classes.horizontal == .regular && classes.vertical == .regular ? .pad : .phone)
    }
    /// The size the size classes are read from (the collection view's bounds size).
    var viewSizeForTraits: CGSize { .zero }

    public override init() { super.init() }

    /// Sets the safe area (lattice's addition: in UIKit the window and the view controllers do).
    open func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        storedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
    }
    /// Sets the layout direction (lattice's addition: in UIKit the app's language does).
    open func setEffectiveUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        storedLayoutDirection = direction
    }
    /// `safeAreaInsetsDidChange()`: called after `setSafeAreaInsets(_:)`.
    open func safeAreaInsetsDidChange() {}

    // MARK: Animations

    /// `UIView.AnimationOptions`: accepted and ignored (animations apply at once).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// `UIView.animate(withDuration:animations:)`. lattice has no views to animate, so the changes
    /// apply at once and `completion` is called right after with `true` (UIKitDifferences §4).
    /// A layout change made inside is drawn with the collection view's own animation when it is a
    /// batch update.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
    /// `UIView.performWithoutAnimation(_:)`: runs `actionsWithoutAnimation`.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}
