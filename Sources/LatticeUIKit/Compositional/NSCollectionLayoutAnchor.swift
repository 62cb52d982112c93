import Foundation

/// `NSCollectionLayoutAnchor`: where a supplementary item attaches to its item or group: the
/// edges, and an offset in points or as a fraction of the item's size. Kept with the
/// supplementary item (lattice does not lay out supplementary items anchored to items yet).
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
    /// `edges`, `offset`, as made.
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    /// `isAbsoluteOffset`, `isFractionalOffset`: which kind `offset` is.
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges; self.offset = offset; isAbsoluteOffset = absolute
        super.init()
    }
    /// `init(edges:)`: no offset.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    /// `init(edges:absoluteOffset:)`.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }
    /// `init(edges:fractionalOffset:)`.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }
}
