import LatticeLayout
import LatticeRender

/// The inspector on a snapshot (`lattice import`): the focused element's attributes as
/// imported, in the notation UIKit's description prints them, and what the snapshot holds.
extension SnapshotLayout {
    public func inspectorBody(_ c: InspectorContext) -> InspectorBody {
        var lines: [Panel.Line] = []
        if let f = c.focus {
            lines.append(Panel.Line("as imported", CellStyle(.message, bold: true)))
            if let e = element(f) {
                lines += Self.importedLines(e).map { Panel.Line(" " + $0) }
            } else {
                lines.append(Panel.Line(" not in the snapshot", CellStyle(.panel, dim: true)))
            }
        } else {
            lines.append(Panel.Line("tab focuses an element: its attributes as imported show here", CellStyle(.panel, dim: true)))
        }
        let tracked = trackLines(c)
        if !tracked.isEmpty { lines.append(Panel.Line("")); lines += tracked }
        lines.append(Panel.Line(""))
        let size = contentSize
        lines.append(Panel.Line("\(elements.count) elements, \(numberOfSections) sections"))
        lines.append(Panel.Line("content \(fmt(size.width))\(c.glyphs.unicode ? "×" : "x")\(fmt(size.height)) (\(hasCapturedContentSize ? "captured" : "union of frames"))"))
        lines.append(Panel.Line(tracks.isEmpty ? "static: frames as printed; a x m s e d [ ] { } do not apply"
                                    : "tracked elements move as captured; a x m s e d [ ] { } do not apply", CellStyle(.panel, dim: true)))
        return InspectorBody(title: "snapshot", lines: lines)
    }

    /// An element's attributes as UIKit's description prints them (`frame = (0 1025; 53.5 60)`),
    /// with the digits that were imported.
    static func importedLines(_ e: SnapshotElement) -> [String] {
        let p = e.indexPath, f = e.frame
        var lines: [String] = []
        switch e.category {
        case .cell: lines.append("item, index path \(p.section)-\(p.item)")
        case .supplementary: lines.append("supplementary, index path \(p.section)-\(p.item)")
        case .decoration: lines.append("decoration, index path \(p.section)-\(p.item)")
        }
        if e.category != .cell { lines.append("element kind: (\(e.kind))") }
        lines.append("frame = (\(fmtExact(f.x)) \(fmtExact(f.y)); \(fmtExact(f.width)) \(fmtExact(f.height)))")
        lines.append("zIndex = \(e.zIndex); alpha = \(fmtExact(e.alpha)); hidden = \(e.isHidden ? "YES" : "NO")")
        return lines
    }
}
