import LatticeLayout
import LatticeRender

/// FSQCollectionViewAlignedLayout's header pinning in the inspector (AlignedLayoutRules
/// AlignedLayoutRules §10), for each header near the viewport:
///
///     y = min(max(edge, top), hi)    edge = offset.y + contentInset.top,  hi = bottom − header
///
/// with the numbers, the term that decides in bold, and a verdict naming it. Every number is the
/// layout's own, as `dump` prints it.
extension AlignedLayout {
    public func inspectorBody(_ c: InspectorContext) -> InspectorBody {
        var lines: [Panel.Line] = []
        let pinning = options.pinSectionHeaders
        if !pinning { lines.append(Panel.Line("pinning off (s turns it on)", CellStyle(.panel, dim: true))) }
        for s in c.sectionsNearViewport {
            guard let p = headerPin(section: s) else { continue }
            let name = c.scene.headerName(section: s, sign: c.sectionSign)
            if p.isPinned {
                lines.append(Panel.Line("\(name) pinned y \(fmt(p.frame.minY)) (rests \(fmt(p.restingFrame.minY)))",
                                        CellStyle(.pinnedHeader, bold: true)))
            } else {
                lines.append(Panel.Line("\(name) at rest y \(fmt(p.frame.minY))", CellStyle(.header, bold: true)))
            }
            guard pinning else { continue }
            lines += formulaLines(p, section: s, c)
        }
        if lines.isEmpty { lines.append(Panel.Line("no header near the viewport", CellStyle(.panel, dim: true))) }
        return InspectorBody(title: "header pinning", lines: lines)
    }

    private func formulaLines(_ p: HeaderPin, section s: Int, _ c: InspectorContext) -> [Panel.Line] {
        guard p.isPinnable else {
            return [Panel.Line(" \(c.arrow) never pins: the section has no items", CellStyle(.panel, bold: true))]
        }
        let edge = p.activeClamp == .none, top = p.activeClamp == .lower, end = p.activeClamp == .upper
        let verdict: String
        switch p.activeClamp {
        case .none: verdict = "edge wins: follows the scroll"
        case .lower: verdict = "top wins: at its resting place"
        case .upper: verdict = "hi wins: held by the section's end"
        }
        // The aligned layout's upper clamp is its own section's end, always there.
        let hi = p.upperClamp ?? p.lowerClamp, height = p.restingFrame.height
        return [
            Panel.Line(" y = min(max(\(fmt(p.line)), \(fmt(p.lowerClamp))), \(fmt(hi))) = \(fmt(p.frame.minY))"),
            Panel.Line(" edge \(fmt(p.line)) = off.y \(fmt(c.contentOffset.y)) + inset.top \(fmt(c.contentInset.top))",
                       CellStyle(.panel, bold: edge)),
            Panel.Line(" top \(fmt(p.lowerClamp)): \(c.sectionSign)\(s) starts", CellStyle(.panel, bold: top)),
            Panel.Line(" hi \(fmt(hi)) = bottom \(fmt(hi + height)) \(c.minus) hdr \(fmt(height))",
                       CellStyle(.panel, bold: end)),
            Panel.Line(" \(c.arrow) \(verdict)", CellStyle(.panel, bold: true)),
        ]
    }
}
