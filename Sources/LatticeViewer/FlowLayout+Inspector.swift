import LatticeLayout
import LatticeRender

/// UICollectionViewFlowLayout's pinning in the inspector (FlowLayoutRules §6), for each header
/// and footer near the viewport:
///
///     header = min(max(top, start), end − length)        top = off + inset.lead
///     footer = max(min(bottom − length, rest), start)    bottom = off + view − inset.trail
///
/// with the numbers, the clamp that holds it in bold, and a verdict naming it; where snapping to
/// the pixel grid moves a pinned frame (FlowLayoutRules §11), the unsnapped position too.
extension FlowLayout {
    public func inspectorBody(_ c: InspectorContext) -> InspectorBody {
        var lines: [Panel.Line] = []
        if !options.sectionHeadersPinToVisibleBounds {
            lines.append(Panel.Line("header pinning off (s turns it on)", CellStyle(.panel, dim: true)))
        }
        for s in c.sectionsNearViewport {
            if let p = headerPin(section: s) { lines += pinLines(p, c) }
            if let p = footerPin(section: s) { lines += pinLines(p, c) }
        }
        if lines.count <= 1 { lines.append(Panel.Line("no header or footer near the viewport", CellStyle(.panel, dim: true))) }
        return InspectorBody(title: "pinned headers and footers", lines: selfSizingLines(c) + lines)
    }

    /// FlowLayoutRules §8: how many items have taken their own size, and the focused item's
    /// estimated and real sizes. Nothing without `estimatedItemSize`.
    private func selfSizingLines(_ c: InspectorContext) -> [Panel.Line] {
        guard let estimate = options.estimatedItemSize.estimate(itemSize: options.itemSize) else { return [] }
        var total = 0, done = 0
        for s in 0 ..< numberOfSections {
            for i in 0 ..< numberOfItems(inSection: s) {
                total += 1
                if isMeasured(IndexPath(item: i, section: s)) { done += 1 }
            }
        }
        var lines = [Panel.Line("self-sizing: \(done) of \(total) measured, estimate \(estimate)", CellStyle(.panel, bold: true))]
        if let f = c.focus, f.category == .cell, f.indexPath.section < sections.count,
           f.indexPath.item < sections[f.indexPath.section].itemSizes.count {
            let real = sections[f.indexPath.section].itemSizes[f.indexPath.item]
            let state = isMeasured(f.indexPath) ? "measured" : "not yet in view"
            lines.append(Panel.Line(" \(f.indexPath.section).\(f.indexPath.item): estimated \(estimate), real \(real) (\(state))"))
        }
        return lines
    }

    private func pinLines(_ p: HeaderPin, _ c: InspectorContext) -> [Panel.Line] {
        let d = c.direction, axis = d == .vertical ? "y" : "x"
        let what = p.element == .header ? "header" : "footer"
        let name = "\(c.scene.headerName(section: p.section, sign: c.sectionSign)) \(what)"
        let pos = p.frame.minS(d), rest = p.restingFrame.minS(d), len = p.restingFrame.lenS(d)
        var lines = [p.isPinned
            ? Panel.Line("\(name) pinned \(axis) \(fmt(pos)) (rests \(fmt(rest)))", CellStyle(.pinnedHeader, bold: true))
            : Panel.Line("\(name) at rest \(axis) \(fmt(pos))", CellStyle(.header, bold: true))]
        guard p.isPinnable else { return lines }
        let ge = c.glyphs.unicode ? "≥" : ">=", le = c.glyphs.unicode ? "≤" : "<="
        // Terms named "-x" are subtracted: shown as "− x 24", not "+ -x -24".
        let terms = p.lineTerms.enumerated().map { i, t in
            t.name.hasPrefix("-") ? "\(c.minus) \(t.name.dropFirst()) \(fmt(-t.value))" : (i > 0 ? "+ " : "") + "\(t.name) \(fmt(t.value))"
        }.joined(separator: " ")
        lines.append(Panel.Line(" line \(fmt(p.line)) = \(terms)"))
        let upper = p.upperClamp ?? 0
        if p.element == .header {
            lines.append(Panel.Line(" lo \(ge) \(fmt(p.lowerClamp))  \(c.sectionSign)\(p.section) starts", CellStyle(.panel, bold: p.activeClamp == .lower)))
            lines.append(Panel.Line(" hi \(le) \(fmt(upper))  end \(fmt(upper + len)) \(c.minus) hdr \(fmt(len))", CellStyle(.panel, bold: p.activeClamp == .upper)))
        } else {
            lines.append(Panel.Line(" hi \(le) \(fmt(upper))  its resting place", CellStyle(.panel, bold: p.activeClamp == .upper)))
            lines.append(Panel.Line(" lo \(ge) \(fmt(p.lowerClamp))  \(c.sectionSign)\(p.section) starts (lo wins)", CellStyle(.panel, bold: p.activeClamp == .lower)))
        }
        let verdict: String
        switch p.activeClamp {
        case .none: verdict = "follows the line, no clamp"
        case .lower: verdict = "lo clamp: held at its section's start"
        case .upper: verdict = p.element == .header ? "hi clamp: pushed by the section's end" : "hi clamp: at its resting place"
        }
        lines.append(Panel.Line(" \(c.arrow) \(verdict)", CellStyle(.panel, bold: true)))
        // FlowLayoutRules §11: the clamped position goes to the nearest pixel (inferred for
        // pinned frames); said only where that moves it.
        let clamped = p.element == .header
            ? HeaderPin.pinnedHeaderStart(line: p.line, lower: p.lowerClamp, upper: p.upperClamp).position
            : HeaderPin.pinnedFooterStart(line: p.line, lower: p.lowerClamp, upper: p.upperClamp ?? .infinity).position
        if p.isPinned, clamped != pos {
            lines.append(Panel.Line(" \(c.arrow) \(fmt(clamped)) snapped to the pixel grid (1/\(fmt(options.screenScale)) pt): \(fmt(pos))",
                                    CellStyle(.panel, dim: true)))
        }
        return lines
    }
}
