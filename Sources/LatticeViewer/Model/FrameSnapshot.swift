import LatticeLayout

/// What one frame shows, built once at the start of `ViewerModel.frame()` and read by every
/// part of the screen — the picture, the status line, the inspector — so none of them depends on
/// another having run first. (UIKit's equivalent is the set of attributes the collection view
/// asked its layout for in one layout pass.)
public struct FrameSnapshot {
    /// The elements in the viewport, as drawn: mid-animation, where the batch update's
    /// animation has them (transparent ones left out); otherwise the layout's answer for the
    /// bounds.
    public internal(set) var attributes: [LayoutAttributes] = []
    /// The resting frames of the pinned headers in view (drawn as faint outlines).
    public internal(set) var pinOutlines: [Rect] = []
    /// The `/` find's matches among `attributes` (highlighted in the picture).
    public internal(set) var matches: Set<ElementID> = []
    /// Set when more elements were in view than a frame draws (`FrameBudget`): `attributes`
    /// then holds only those drawn.
    public internal(set) var cut: FrameBudget.Cut?

    public init() {}

    /// The number of elements in view.
    public var elementCount: Int { attributes.count }
    /// The number of cells among them.
    public var cellCount: Int { attributes.reduce(0) { $0 + ($1.category == .cell ? 1 : 0) } }

    /// Sections with something in view, and one on either side (the inspector's sections), in
    /// a layout of `sections` sections.
    public func sectionsNearViewport(sections n: Int) -> Range<Int> {
        var lo = Int.max, hi = Int.min
        for a in attributes { lo = Swift.min(lo, a.indexPath.section); hi = Swift.max(hi, a.indexPath.section) }
        guard lo <= hi, n > 0 else { return 0..<0 }
        let a = Swift.max(0, lo - 1), b = Swift.min(n, hi + 2)
        return a < b ? a..<b : 0..<0
    }
}

extension ViewerModel {
    /// What a frame of the model shows now.
    public func snapshot() -> FrameSnapshot {
        var next = FrameSnapshot()
        let cv = collectionView
        if let animated = animations.attributes(in: cv.bounds) {
            next.attributes = animated
        } else {
            layout.attributes(in: cv.bounds, into: &next.attributes)
        }
        next.cut = frameBudget.cut(&next.attributes, bounds: cv.bounds, direction)
        for a in next.attributes where a.isPinned && ElementKind.isSectionHeader(a.kind) {
            if let info = layout.headerPin(section: a.indexPath.section), info.restingFrame.meets(cv.bounds) {
                next.pinOutlines.append(info.restingFrame)
            }
        }
        if let q = activeFindQuery {
            for a in next.attributes where matches(a.elementID, q) { next.matches.insert(a.elementID) }
        }
        return next
    }
}
