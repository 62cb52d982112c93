import LatticeLayout
import LatticeRender

extension ViewerModel {
    /// The whole screen for the model: status bar, viewport with its edge and scroll indicator,
    /// inspector, key line (or command line, message), help overlay, from what `update` found
    /// (`shown`). Changes nothing and calls no layout code (how long it took is the driver's to
    /// measure and send back as `.frameDrawn`).
    public func frame() -> ScreenBuffer {
        var buffer = ScreenBuffer(cols: terminalSize.cols, rows: terminalSize.rows)
        let g = geometry
        if g.tooSmall {
            drawTooSmall(into: &buffer)
        } else {
            let snap = shown
            drawPicture(g, snap, into: &buffer)
            statusLine(snap).draw(in: CellRect(col: 0, row: 0, cols: buffer.cols, rows: 1), into: &buffer)
            drawBottomLine(into: &buffer)
            if !g.inspector.isEmpty { inspectorPanel(snap).draw(in: g.inspector, into: &buffer) }
            if helpOpen { drawHelp(into: &buffer) }
        }
        return buffer
    }

    /// The elements drawn after `element` (ascending zIndex, the layout's order breaking ties,
    /// as the rasteriser draws them) that overlap it, in that order.
    static func drawnAbove(_ element: LayoutAttributes, in attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        guard let at = attributes.firstIndex(where: { $0.elementID == element.elementID }) else { return [] }
        return attributes.indices.filter { i in
            let e = attributes[i]
            return (e.zIndex > element.zIndex || (e.zIndex == element.zIndex && i > at)) && e.frame.meets(element.frame)
        }.map { attributes[$0] }
    }

    /// The viewport: elements rasterised in zIndex order (mid-animation: where the batch update's
    /// animation has them), ghosts of pinned headers, the focus cursor, the edge and the scroll
    /// indicator.
    func drawPicture(_ g: ScreenGeometry, _ snap: FrameSnapshot, into buffer: inout ScreenBuffer) {
        let cv = collectionView, pan = clampedPan(g), d = direction
        let grid = viewGrid(g)
        let scene = self.scene
        if let cut = snap.cut { shadeUndrawn(cut, grid: grid, area: g.area, into: &buffer) }
        let painters = layout.elementPainters
        ViewportPicture(rasterizer: Rasterizer(glyphs: glyphs, scrollDirection: d, painters: painters), attributes: snap.attributes,
                        ghosts: snap.pinOutlines, grid: grid) { scene.label(for: $0) }.draw(in: g.area, into: &buffer)
        if !snap.matches.isEmpty { highlightMatches(snap, grid: grid, area: g.area, into: &buffer) }
        // The focus cursor follows its element through an animation, but waits while it fades
        // (an inserted item is marked once it is fully in).
        if let f = focus, let a = snap.attributes.first(where: { $0.elementID == f && $0.alpha >= 1 }), var r = grid.cellRect(a.frame) {
            r.col += g.area.col; r.row += g.area.row
            FocusMarker(glyphs: glyphs, isCell: a.category == .cell, clip: g.area.intersection(buffer.bounds)).draw(in: r, into: &buffer)
            // The mark keeps the z-order: what is drawn above the focused element (a pinned
            // header a cell scrolls under) is drawn again over the mark.
            let above = Self.drawnAbove(a, in: snap.attributes)
            if !above.isEmpty {
                Rasterizer(glyphs: glyphs, scrollDirection: d, painters: painters).draw(above, grid: grid, area: g.area, into: &buffer) { scene.label(for: $0) }
            }
        }
        ViewportEdge(cutLeft: pan.col > 0, cutTop: pan.row > 0, cutRight: pan.col + g.area.cols < g.viewportCols,
                     cutBottom: pan.row + g.area.rows < g.viewportRows, glyphs: glyphs).draw(in: g.area, into: &buffer)
        // The scroll indicator runs along S: beside the viewport when scrolling vertically,
        // under it when horizontally. Its thumb is the part of the content on screen (less than
        // the viewport when zoomed in so far that the screen cuts the viewport).
        let vertical = d == .vertical
        let cellS = vertical ? 2 * g.pointsPerColumn : g.pointsPerColumn
        let shown = Swift.min(cv.viewportSize.s(d), Double(vertical ? g.area.rows : g.area.cols) * cellS)
        let panS = Double(vertical ? pan.row : pan.col) * cellS
        let track = vertical ? CellRect(col: g.area.maxCol + 2, row: g.area.row, cols: 1, rows: g.area.rows)
                             : CellRect(col: g.area.col, row: g.area.maxRow + 1, cols: g.area.cols, rows: 1)
        ScrollIndicator(horizontal: !vertical, offset: cv.contentOffset.s(d) + panS, min: cv.minimumContentOffset.s(d),
                        max: cv.maximumContentOffset.s(d) + cv.viewportSize.s(d) - shown, viewport: shown, glyphs: glyphs)
            .draw(in: track, into: &buffer)
    }

    /// The number of elements in the viewport.
    public var visibleElementCount: Int { snapshot().elementCount }
    /// The number of cells among them.
    public var visibleCellCount: Int { snapshot().cellCount }

    func drawTooSmall(into buffer: inout ScreenBuffer) {
        let text = ["terminal too small", "\(terminalSize.cols)x\(terminalSize.rows), need \(ScreenGeometry.minimumCols)x\(ScreenGeometry.minimumRows)", "q quits"]
        for (i, t) in text.enumerated() {
            let row = buffer.rows / 2 - 1 + i
            let col = Swift.max(0, (buffer.cols - DisplayWidth.of(t)) / 2)
            buffer.write(t, col: col, row: row, style: CellStyle(.message, bold: i == 0), maxWidth: buffer.cols)
        }
    }

    /// Shades the part of the viewport a frame did not draw (`FrameBudget`): from the cut line
    /// to the viewport's end along the scroll axis (the whole viewport when the cut followed the
    /// layout's order). Drawn before the elements, so those drawn across the line stay whole.
    func shadeUndrawn(_ cut: FrameBudget.Cut, grid: PointGrid, area: CellRect, into buffer: inout ScreenBuffer) {
        let b = collectionView.bounds, d = direction
        let from = cut.from ?? b.minS(d)
        guard from < b.maxS(d), var r = grid.cellRect(Rect(minS: from, lenS: b.maxS(d) - from, minF: b.minF(d), lenF: b.lenF(d), d)) else { return }
        r.col += area.col; r.row += area.row
        // Diagonal hatching: unlike the scroll indicator's `░` track and any element's border.
        buffer.fill(r, with: glyphs.unicode ? "╱" : "/", style: CellStyle(.ghost, dim: true), clip: area)
    }
}
