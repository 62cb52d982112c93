/// Where scrolling comes to rest (fixture `layout.snap`, FixtureFormat §10): UIKit leaves this to
/// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:`, whose docs suggest
/// "always stop scrolling on a boundary between items". lattice offers it for every layout.
public enum SnapMode: String, Hashable, Sendable, CaseIterable {
    /// Stop where the deceleration stops (UICollectionViewLayout's default: the proposal).
    case none
    /// Stop with an item's start at the viewport's leading edge.
    case items
    /// Stop with a section header's start at the viewport's leading edge.
    case headers
}

/// The one snapping rule shared by all layouts.
public enum Snapping {
    /// `targetContentOffset(proposed:velocity:)` with snapping, along the scroll axis `d`:
    ///
    /// 1. Candidates are the S starts of the items (`.items`) or of the headers (`.headers`; the
    ///    kinds of `ElementKind.isSectionHeader`) found by a rect query one
    ///    viewport around the proposal: O(log n + k). A pinned header counts at its resting start,
    ///    asked for with the bounds moved far before the content (where sticky headers rest: the
    ///    list and aligned layouts pin at query time from `collectionView`), then restored; one
    ///    still pinned there (IGList's "pulled back" header, ListLayoutRules §6) is skipped.
    /// 2. Velocity decides the side, as paging feels: moving forward (> 0) stops at the first
    ///    candidate at or after the proposal, backward (< 0) at the last one at or before it, no
    ///    velocity at the nearest one (ties go backward). When the side has no candidate, the
    ///    nearest on the other side is used; with none at all, the proposal.
    /// 3. The result is clamped into the scrollable range along S,
    ///    `-inset.leadS ... max(that, contentSize.S - viewport.S + inset.trailS)`. The F
    ///    coordinate is the proposal's.
    public static func targetContentOffset(_ layout: CollectionLayout, mode: SnapMode, direction d: ScrollDirection,
                                           proposed: Point, velocity: Point) -> Point {
        guard mode != .none else { return proposed }
        let viewport = layout.collectionView.bounds.size
        let inset = layout.collectionView.contentInset
        let content = layout.contentSize
        let len = Swift.max(viewport.s(d), 1)
        let p = proposed.s(d)
        guard p.isFinite else { return proposed }
        let window = Rect(minS: p - len, lenS: 3 * len, minF: -1e12, lenF: 2e12, d)
        var found: [LayoutAttributes] = []
        layout.attributes(in: window, into: &found)
        var before: Double?, after: Double?
        for a in found {
            switch mode {
            case .items: guard a.category == .cell else { continue }
            case .headers:
                guard a.category == .supplementary, ElementKind.isSectionHeader(a.kind) else { continue }
            case .none: continue
            }
            var s = a.frame.minS(d)
            if a.isPinned {
                guard let rest = restingStart(layout, a, d) else { continue }
                s = rest
            }
            if s <= p { before = Swift.max(before ?? s, s) }
            if s >= p { after = Swift.min(after ?? s, s) }
        }
        let v = velocity.s(d)
        var target: Double
        switch (before, after) {
        case (nil, nil): target = p
        case (let b?, nil): target = b
        case (nil, let a?): target = a
        case (let b?, let a?):
            if v > 0 { target = a } else if v < 0 { target = b } else { target = (a - p) < (p - b) ? a : b }
        }
        let lo = -inset.leadS(d)
        let hi = Swift.max(lo, content.s(d) - viewport.s(d) + inset.trailS(d))
        target = Swift.min(Swift.max(target, lo), hi)
        return Point(s: target, f: proposed.f(d), d)
    }

    /// A pinned header's resting S start: its frame when the offset is far before the content.
    private static func restingStart(_ layout: CollectionLayout, _ a: LayoutAttributes, _ d: ScrollDirection) -> Double? {
        let saved = layout.collectionView
        var away = saved
        away.bounds.origin = Point(s: -1e12, f: saved.bounds.origin.f(d), d)
        layout.collectionView = away
        let rest = layout.attributesForSupplementaryView(ofKind: a.kind, at: a.indexPath)
        layout.collectionView = saved
        guard let rest, !rest.isPinned else { return nil }
        return rest.frame.minS(d)
    }
}
