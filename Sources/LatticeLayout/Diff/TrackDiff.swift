/// Where two motions of one element part: the first offset at which an element's frame in one
/// layout differs from its frame in another, for elements that move with the content offset (a
/// capture's tracks, FixtureFormat §9a; a layout's pinned headers).
///
/// Both motions are linear between their breaks (a track's samples, a motion's pieces), so they
/// are compared at the union of their breaks: if they agree at every break they agree at every
/// offset, and the first break where they do not is reported.
public struct TrackDifference: Sendable, Equatable {
    /// The element, as `LayoutDiff` names it (`header 0`).
    public var element: LayoutAttributes
    /// The first offset (along the scroll axis) where the frames differ.
    public var offset: Double
    /// The element's frame there in the old and the new layout.
    public var old, new: Rect
    public init(element: LayoutAttributes, offset: Double, old: Rect, new: Rect) {
        self.element = element; self.offset = offset; self.old = old; self.new = new
    }

    /// The first of `breaks` (any order, repeats allowed) where `old` and `new` give frames that
    /// differ by more than `tolerance` on a coordinate, with both frames; nil when they agree at
    /// all of them.
    public static func firstDifference(breaks: [Double], old: (Double) -> Rect, new: (Double) -> Rect,
                                       tolerance: Double = LayoutDiff.defaultTolerance) -> (offset: Double, old: Rect, new: Rect)? {
        for o in Set(breaks).sorted() where o.isFinite {
            let a = old(o), b = new(o)
            if LayoutDiff.frameChange(a, b, tolerance: tolerance) != nil { return (o, a, b) }
        }
        return nil
    }
}

extension ElementMotion {
    /// The offsets where the motion's pieces begin (its breaks).
    public var breaks: [Double] { motion.pieces.map(\.from).filter(\.isFinite) }
}
