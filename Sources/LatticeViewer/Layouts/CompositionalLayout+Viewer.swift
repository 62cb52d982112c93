import LatticeLayout
import LatticeRender

/// UICollectionViewCompositionalLayout in the viewer: `d` turns the scroll direction; pinning
/// is each boundary item's own `pinToVisibleBounds`, so there is no sticky-headers knob. The
/// inspector explains every pinned boundary item near the viewport with the clamp of
/// CompositionalLayoutRules §6.4 and shows the sideways offset of orthogonal sections.
extension CompositionalLayout: ViewerLayout {
    public var layoutName: String { "compositional" }
    public var supportedKnobs: KnobSupport { [.scrollDirection] }
    public var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: options.scrollDirection) }
        set { options.scrollDirection = newValue.scrollDirection }
    }

    /// UIKit's compositional layout has no layout-wide switch like the flow layout's
    /// `sectionHeadersPinToVisibleBounds`: each boundary item pins by its own
    /// `pinToVisibleBounds`, so `s` says so and where to set it rather than invent a switch that
    /// `:w` could not save.
    public var noStickyHeadersReason: String {
        let pinning = (0..<numberOfSections).filter { !pinnedKinds(section: $0).isEmpty }.count
        let here = pinning == 0 ? "none pins here" : pinning == 1 ? "1 section pins one here" : "\(pinning) sections pin one here"
        return "s: the compositional layout has no layout-wide sticky headers; each header or footer pins by its own pinToVisibleBounds (pin: true in the fixture; \(here))"
    }

    public func sidewaysScroll(section: Int) -> (offset: Double, maximum: Double)? {
        guard let o = orthogonalOffset(section: section), let m = maximumOrthogonalOffset(section: section) else { return nil }
        return (o, m)
    }
    public func setSidewaysOffset(_ offset: Double, section: Int) { setOrthogonalOffset(offset, section: section) }
    public func sidewaysRestingOffset(section: Int, proposed: Double, velocity: Double) -> Double {
        targetOrthogonalOffset(section: section, proposed: proposed, velocity: velocity)
    }

    public func inspectorBody(_ c: InspectorContext) -> InspectorBody {
        var lines: [Panel.Line] = []
        for s in c.sectionsNearViewport {
            for kind in pinnedKinds(section: s) {
                if let pin = boundaryPin(kind: kind, section: s) { lines += pinLines(pin, kind: kind, c) }
            }
            if let o = orthogonalOffset(section: s), let top = maximumOrthogonalOffset(section: s) {
                lines.append(Panel.Line("\(c.sectionSign)\(s) sideways offset \(fmt(o)) of 0…\(fmt(top))"))
            }
        }
        if lines.isEmpty { lines.append(Panel.Line("no pinned boundary item near the viewport", CellStyle(.panel, dim: true))) }
        return InspectorBody(title: "pinned boundary items", lines: lines)
    }

    /// One pinned item: where it is, the line with its terms, both clamps and which decides.
    private func pinLines(_ info: HeaderPin, kind: String, _ c: InspectorContext) -> [Panel.Line] {
        let d = c.direction, axis = d == .vertical ? "y" : "x", isFooter = info.element == .footer
        let role = ElementKind.isSectionHeader(kind) ? "header" : ElementKind.isSectionFooter(kind) ? "footer" : kind
        let name = "\(c.sectionSign)\(info.section) \(role)"
        let pos = info.frame.minS(d), rest = info.restingFrame.minS(d)
        let lines = [info.isPinned
            ? Panel.Line("\(name) pinned \(axis) \(fmt(pos)) (rests \(fmt(rest)))", CellStyle(.pinnedHeader, bold: true))
            : Panel.Line("\(name) at rest \(axis) \(fmt(pos))", CellStyle(.header, bold: true))]
        let sums = PinArithmetic(pin: info, context: c, lowerName: isFooter ? nil : "its resting place",
                                 upperName: isFooter ? "its resting place" : nil)
        return lines + sums.lineLines() + sums.clampLines()
    }
}
