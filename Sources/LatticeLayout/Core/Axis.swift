/// Scroll direction and the axis helpers that let every layout rule be written once.
///
/// IGListKit writes its layout with `...InDirection` helpers (`UIEdgeInsetsLeadingInsetInDirection`,
/// `CGRectGetMinInDirection`, …): the **scroll axis S** is y when scrolling vertically and x when
/// horizontally; the **fixed axis F** is the other one. The extensions below are those helpers.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal

    /// The other direction (the viewer's `d` key).
    public var toggled: ScrollDirection { self == .vertical ? .horizontal : .vertical }

    /// The axis of content that does not say how it scrolls (a `UICollectionViewLayout` of a
    /// program's own, a debugger paste): horizontal when `content` is wider than `bounds` and no
    /// taller, else vertical.
    public init(overflowing content: Size, in bounds: Size) {
        self = content.width > bounds.width && content.height <= bounds.height ? .horizontal : .vertical
    }
}

public extension Point {
    /// The coordinate along the scroll axis (y when vertical).
    @inline(__always) func s(_ d: ScrollDirection) -> Double { d == .vertical ? y : x }
    /// The coordinate along the fixed axis (x when vertical).
    @inline(__always) func f(_ d: ScrollDirection) -> Double { d == .vertical ? x : y }
    /// A point from its scroll-axis and fixed-axis coordinates.
    @inline(__always) init(s: Double, f: Double, _ d: ScrollDirection) {
        self = d == .vertical ? Point(x: f, y: s) : Point(x: s, y: f)
    }
}

public extension Size {
    /// The length along the scroll axis (height when vertical).
    @inline(__always) func s(_ d: ScrollDirection) -> Double { d == .vertical ? height : width }
    /// The length along the fixed axis (width when vertical).
    @inline(__always) func f(_ d: ScrollDirection) -> Double { d == .vertical ? width : height }
    @inline(__always) init(s: Double, f: Double, _ d: ScrollDirection) {
        self = d == .vertical ? Size(width: f, height: s) : Size(width: s, height: f)
    }
}

public extension Rect {
    /// A rectangle from its scroll-axis start and length and fixed-axis start and length.
    @inline(__always) init(minS: Double, lenS: Double, minF: Double, lenF: Double, _ d: ScrollDirection) {
        self = d == .vertical
            ? Rect(x: minF, y: minS, width: lenF, height: lenS)
            : Rect(x: minS, y: minF, width: lenS, height: lenF)
    }
    @inline(__always) func minS(_ d: ScrollDirection) -> Double { d == .vertical ? minY : minX }
    @inline(__always) func maxS(_ d: ScrollDirection) -> Double { d == .vertical ? maxY : maxX }
    @inline(__always) func lenS(_ d: ScrollDirection) -> Double { d == .vertical ? height : width }
    @inline(__always) func minF(_ d: ScrollDirection) -> Double { d == .vertical ? minX : minY }
    @inline(__always) func maxF(_ d: ScrollDirection) -> Double { d == .vertical ? maxX : maxY }
    @inline(__always) func lenF(_ d: ScrollDirection) -> Double { d == .vertical ? width : height }
    /// The same rectangle with its scroll-axis start replaced (a sticky header's move).
    @inline(__always) func with(minS value: Double, _ d: ScrollDirection) -> Rect {
        d == .vertical ? Rect(x: x, y: value, width: width, height: height)
                       : Rect(x: value, y: y, width: width, height: height)
    }
}

public extension EdgeInsets {
    /// Leading inset along the scroll axis (top when vertical, left when horizontal).
    @inline(__always) func leadS(_ d: ScrollDirection) -> Double { d == .vertical ? top : left }
    /// Trailing inset along the scroll axis (bottom when vertical, right when horizontal).
    @inline(__always) func trailS(_ d: ScrollDirection) -> Double { d == .vertical ? bottom : right }
    /// Leading inset along the fixed axis (left when vertical, top when horizontal).
    @inline(__always) func leadF(_ d: ScrollDirection) -> Double { d == .vertical ? left : top }
    /// Trailing inset along the fixed axis (right when vertical, bottom when horizontal).
    @inline(__always) func trailF(_ d: ScrollDirection) -> Double { d == .vertical ? right : bottom }
}

/// A scroll direction known at compile time, for hot loops: a function generic over
/// `StaticScrollDirection` is specialised once per direction, so every `d == .vertical` in
/// its S/F helpers folds to a constant and the loop does no per-item axis selects. Call it
/// with `VerticalScroll.self` or `HorizontalScroll.self`, chosen by a switch on the direction
/// (`FlowTypesetter.layOut`).
protocol StaticScrollDirection {
    static var direction: ScrollDirection { get }
}

/// The vertical direction as a type (`StaticScrollDirection`).
enum VerticalScroll: StaticScrollDirection {
    @inline(__always) static var direction: ScrollDirection { .vertical }
}

/// The horizontal direction as a type (`StaticScrollDirection`).
enum HorizontalScroll: StaticScrollDirection {
    @inline(__always) static var direction: ScrollDirection { .horizontal }
}
