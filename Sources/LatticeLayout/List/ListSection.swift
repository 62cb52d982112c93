/// What IGListCollectionViewLayout reads from its `UICollectionViewDelegateFlowLayout` for one
/// section: its insets, spacings, header and footer reference sizes and item sizes
/// (ListLayoutRules §1). A fixture number `n` for a header or footer means `(n, n)`.
public typealias ListSection = FlowDelegateSection<ListLayout>

/// IGList reads every spacing from the delegate, which answers 0 when it has no answer.
extension ListLayout: FlowDelegateLayout {
    public static var defaultLineSpacing: Double { 0 }
    public static var defaultInteritemSpacing: Double { 0 }
}

/// IGListCollectionViewLayout's configuration: the initializer's `stickyHeaders`,
/// `scrollDirection`, `topContentInset`, `stretchToEdge`, the `stickyHeaderYOffset` and
/// `showHeaderWhenEmpty` properties, and the screen scale its pixel rounding reads from
/// `UIScreen.mainScreen.scale` (ListLayoutRules §1).
public struct ListLayoutOptions: Hashable, Sendable {
    /// Which axis scrolls (S); rows fill up along the other one (F).
    public var scrollDirection: ScrollDirection = .vertical
    /// Headers slide with the content offset between their section's start and the next
    /// section's start (ListLayoutRules §6).
    public var stickyHeaders = false
    /// Added to the content offset in the sticky formula only (ListLayoutRules §6).
    public var topContentInset = 0.0
    /// Stretch an item ending within 1 point of the (leading-inset-shifted) row end (ListLayoutRules §3.3).
    public var stretchToEdge = false
    /// Added to the sticky line, along S (x when horizontal) (ListLayoutRules §6). Changing only
    /// this invalidates supplementary views only (ListLayoutRules §9.4).
    public var stickyHeaderYOffset = 0.0
    /// Empty sections still show their header and footer (ListLayoutRules §4.6).
    public var showHeaderWhenEmpty = false
    /// The pixel grid item frames are rounded to (ListLayoutRules §3.5). Values that are not finite and positive
    /// are treated as 1.
    public var screenScale = 2.0

    public init(scrollDirection: ScrollDirection = .vertical, stickyHeaders: Bool = false,
                topContentInset: Double = 0, stretchToEdge: Bool = false,
                stickyHeaderYOffset: Double = 0, showHeaderWhenEmpty: Bool = false,
                screenScale: Double = 2) {
        self.scrollDirection = scrollDirection
        self.stickyHeaders = stickyHeaders
        self.topContentInset = topContentInset
        self.stretchToEdge = stretchToEdge
        self.stickyHeaderYOffset = stickyHeaderYOffset
        self.showHeaderWhenEmpty = showHeaderWhenEmpty
        self.screenScale = screenScale
    }
}
