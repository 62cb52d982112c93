/// The animation of a batch update, as a pure function of time (UIKit animates
/// `performBatchUpdates:` for about 0.25 s with an ease-in-ease-out curve, here driven by virtual
/// time so it is testable and replayable).
///
/// Each element on screen before or after the update gets a `Track` from one set of attributes to
/// another: appearing elements start from `initialAttributesForAppearing…` (by default their new
/// frame at alpha 0: they fade in), disappearing ones end at `finalAttributesForDisappearing…`
/// (their old frame at alpha 0: they fade out), and elements that stay slide from their old frame
/// to their new one. Frames and alpha are interpolated; zIndex and the other fields are the end's.
public struct UpdateTransition: Sendable {
    /// One element's animation.
    public struct Track: Hashable, Sendable {
        public var from: LayoutAttributes
        public var to: LayoutAttributes
        public init(from: LayoutAttributes, to: LayoutAttributes) { self.from = from; self.to = to }

        /// The attributes at eased progress `p` (0: `from`, 1: `to`).
        public func attributes(atProgress p: Double) -> LayoutAttributes {
            if p <= 0 { return from }
            if p >= 1 { return to }
            var a = to
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
            a.frame = Rect(x: mix(from.frame.x, to.frame.x), y: mix(from.frame.y, to.frame.y),
                           width: mix(from.frame.width, to.frame.width), height: mix(from.frame.height, to.frame.height))
            a.alpha = mix(from.alpha, to.alpha)
            return a
        }
    }

    /// UIKit's timing curves.
    public enum Curve: Hashable, Sendable {
        case linear
        /// `UIViewAnimationCurveEaseInOut`, as the cubic smoothstep 3t² − 2t³ (symmetric: 0.5 at 0.5).
        case easeInOut
        public func callAsFunction(_ t: Double) -> Double {
            let t = Swift.min(Swift.max(t, 0), 1)
            switch self {
            case .linear: return t
            case .easeInOut: return t * t * (3 - 2 * t)
            }
        }
    }

    public var tracks: [Track]
    /// Length of the animation in milliseconds (UIKit's batch updates: about 250).
    public var durationMs: Double
    public var curve: Curve

    public init(tracks: [Track], durationMs: Double = 250, curve: Curve = .easeInOut) {
        self.tracks = tracks; self.durationMs = durationMs; self.curve = curve
    }

    /// Pairs the elements of the two screens. `old` and `new` are the attributes visible before
    /// and after; `mapping` names which old element each new one is; `initial(newID)` and
    /// `final(oldID)` are the layout's appearing / disappearing attributes (nil: no animation —
    /// the element is simply at its end, or simply gone).
    public init(old: [LayoutAttributes], new: [LayoutAttributes], mapping: UpdateMapping,
                initial: (ElementID) -> LayoutAttributes?, final: (ElementID) -> LayoutAttributes?,
                durationMs: Double = 250, curve: Curve = .easeInOut) {
        var tracks: [Track] = []
        tracks.reserveCapacity(old.count + new.count)
        var shownOld = Set<ElementID>()
        for a in new {
            if let was = mapping.oldElementID(forNew: a.elementID) { shownOld.insert(was) }
            tracks.append(Track(from: initial(a.elementID) ?? a, to: a))
        }
        for a in old where !shownOld.contains(a.elementID) {
            if let end = final(a.elementID) { tracks.append(Track(from: a, to: end)) }
        }
        self.init(tracks: tracks, durationMs: durationMs, curve: curve)
    }

    /// The transition of the update `layout` is in the middle of (between `performBatchUpdates`
    /// and `finalizeCollectionViewUpdates`): old elements visible in the old bounds, new ones in
    /// `newBounds` (after the host has clamped its offset to the new content size).
    public static func make(layout: some UpdatableLayout, record: BatchUpdateRecord, newBounds: Rect,
                            durationMs: Double = 250, curve: Curve = .easeInOut) -> UpdateTransition {
        let old = record.oldAttributes.filter { $0.frame.meets(record.oldBounds) }
        let new = layout.attributes(in: newBounds)
        return UpdateTransition(old: old, new: new, mapping: record.mapping,
                                initial: { layout.initialAttributesForAppearing($0) },
                                final: { layout.finalAttributesForDisappearing($0) },
                                durationMs: durationMs, curve: curve)
    }

    /// Eased progress at `t` in 0...1 of the animation's time.
    public func progress(at t: Double) -> Double { curve(t) }

    /// Every element's attributes at time fraction `t` (0...1, clamped). Elements whose alpha is 0
    /// at that moment are still listed (a renderer skips them).
    public func attributes(at t: Double) -> [LayoutAttributes] {
        let p = progress(at: t)
        return tracks.map { $0.attributes(atProgress: p) }
    }

    /// The same at `ms` milliseconds after the start (virtual time, e.g. after `<wait 120ms>`).
    public func attributes(atMilliseconds ms: Double) -> [LayoutAttributes] {
        attributes(at: durationMs > 0 ? ms / durationMs : 1)
    }

    /// True once `ms` milliseconds have passed the end.
    public func isFinished(atMilliseconds ms: Double) -> Bool { ms >= durationMs }
}

public extension BatchUpdate {
    /// The viewer's `m` + direction: move the item at `p` one place forward (`step > 0`) or back,
    /// crossing into the next (previous) section at its start (end) when `p` is at its section's
    /// edge. Nil when there is nowhere to go or `p` is not an item of `layout`.
    static func movingItem(at p: IndexPath, by step: Int, in layout: CollectionLayout) -> BatchUpdate? {
        let sections = layout.numberOfSections
        guard p.section >= 0, p.section < sections, p.item >= 0, p.item < layout.numberOfItems(inSection: p.section), step != 0
        else { return nil }
        let count = layout.numberOfItems(inSection: p.section)
        let to: IndexPath
        if step > 0 {
            if p.item + 1 < count { to = IndexPath(item: p.item + 1, section: p.section) }
            else if p.section + 1 < sections { to = IndexPath(item: 0, section: p.section + 1) }
            else { return nil }
        } else {
            if p.item > 0 { to = IndexPath(item: p.item - 1, section: p.section) }
            else if p.section > 0 { to = IndexPath(item: layout.numberOfItems(inSection: p.section - 1), section: p.section - 1) }
            else { return nil }
        }
        return .moveItem(from: p, to: to)
    }
}
