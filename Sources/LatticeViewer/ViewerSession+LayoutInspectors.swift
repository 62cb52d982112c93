import LatticeLayout
import LatticeRender

/// The inspector's body for the aligned and line layouts (the list layout's is in
/// ViewerSession+Inspector.swift). Every number is the layout's own, as `dump` prints it.
extension ViewerSession {
    /// FSQCollectionViewAlignedLayout's header pinning (ALIGNED-LAYOUT.md section 10), for each
    /// header near the viewport:
    ///
    ///     y = min(max(edge, top), hi)    edge = offset.y + contentInset.top,  hi = bottom − header
    ///
    /// with the numbers, the term that decides in bold, and a verdict naming it.
    func alignedInspectorLines(_ layout: AlignedLayout) -> [Panel.Line] {
        let u = glyphs.unicode
        let sec = u ? "§" : "#", minus = u ? "−" : "-", arrow = u ? "→" : "->"
        var lines: [Panel.Line] = []
        let pinning = layout.options.pinSectionHeaders
        if !pinning { lines.append(Panel.Line("pinning off (s turns it on)", CellStyle(.panel, dim: true))) }
        for s in sectionsNearViewport() {
            guard let p: AlignedPinInfo = layout.pinInfo(section: s) else { continue }
            let name = scene.headerName(section: s, sign: sec)
            if p.isPinned {
                lines.append(Panel.Line("\(name) pinned y \(fmt(p.frame.minY)) (rests \(fmt(p.restingFrame.minY)))",
                                        CellStyle(.pinnedHeader, bold: true)))
            } else {
                lines.append(Panel.Line("\(name) at rest y \(fmt(p.frame.minY))", CellStyle(.header, bold: true)))
            }
            guard pinning else { continue }
            guard p.isPinnable else {
                lines.append(Panel.Line(" \(arrow) never pins: the section has no items", CellStyle(.panel, bold: true)))
                continue
            }
            let edge = p.activeLimit == .viewportEdge, top = p.activeLimit == .sectionTop, end = p.activeLimit == .sectionEnd
            lines.append(Panel.Line(" y = min(max(\(fmt(p.viewportEdge)), \(fmt(p.sectionTop))), \(fmt(p.upperLimit))) = \(fmt(p.frame.minY))"))
            lines.append(Panel.Line(" edge \(fmt(p.viewportEdge)) = off.y \(fmt(collectionView.contentOffset.y)) + inset.top \(fmt(collectionView.contentInset.top))",
                                    CellStyle(.panel, bold: edge)))
            lines.append(Panel.Line(" top \(fmt(p.sectionTop)): \(sec)\(s) starts", CellStyle(.panel, bold: top)))
            lines.append(Panel.Line(" hi \(fmt(p.upperLimit)) = bottom \(fmt(p.sectionBottom)) \(minus) hdr \(fmt(p.headerHeight))",
                                    CellStyle(.panel, bold: end)))
            let verdict: String
            switch p.activeLimit {
            case .viewportEdge: verdict = "edge wins: follows the scroll"
            case .sectionTop: verdict = "top wins: at its resting place"
            case .sectionEnd: verdict = "hi wins: held by the section's end"
            case .notPinnable: verdict = "never pins"
            }
            lines.append(Panel.Line(" \(arrow) \(verdict)", CellStyle(.panel, bold: true)))
        }
        if lines.isEmpty { lines.append(Panel.Line("no header near the viewport", CellStyle(.panel, dim: true))) }
        return lines
    }

    /// SWCollectionViewLineLayout (LINE-LAYOUT.md): where each visible section's line runs, the
    /// start / end arrows (shown, or why not), and each item in view with its side, its extent
    /// along the axis and its grip's centre.
    func lineInspectorLines(_ layout: LineLayout) -> [Panel.Line] {
        let d = direction, u = glyphs.unicode
        let along = d == .vertical ? "y" : "x", across = d == .vertical ? "x" : "y"
        let dash = u ? "–" : "-", sec = u ? "§" : "#"
        let g = glyphs.line
        var lines: [Panel.Line] = []
        var cells: [LayoutAttributes] = []
        var arrows: [Int: Rect] = [:]
        for a in attributeScratch {
            switch (a.category, a.kind) {
            case (.decoration, LineElementKind.line):
                let f = a.frame
                lines.append(Panel.Line("\(sec)\(a.indexPath.section) line \(across) \(fmt(f.minF(d)))\(dash)\(fmt(f.maxF(d))), \(along) \(fmt(f.minS(d)))\(dash)\(fmt(f.maxS(d)))",
                                        CellStyle(.panel, bold: true)))
            case (.decoration, LineElementKind.arrow): arrows[a.indexPath.item] = a.frame
            case (.cell, _): cells.append(a)
            default: break
            }
        }
        if layout.options.displayArrows {
            let b = collectionView.bounds
            let startHead = d == .vertical ? g.up : g.left, endHead = d == .vertical ? g.down : g.right
            lines.append(Panel.Line(arrows[0].map { "\(startHead) start arrow at \(along) \(fmt($0.minS(d)))" }
                                    ?? "\(startHead) no start arrow: nothing starts before \(along) \(fmt(b.minS(d)))",
                                    CellStyle(.panel, dim: arrows[0] == nil)))
            lines.append(Panel.Line(arrows[1].map { "\(endHead) end arrow at \(along) \(fmt($0.minS(d)))" }
                                    ?? "\(endHead) no end arrow: nothing ends after \(along) \(fmt(b.maxS(d)))",
                                    CellStyle(.panel, dim: arrows[1] == nil)))
        } else {
            lines.append(Panel.Line("arrows off (displayArrows false)", CellStyle(.panel, dim: true)))
        }
        cells.sort { ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item) }
        let shown = 10
        for a in cells.prefix(shown) {
            let f = a.frame, p = a.indexPath
            var text = "\(p.section).\(p.item) "
            // The grip straight from the layout: it may lie just outside the viewport.
            if let grip = layout.attributesForSupplementaryView(ofKind: LineElementKind.itemGrip, at: p)?.frame {
                let centre = grip.minF(d) + grip.lenF(d) / 2
                text += f.maxF(d) <= centre ? "left " : "right"
                text += " \(along) \(fmt(f.minS(d)))\(dash)\(fmt(f.maxS(d))) grip \(fmt(grip.minS(d) + grip.lenS(d) / 2))"
            } else {
                text += "both  \(along) \(fmt(f.minS(d)))\(dash)\(fmt(f.maxS(d))) covers the line"
            }
            if let l = scene.lineLabel(p) { text += " \"\(l)\"" }
            lines.append(Panel.Line(text))
        }
        if cells.count > shown { lines.append(Panel.Line("+ \(cells.count - shown) more in view", CellStyle(.panel, dim: true))) }
        if cells.isEmpty { lines.append(Panel.Line("no item in view", CellStyle(.panel, dim: true))) }
        return lines
    }

    /// Sections with something in view at the last frame, and one on either side.
    func sectionsNearViewport() -> Range<Int> {
        var lo = Int.max, hi = Int.min
        for a in attributeScratch { lo = Swift.min(lo, a.indexPath.section); hi = Swift.max(hi, a.indexPath.section) }
        let n = scene.layout.numberOfSections
        guard lo <= hi, n > 0 else { return 0..<0 }
        let a = Swift.max(0, lo - 1), b = Swift.min(n, hi + 2)
        return a < b ? a..<b : 0..<0
    }
}
