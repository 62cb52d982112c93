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

    /// The status bar: every number one would otherwise print from code, least important first
    /// to go when the terminal is narrow.
    func statusLine(_ snap: FrameSnapshot) -> StatusLine {
        let cv = collectionView, k = layout.knobs
        let bar = CellStyle(.statusBar, reverse: true), strong = CellStyle(.statusBar, bold: true, reverse: true)
        let arrow = k.scrollDirection == .vertical ? glyphs.arrowDown : glyphs.arrowRight
        let times = glyphs.unicode ? "×" : "x"
        func size(_ s: Size) -> String { "\(fmt(s.width))\(times)\(fmt(s.height))" }
        var segments: [StatusLine.Segment] = [
            .init("lattice", priority: 3, style: strong),
            .init(scene.name, priority: 9, style: strong),
            .init("\(layout.layoutName) \(arrow) \(k.scrollDirection.rawValue)", priority: 8, style: bar),
            .init("offset \(fmt(cv.contentOffset.x)),\(fmt(cv.contentOffset.y))", priority: 9, style: bar),
            .init("content \(size(cv.contentSize))", priority: 6, style: bar),
            .init("viewport \(size(cv.viewportSize))", priority: 6, style: bar),
        ]
        let supported = layout.supportedKnobs
        if supported.contains(.stickyHeaders) {
            segments.append(.init(k.stickyHeaders ? "sticky" : "sticky off", priority: 7, style: bar))
        }
        if supported.contains(.stickyHeaderYOffset) {
            segments.append(.init("yOff \(fmt(k.stickyHeaderYOffset))", priority: k.stickyHeaderYOffset != 0 ? 8 : 5, style: bar))
        }
        if supported.contains(.topContentInset) {
            segments.append(.init("topInset \(fmt(k.topContentInset))", priority: k.topContentInset != 0 ? 8 : 5, style: bar))
        }
        if supported.contains(.stretchToEdge), k.stretchToEdge {
            segments.append(.init("stretch", priority: 4, style: bar))
        }
        segments.append(.init("visible \(snap.elementCount)", priority: 4, style: bar))
        let warnings = layout.warnings
        if let first = warnings.first {
            segments.append(.init("\(glyphs.unicode ? "⚠" : "!") \(warnings.count): \(first)", priority: 7, style: CellStyle(.error, bold: true, reverse: true)))
        }
        if let e = reloadError {
            segments.insert(.init("reload failed: \(e)", priority: 10, style: CellStyle(.error, bold: true, reverse: true)), at: 0)
        }
        return StatusLine(segments, separator: "  ")
    }

    /// The bottom line: the command being typed, else a message, else the keys.
    func drawBottomLine(into buffer: inout ScreenBuffer) {
        let row = buffer.rows - 1
        if let line = commandLine {
            buffer.fill(CellRect(col: 0, row: row, cols: buffer.cols, rows: 1), with: " ", style: CellStyle(.keyLine))
            let end = buffer.write(":" + line, col: 0, row: row, style: CellStyle(.keyLine, bold: true), maxWidth: buffer.cols - 1)
            buffer.put("_", col: end, row: row, style: CellStyle(.keyLine, reverse: true))
            return
        }
        var segments: [StatusLine.Segment] = []
        if let m = message {
            segments.append(.init(m.text, priority: 20, style: CellStyle(m.isError ? .error : .message, bold: true)))
        }
        let k = layout.supportedKnobs
        let keys: [(String, Int, Bool)] = [
            ("j/k scroll", 9, true), ("d direction", 7, k.contains(.scrollDirection)), ("s sticky", 7, k.contains(.stickyHeaders)),
            ("e stretch", 3, k.contains(.stretchToEdge)), ("[ ] yOffset", 6, k.contains(.stickyHeaderYOffset)),
            ("{ } topInset", 5, k.contains(.topContentInset)), ("+/- zoom", 4, true), ("i inspector", 6, true),
            (": command", 3, true), ("r reload", 2, true), ("? help", 10, true), ("q quit", 10, true),
        ]
        // The edit keys: up front once something is focused, else only "tab focus" when there is
        // room (lowest priority).
        let editable = collectionView.supportsBatchUpdates
        if focus != nil && editable {
            for (t, p) in [("tab focus", 8), ("a add", 8), ("x delete", 8), ("m move", 8), ("u undo", 8)] {
                segments.append(.init(t, priority: p, style: CellStyle(.keyLine, dim: true)))
            }
        } else if editable {
            segments.append(.init("tab focus", priority: 1, style: CellStyle(.keyLine, dim: true)))
        }
        segments.append(.init("J/K fling", priority: 1, style: CellStyle(.keyLine, dim: true)))
        for (t, p, shown) in keys where shown { segments.append(.init(t, priority: p, style: CellStyle(.keyLine, dim: true))) }
        StatusLine(segments, separator: "  ").draw(into: &buffer, col: 1, row: row, width: buffer.cols - 1,
                                                   fill: CellStyle(.keyLine), ellipsis: glyphs.ellipsis)
    }

    func drawTooSmall(into buffer: inout ScreenBuffer) {
        let text = ["terminal too small", "\(terminalSize.cols)x\(terminalSize.rows), need \(ScreenGeometry.minimumCols)x\(ScreenGeometry.minimumRows)", "q quits"]
        for (i, t) in text.enumerated() {
            let row = buffer.rows / 2 - 1 + i
            let col = Swift.max(0, (buffer.cols - t.unicodeScalars.count) / 2)
            buffer.write(t, col: col, row: row, style: CellStyle(.message, bold: i == 0), maxWidth: buffer.cols)
        }
    }

    /// The help overlay, centred.
    func drawHelp(into buffer: inout ScreenBuffer) {
        let panel = Panel(title: "keys", lines: HelpText.lines.map { Panel.Line($0) })
        let w = Swift.min(buffer.cols - 2, panel.naturalWidth), h = Swift.min(buffer.rows - 2, panel.lines.count + 2)
        let rect = CellRect(col: (buffer.cols - w) / 2, row: Swift.max(1, (buffer.rows - h) / 2), cols: w, rows: h)
        panel.draw(into: &buffer, rect: rect, glyphs: glyphs)
    }
}

/// Every key of the viewer, as the help overlay lists them.
enum HelpText {
    static let lines = [
        "j k  ↓ ↑      scroll down / up one row",
        "l h  → ←      scroll right / left one column",
        "pgdn pgup     one viewport; home end: start / end",
        "wheel         scroll along the scroll axis",
        "d s e         direction / sticky / stretchToEdge",
        "] [           stickyHeaderYOffset + / - one cell",
        "} {           topContentInset + / - one cell",
        "+ -           zoom in / out",
        "i             inspector (sticky headers, focus)",
        "tab S-tab     focus next / previous element",
        "a x           add after / delete the focused item",
        "m + j k       move the focused item forward / back",
        "u             undo the last add / delete / move",
        "J K           fling forward / back (layout.snap)",
        ":             command: set PATH=VALUE,",
        "                offset X,Y, viewport WxH",
        "r             reload the fixture from disk",
        "n p           next / previous fixture in folder",
        "?             this help (any key closes it)",
        "q             quit",
    ]
}
