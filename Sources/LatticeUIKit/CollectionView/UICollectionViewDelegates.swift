import Foundation

/// `UICollectionViewDataSource`, the part a layout depends on: the number of sections and
/// items. (lattice draws cells itself, so there is no `cellForItemAt`.)
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Optional in UIKit; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// `UICollectionViewDelegate`, a `UIScrollViewDelegate` as in UIKit. Its methods are mostly
/// about views and selection, which lattice does not have; layouts read the delegate through the
/// protocols that refine it. Declared: the transition layout an interactive transition uses.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`: the layout
    /// `startInteractiveTransition(to:completion:)` uses between the two; by default a
    /// `UICollectionViewTransitionLayout` of them, as in UIKit.
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                               newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

/// `UICollectionViewDelegateFlowLayout`: how a collection view's delegate hands sizes, insets,
/// spacings and reference sizes to a layout. IGList's layout reads all of them; a custom layout
/// reads what it needs.
///
/// In UIKit these methods are `@objc optional` and a layout asks `responds(to:)`. Linux Swift has
/// no optional protocol requirements, so each has a default implementation here (the nearest
/// form): the value a flow layout uses when the delegate does not answer, taken from the layout
/// when it has flow-layout properties (`UICollectionViewFlowLayout` and its subclasses), else UIKit's flow-layout
/// defaults for the size (50 x 50) and zero for the rest (what IGList assumes). Call them
/// directly: `delegate.collectionView(cv, layout: self, sizeForItemAt: indexPath)`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

/// The flow-layout properties a layout falls back to when the delegate does not answer
/// (`UICollectionViewFlowLayout`'s `itemSize`, `sectionInset`, …).
@preconcurrency @MainActor
protocol FlowLayoutDefaults: AnyObject {
    var itemSize: CGSize { get }
    var sectionInset: UIEdgeInsets { get }
    var minimumLineSpacing: CGFloat { get }
    var minimumInteritemSpacing: CGFloat { get }
    var headerReferenceSize: CGSize { get }
    var footerReferenceSize: CGSize { get }
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? FlowLayoutDefaults)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? FlowLayoutDefaults)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? FlowLayoutDefaults)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? FlowLayoutDefaults)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? FlowLayoutDefaults)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? FlowLayoutDefaults)?.footerReferenceSize ?? .zero
    }
}
