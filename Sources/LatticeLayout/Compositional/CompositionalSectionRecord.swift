/// One section as the last `prepare()` laid it out (CompositionalLayoutRules §4, §5): enough
/// numbers to place any of its cells in O(1), since every group repeats the section's shape.
struct CompositionalSectionRecord: Sendable {
    var itemCount = 0
    /// ceil(itemCount / cells per group) (CompositionalLayoutRules §4.3).
    var groupCount = 0
    /// The section's extent along the scroll axis, [start, end] (CompositionalLayoutRules §4.2).
    var start = 0.0
    var end = 0.0
    /// The first group's origin.
    var groupOrigin = Point(x: 0, y: 0)
    /// From one group's origin to the next: along S, or along F in an orthogonal section.
    var step = 0.0
    var isOrthogonal = false
    /// The sideways scroller's offset, clamped to `0 ... maximumOrthogonalOffset`
    /// (CompositionalLayoutRules §5.6).
    var orthogonalOffset = 0.0
    /// The length of the sideways content (CompositionalLayoutRules §5.5) minus the container: the
    /// largest offset.
    var maximumOrthogonalOffset = 0.0
    /// This section's boundary items in `CompositionalLayout.boundaries`.
    var boundaryRange = 0 ..< 0
    /// This section's backgrounds in `CompositionalLayout.decorations`.
    var decorationRange = 0 ..< 0
    /// Everything the section may draw, along S, cells, pinned items and backgrounds included:
    /// what the rect query searches by.
    var reachMinS = 0.0
    var reachMaxS = 0.0

    /// The origin of group `g`, the orthogonal offset applied (CompositionalLayoutRules §4.3, §5.2,
    /// §5.6).
    @inline(__always) func origin(ofGroup g: Int, _ d: ScrollDirection) -> Point {
        let p = Double(g) * step
        if isOrthogonal {
            return Point(s: groupOrigin.s(d), f: groupOrigin.f(d) + p - orthogonalOffset, d)
        }
        return Point(s: groupOrigin.s(d) + p, f: groupOrigin.f(d), d)
    }
}

/// A boundary supplementary item as laid out (CompositionalLayoutRules §6, §7.2).
struct CompositionalBoundaryRecord: Sendable {
    var kind: String
    var indexPath: IndexPath
    /// The frame where nothing pins it.
    var resting: Rect
    var zIndex: Int
    var pins: Bool
    /// Sits at the end of its section along S (a footer): pins to the far edge
    /// (CompositionalLayoutRules §6.4).
    var isTrailing: Bool
    /// The extent it is pinned within: its section's, or the whole content for the layout's own.
    var extentStart: Double
    var extentEnd: Double
}

/// A section background as laid out (CompositionalLayoutRules §8.1).
struct CompositionalDecorationRecord: Sendable {
    var kind: String
    var section: Int
    var frame: Rect
    var zIndex: Int
}
