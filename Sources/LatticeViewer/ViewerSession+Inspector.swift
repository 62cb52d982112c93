import LatticeLayout
import LatticeRender

extension ViewerSession {
    /// The inspector: the focused element's attributes (when something is focused); the sticky
    /// headers: for each header near the viewport, its resting and current
    /// frame and the pin formula with its numbers (LIST-LAYOUT.md section 6), naming the clamp that
    /// decides; then relayout count, visible count and frame time.
    func inspectorPanel() -> Panel {
        if let report = scene.layout.underlyingLayout as? any InspectorReporting {
            return Panel(title: report.inspectorTitle, lines: focusLines() + report.inspectorLines().map { Panel.Line($0) } + inspectorFooter())
        }
        if let aligned = scene.layout.underlyingLayout as? AlignedLayout {
            return Panel(title: "header pinning", lines: focusLines() + alignedInspectorLines(aligned) + inspectorFooter())
        }
        if let line = scene.layout.underlyingLayout as? LineLayout {
            return Panel(title: "line layout", lines: focusLines() + lineInspectorLines(line) + inspectorFooter())
        }
        let d = direction, cv = collectionView, k = scene.layout.knobs
        let axis = d == .vertical ? "y" : "x"
        let ge = glyphs.unicode ? "≥" : ">="
        let le = glyphs.unicode ? "≤" : "<="
        let minus = glyphs.unicode ? "−" : "-"
        let sec = glyphs.unicode ? "§" : "#"
        var lines: [Panel.Line] = []
        // Sections near the viewport: those with something in view, and one on either side.
        var lo = Int.max, hi = Int.min
        for a in attributeScratch { lo = Swift.min(lo, a.indexPath.section); hi = Swift.max(hi, a.indexPath.section) }
        if lo <= hi, scene.layout.supportedKnobs.contains(.stickyHeaders) {
            let n = scene.layout.numberOfSections
            for s in Swift.max(0, lo - 1)...Swift.min(n - 1, hi + 1) {
                guard let info = scene.layout.pinInfo(section: s) else { continue }
                let name = scene.headerName(section: s, sign: sec)
                let pos = info.frame.minS(d), rest = info.restingFrame.minS(d), len = info.restingFrame.lenS(d)
                if info.isPinned {
                    lines.append(Panel.Line("\(name) pinned \(axis) \(fmt(pos)) (rests \(fmt(rest)))", CellStyle(.pinnedHeader, bold: true)))
                } else {
                    lines.append(Panel.Line("\(name) at rest \(axis) \(fmt(pos))", CellStyle(.header, bold: true)))
                }
                guard k.stickyHeaders else { continue }
                let terms = info.lineTerms.isEmpty
                    ? [("off", cv.contentOffset.s(d)), ("top", k.topContentInset), ("yOff", k.stickyHeaderYOffset)]
                    : info.lineTerms
                lines.append(Panel.Line(" line \(fmt(info.line)) = " + terms.map { "\($0.0) \(fmt($0.1))" }.joined(separator: " + ")))
                lines.append(Panel.Line(" lo \(ge) \(fmt(info.lowerClamp))  \(sec)\(s) starts", CellStyle(.panel, bold: info.activeClamp == .lower)))
                if let up = info.upperClamp {
                    lines.append(Panel.Line(" hi \(le) \(fmt(up))  \(info.upperClampSource ?? "\(sec)\(s + 1) at") \(fmt(up + len)) \(minus) hdr \(fmt(len))",
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
                lines.append(Panel.Line(" \(glyphs.unicode ? "→" : "->") \(verdict)", CellStyle(.panel, bold: true)))
            }
        }
        if lines.isEmpty {
            lines.append(Panel.Line(scene.layout.supportedKnobs.contains(.stickyHeaders) ? "no header near the viewport" : "\(scene.layout.layoutName) layout: no sticky headers", CellStyle(.panel, dim: true)))
        }
        return Panel(title: "sticky headers", lines: focusLines() + lines + inspectorFooter())
    }

    /// The inspector's last lines, for every layout: relayout count, cells in view, zoom, a
    /// running update animation or fling, frame time.
    func inspectorFooter() -> [Panel.Line] {
        let cv = collectionView
        var lines = [Panel.Line(""),
                     Panel.Line("relayouts \(cv.relayoutCount)  cells in view \(visibleCellCount) of \(totalElementCount)"),
                     Panel.Line("1 col = \(fmt(pointsPerColumn)) pt, 1 row = \(fmt(2 * pointsPerColumn)) pt")]
        if let t = animations.transition {
            lines.append(Panel.Line("update animating \(fmt(animations.transitionElapsedMs))/\(fmt(t.durationMs)) ms, \(t.tracks.count) elements"))
        }
        if let f = animations.fling {
            lines.append(Panel.Line("fling \(fmt(animations.flingElapsedMs))/\(fmt(f.durationMs.rounded())) ms to \(fmt(f.target.x)),\(fmt(f.target.y))"))
        }
        if !headless { lines.append(Panel.Line("frame \(fmtMs(lastFrameMilliseconds)) ms")) }
        return lines
    }

    /// The focused element's attributes (as drawn: mid-animation, where the animation has it),
    /// then a blank line; nothing when nothing is focused.
    func focusLines() -> [Panel.Line] {
        guard let f = focus else { return [] }
        let times = glyphs.unicode ? "×" : "x"
        var lines = [Panel.Line("focus \(focusName(f))", CellStyle(.message, bold: true))]
        if let a = attributeScratch.first(where: { $0.elementID == f }) ?? attributes(of: f) {
            let r = a.frame
            lines.append(Panel.Line(" frame \(fmt(r.x)),\(fmt(r.y)) \(fmt(r.width))\(times)\(fmt(r.height))"))
            var more = " zIndex \(a.zIndex)  alpha \(fmt((a.alpha * 100).rounded() / 100))"
            if a.isPinned { more += "  pinned" }
            lines.append(Panel.Line(more))
        } else {
            lines.append(Panel.Line(" not in the layout any more", CellStyle(.panel, dim: true)))
        }
        lines.append(Panel.Line(""))
        return lines
    }

    /// Items in the layout (cells; headers and footers are not counted).
    var totalElementCount: Int { scene.layout.totalItemCount }

    func fmtMs(_ v: Double) -> String { fmt((v * 100).rounded() / 100) }
}
