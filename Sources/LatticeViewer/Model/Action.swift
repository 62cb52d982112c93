/// What a key means (CommandLineContract §3.2), before it touches the state, grouped by the concern
/// that handles it (ViewerModel+Update.swift dispatches each group to its own function).
enum Action: Equatable {
    case scroll(ScrollAction)
    case knob(KnobAction)
    case view(ViewAction)
    case file(FileAction)
    case edit(EditAction)

    /// Moving the viewport: keys, the wheel, pages, the ends, flings.
    enum ScrollAction: Equatable {
        /// By terminal columns (x) and rows (y).
        case by(dx: Int, dy: Int)
        /// Mouse wheel notches along the scroll axis (3 cells each).
        case wheel(Int)
        /// Mouse wheel notches across the scroll axis (Shift + wheel, a horizontal wheel).
        case wheelAcross(Int)
        /// Viewports (`pgdn` `C-f`, `pgup` `C-b`) and half viewports (`C-d`, `C-u`) along the axis.
        case page(Int), halfPage(Int)
        case home, end
        /// `J` / `K`: a fling forward (+1) / back (-1) along the scroll axis.
        case fling(Int)
        /// `>` / `<`: the focused (else the first visible) orthogonal section, 3 columns of the
        /// terminal sideways forward (+1) / back (-1).
        case sideways(Int)
        /// `L` / `H`: a sideways fling of that section, resting where its paging behaviour says.
        case flingSideways(Int)
    }

    /// The layout's options and the zoom.
    enum KnobAction: Equatable {
        case toggleDirection, toggleSticky, toggleStretch
        /// stickyHeaderYOffset / topContentInset steps of one terminal cell along the scroll axis.
        case yOffset(Int), topInset(Int)
        /// +1 zooms in.
        case zoom(Int)
        /// `t` / `T`: the content size category one step larger (+1) / smaller (-1).
        case textSize(Int)
    }

    /// Panels, modes, focus, find.
    enum ViewAction: Equatable {
        case toggleInspector, help, command, find, quit, dismiss
        /// `n` / `N`: the next (+1) / previous (-1) match of the last find.
        case findNext(Int)
        /// `<tab>` / shift-tab: focus the next (+1) / previous (-1) visible element.
        case focus(Int)
        /// A mouse press: focus the element under the pointer.
        case click(col: Int, row: Int)
    }

    /// The fixture file: reload, the folder, save.
    enum FileAction: Equatable {
        case reload
        case nextFixture(Int)
    }

    /// Batch updates (UICollectionView's `performBatchUpdates`): `a` insert after the
    /// focused item, `x` delete it, `m` wait for a direction to move it, `u` undo, `U` / `C-r` redo.
    enum EditAction: Equatable {
        case insertItem, deleteItem, beginMove, undo, redo
    }

    init?(key: ViewerKey) {
        if let a = Action.scrollKey(key) ?? Action.knobKey(key) ?? Action.viewKey(key) ?? Action.otherKey(key) {
            self = a
        } else {
            return nil
        }
    }

    static func scrollKey(_ key: ViewerKey) -> Action? {
        let s: ScrollAction
        switch key {
        case .char("j"), .down: s = .by(dx: 0, dy: 1)
        case .char("k"), .up: s = .by(dx: 0, dy: -1)
        case .char("l"), .right: s = .by(dx: 1, dy: 0)
        case .char("h"), .left: s = .by(dx: -1, dy: 0)
        case .wheelDown: s = .wheel(1)
        case .wheelUp: s = .wheel(-1)
        case .wheelRight: s = .wheelAcross(1)
        case .wheelLeft: s = .wheelAcross(-1)
        case .pageDown, .char(" "), .ctrl("f"): s = .page(1)
        case .pageUp, .ctrl("b"): s = .page(-1)
        case .ctrl("d"): s = .halfPage(1)
        case .ctrl("u"): s = .halfPage(-1)
        case .home, .char("g"): s = .home
        case .end, .char("G"): s = .end
        case .char("J"): s = .fling(1)
        case .char("K"): s = .fling(-1)
        case .char(">"): s = .sideways(1)
        case .char("<"): s = .sideways(-1)
        case .char("L"): s = .flingSideways(1)
        case .char("H"): s = .flingSideways(-1)
        default: return nil
        }
        return .scroll(s)
    }

    static func knobKey(_ key: ViewerKey) -> Action? {
        let k: KnobAction
        switch key {
        case .char("d"): k = .toggleDirection
        case .char("s"): k = .toggleSticky
        case .char("e"): k = .toggleStretch
        case .char("]"): k = .yOffset(1)
        case .char("["): k = .yOffset(-1)
        case .char("}"): k = .topInset(1)
        case .char("{"): k = .topInset(-1)
        case .char("+"), .char("="): k = .zoom(1)
        case .char("-"), .char("_"): k = .zoom(-1)
        case .char("t"): k = .textSize(1)
        case .char("T"): k = .textSize(-1)
        default: return nil
        }
        return .knob(k)
    }

    static func viewKey(_ key: ViewerKey) -> Action? {
        let v: ViewAction
        switch key {
        case .char("i"): v = .toggleInspector
        case .char("?"): v = .help
        case .char(":"): v = .command
        case .char("/"): v = .find
        case .char("n"): v = .findNext(1)
        case .char("N"): v = .findNext(-1)
        case .char("q"): v = .quit
        case .escape, .enter: v = .dismiss
        case .tab: v = .focus(1)
        case .backTab: v = .focus(-1)
        case .click(let c, let r): v = .click(col: c, row: r)
        default: return nil
        }
        return .view(v)
    }

    static func otherKey(_ key: ViewerKey) -> Action? {
        switch key {
        case .char("r"): .file(.reload)
        case .ctrl("n"): .file(.nextFixture(1))
        case .ctrl("p"): .file(.nextFixture(-1))
        case .char("a"): .edit(.insertItem)
        case .char("x"): .edit(.deleteItem)
        case .char("m"): .edit(.beginMove)
        case .char("u"): .edit(.undo)
        case .char("U"), .ctrl("r"): .edit(.redo)
        default: nil
        }
    }

    /// The action repeated `count` times (`5j`, `3]`), for the actions a count makes sense for;
    /// nil for the others (they run once).
    func repeated(_ count: Int) -> Action? {
        switch self {
        case .scroll(.by(let dx, let dy)): .scroll(.by(dx: dx * count, dy: dy * count))
        case .scroll(.wheel(let n)): .scroll(.wheel(n * count))
        case .scroll(.wheelAcross(let n)): .scroll(.wheelAcross(n * count))
        case .scroll(.page(let n)): .scroll(.page(n * count))
        case .scroll(.halfPage(let n)): .scroll(.halfPage(n * count))
        case .scroll(.sideways(let n)): .scroll(.sideways(n * count))
        case .knob(.yOffset(let n)): .knob(.yOffset(n * count))
        case .knob(.topInset(let n)): .knob(.topInset(n * count))
        case .knob(.zoom(let n)): .knob(.zoom(n * count))
        case .knob(.textSize(let n)): .knob(.textSize(n * count))
        case .file(.nextFixture(let n)): .file(.nextFixture(n * count))
        default: nil
        }
    }
}

extension Action {
    /// The step of a move after `m`: forward (+1) for `j` `l` ↓ →, back (-1) for `k` `h` ↑ ←;
    /// nil for any other key (the move is cancelled).
    static func moveStep(_ key: ViewerKey) -> Int? {
        switch key {
        case .char("j"), .char("l"), .down, .right: 1
        case .char("k"), .char("h"), .up, .left: -1
        default: nil
        }
    }
}
