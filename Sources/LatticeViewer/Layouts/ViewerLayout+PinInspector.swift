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

    /// One header: where it is, then (sticky headers on) `line`, the two clamps and the verdict
    /// (PinArithmetic).
    private func pinLines(_ info: HeaderPin, _ c: InspectorContext) -> [Panel.Line] {
        let d = c.direction, s = info.section, k = knobs
        let axis = d == .vertical ? "y" : "x"
        let name = c.scene.headerName(section: s, sign: c.sectionSign)
        let pos = info.frame.minS(d), rest = info.restingFrame.minS(d)
        let lines: [Panel.Line] = info.isPinned
            ? [Panel.Line("\(name) pinned \(axis) \(fmt(pos)) (rests \(fmt(rest)))", CellStyle(.pinnedHeader, bold: true))]
            : [Panel.Line("\(name) at rest \(axis) \(fmt(pos))", CellStyle(.header, bold: true))]
        guard k.stickyHeaders else { return lines }
        var pin = info
        if pin.lineTerms.isEmpty {
            pin.lineTerms = [.init("off", c.contentOffset.s(d)), .init("top", k.topContentInset), .init("yOff", k.stickyHeaderYOffset)]
        }
        let sums = PinArithmetic(pin: pin, context: c)
        return lines + sums.lineLines() + sums.clampLines()
    }
}
