import Foundation
internal import LatticeLayout

/// `NSCollectionLayoutDimension`: one side of a size, absolute, estimated, or a fraction of the
/// container's width or height (CompositionalLayoutRules §1).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    let engine: CompositionalDimension
    init(_ engine: CompositionalDimension) { self.engine = engine }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { self.init(.fractionalWidth(Double(fractionalWidth))) }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { self.init(.fractionalHeight(Double(fractionalHeight))) }
    /// A length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { self.init(.absolute(Double(absoluteDimension))) }
    /// An estimate in points (lattice does not self-size: the estimate is the length,
    /// CompositionalLayoutRules §1.2).
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { self.init(.estimated(Double(estimatedDimension))) }

    public var isFractionalWidth: Bool { if case .fractionalWidth = engine { return true } else { return false } }
    public var isFractionalHeight: Bool { if case .fractionalHeight = engine { return true } else { return false } }
    public var isAbsolute: Bool { if case .absolute = engine { return true } else { return false } }
    public var isEstimated: Bool { engine.isEstimated }
    /// The points or the fraction the dimension was made with.
    public var dimension: CGFloat { CGFloat(engine.value) }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width; heightDimension = height
    }
    var engine: CompositionalSize { CompositionalSize(widthDimension: widthDimension.engine, heightDimension: heightDimension.engine) }
}

/// `NSCollectionLayoutSpacing`: the space between a group's neighbours
/// (CompositionalLayoutRules §3.6, §3.7).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    let engine: CompositionalSpacing
    init(_ engine: CompositionalSpacing) { self.engine = engine }
    /// At least `flexibleSpacing`; the room left in the group is shared by the gaps.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { self.init(.flexible(Double(flexibleSpacing))) }
    /// Exactly `fixedSpacing`.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { self.init(.fixed(Double(fixedSpacing))) }
    public var spacing: CGFloat { CGFloat(engine.spacing) }
    public var isFlexibleSpacing: Bool { engine.isFlexible }
    public var isFixedSpacing: Bool { !engine.isFlexible }
}

/// `NSCollectionLayoutEdgeSpacing`: space around an item along its group. Kept for source
/// compatibility; lattice does not lay it out yet (CompositionalLayoutRules §2.4).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}

/// `NSDirectionalEdgeInsets`: insets whose horizontal sides follow the layout direction
/// (lattice is left to right: leading is left).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// `NSDirectionalEdgeInsetsZero`.
    public static let zero = NSDirectionalEdgeInsets()
    var engine: LatticeLayout.EdgeInsets { LatticeLayout.EdgeInsets(top: Double(top), left: Double(leading), bottom: Double(bottom), right: Double(trailing)) }
}

/// `NSRectAlignment`: where a boundary item sits around its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
    var engine: CompositionalAlignment {
        switch self {
        case .none: return .none
        case .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: how a section scrolls sideways
/// (CompositionalLayoutRules §5).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    var engine: OrthogonalScrollingBehavior {
        switch self {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }
}
