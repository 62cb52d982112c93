import LatticeLayout

/// The one entry point of the state machine (the Elm architecture's `update`): every message —
/// a key, time passing, a resize, the answer to an effect — goes through `update(_:)`, which hands
/// it to the function of its concern and returns the effects that function asked for. Keys pass
/// through the modes first (help open, a `:` command or a `/` find being typed, a move waiting for
/// its direction, a count being typed), then become an `Action`.
extension ViewerModel {
    /// Handles one message; returns what the world should do for it (in order).
    @discardableResult
    public mutating func update(_ message: ViewerMessage) -> [ViewerEffect] {
        effects = []
        switch message {
        case .key(let key): handleKey(key)
        case .tick(let ms): advanceTime(milliseconds: ms)   // not a key press: the message stays
        case .resize(let c, let r):
            terminalSize = (Swift.max(1, c), Swift.max(1, r))
            refit(); syncViewport()
        case .frameDrawn(let ms): lastFrameMilliseconds = ms
        case .fileChanged(let changed, let exists): fileChanged(changed, exists: exists)
        case .loaded(let request, let result): loaded(request, result)
        case .wrote(let request, let result): wrote(request, result)
        case .program: break
        }
        // A frame's time changes nothing the picture shows.
        if case .frameDrawn = message {} else {
            shown = snapshot()
            if !geometry.inspector.isEmpty {
                layout.prepareInspection()
                flowValues = findFlowValues()
            }
        }
        defer { effects = [] }
        return effects
    }

    /// Handles one key exactly as typed in the viewer (`<resize …>` and `<wait …>` of `--keys`
    /// become their messages).
    @discardableResult
    public mutating func handle(_ key: ViewerKey) -> [ViewerEffect] { update(ViewerMessage(key)) }

    /// Applies a sequence of keys; returns every effect they asked for. (Effects that answer with
    /// a message — a load, a write — need a driver: `EffectRunner`.)
    @discardableResult
    public mutating func handle(_ keys: [ViewerKey]) -> [ViewerEffect] { keys.flatMap { handle($0) } }

    /// A key: the open mode takes it, else it becomes an action (with the count typed before it).
    mutating func handleKey(_ key: ViewerKey) {
        message = nil
        if helpOpen {
            helpOpen = false
            if key == .char("q") { requestQuit() }
            return
        }
        if commandLine != nil { editCommandLine(key); return }
        if findLine != nil { editFindLine(key); return }
        if pendingMove {
            pendingMove = false
            if let step = Action.moveStep(key) { moveFocusedItem(by: step) }
            else { message = ("move cancelled (m then j k l h or an arrow)", false) }
            return
        }
        if case .char(let c) = key, let digit = c.wholeNumberValue, c.isASCII, digit > 0 || pendingCount != nil {
            pendingCount = Swift.min((pendingCount ?? 0) * 10 + digit, Self.maximumCount)
            return
        }
        let count = pendingCount ?? 1
        pendingCount = nil
        guard let action = Action(key: key) else { return }
        if let r = action.repeated(count) { apply(r); return }
        for _ in 0..<(action.repeatsByRunning ? count : 1) { apply(action) }
    }

    /// The largest count (`9999j`): more would only scroll to the end more slowly.
    static let maximumCount = 9999

    /// The `:` command line takes the key.
    mutating func editCommandLine(_ key: ViewerKey) {
        guard var line = commandLine else { return }
        switch key {
        case .enter: commandLine = nil; runCommand(line)
        case .escape: commandLine = nil
        case .backspace:
            if line.isEmpty { commandLine = nil } else { line.removeLast(); commandLine = line }
        case .char(let c): line.append(c); commandLine = line
        case .tab: line.append(" "); commandLine = line
        default: break
        }
    }

    /// Applies an action: each concern has its own function.
    mutating func apply(_ action: Action) {
        switch action {
        case .scroll(let s): applyScroll(s)
        case .knob(let k): applyKnob(k)
        case .view(let v): applyView(v)
        case .file(let f): applyFile(f)
        case .edit(let e): applyEdit(e)
        }
    }

    mutating func applyView(_ action: Action.ViewAction) {
        switch action {
        case .toggleInspector:
            inspectorOpen.toggle()
            refit(); syncViewport()
        case .help: helpOpen = true
        case .command: commandLine = ""
        case .find: beginFind()
        case .findNext(let step): jumpToMatch(step)
        case .quit: requestQuit()
        case .dismiss: break
        case .focus(let step): moveFocus(by: step)
        case .click(let c, let r): focusElement(atCol: c, row: r)
        }
    }

    mutating func applyFile(_ action: Action.FileAction) {
        switch action {
        case .reload:
            guard mayDropEdits("reload", again: "r again reloads") else { return }
            reload(path: path, purpose: .reload(announce: true))
        case .nextFixture(let n):
            guard !folder.isEmpty else { message = ("not viewing a folder", false); return }
            guard mayDropEdits("switch", again: "C-n / C-p again switches") else { return }
            let i = (folder.firstIndex(of: path ?? "") ?? -n) + n
            let target = folder[((i % folder.count) + folder.count) % folder.count]
            reload(path: target, purpose: .switchFixture)
        }
    }

    mutating func applyEdit(_ action: Action.EditAction) {
        switch action {
        case .insertItem: insertAfterFocusedItem()
        case .deleteItem: deleteFocusedItem()
        case .beginMove: beginMove()
        case .undo: undoLastChange()
        case .redo: redoLastUndo()
        }
    }

    /// `q`: quits, unless there are unsaved edits: then it asks once (a second `q` quits).
    mutating func requestQuit() {
        if mayDropEdits("quit", again: "q again quits") { quit() }
    }

    /// Asks to quit.
    mutating func quit() {
        shouldQuit = true
        effects.append(.quit)
    }

    /// True when nothing unsaved would be lost, or the user was already warned about `what`;
    /// otherwise warns (once) and returns false.
    mutating func mayDropEdits(_ what: String, again: String) -> Bool {
        guard hasUnsavedChanges, warnedAbout != what else { return true }
        warnedAbout = what
        message = ("unsaved changes: \(again) without saving, :w saves", true)
        return false
    }
}

extension Action {
    /// Actions a count repeats by running them again (`3<tab>`, `2u`, `3n`).
    var repeatsByRunning: Bool {
        switch self {
        case .view(.focus), .view(.findNext), .edit(.undo), .edit(.redo): true
        default: false
        }
    }
}
