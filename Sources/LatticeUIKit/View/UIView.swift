import Foundation

/// `UIView`, as far as a collection-view layout reads it from its collection view: the safe area,
/// the layout margins, the trait collection, the layout direction, and `UIView.animate`; and, for
/// the views a layout file declares or touches (decoration views, cells, a mask), the geometry it
/// sets on them (`frame`, `bounds`, `center`, `transform`, `alpha`, `isHidden`, `layer`), kept and
/// drawn as nothing. lattice has no view tree: ``UICollectionView`` is the one view the layout's
/// numbers come from (<doc:InertMembers>).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// `init(frame:)`, the designated initialiser. `required`: on iOS any view class object
    /// answers `init(frame:)` (Objective-C initialisers are found at run time), so a program may
    /// write `T(frame:)` for a generic `T: UIView` or make a registered class; Swift on Linux
    /// makes an object from a class object only through a required initialiser. `lattice port`
    /// writes `required` on a subclass's `override init(frame:)` (UIKitDifferences).
    public required init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }
    /// `init?(coder:)`: lattice reads no storyboards or nibs; it makes a view of zero size.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }
    /// `init()`: `init(frame: .zero)`.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry (kept, drawn as nothing)

    var storedFrame: CGRect
    var storedBoundsOrigin = CGPoint.zero
    /// `frame`: the view's rectangle in its superview's coordinates (kept as set).
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }
    /// `bounds`: the view's own coordinates; its size is the frame's.
    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set { storedBoundsOrigin = newValue.origin; storedFrame.size = newValue.size }
    }
    /// `center`: the frame's middle; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// `transform`: kept as set; it changes no frame lattice draws.
    open var transform = CGAffineTransform.identity
    /// `alpha`: kept as set.
    open var alpha: CGFloat = 1
    /// `isHidden`: kept as set.
    open var isHidden = false
    /// `backgroundColor`: kept as set.
    open var backgroundColor: UIColor?
    /// `clipsToBounds`: kept as set.
    open var clipsToBounds = false
    /// `layer`: the view's layer, kept (its `mask` and properties are drawn as nothing).
    public let layer = CALayer()
    /// `layoutMargins`: the view's margins. The collection view lattice hosts has the fixture's
    /// `layoutMargins:` (UIKit's default of 8 on each side when the fixture says nothing).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }
    /// `directionalLayoutMargins`: `layoutMargins` with leading and trailing for the layout
    /// direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: layoutMargins.top, leading: rtl ? layoutMargins.right : layoutMargins.left,
                                           bottom: layoutMargins.bottom, trailing: rtl ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }
    /// `layoutMarginsDidChange()`: called after `layoutMargins` changes.
    open func layoutMarginsDidChange() {}
    /// `setNeedsLayout()`: lattice lays out no subviews; does nothing.
    open func setNeedsLayout() {}
    /// `layoutSubviews()`: never called by lattice (no subviews).
    open func layoutSubviews() {}
    /// `layoutIfNeeded()`: lattice lays out no subviews; does nothing (a collection view runs its
    /// layout pass).
    open func layoutIfNeeded() {}
    /// `awakeFromNib()`: never called (lattice loads no nibs).
    open func awakeFromNib() {}
    /// `tag`: kept as set; `viewWithTag(_:)` finds it.
    open var tag = 0
    /// `viewWithTag(_:)`: this view or the first of its subviews, depth first, whose `tag` is
    /// `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }
    /// `isUserInteractionEnabled`: kept as set (no touches).
    open var isUserInteractionEnabled = true
    /// `point(inside:with:)`: whether `point` (in the view's coordinates) is in its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// `UIView.AutoresizingMask`, UIKit's bits.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    /// `autoresizingMask`: kept as set (no subviews are resized).
    open var autoresizingMask: AutoresizingMask = []

    // MARK: Auto Layout (kept, never solved)

    /// `translatesAutoresizingMaskIntoConstraints`: kept as set.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// `requiresConstraintBasedLayout`: false.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// `updateConstraints()`, `setNeedsUpdateConstraints()`, `updateConstraintsIfNeeded()`:
    /// never called by lattice, and do nothing (no constraints are solved).
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    /// `constraints`: those added with `addConstraint(_:)` / `addConstraints(_:)`.
    open private(set) var constraints: [NSLayoutConstraint] = []
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }
    /// `insetsLayoutMarginsFromSafeArea`: kept as set.
    open var insetsLayoutMarginsFromSafeArea = true
    /// `addSubview(_:)`: kept in `subviews`, drawn as nothing.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.append(view)
        view.superview = self
        view.didMoveToSuperview()
    }
    /// `insertSubview(_:at:)`: as `addSubview(_:)`, at `index` of `subviews` (clamped).
    open func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
    }
    /// `willMove(toSuperview:)`, `didMoveToSuperview()`: called by `addSubview(_:)` and
    /// `removeFromSuperview()` around the move, as in UIKit.
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    /// `gestureRecognizerShouldBegin(_:)`: true (asked of the view a recognizer is attached to in
    /// UIKit; never asked here, no touches).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// `UIView.layoutFittingCompressedSize` and `layoutFittingExpandedSize`.
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
    /// `systemLayoutSizeFitting(_:)`: no constraints are solved: the view's frame size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { frame.size }
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: no
    /// constraints are solved: the target size on an axis whose priority is `.required`, the
    /// frame size on the other.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: horizontalFittingPriority == .required ? targetSize.width : frame.width,
               height: verticalFittingPriority == .required ? targetSize.height : frame.height)
    }
    /// `subviews`: the views added with `addSubview(_:)`.
    open private(set) var subviews: [UIView] = []
    /// `superview`: the view this one was added to.
    open private(set) weak var superview: UIView?
    /// `removeFromSuperview()`.
    open func removeFromSuperview() {
        guard let old = superview else { return }
        willMove(toSuperview: nil)
        old.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }
    /// `gestureRecognizers`: those added with `addGestureRecognizer(_:)` (kept; no touches).
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// `addGestureRecognizer(_:)`, `removeGestureRecognizer(_:)`.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    }
    /// `semanticContentAttribute`: kept as set; `userInterfaceLayoutDirection(for:)` reads it.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// `userInterfaceLayoutDirection(for:)`: left to right or right to left when the attribute
    /// forces one, else the app's (`UIApplication.shared.userInterfaceLayoutDirection`).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: UIApplication.shared.userInterfaceLayoutDirection
        }
    }
    /// `safeAreaInsets`: the part of the view that bars and rounded corners cover. Read-only, as
    /// in UIKit; a fixture (`safeAreaInsets:`) or a test (`setSafeAreaInsets(_:)`) sets it.
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }
    var storedSafeAreaInsets = UIEdgeInsets.zero

    /// The layout direction of the view's environment (a fixture's `layoutDirection:`).
    /// `semanticContentAttribute` is not modelled: this is the effective direction too.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { storedLayoutDirection }
    var storedLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    /// Traits set on this view, over the ones it would have (`traitOverrides.displayScale`: the
    /// hosted view of a fixture is on a screen of the fixture's `screenScale`).
    public var traitOverrides = UITraitOverrides()

    /// `traitCollection`: the screen's scale (unless overridden), size classes from the view's
    /// size (``UITraitCollection/sizeClasses(for:)``) unless overridden (a fixture's `traits:`),
    /// the layout direction and the content size category (`UIApplication.shared`'s, unless
    /// overridden).
    open var traitCollection: UITraitCollection {
        let classes = UITraitCollection.sizeClasses(for: viewSizeForTraits)
        let horizontal = traitOverrides.horizontalSizeClass ?? classes.horizontal
        let vertical = traitOverrides.verticalSizeClass ?? classes.vertical
        return UITraitCollection(displayScale: traitOverrides.displayScale ?? UIScreen.main.scale, horizontalSizeClass: horizontal,
                                 verticalSizeClass: vertical,
                                 layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                                 userInterfaceIdiom: horizontal == .regular && vertical == .regular ? .pad : .phone,
                                 preferredContentSizeCategory: traitOverrides.preferredContentSizeCategory
                                    ?? UIApplication.shared.preferredContentSizeCategory)
    }
    /// The size the size classes are read from (the collection view's bounds size).
    var viewSizeForTraits: CGSize { .zero }

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

    // MARK: Sizing, content mode and the window (declared for view libraries; inert)

    /// `UIView.noIntrinsicMetric`: -1, no intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `sizeThatFits(_:)`: the view's current size, as UIKit's `UIView` answers (a label's or an
    /// image view's content is not measured here).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// `sizeToFit()`: resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }
    /// `intrinsicContentSize`: none along either axis (`noIntrinsicMetric`).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// `invalidateIntrinsicContentSize()`: does nothing (no Auto Layout is solved).
    open func invalidateIntrinsicContentSize() {}
    /// `contentMode`: kept as set (`.scaleToFill` by default); nothing is drawn scaled.
    open var contentMode: ContentMode = .scaleToFill
    /// `window`: the ``UIWindow`` at the root of the view's superview chain, else nil (the
    /// collection view lattice hosts is in no window).
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view { if let w = v as? UIWindow { return w }; view = v.superview }
        return nil
    }
    /// `willMove(toWindow:)`, `didMoveToWindow()`: never called (no view is shown in a window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    /// `drawHierarchy(in:afterScreenUpdates:)`: false, UIKit's answer when no image was drawn
    /// (lattice renders no views into images).
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}
