import LatticeLayout
import LatticeRender

extension ViewerSession {
    /// The whole screen for the current state: status bar, viewport with its edge and scroll
    /// indicator, inspector, key line (or command line, message), help overlay.
    public func frame() -> ScreenBuffer {
        let start = ContinuousClock.now
        var buffer = ScreenBuffer(cols: terminalSize.cols, rows: terminalSize.rows)
        let g = geometry
        if g.tooSmall {
            drawTooSmall(into: &buffer)
        } else {
            let snap = makeSnapshot()
            drawPicture(g, snap, into: &buffer)
            statusLine(snap).draw(into: &buffer, col: 0, row: 0, width: buffer.cols, fill: CellStyle(.statusBar, reverse: true), ellipsis: glyphs.ellipsis)
            drawBottomLine(into: &buffer)
            if !g.inspector.isEmpty { inspectorPanel(snap).draw(into: &buffer, rect: g.inspector, glyphs: glyphs) }
            if helpOpen { drawHelp(into: &buffer) }
            snapshot = snap
        }
        let elapsed = ContinuousClock.now - start
        lastFrameMilliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        return buffer
    }

    /// The viewport: elements rasterised in zIndex order (mid-animation: where the batch update's
    /// animation has them), ghosts of pinned headers, the focus cursor, the edge and the scroll
    /// indicator.
    func drawPicture(_ g: ScreenGeometry, _ snap: FrameSnapshot, into buffer: inout ScreenBuffer) {
        let cv = collectionView
        let grid = PointGrid(pointsPerColumn: g.pointsPerColumn, origin: cv.contentOffset)
        let scene = self.scene
        Rasterizer(glyphs: glyphs, scrollDirection: direction).draw(snap.attributes, ghosts: snap.pinOutlines, grid: grid, area: g.area, into: &buffer) {
            scene.label(for: $0)
        }
        if !snap.matches.isEmpty { highlightMatches(snap, grid: grid, area: g.area, into: &buffer) }
        // The focus cursor follows its element through an animation, but waits while it fades
        // (an inserted item is marked once it is fully in).
        if let f = focus, let a = snap.attributes.first(where: { $0.elementID == f && $0.alpha >= 1 }), var r = grid.cellRect(a.frame) {
            r.col += g.area.col; r.row += g.area.row
            FocusMarker(glyphs: glyphs).draw(r, isCell: a.category == .cell, clip: g.area.intersection(buffer.bounds), into: &buffer)
        }
        ViewportChrome.drawEdge(around: g.area, cutRight: g.cutRight, cutBottom: g.cutBottom, glyphs: glyphs, into: &buffer)
        // The scroll indicator runs along S: beside the viewport when scrolling vertically,
        // under it when horizontally.
        let d = direction, vertical = d == .vertical
        ViewportChrome.drawIndicator(horizontal: !vertical, at: vertical ? g.area.maxCol + 2 : g.area.maxRow + 1,
                                     from: vertical ? g.area.row : g.area.col, length: vertical ? g.area.rows : g.area.cols,
                                     offset: cv.contentOffset.s(d), min: cv.minimumContentOffset.s(d),
                                     max: cv.maximumContentOffset.s(d), viewport: cv.viewportSize.s(d),
                                     glyphs: glyphs, into: &buffer)
    }

    /// The number of elements in the viewport at the last frame.
    public var visibleElementCount: Int { snapshot.elementCount }
    /// The number of cells among them.
    public var visibleCellCount: Int { snapshot.cellCount }

    func drawTooSmall(into buffer: inout ScreenBuffer) {
        let text = ["terminal too small", "\(terminalSize.cols)x\(terminalSize.rows), need \(ScreenGeometry.minimumCols)x\(ScreenGeometry.minimumRows)", "q quits"]
        for (i, t) in text.enumerated() {
            let row = buffer.rows / 2 - 1 + i
            let col = Swift.max(0, (buffer.cols - DisplayWidth.of(t)) / 2)
            buffer.write(t, col: col, row: row, style: CellStyle(.message, bold: i == 0), maxWidth: buffer.cols)
        }
    }
}
