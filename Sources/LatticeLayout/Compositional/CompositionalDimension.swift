/// `NSCollectionLayoutDimension`: one side of an element's size, resolved against the size of
/// its container (CompositionalLayoutRules §1).
public enum CompositionalDimension: Hashable, Sendable {
    /// `.absolute(v)`: v points (CompositionalLayoutRules §1.1).
    case absolute(Double)
    /// `.estimated(v)`: lattice does not self-size, so the estimate is the size
    /// (CompositionalLayoutRules §1.2).
    case estimated(Double)
    /// `.fractionalWidth(f)`: f times the container's width (CompositionalLayoutRules §1.3).
    case fractionalWidth(Double)
    /// `.fractionalHeight(f)`: f times the container's height (CompositionalLayoutRules §1.3).
    case fractionalHeight(Double)

    /// The length this dimension gives inside a container of `container`
    /// (CompositionalLayoutRules §1.1 to §1.3).
    @inline(__always) public func resolved(in container: Size) -> Double {
        switch self {
        case let .absolute(v), let .estimated(v): return v
        case let .fractionalWidth(f): return f * container.width
        case let .fractionalHeight(f): return f * container.height
        }
    }

    /// `isEstimated`: content insets are ignored on an estimated axis
    /// (CompositionalLayoutRules §2.3).
    public var isEstimated: Bool { if case .estimated = self { return true } else { return false } }

    /// The number the dimension carries (points or a fraction).
    public var value: Double {
        switch self {
        case let .absolute(v), let .estimated(v), let .fractionalWidth(v), let .fractionalHeight(v): return v
        }
    }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
public struct CompositionalSize: Hashable, Sendable {
    public var widthDimension: CompositionalDimension
    public var heightDimension: CompositionalDimension
    public init(widthDimension: CompositionalDimension, heightDimension: CompositionalDimension) {
        self.widthDimension = widthDimension; self.heightDimension = heightDimension
    }

    /// Both sides resolved against `container` (CompositionalLayoutRules §1.3: either fraction
    /// may size either side).
    @inline(__always) public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// `NSCollectionLayoutSpacing`: the gap between neighbours in a group
/// (CompositionalLayoutRules §3.6, §3.7).
public enum CompositionalSpacing: Hashable, Sendable {
    /// `.fixed(s)`: exactly s.
    case fixed(Double)
    /// `.flexible(s)`: at least s; the space left in the group is shared among the gaps.
    case flexible(Double)

    /// The fixed value or the flexible minimum.
    public var spacing: Double {
        switch self { case let .fixed(v), let .flexible(v): return v }
    }

    public var isFlexible: Bool { if case .flexible = self { return true } else { return false } }
}

/// The axis a group lays its subitems along (`NSCollectionLayoutGroup.horizontal` /
/// `.vertical`). Absolute: a horizontal group runs along x in either scroll direction
/// (CompositionalLayoutRules §0.1).
public enum CompositionalGroupAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The axis as a `ScrollDirection`, so the S/F helpers read "along the group" (S) and
    /// "across the group" (F).
    @inline(__always) var along: ScrollDirection { self == .horizontal ? .horizontal : .vertical }
}
