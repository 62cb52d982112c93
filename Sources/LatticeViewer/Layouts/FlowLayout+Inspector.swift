import LatticeLayout
import LatticeRender

/// UICollectionViewFlowLayout's pinning in the inspector (FlowLayoutRules §6), for each header
/// and footer near the viewport:
///
///     header = min(max(line, start), end − length)         line = off + inset.lead
///     footer = max(min(line, rest), start)    line = off + view − inset.trail − length
///
/// written out with the numbers (PinArithmetic), the clamp that holds it in bold, and a verdict
/// naming it; where snapping to the pixel grid moves a pinned frame (FlowLayoutRules §11), the
/// unsnapped position too.
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
        if let why = hiddenSupplementaryReason {
            lines.append(Panel.Line(why, CellStyle(.panel, bold: true)))
        } else if lines.count <= 1 {
            lines.append(Panel.Line("no header or footer near the viewport", CellStyle(.panel, dim: true)))
        }
        return InspectorBody(title: "pinned headers and footers", lines: selfSizingLines(c) + lines)
    }

    /// FlowLayoutRules §8: how many items have taken their own size, and the focused item's
    /// estimated and real sizes. Nothing without `estimatedItemSize`.
    private func selfSizingLines(_ c: InspectorContext) -> [Panel.Line] {
        guard let estimate = options.estimatedItemSize.estimate(itemSize: options.itemSize) else { return [] }
        let (done, total) = selfSizingProgress
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
        let pos = p.frame.minS(d), rest = p.restingFrame.minS(d)
        var lines = [p.isPinned
            ? Panel.Line("\(name) pinned \(axis) \(fmt(pos)) (rests \(fmt(rest)))", CellStyle(.pinnedHeader, bold: true))
            : Panel.Line("\(name) at rest \(axis) \(fmt(pos))", CellStyle(.header, bold: true))]
        guard p.isPinnable else { return lines }
        let sums = PinArithmetic(pin: p, context: c)
        lines += sums.lineLines() + sums.clampLines()
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
