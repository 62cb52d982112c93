import LatticeLayout
import LatticeRender

extension ViewerModel {
    /// The inspector: the focused element (when something is focused), then the layout's own
    /// body (`ViewerLayout.inspectorBody`: for the list layout, each header near the viewport
    /// with its pin formula), then relayout count, visible count and frame time.
    func inspectorPanel(_ snap: FrameSnapshot) -> Panel {
        let cv = collectionView
        let context = InspectorContext(snapshot: snap, bounds: cv.bounds, contentOffset: cv.contentOffset,
                                       contentInset: cv.contentInset, scene: scene, glyphs: glyphs, focus: focus)
        let body = layout.inspectorBody(context)
        let notes = inspectorNotes.isEmpty ? [] : [Panel.Line("")] + inspectorNotes.map { Panel.Line($0) }
        let values = flowValues.map { [Panel.Line("")] + $0.lines(sign: context.sectionSign) } ?? []
        return Panel(title: body.title, lines: focusLines(snap) + body.lines + values + notes + inspectorFooter(snap), glyphs: glyphs)
    }

    /// The inspector's last lines, for every layout: relayout count, cells in view, zoom, a
    /// running update animation or fling, frame time.
    func inspectorFooter(_ snap: FrameSnapshot) -> [Panel.Line] {
        let cv = collectionView
        var lines = [Panel.Line(""),
                     Panel.Line("relayouts \(cv.relayoutCount)  cells in view \(snap.cellCount) of \(totalElementCount)"),
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
    func focusLines(_ snap: FrameSnapshot) -> [Panel.Line] {
        guard let f = focus else { return [] }
        let times = glyphs.unicode ? "×" : "x"
        var lines = [Panel.Line("focus \(focusName(f))", CellStyle(.message, bold: true))]
        if f.category == .cell {
            // Who the item is (kept through updates) and where it is now, as UIKit tells a cell's
            // item from its index path.
            let p = f.indexPath
            lines.append(Panel.Line(" item \(scene.identity(of: p))  index path \(p.section).\(p.item)"))
        }
        if let a = snap.attributes.first(where: { $0.elementID == f }) ?? attributes(of: f) {
            let r = a.frame
            lines.append(Panel.Line(" frame \(fmt(r.x)),\(fmt(r.y)) \(fmt(r.width))\(times)\(fmt(r.height))"))
            var more = " zIndex \(a.zIndex)  alpha \(fmt((a.alpha * 100).rounded() / 100))"
            if a.isPinned { more += "  pinned" }
            lines.append(Panel.Line(more))
            if let t = a.transform { lines += Self.transformLines(t, times: times) }
        } else {
            lines.append(Panel.Line(" not in the layout any more", CellStyle(.panel, dim: true)))
        }
        lines.append(Panel.Line(""))
        return lines
    }

    /// The flow values of the focused element's section (else the first section in view), each
    /// with where it came from (``FlowValueSources``), and the focused item's size; nil for a
    /// layout that is no flow layout. Asked in `update`, after the layout pass.
    func findFlowValues() -> FlowValueSources? {
        guard let section = focus?.indexPath.section ?? shown.attributes.map(\.indexPath.section).min(),
              let values = layout.flowSectionValues(section: section) else { return nil }
        var item: (indexPath: IndexPath, size: Size, origin: ValueOrigin?)?
        if let f = focus, f.category == .cell, let size = layout.flowItemSize(at: f.indexPath) {
            item = (f.indexPath, size, scene.itemSizeOrigin(scene.identity(of: f.indexPath).origin))
        }
        let origin = scene.sectionValueOrigin
        return FlowValueSources(section: section, values: values, origin: { origin(section, $0) },
                                item: item, times: glyphs.unicode ? "×" : "x")
    }

    /// Items in the layout (cells; headers and footers are not counted).
    var totalElementCount: Int { layout.totalItemCount }

    func fmtMs(_ v: Double) -> String { fmt((v * 100).rounded() / 100) }
}

extension ViewerModel {
    /// A UIKit layout's transform of the focused element: its untransformed size about its
    /// centre, then `transform` (a b c d tx ty) or, with depth or perspective, `transform3D`
    /// row by row (the frame above is the transformed bounding box).
    package static func transformLines(_ t: ElementTransform, times: String) -> [Panel.Line] {
        var lines = [Panel.Line(" bounds \(fmt(t.size.width))\(times)\(fmt(t.size.height)) about \(fmt(t.center.x)),\(fmt(t.center.y))")]
        if t.isAffine {
            lines.append(Panel.Line(" transform " + t.affine.map(fmt).joined(separator: " ")))
        } else {
            lines.append(Panel.Line(" transform3D"))
            for row in 0..<4 { lines.append(Panel.Line("  " + t.matrix[(row * 4)..<(row * 4 + 4)].map(fmt).joined(separator: " "))) }
        }
        return lines
    }
}
