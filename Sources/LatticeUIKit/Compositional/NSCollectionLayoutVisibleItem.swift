import Foundation

/// `NSCollectionLayoutVisibleItem`: an item in view, as a section's
/// `visibleItemsInvalidationHandler` sees it.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var center: CGPoint { get set }
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: called, in UIKit, before each
/// layout pass of a section with the items in view, the content offset and the environment.
/// lattice keeps the handler and never calls it (<doc:InertMembers>).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void
