/// UICollectionViewFlowLayout's properties that hold for the whole layout (FlowLayoutRules §1).
/// The per-section ones (`sectionInset`, the spacings, the reference sizes) are defaults: a
/// `FlowSection` carries its own values, which a fixture or a delegate gives section by section.
public struct FlowLayoutOptions: Hashable, Sendable {
    /// `scrollDirection`.
    public var scrollDirection: ScrollDirection
    /// `itemSize`: the size of items that give none (50 x 50 in UIKit).
    public var itemSize: Size
    /// `estimatedItemSize`: self-sizing (FlowLayoutRules §8).
    public var estimatedItemSize: FlowEstimatedItemSize
    /// `minimumLineSpacing` (10 in UIKit).
    public var minimumLineSpacing: Double
    /// `minimumInteritemSpacing` (10 in UIKit).
    public var minimumInteritemSpacing: Double
    /// `sectionInset`.
    public var sectionInset: EdgeInsets
    /// `headerReferenceSize`: only its length along the scroll axis counts.
    public var headerReferenceSize: Size
    /// `footerReferenceSize`: only its length along the scroll axis counts.
    public var footerReferenceSize: Size
    /// `sectionHeadersPinToVisibleBounds`.
    public var sectionHeadersPinToVisibleBounds: Bool
    /// `sectionFootersPinToVisibleBounds`.
    public var sectionFootersPinToVisibleBounds: Bool
    /// `sectionInsetReference`.
    public var sectionInsetReference: FlowSectionInsetReference
    /// The screen's scale (UIKit's `displayScale`): item, header and footer origins are snapped
    /// to its pixel grid (FlowLayoutRules §11). Values that are not finite and positive are
    /// treated as 1. A fixture's `screenScale` sets it.
    public var screenScale: Double

    public init(scrollDirection: ScrollDirection = .vertical, itemSize: Size = Size(width: 50, height: 50),
                estimatedItemSize: FlowEstimatedItemSize = .none, minimumLineSpacing: Double = 10,
                minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
                headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero,
                sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false,
                sectionInsetReference: FlowSectionInsetReference = .fromContentInset, screenScale: Double = 2) {
        self.scrollDirection = scrollDirection; self.itemSize = itemSize; self.estimatedItemSize = estimatedItemSize
        self.minimumLineSpacing = minimumLineSpacing; self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset; self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        self.sectionInsetReference = sectionInsetReference
        self.screenScale = screenScale
    }

    /// True when either kind of supplementary view pins.
    public var pinsSupplementaries: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }
}

/// `estimatedItemSize`: `.zero` (no self-sizing), `automaticSize`, or an estimate.
public enum FlowEstimatedItemSize: Hashable, Sendable {
    /// `CGSize.zero`: every item has its size from the start.
    case none
    /// `UICollectionViewFlowLayout.automaticSize`: items start at `itemSize`.
    case automatic
    /// An estimate every item starts at.
    case size(Size)

    /// The size an item has before it is measured; nil when items are not self-sizing.
    public func estimate(itemSize: Size) -> Size? {
        switch self {
        case .none: return nil
        case .automatic: return itemSize
        case let .size(s): return s
        }
    }
}

/// `UICollectionViewFlowLayout.SectionInsetReference`. lattice's simulated collection view has
/// no safe area and no layout margins of its own, so the three give the same frames
/// (FlowLayoutRules §1); the value is kept so that fixtures and code written for iOS read.
public enum FlowSectionInsetReference: String, Hashable, Sendable, CaseIterable {
    case fromContentInset
    case fromSafeArea
    case fromLayoutMargins
}

/// One section as the flow layout reads it from its delegate (`UICollectionViewDelegateFlowLayout`),
/// every value resolved (the layout's property where the delegate gives none).
public typealias FlowSection = FlowDelegateSection<FlowLayout>

/// A section's spacings default to the flow layout's `minimumLineSpacing` and
/// `minimumInteritemSpacing`, 10 each, as UIKit's are.
extension FlowLayout: FlowDelegateLayout {
    public static var defaultLineSpacing: Double { 10 }
    public static var defaultInteritemSpacing: Double { 10 }
}
