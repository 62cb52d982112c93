import LatticeLayout
import LatticeRender

/// The inspector every layout gets unless it has its own (custom layouts, imported snapshots):
/// for each header near the viewport, its resting and current frame and the pin formula of
/// `headerPin(section:)` with its numbers, naming the clamp that decides (IGListCollectionViewLayout's
/// sticky headers: `pos = min(max(lower, line), upper)`); a layout without pin information says
/// it has no sticky headers.
public extension ViewerLayout {
    func inspectorBody(_ c: InspectorContext) -> InspectorBody {
        var lines: [Panel.Line] = []
        if supportedKnobs.contains(.stickyHeaders) {
            for s in c.sectionsNearViewport {
                if let pin = headerPin(section: s) { lines += pinLines(pin, c) }
            }
        }
        if lines.isEmpty {
            lines.append(Panel.Line(supportedKnobs.contains(.stickyHeaders) ? "no header near the viewport"
                                        : "\(layoutName) layout: no sticky headers", CellStyle(.panel, dim: true)))
        }
        return InspectorBody(title: "sticky headers", lines: lines)
    }

    /// One header: where it is, then (sticky headers on) `line`, the two clamps and the verdict.
    private func pinLines(_ info: HeaderPin, _ c: InspectorContext) -> [Panel.Line] {
        let d = c.direction, s = info.section, sec = c.sectionSign, k = knobs
        let axis = d == .vertical ? "y" : "x"
        let name = c.scene.headerName(section: s, sign: sec)
        let pos = info.frame.minS(d), rest = info.restingFrame.minS(d), len = info.restingFrame.lenS(d)
        var lines: [Panel.Line] = info.isPinned
            ? [Panel.Line("\(name) pinned \(axis) \(fmt(pos)) (rests \(fmt(rest)))", CellStyle(.pinnedHeader, bold: true))]
            : [Panel.Line("\(name) at rest \(axis) \(fmt(pos))", CellStyle(.header, bold: true))]
        guard k.stickyHeaders else { return lines }
        let terms = info.lineTerms.isEmpty
            ? [.init("off", c.contentOffset.s(d)), .init("top", k.topContentInset), .init("yOff", k.stickyHeaderYOffset)]
            : info.lineTerms
        lines.append(Panel.Line(" line \(fmt(info.line)) = " + terms.map { "\($0.name) \(fmt($0.value))" }.joined(separator: " + ")))
        let ge = c.glyphs.unicode ? "≥" : ">=", le = c.glyphs.unicode ? "≤" : "<="
        lines.append(Panel.Line(" lo \(ge) \(fmt(info.lowerClamp))  \(sec)\(s) starts", CellStyle(.panel, bold: info.activeClamp == .lower)))
        if let up = info.upperClamp {
            lines.append(Panel.Line(" hi \(le) \(fmt(up))  \(upperSource(info, c)) \(fmt(up + len)) \(c.minus) hdr \(fmt(len))",
                                    CellStyle(.panel, bold: info.activeClamp == .upper)))
        } else {
            lines.append(Panel.Line(" no hi: last section", CellStyle(.panel, dim: true)))
        }
        let verdict: String
        switch info.activeClamp {
        case .none: verdict = "follows the line, no clamp"
        case .lower: verdict = "lo clamp: held at its start"
        case .upper: verdict = "hi clamp: held by \(sec)\(s + 1)"
        }
        lines.append(Panel.Line(" \(c.arrow) \(verdict)", CellStyle(.panel, bold: true)))
        return lines
    }

    /// What the upper clamp comes from: the next section's start (IGList) or the end of the
    /// header's own section (FSQ), with the value that follows it.
    private func upperSource(_ info: HeaderPin, _ c: InspectorContext) -> String {
        switch info.upperClampSource {
        case .nextSectionStart, .sectionStart: return "\(c.sectionSign)\(info.section + 1) at"
        case .sectionEnd: return "end of \(info.section):"
        case .restingPosition: return "rests at"
        }
    }
}
