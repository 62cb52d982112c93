/// Sections that scroll across the layout's scroll axis (CompositionalLayoutRules §5.6, §5.8):
/// each has its own offset, which lattice takes as input (the section's
/// `orthogonalOffset`), clamped to the section's sideways content.
extension CompositionalLayout {
    /// True when section `s` scrolls sideways (its behaviour is not `.none`).
    public func isOrthogonal(section s: Int) -> Bool {
        s >= 0 && s < records.count && records[s].isOrthogonal
    }

    /// The section's sideways offset as laid out (clamped, CompositionalLayoutRules §5.6); nil for
    /// a section that does not scroll sideways.
    public func orthogonalOffset(section s: Int) -> Double? {
        isOrthogonal(section: s) ? records[s].orthogonalOffset : nil
    }

    /// The largest sideways offset of section `s` (CompositionalLayoutRules §5.5); nil when it does
    /// not scroll sideways.
    public func maximumOrthogonalOffset(section s: Int) -> Double? {
        isOrthogonal(section: s) ? records[s].maximumOrthogonalOffset : nil
    }

    /// Scrolls section `s` sideways to `offset` (clamped, CompositionalLayoutRules §5.6). Takes
    /// effect at once: only that section's cells move, so nothing is laid out again.
    public func setOrthogonalOffset(_ offset: Double, section s: Int) {
        guard s >= 0, s < sections.count else { return }
        sections[s].orthogonalOffset = offset
        guard isOrthogonal(section: s), offset.isFinite else { return }
        records[s].orthogonalOffset = min(max(offset, 0), records[s].maximumOrthogonalOffset)
    }

    /// Where a sideways fling of section `s` comes to rest (CompositionalLayoutRules §5.8):
    /// `.continuous` where it is proposed; `.paging` on a multiple of the container's width; the
    /// group behaviours on a group's leading boundary (`.groupPagingCentered`: the group centred).
    /// A positive velocity rounds up, a negative one down, none to the nearest. Clamped to the
    /// range.
    public func targetOrthogonalOffset(section s: Int, proposed: Double, velocity: Double) -> Double {
        guard s >= 0, s < sections.count, isOrthogonal(section: s) else { return 0 }
        let r = records[s], d = laidOutDirection
        let page: Double
        switch sections[s].orthogonalScrollingBehavior {
        case .none, .continuous: page = 0
        case .paging:
            let cv = collectionView
            page = cv.bounds.size.f(d) - cv.contentInset.leadF(d) - cv.contentInset.trailF(d)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered: page = r.step
        }
        var target = proposed
        if page > 0 {
            let pages = proposed / page
            let whole = velocity > 0 ? pages.rounded(.up) : velocity < 0 ? pages.rounded(.down) : pages.rounded()
            target = whole * page
        }
        return min(max(target.isFinite ? target : 0, 0), r.maximumOrthogonalOffset)
    }
}
