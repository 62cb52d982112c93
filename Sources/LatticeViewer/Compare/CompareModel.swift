import LatticeLayout
import LatticeRender

/// Two panes, one scroll (`lattice A.yaml --compare B.yaml`, `--compare-set EXPR`): two viewer
/// models side by side (stacked when the terminal is narrow), each with its own status line.
/// Every key acts on both — scrolling, zoom, options, resizes — except those that belong to the
/// focus and the inspector (tab, a click, `i`, edits, find, `:`, help) and the text size
/// (`t` `T`), which act on the active pane; `C-w` makes the other pane active. The content
/// offset is shared in points: after each key the other pane takes the active pane's offset,
/// clamped into its own range (each pane
/// clamps on its own, as two UIScrollViews given the same contentOffset would); at the end of
/// the active pane's range the other goes on by itself.
public struct CompareModel: ViewerProgram {
    public private(set) var panes: [ViewerModel]
    /// The pane the inspector, the focus and the typed lines belong to.
    public private(set) var active = 0
    /// False when each pane keeps its own offset and both scroll by the same keys (two
    /// debugger pastes taken at different offsets): the distance between them stays.
    public var sharesOffset = true
    public private(set) var terminalSize: (cols: Int, rows: Int)

    public init(_ a: ViewerModel, _ b: ViewerModel, terminalSize: (cols: Int, rows: Int)) {
        panes = [a, b]
        self.terminalSize = terminalSize
        update(.resize(cols: terminalSize.cols, rows: terminalSize.rows))
    }

    /// True once both panes quit.
    public var shouldQuit: Bool { panes.allSatisfy(\.shouldQuit) }
    public var isAnimating: Bool { panes.contains { $0.isAnimating } }
    public var startEffects: [ViewerEffect] { panes.indices.flatMap { Self.tagged(panes[$0].startEffects, pane: $0) } }
    public var glyphs: Glyphs {
        get { panes[0].glyphs }
        set { for i in panes.indices { panes[i].glyphs = newValue } }
    }

    /// Side by side when each pane gets at least 50 columns, else stacked.
    public var sideBySide: Bool { terminalSize.cols >= 101 }

    /// Each pane's rectangle on the screen (one column or row between them).
    public var paneRects: [CellRect] {
        let (c, r) = terminalSize
        if sideBySide {
            let left = (c - 1) / 2
            return [CellRect(col: 0, row: 0, cols: left, rows: r), CellRect(col: left + 1, row: 0, cols: c - left - 1, rows: r)]
        }
        let top = (r - 1) / 2
        return [CellRect(col: 0, row: 0, cols: c, rows: top), CellRect(col: 0, row: top + 1, cols: c, rows: r - top - 1)]
    }

    @discardableResult
    public mutating func update(_ message: ViewerMessage) -> [ViewerEffect] {
        let quitBefore = shouldQuit
        var effects: [ViewerEffect] = []
        switch message {
        case .resize(let c, let r):
            terminalSize = (Swift.max(1, c), Swift.max(1, r))
            for (i, rect) in paneRects.enumerated() { effects += send(.resize(cols: rect.cols, rows: rect.rows), to: i) }
        case .tick, .fileChanged, .frameDrawn, .program:
            for i in panes.indices { effects += send(message, to: i) }
        case .loaded(let request, _):
            effects += send(message, to: request.pane)
        case .wrote(let request, _):
            effects += send(message, to: request.pane)
        case .key(let key):
            effects += handleKey(key)
        }
        // A pane's quit is the program's only when both panes are done.
        effects.removeAll { $0 == .quit }
        if shouldQuit && !quitBefore { effects.append(.quit) }
        return effects
    }

    @discardableResult
    public mutating func handle(_ keys: [ViewerKey]) -> [ViewerEffect] { keys.flatMap { update(ViewerMessage($0)) } }

    /// Sends `message` to pane `i`; its effects, marked with the pane their answers go back to.
    mutating func send(_ message: ViewerMessage, to i: Int) -> [ViewerEffect] {
        guard panes.indices.contains(i) else { return [] }
        return Self.tagged(panes[i].update(message), pane: i)
    }

    static func tagged(_ effects: [ViewerEffect], pane: Int) -> [ViewerEffect] {
        effects.map { effect in
            switch effect {
            case .load(var r): r.pane = pane; return .load(r)
            case .write(var w): w.pane = pane; return .write(w)
            default: return effect
            }
        }
    }

    mutating func handleKey(_ key: ViewerKey) -> [ViewerEffect] {
        if key == .ctrl("w") { active = 1 - active; return [] }
        if case .click(let c, let r) = key {
            guard let i = paneRects.firstIndex(where: { $0.contains(col: c, row: r) }) else { return [] }
            active = i
            return send(.key(.click(col: c - paneRects[i].col, row: r - paneRects[i].row)), to: i)
        }
        var effects: [ViewerEffect] = []
        if panes[active].isTypingOrWaiting || Self.belongsToActivePane(key) {
            effects += send(.key(key), to: active)
        } else {
            for i in panes.indices { effects += send(.key(key), to: i) }
        }
        let lead = panes[active]
        if sharesOffset && !lead.isTypingOrWaiting && lead.pendingCount == nil { shareOffset() }
        return effects
    }

    /// The other pane takes the active pane's offset, clamped into its own range — unless the
    /// active pane stopped at the end of its range, where the other keeps its own (a longer
    /// content goes on scrolling).
    mutating func shareOffset() {
        let lead = panes[active].collectionView, other = panes[1 - active].collectionView
        let d = panes[active].direction, s = lead.contentOffset.s(d)
        let lo = lead.minimumContentOffset.s(d), hi = lead.maximumContentOffset.s(d)
        if hi > lo, s >= hi - 1e-9 { return }
        other.setContentOffset(lead.contentOffset, clamped: true)
    }

    /// Keys of the focus, the inspector, edits, typed lines and the text size (the active
    /// pane's host alone hears the change).
    static func belongsToActivePane(_ key: ViewerKey) -> Bool {
        switch key {
        case .tab, .backTab, .ctrl("r"): true
        case .char(let c): "iaxmuU/nN:?tT".contains(c)
        default: false
        }
    }

    /// Both panes' frames, with a line between them; the other pane's key line says how to make
    /// it active.
    public func frame() -> ScreenBuffer {
        var buffer = ScreenBuffer(cols: terminalSize.cols, rows: terminalSize.rows)
        let rects = paneRects
        for (i, (p, rect)) in zip(panes, rects).enumerated() {
            var f = p.frame()
            if i != active {
                let row = f.rows - 1
                f.fill(CellRect(col: 0, row: row, cols: f.cols, rows: 1), with: " ", style: CellStyle(.keyLine))
                f.write(" C-w: make this pane active (focus, inspector, edits)", col: 0, row: row,
                        style: CellStyle(.keyLine, dim: true), maxWidth: f.cols)
            }
            buffer.paste(f, col: rect.col, row: rect.row)
        }
        let line = CellStyle(.viewportEdge)
        if sideBySide {
            for r in 0..<terminalSize.rows { buffer.put(glyphs.panel.vertical, col: rects[0].maxCol, row: r, style: line) }
        } else {
            for c in 0..<terminalSize.cols { buffer.put(glyphs.panel.horizontal, col: c, row: rects[0].maxRow, style: line) }
        }
        return buffer
    }
}

extension ViewerModel {
    /// A `:` or `/` line is being typed, help is open, a move waits for its direction: the next
    /// key is this pane's alone.
    var isTypingOrWaiting: Bool { commandLine != nil || findLine != nil || helpOpen || pendingMove }
}
