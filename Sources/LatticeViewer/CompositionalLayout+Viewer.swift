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
        let name = "\(c.sectionSign)\(info.section) \(kind)"
        let pos = info.frame.minS(d), rest = info.restingFrame.minS(d)
        var lines = [info.isPinned
            ? Panel.Line("\(name) pinned \(axis) \(fmt(pos)) (rests \(fmt(rest)))", CellStyle(.pinnedHeader, bold: true))
            : Panel.Line("\(name) at rest \(axis) \(fmt(pos))", CellStyle(.header, bold: true))]
        let terms = info.lineTerms.map { "\($0.name) \(fmt($0.value))" }.joined(separator: " + ")
        lines.append(Panel.Line(" line \(fmt(info.line)) = \(terms)"))
        let rule = isFooter ? "max(min(line, rest), start)" : "min(max(line, rest), end \(c.minus) len)"
        lines.append(Panel.Line(" pos = \(rule)", CellStyle(.panel, dim: true)))
        lines.append(Panel.Line(" lo \(fmt(info.lowerClamp))  \(isFooter ? "section start" : "rest")",
                                CellStyle(.panel, bold: info.activeClamp == .lower)))
        if let up = info.upperClamp {
            lines.append(Panel.Line(" hi \(fmt(up))  \(isFooter ? "rest" : "section end \(c.minus) len")",
                                    CellStyle(.panel, bold: info.activeClamp == .upper)))
        }
        let verdict: String
        switch info.activeClamp {
        case .none: verdict = "follows the line"
        case .lower: verdict = isFooter ? "held at the section's start" : "at rest (line before it)"
        case .upper: verdict = isFooter ? "at rest (line past it)" : "held by the section's end"
        }
        lines.append(Panel.Line(" \(c.arrow) \(verdict)", CellStyle(.panel, bold: true)))
        return lines
    }
}
