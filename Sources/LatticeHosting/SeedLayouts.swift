import Foundation
package import LatticeUIKit
internal import LatticeLayout
package import LatticeFixtures

/// The UIKit class an app would use for a fixture's built-in layout, configured from the
/// fixture's options as the app would configure it: `IGListCollectionViewLayout` for `list`,
/// `FSQCollectionViewAlignedLayout` for `aligned`, `SWCollectionViewLineLayout` for `line`,
/// `UICollectionViewFlowLayout` for `flow`. The sections' values reach it through the
/// collection view's `UICollectionViewDelegateFlowLayout`, as in the app.
package enum SeedLayouts {
    /// The class for `fixture`'s layout; nil for `snapshot`, `compositional` and a program's
    /// own types (which have no one class to stand for them here).
    @MainActor
    package static func make(_ fixture: Fixture) -> UICollectionViewLayout? {
        (fixture.layout.type as? any SeedLayoutType)?.seedLayout(fixture.layout)
    }
}

/// A layout type with a UIKit class that stands for it, configured from the type's options.
protocol SeedLayoutType {
    /// The class for `layout` (a layout of this type), configured as an app would.
    @MainActor func seedLayout(_ layout: FixtureLayout) -> UICollectionViewLayout?
}

/// `IGListCollectionViewLayout`, its initialiser's arguments and properties from the options.
extension ListLayoutType: SeedLayoutType {
    @MainActor func seedLayout(_ layout: FixtureLayout) -> UICollectionViewLayout? {
        guard let o = layout.options(as: ListLayoutOptions.self) else { return nil }
        let l = IGListCollectionViewLayout(stickyHeaders: o.stickyHeaders, scrollDirection: o.scrollDirection == .horizontal ? .horizontal : .vertical,
                                           topContentInset: o.topContentInset, stretchToEdge: o.stretchToEdge)
        l.stickyHeaderYOffset = o.stickyHeaderYOffset
        l.showHeaderWhenEmpty = o.showHeaderWhenEmpty
        return l
    }
}

/// `FSQCollectionViewAlignedLayout`, its properties from the options.
extension AlignedLayoutType: SeedLayoutType {
    @MainActor func seedLayout(_ layout: FixtureLayout) -> UICollectionViewLayout? {
        guard let o = layout.options(as: AlignedLayoutOptions.self) else { return nil }
        let l = FSQCollectionViewAlignedLayout()
        l.defaultCellSize = CGSize(width: o.defaultCellSize.width, height: o.defaultCellSize.height)
        l.sectionSpacing = o.sectionSpacing
        l.contentInsets = UIEdgeInsets(top: o.contentInsets.top, left: o.contentInsets.left, bottom: o.contentInsets.bottom, right: o.contentInsets.right)
        l.shouldPinSectionHeadersToTop = o.pinSectionHeaders
        return l
    }
}

/// `SWCollectionViewLineLayout`, its properties from the options.
extension LineLayoutType: SeedLayoutType {
    @MainActor func seedLayout(_ layout: FixtureLayout) -> UICollectionViewLayout? {
        guard let o = layout.options(as: LineLayoutOptions.self) else { return nil }
        let l = SWCollectionViewLineLayout()
        l.scrollDirection = o.scrollDirection == .horizontal ? .horizontal : .vertical
        l.itemSize = CGSize(width: o.itemSize.width, height: o.itemSize.height)
        l.maximumLineItemSpacing = o.maximumLineItemSpacing.map { CGFloat($0) } ?? .infinity
        l.lineThickness = o.lineThickness
        l.displayArrows = o.displayArrows
        l.gripSize = o.gripSize.map { CGFloat($0) }
        l.tailWidth = o.tailWidth.map { CGFloat($0) }
        l.lineLabelSize = CGSize(width: o.lineLabelSize.width, height: o.lineLabelSize.height)
        return l
    }
}

/// `UICollectionViewFlowLayout`, its properties from the options.
extension FlowLayoutType: SeedLayoutType {
    @MainActor func seedLayout(_ layout: FixtureLayout) -> UICollectionViewLayout? {
        guard let o = layout.options(as: FlowLayoutOptions.self) else { return nil }
        let l = UICollectionViewFlowLayout()
        l.scrollDirection = o.scrollDirection == .horizontal ? .horizontal : .vertical
        l.itemSize = CGSize(width: o.itemSize.width, height: o.itemSize.height)
        l.sectionHeadersPinToVisibleBounds = o.sectionHeadersPinToVisibleBounds
        l.sectionFootersPinToVisibleBounds = o.sectionFootersPinToVisibleBounds
        if case let .size(e) = o.estimatedItemSize { l.estimatedItemSize = CGSize(width: e.width, height: e.height) }
        if o.estimatedItemSize == .automatic { l.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        return l
    }
}
