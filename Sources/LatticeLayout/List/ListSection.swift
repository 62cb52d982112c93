/// What IGListCollectionViewLayout reads from its `UICollectionViewDelegateFlowLayout` for one
/// section: `insetForSectionAtIndex:`, `minimumLineSpacingForSectionAtIndex:`,
/// `minimumInteritemSpacingForSectionAtIndex:`, `referenceSizeForHeaderInSection:` /
/// `…FooterInSection:` and `sizeForItemAtIndexPath:` for every item (ListLayoutRules §1).
///
/// Header and footer sizes are *reference sizes*: the layout reads only their scroll-axis (S)
/// component (height when vertical, width when horizontal). A fixture number `n` means `(n, n)`.
/// A length of 0 means the section has no such element.
public struct ListSection: Hashable, Sendable {
    /// Section insets (`insetForSectionAtIndex:`). Negative values are allowed, as in UIKit.
    public var insets: EdgeInsets
    /// Space between rows of this section (`minimumLineSpacing`), never before its first row (ListLayoutRules §3.2).
    public var lineSpacing: Double
    /// Space added after every item of this section (`minimumInteritemSpacing`,
    /// ListLayoutRules §3.8).
    public var interitemSpacing: Double
    /// Header reference size; only the S component is read (ListLayoutRules §1).
    public var headerSize: Size
    /// Footer reference size; only the S component is read (ListLayoutRules §1).
    public var footerSize: Size
    /// Item sizes, `[width, height]`, in item order.
    public var itemSizes: [Size]

    public init(insets: EdgeInsets = .zero, lineSpacing: Double = 0, interitemSpacing: Double = 0,
                headerSize: Size = .zero, footerSize: Size = .zero, itemSizes: [Size] = []) {
        self.insets = insets
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
        self.itemSizes = itemSizes
    }
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
