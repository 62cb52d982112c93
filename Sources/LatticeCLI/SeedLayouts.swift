import Foundation
import LatticeUIKit
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
        switch fixture.layout {
        case let .list(o):
            let l = IGListCollectionViewLayout(stickyHeaders: o.stickyHeaders, scrollDirection: o.scrollDirection == .horizontal ? .horizontal : .vertical,
                                               topContentInset: o.topContentInset, stretchToEdge: o.stretchToEdge)
            l.stickyHeaderYOffset = o.stickyHeaderYOffset
            l.showHeaderWhenEmpty = o.showHeaderWhenEmpty
            return l
        case let .aligned(o):
            let l = FSQCollectionViewAlignedLayout()
            l.defaultCellSize = CGSize(width: o.defaultCellSize.width, height: o.defaultCellSize.height)
            l.sectionSpacing = o.sectionSpacing
            l.contentInsets = UIEdgeInsets(top: o.contentInsets.top, left: o.contentInsets.left, bottom: o.contentInsets.bottom, right: o.contentInsets.right)
            l.shouldPinSectionHeadersToTop = o.pinSectionHeaders
            return l
        case let .line(o):
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
        case let .flow(o):
            let l = UICollectionViewFlowLayout()
            l.scrollDirection = o.scrollDirection == .horizontal ? .horizontal : .vertical
            l.itemSize = CGSize(width: o.itemSize.width, height: o.itemSize.height)
            l.sectionHeadersPinToVisibleBounds = o.sectionHeadersPinToVisibleBounds
            l.sectionFootersPinToVisibleBounds = o.sectionFootersPinToVisibleBounds
            if case let .size(e) = o.estimatedItemSize { l.estimatedItemSize = CGSize(width: e.width, height: e.height) }
            if o.estimatedItemSize == .automatic { l.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
            return l
        case .custom, .snapshot, .compositional:
            return nil
        }
    }
}
