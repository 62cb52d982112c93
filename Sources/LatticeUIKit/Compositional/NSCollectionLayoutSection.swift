import Foundation
internal import LatticeLayout

/// `NSCollectionLayoutSection`: a group repeated for a section's items, with its insets,
/// boundary items and backgrounds (CompositionalLayoutRules §4 to §8).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var supplementariesFollowContentInsets = true
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// `contentInsetsReference`: kept as set. lattice measures a section's `contentInsets` from
    /// the collection view's content area (the effective size the environment gives), whatever
    /// the reference.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// `visibleItemsInvalidationHandler`: kept as set, never called (<doc:InertMembers>).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// `orthogonalScrollingProperties`: deceleration and bounce of an orthogonal section, kept.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()

    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// The engine's section for `itemCount` items.
    func engine(itemCount: Int, environment: NSCollectionLayoutEnvironment) -> CompositionalSection {
        CompositionalSection(group: group.engineGroup(in: environment), itemCount: itemCount, interGroupSpacing: Double(interGroupSpacing),
                             contentInsets: contentInsets.engine, orthogonalScrollingBehavior: orthogonalScrollingBehavior.engine,
                             boundarySupplementaryItems: boundarySupplementaryItems.map(\.engine),
                             decorationItems: decorationItems.map(\.engine),
                             supplementariesFollowContentInsets: supplementariesFollowContentInsets)
    }
}

/// `NSCollectionLayoutContainer`: the size a section provider may adapt to.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider is told about the collection view.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: NSCollectionLayoutContainer { get }
}

/// The environment lattice passes: the collection view's size less its content inset (lattice
/// has no safe area or margins, so the effective size is the same, CompositionalLayoutRules §0.2).
@MainActor
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets = NSDirectionalEdgeInsets.zero
    init(contentSize: CGSize) { self.contentSize = contentSize }
    var effectiveContentSize: CGSize { contentSize }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: NSCollectionLayoutContainer { self }
}
