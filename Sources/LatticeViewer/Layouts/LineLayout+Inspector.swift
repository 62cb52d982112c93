import LatticeLayout
import LatticeRender

/// SWCollectionViewLineLayout in the inspector (LineLayoutRules): where each visible section's
/// line runs, the start / end arrows (shown, or why not), and each item in view with its side,
/// its extent along the axis and its grip's centre. Every number is the layout's own.
extension LineLayout {
    public func inspectorBody(_ c: InspectorContext) -> InspectorBody {
        let d = c.direction
        let along = d == .vertical ? "y" : "x", across = d == .vertical ? "x" : "y"
        let dash = c.glyphs.unicode ? "–" : "-"
        var lines: [Panel.Line] = []
        var cells: [LayoutAttributes] = []
        var arrows: [Int: Rect] = [:]
        for a in c.snapshot.attributes {
            switch (a.category, a.kind) {
            case (.decoration, LineElementKind.line):
                let f = a.frame
                lines.append(Panel.Line("\(c.sectionSign)\(a.indexPath.section) line \(across) \(fmt(f.minF(d)))\(dash)\(fmt(f.maxF(d))), \(along) \(fmt(f.minS(d)))\(dash)\(fmt(f.maxS(d)))",
                                        CellStyle(.panel, bold: true)))
            case (.decoration, LineElementKind.arrow): arrows[a.indexPath.item] = a.frame
            case (.cell, _): cells.append(a)
            default: break
            }
        }
        lines += arrowLines(arrows, c)
        cells.sort { ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item) }
        let shown = 10
        for a in cells.prefix(shown) { lines.append(Panel.Line(itemLine(a, c))) }
        if cells.count > shown { lines.append(Panel.Line("+ \(cells.count - shown) more in view", CellStyle(.panel, dim: true))) }
        if cells.isEmpty { lines.append(Panel.Line("no item in view", CellStyle(.panel, dim: true))) }
        return InspectorBody(title: "line layout", lines: lines)
    }

    /// The start and end arrows: where they are, or why there is none.
    private func arrowLines(_ arrows: [Int: Rect], _ c: InspectorContext) -> [Panel.Line] {
        guard options.displayArrows else { return [Panel.Line("arrows off (displayArrows false)", CellStyle(.panel, dim: true))] }
        let d = c.direction, g = c.glyphs.line, b = c.bounds, along = d == .vertical ? "y" : "x"
        let startHead = d == .vertical ? g.up : g.left, endHead = d == .vertical ? g.down : g.right
        return [
            Panel.Line(arrows[0].map { "\(startHead) start arrow at \(along) \(fmt($0.minS(d)))" }
                       ?? "\(startHead) no start arrow: nothing starts before \(along) \(fmt(b.minS(d)))",
                       CellStyle(.panel, dim: arrows[0] == nil)),
            Panel.Line(arrows[1].map { "\(endHead) end arrow at \(along) \(fmt($0.minS(d)))" }
                       ?? "\(endHead) no end arrow: nothing ends after \(along) \(fmt(b.maxS(d)))",
                       CellStyle(.panel, dim: arrows[1] == nil)),
        ]
    }

    /// One item in view: its side of the line, its extent along the axis, its grip's centre.
    private func itemLine(_ a: LayoutAttributes, _ c: InspectorContext) -> String {
        let d = c.direction, f = a.frame, p = a.indexPath
        let along = d == .vertical ? "y" : "x", dash = c.glyphs.unicode ? "–" : "-"
        var text = "\(p.section).\(p.item) "
        // The grip straight from the layout: it may lie just outside the viewport.
        if let grip = attributesForSupplementaryView(ofKind: LineElementKind.itemGrip, at: p)?.frame {
            let centre = grip.minF(d) + grip.lenF(d) / 2
            text += f.maxF(d) <= centre ? "left " : "right"
            text += " \(along) \(fmt(f.minS(d)))\(dash)\(fmt(f.maxS(d))) grip \(fmt(grip.minS(d) + grip.lenS(d) / 2))"
        } else {
            text += "both  \(along) \(fmt(f.minS(d)))\(dash)\(fmt(f.maxS(d))) covers the line"
        }
        if let l = c.scene.supplementaryText(LineElementKind.itemLineLabel, p) { text += " \"\(l)\"" }
        return text
    }
}
