import Foundation
internal import LatticeLayout

/// `NSCollectionLayoutItem`: where one cell goes in a group (CompositionalLayoutRules §2).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Shrinks the cell inside its slot (CompositionalLayoutRules §2.2), except on an estimated
    /// axis (CompositionalLayoutRules §2.3).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Not laid out yet (CompositionalLayoutRules §2.4).
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Supplementary items anchored to the item: kept, not laid out yet. Read-only, as in UIKit
    /// (a group's is settable).
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { anchoredItems }
    var anchoredItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize; self.anchoredItems = supplementaryItems
    }
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }

    /// The engine's subitem (a group overrides it); a custom group asks its provider in
    /// `environment`.
    func engineSubitem(in environment: NSCollectionLayoutEnvironment) -> CompositionalSubitem {
        .item(CompositionalItem(layoutSize: layoutSize.engine, contentInsets: contentInsets.engine))
    }
}

/// `NSCollectionLayoutGroup`: subitems laid along one axis (CompositionalLayoutRules §3).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    private let axis: CompositionalGroupAxis
    private let arrangement: CompositionalGroup.Arrangement
    /// The item provider of a custom group (nil for the others).
    private var itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    public let subitems: [NSCollectionLayoutItem]
    /// The space between neighbours (nil: none).
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// `supplementaryItems`: settable on a group, as in UIKit; kept, not laid out yet.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { anchoredItems }
        set { anchoredItems = newValue }
    }

    /// `visualDescription()`: in UIKit an ASCII drawing of the group; here one line naming the
    /// arrangement, the size and the number of subitems.
    public func visualDescription() -> String {
        "NSCollectionLayoutGroup \(axis == .horizontal ? "horizontal" : "vertical") \(layoutSize.widthDimension) x \(layoutSize.heightDimension), \(subitems.count) subitem\(subitems.count == 1 ? "" : "s")"
    }

    init(axis: CompositionalGroupAxis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
                  arrangement: CompositionalGroup.Arrangement) {
        self.axis = axis; self.subitems = subitems; self.arrangement = arrangement
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Subitems repeated along x while they fit (CompositionalLayoutRules §3.2).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        self.init(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, arrangement: .subitems)
    }
    /// `count` equal slots along x (CompositionalLayoutRules §3.4).
    @available(*, deprecated, message: "UIKit deprecates it in iOS 16: use horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        self.init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], arrangement: .count(count))
    }
    /// `count` slots at the subitem's own size along x (CompositionalLayoutRules §3.5).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        self.init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], arrangement: .repeating(count))
    }
    /// Subitems repeated along y while they fit (CompositionalLayoutRules §3.3).
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        self.init(axis: .vertical, layoutSize: layoutSize, subitems: subitems, arrangement: .subitems)
    }
    /// `count` equal slots along y (CompositionalLayoutRules §3.4).
    @available(*, deprecated, message: "UIKit deprecates it in iOS 16: use vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        self.init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], arrangement: .count(count))
    }
    /// `count` slots at the subitem's own size along y (CompositionalLayoutRules §3.5).
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        self.init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], arrangement: .repeating(count))
    }

    /// `custom(layoutSize:itemProvider:)`: a group whose items are where `itemProvider` puts
    /// them, each frame relative to the group's origin, one item of the section per frame. The
    /// provider is asked once per layout pass with the layout's environment, and its frames
    /// serve every repetition of the group; an item's `zIndex` is not kept.
    public class func custom(layoutSize: NSCollectionLayoutSize,
                             itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        let group = self.init(axis: .vertical, layoutSize: layoutSize, subitems: [], arrangement: .custom([]))
        group.itemProvider = itemProvider
        return group
    }

    func engineGroup(in environment: NSCollectionLayoutEnvironment) -> CompositionalGroup {
        let arrangement = itemProvider.map { provide in .custom(provide(environment).map(\.frame.engine)) } ?? self.arrangement
        return CompositionalGroup(axis: axis, layoutSize: layoutSize.engine, subitems: subitems.map { $0.engineSubitem(in: environment) },
                                  arrangement: arrangement, interItemSpacing: interItemSpacing?.engine)
    }
    override func engineSubitem(in environment: NSCollectionLayoutEnvironment) -> CompositionalSubitem {
        .group(engineGroup(in: environment))
    }
}

/// `NSCollectionLayoutSupplementaryItem`: a view anchored to an item or a section.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Stacking order; 1 unless set (CompositionalLayoutRules §9.1).
    public var zIndex: Int = 1
    /// `containerAnchor`, `itemAnchor`: where the item attaches (kept; anchored supplementary
    /// items are not laid out yet). Nil for boundary items.
    public let containerAnchor: NSCollectionLayoutAnchor?
    public let itemAnchor: NSCollectionLayoutAnchor?
    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil; itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
    /// `init(layoutSize:elementKind:containerAnchor:)`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor; itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
    /// `init(layoutSize:elementKind:containerAnchor:itemAnchor:)`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor; self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header, footer or other view on a section's
/// or the layout's boundary (CompositionalLayoutRules §6, §7.2).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Makes room for the item in its section (default true, CompositionalLayoutRules §6.3).
    public var extendsBoundary = true
    /// Keeps the item in view while its section is (CompositionalLayoutRules §6.4).
    public var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment; self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    var engine: CompositionalBoundaryItem {
        CompositionalBoundaryItem(elementKind: elementKind, layoutSize: layoutSize.engine, alignment: alignment.engine,
                                  absoluteOffset: offset.engine, extendsBoundary: extendsBoundary,
                                  pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex)
    }
}

/// `NSCollectionLayoutDecorationItem`: a section's background (CompositionalLayoutRules §8.1).
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Stacking order; 0 (below the section) unless set.
    public var zIndex: Int = 0
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }
    /// A view behind the whole section, inset by `contentInsets`.
    public class func background(elementKind: String) -> Self { self.init(elementKind: elementKind) }

    var engine: CompositionalDecorationItem {
        CompositionalDecorationItem(elementKind: elementKind, contentInsets: contentInsets.engine, zIndex: zIndex)
    }
}
