/// One section as a layout reads it from its `UICollectionViewDelegateFlowLayout`:
/// `insetForSectionAt`, `minimumLineSpacingForSectionAt`, `minimumInteritemSpacingForSectionAt`,
/// `referenceSizeForHeaderInSection` / `…FooterInSection` and `sizeForItemAt` for every item,
/// each value resolved. IGListCollectionViewLayout and UICollectionViewFlowLayout ask the same
/// delegate the same questions (`ListSection`, `FlowSection`); `Layout` names the layout, and
/// with it the spacings a section has when nothing else is said (`FlowDelegateLayout`).
///
/// Header and footer sizes are *reference sizes*: a layout reads only their scroll-axis (S)
/// component (height when vertical, width when horizontal; ListLayoutRules §1). A length of 0
/// means the section has no such element.
public struct FlowDelegateSection<Layout: FlowDelegateLayout>: Hashable, Sendable {
    /// Section insets (`insetForSectionAt`). Negative values are allowed, as in UIKit.
    public var insets: EdgeInsets
    /// Space between rows of this section (`minimumLineSpacingForSectionAt`), never before its
    /// first row (ListLayoutRules §3.2).
    public var lineSpacing: Double
    /// Space between items of a row (`minimumInteritemSpacingForSectionAt`; IGList adds it after
    /// every item, ListLayoutRules §3.8).
    public var interitemSpacing: Double
    /// Header reference size (`referenceSizeForHeaderInSection`); only the S component is read.
    public var headerSize: Size
    /// Footer reference size (`referenceSizeForFooterInSection`); only the S component is read.
    public var footerSize: Size
    /// Item sizes, `[width, height]`, in item order (`sizeForItemAt`; with self-sizing, the size
    /// Auto Layout would compute).
    public var itemSizes: [Size]

    public init(insets: EdgeInsets = .zero, lineSpacing: Double = Layout.defaultLineSpacing,
                interitemSpacing: Double = Layout.defaultInteritemSpacing,
                headerSize: Size = .zero, footerSize: Size = .zero, itemSizes: [Size] = []) {
        self.insets = insets
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
        self.itemSizes = itemSizes
    }
}

/// A layout that reads its sections from a `UICollectionViewDelegateFlowLayout`
/// (`FlowDelegateSection`), with the spacings a section has when its delegate does not answer.
public protocol FlowDelegateLayout {
    /// `minimumLineSpacing` when the delegate does not answer `minimumLineSpacingForSectionAt`.
    static var defaultLineSpacing: Double { get }
    /// `minimumInteritemSpacing` when the delegate does not answer
    /// `minimumInteritemSpacingForSectionAt`.
    static var defaultInteritemSpacing: Double { get }
}
