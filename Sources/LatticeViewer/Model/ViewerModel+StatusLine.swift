import LatticeLayout
import LatticeRender

/// The two bars: the status bar on top (every number one would otherwise print from code) and
/// the key line at the bottom (the keys, or a message, or the `:` / `/` line being typed).
extension ViewerModel {
    /// The status bar, least important first to go when the terminal is narrow.
    func statusLine(_ snap: FrameSnapshot) -> StatusLine {
        let cv = collectionView, k = layout.knobs
        let bar = CellStyle(.statusBar, reverse: true), strong = CellStyle(.statusBar, bold: true, reverse: true)
        let arrow = k.scrollDirection == .vertical ? glyphs.arrowDown : glyphs.arrowRight
        let times = glyphs.unicode ? "×" : "x"
        func size(_ s: Size) -> String { "\(fmt(s.width))\(times)\(fmt(s.height))" }
        var segments: [StatusLine.Segment] = [.init("lattice", priority: 3, style: strong)]
        if let place = folderPlace {
            segments.append(.init("\(path ?? "") \(place)", priority: 9, style: strong))
        } else {
            segments.append(.init(scene.name, priority: 9, style: strong))
        }
        if hasUnsavedChanges { segments.append(.init("modified", priority: 9, style: strong)) }
        segments += [
            .init("\(layout.layoutName) \(arrow) \(k.scrollDirection.rawValue)", priority: 8, style: bar),
            .init("offset \(fmt(cv.contentOffset.x)),\(fmt(cv.contentOffset.y))", priority: 9, style: bar),
            .init("content \(size(cv.contentSize))", priority: 6, style: bar),
            .init("viewport \(size(cv.viewportSize))", priority: 6, style: bar),
        ]
        segments += knobSegments(k, bar)
        if let text = textSizeSegmentText { segments.append(.init(text, priority: contentSizeCategory != .large ? 8 : 3, style: bar)) }
        segments.append(.init("visible \(snap.cut?.inView ?? snap.elementCount)", priority: 4, style: bar))
        if let cut = snap.cut {
            let upTo = cut.from.map { "to \(direction == .vertical ? "y" : "x") \(fmt($0))" } ?? "the first in the layout's order"
            segments.append(.init("drew \(snap.elementCount) of \(cut.inView) (\(upTo); shaded: not drawn)", priority: 10,
                                  style: CellStyle(.error, bold: true, reverse: true)))
        }
        segments.append(.init("zoom \(fmt(pointsPerColumn)) pt/col", priority: userZoomed ? 7 : 2, style: bar))
        if !history.isEmpty { segments.append(.init(historyDepth, priority: 5, style: bar)) }
        if let first = layout.firstWarning {
            segments.append(.init("\(glyphs.unicode ? "⚠" : "!") \(layout.warningCount): \(first)", priority: 7, style: CellStyle(.error, bold: true, reverse: true)))
        }
        if let e = reloadError {
            segments.insert(.init("reload failed: \(e)", priority: 10, style: CellStyle(.error, bold: true, reverse: true)), at: 0)
        }
        if let pan = panDescription { segments.append(.init(pan, priority: 8, style: bar)) }
        if let sideways = sidewaysSegment(style: bar, snap) { segments.append(sideways) }
        return StatusLine(segments, separator: "  ", fill: CellStyle(.statusBar, reverse: true), ellipsis: glyphs.ellipsis)
    }

    /// `3/40`: the fixture's place in the folder being browsed; nil outside a folder (or in a
    /// folder of one fixture).
    var folderPlace: String? {
        guard folder.count > 1 else { return nil }
        return folder.firstIndex(of: path ?? "").map { "\($0 + 1)/\(folder.count)" } ?? "-/\(folder.count)"
    }

    /// sticky, yOff, topInset, stretch: the knobs the layout has.
    func knobSegments(_ k: LayoutKnobs, _ bar: CellStyle) -> [StatusLine.Segment] {
        let supported = layout.supportedKnobs
        var segments: [StatusLine.Segment] = []
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
        return segments
    }

