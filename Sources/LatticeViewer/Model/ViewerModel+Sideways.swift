import LatticeLayout
import LatticeRender

/// Sections that scroll sideways on their own (the compositional layout's orthogonal sections,
/// CompositionalLayoutRules §5.6, §5.8): `>` `<` and Shift+wheel scroll one, `L` `H` fling it to
/// where its paging behaviour rests, and the status bar shows its offset. The offset is the
/// layout's state; the keys change it through `ViewerLayout.setSidewaysOffset`.
extension ViewerModel {
    /// The section the sideways keys move: the focused element's, when it scrolls sideways,
    /// else the one they last scrolled while the view has not scrolled since (scrolling a
    /// section sideways changes how much of it shows), else the sideways section whose cells
    /// show the most area in the viewport.
    var sidewaysSection: Int? {
        var inView: [LayoutAttributes] = []
        layout.attributes(in: collectionView.bounds, into: &inView)
        return sidewaysSection(among: inView)
    }

    /// The sideways section among the elements `inView` (a frame's, already queried): the
    /// focused element's, else the one whose cells cover the most of the viewport. Only cells
    /// count: a pinned header of a section scrolled out of view covers part of the viewport
    /// while the user looks at the next section's cells. Ties go to the lower section.
    func sidewaysSection(among inView: [LayoutAttributes]) -> Int? {
        if let s = focus?.indexPath.section, layout.sidewaysScroll(section: s) != nil { return s }
        if let h = sidewaysHold, h.offset == collectionView.contentOffset, layout.sidewaysScroll(section: h.section) != nil {
            return h.section
        }
        let bounds = collectionView.bounds
        var area: [Int: Double] = [:]
        var sideways: [Int: Bool] = [:]
        for a in inView where a.category == .cell {
            let s = a.indexPath.section
            if sideways[s] == nil { sideways[s] = layout.sidewaysScroll(section: s) != nil }
            guard sideways[s] == true else { continue }
            let w = Swift.min(a.frame.maxX, bounds.maxX) - Swift.max(a.frame.minX, bounds.minX)
            let h = Swift.min(a.frame.maxY, bounds.maxY) - Swift.max(a.frame.minY, bounds.minY)
            area[s, default: 0] += Swift.max(0, w) * Swift.max(0, h)
        }
        return area.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// Scrolls the sideways section by `points` (clamped by the layout).
    mutating func scrollSideways(by points: Double) {
        guard let s = sidewaysSection, let now = layout.sidewaysScroll(section: s) else {
            message = ("no section here scrolls sideways", false); return
        }
        layout.setSidewaysOffset(now.offset + points, section: s)
        sidewaysHold = (s, collectionView.contentOffset)
    }

    /// A sideways fling of half a viewport, resting where the section's behaviour says
    /// (CompositionalLayoutRules §5.8).
    mutating func flingSideways(_ sign: Int) {
        guard let s = sidewaysSection, let now = layout.sidewaysScroll(section: s) else {
            message = ("no section here scrolls sideways", false); return
        }
        let d = direction, reach = collectionView.viewportSize.f(d) / 2
        layout.setSidewaysOffset(layout.sidewaysRestingOffset(section: s, proposed: now.offset + Double(sign) * reach,
                                                              velocity: Double(sign)), section: s)
        sidewaysHold = (s, collectionView.contentOffset)
    }

    /// `§1 sideways 40/272` for the status bar, when a section scrolls sideways.
    func sidewaysSegment(style: CellStyle, _ snap: FrameSnapshot) -> StatusLine.Segment? {
        guard let s = sidewaysSection(among: snap.attributes), let now = layout.sidewaysScroll(section: s) else { return nil }
        let sign = glyphs.unicode ? "§" : "#"
        return .init("\(sign)\(s) sideways \(fmt(now.offset))/\(fmt(now.maximum))", priority: 8, style: style)
    }
}
