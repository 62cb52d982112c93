import LatticeLayout
import LatticeRender

/// Sections that scroll sideways on their own (the compositional layout's orthogonal sections,
/// CompositionalLayoutRules §5.6, §5.8): `>` `<` and Shift+wheel scroll one, `L` `H` fling it to
/// where its paging behaviour rests, and the status bar shows its offset. The offset is the
/// layout's state; the keys change it through `ViewerLayout.setSidewaysOffset`.
extension ViewerModel {
    /// The section the sideways keys move: the focused element's, when it scrolls sideways,
    /// else the first such section with something in the viewport.
    var sidewaysSection: Int? {
        var inView: [LayoutAttributes] = []
        layout.attributes(in: collectionView.bounds, into: &inView)
        return sidewaysSection(among: inView)
    }

    /// The sideways section among the elements `inView` (a frame's, already queried): the
    /// focused element's, else the lowest section that scrolls sideways.
    func sidewaysSection(among inView: [LayoutAttributes]) -> Int? {
        if let s = focus?.indexPath.section, layout.sidewaysScroll(section: s) != nil { return s }
        var lowest: Int?
        for a in inView where lowest.map({ a.indexPath.section < $0 }) ?? true {
            if layout.sidewaysScroll(section: a.indexPath.section) != nil { lowest = a.indexPath.section }
        }
        return lowest
    }

    /// Scrolls the sideways section by `points` (clamped by the layout).
    mutating func scrollSideways(by points: Double) {
        guard let s = sidewaysSection, let now = layout.sidewaysScroll(section: s) else {
            message = ("no section here scrolls sideways", false); return
        }
        layout.setSidewaysOffset(now.offset + points, section: s)
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
    }

    /// `§1 sideways 40/272` for the status bar, when a section scrolls sideways.
    func sidewaysSegment(style: CellStyle, _ snap: FrameSnapshot) -> StatusLine.Segment? {
        guard let s = sidewaysSection(among: snap.attributes), let now = layout.sidewaysScroll(section: s) else { return nil }
        let sign = glyphs.unicode ? "§" : "#"
        return .init("\(sign)\(s) sideways \(fmt(now.offset))/\(fmt(now.maximum))", priority: 8, style: style)
    }
}
