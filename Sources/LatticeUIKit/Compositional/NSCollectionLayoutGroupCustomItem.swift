import Foundation

/// `NSCollectionLayoutGroupCustomItemProvider`: what a custom group asks for its items' frames.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// `NSCollectionLayoutGroupCustomItem`: one item's frame in a custom group, relative to the
/// group's origin (``NSCollectionLayoutGroup/custom(layoutSize:itemProvider:)``).
public final class NSCollectionLayoutGroupCustomItem: NSObject, @unchecked Sendable {
    /// `frame`: the item's frame in the group.
    public let frame: CGRect
    /// `zIndex`: kept; lattice stacks a custom group's items as other cells (zIndex 0).
    public let zIndex: Int
    public init(frame: CGRect, zIndex: Int) { self.frame = frame; self.zIndex = zIndex }
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
}