    /// The bottom line: the `:` command or `/` find being typed, else a message (wrapped over
    /// the rows above when long), else the keys.
    func drawBottomLine(into buffer: inout ScreenBuffer) {
        let row = buffer.rows - 1
        if let typed = commandLine.map({ ":" + $0 }) ?? findLine.map({ "/" + $0 }) {
            buffer.fill(CellRect(col: 0, row: row, cols: buffer.cols, rows: 1), with: " ", style: CellStyle(.keyLine))
            let end = buffer.write(typed, col: 0, row: row, style: CellStyle(.keyLine, bold: true), maxWidth: buffer.cols - 1)
            buffer.put("_", col: end, row: row, style: CellStyle(.keyLine, reverse: true))
            if let count = findCountText, commandLine == nil {
                buffer.write("  " + count, col: end + 1, row: row, style: CellStyle(.message), maxWidth: buffer.cols - end - 1)
            }
            return
        }
        if let m = message, DisplayWidth.of(m.text) > buffer.cols - 2 {
            drawLongMessage(m, into: &buffer)
            return
        }
        var segments: [StatusLine.Segment] = []
        if let m = message {
            segments.append(.init(m.text, priority: 20, style: CellStyle(m.isError ? .error : .message, bold: true)))
        }
        if let n = pendingCount { segments.append(.init("\(n)", priority: 19, style: CellStyle(.message, bold: true))) }
        segments += keyHints()
        StatusLine(segments, separator: "  ", fill: CellStyle(.keyLine), ellipsis: glyphs.ellipsis)
            .draw(in: CellRect(col: 1, row: row, cols: buffer.cols - 1, rows: 1), into: &buffer)
    }

    /// A message too long for one line, wrapped over the bottom rows (at most a third of the
    /// screen; the last row cut with an ellipsis if even that is not enough).
    func drawLongMessage(_ m: (text: String, isError: Bool), into buffer: inout ScreenBuffer) {
        let style = CellStyle(m.isError ? .error : .message, bold: true)
        let lines = Panel.wrap([Panel.Line(m.text, style)], width: buffer.cols - 2)
        let room = Swift.max(1, buffer.rows / 3), shown = Swift.min(room, lines.count)
        for i in 0..<shown {
            let row = buffer.rows - shown + i
            buffer.fill(CellRect(col: 0, row: row, cols: buffer.cols, rows: 1), with: " ", style: CellStyle(.keyLine))
            var text = lines[i].text
            if i == shown - 1, lines.count > shown { text = DisplayWidth.prefix(text, columns: buffer.cols - 3) + glyphs.ellipsis }
            buffer.write(text, col: 1, row: row, style: style, maxWidth: buffer.cols - 1)
        }
    }

    /// The keys worth showing now: the scroll keys of the scroll direction, the edit keys up
    /// front once something is focused, a folder's fixture keys when browsing one.
    func keyHints() -> [StatusLine.Segment] {
        let k = layout.supportedKnobs, dim = CellStyle(.keyLine, dim: true)
        let keys: [(String, Int, Bool)] = [
            (direction == .vertical ? "j/k scroll" : "h/l scroll", 9, true), ("d direction", 7, k.contains(.scrollDirection)),
            ("s sticky", 7, k.contains(.stickyHeaders)), ("e stretch", 3, k.contains(.stretchToEdge)),
            ("[ ] yOffset", 6, k.contains(.stickyHeaderYOffset)), ("{ } topInset", 5, k.contains(.topContentInset)),
            ("+/- zoom", 4, true), ("i inspector", 6, true), (": command", 3, true), ("/ find", 2, true),
            ("r reload", 2, true), ("C-n/C-p fixture", 8, folder.count > 1), ("? help", 10, true), ("q quit", 10, true),
        ]
        var segments: [StatusLine.Segment] = []
        let editable = collectionView.supportsBatchUpdates
        if focus != nil && editable {
            for t in ["tab focus", "a add", "x delete", "m move", "u undo"] { segments.append(.init(t, priority: 8, style: dim)) }
        } else if editable {
            segments.append(.init("tab focus", priority: 1, style: dim))
        }
        segments.append(.init("J/K fling", priority: 1, style: dim))
        for (t, p, shown) in keys where shown { segments.append(.init(t, priority: p, style: dim)) }
        return segments
    }
}
