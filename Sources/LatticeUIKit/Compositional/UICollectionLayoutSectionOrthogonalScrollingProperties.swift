import Foundation

/// `UICollectionLayoutSectionOrthogonalScrollingProperties`: how an orthogonal section
/// decelerates and bounces. Kept as set (lattice lays orthogonal sections out at a sideways
/// offset of 0).
@preconcurrency @MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    /// `DecelerationRate`: `.automatic`, `.normal` (a rate of 0.998), `.fast` (a rate of 0.99), or a value.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The rate the section's scrolling behaviour implies; 0 stands for it.
        public static let automatic = DecelerationRate(rawValue: 0)
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// `BounceMode`.
    public enum BounceMode: Int, Sendable { case automatic, always, never }
    /// `decelerationRate`, `bounce`: `.automatic` unless set.
    public var decelerationRate = DecelerationRate.automatic
    public var bounce = BounceMode.automatic
    public override init() { super.init() }
}
