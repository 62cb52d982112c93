/// What a key means (CONTRACT.md section 3), before it touches the state.
enum Action: Equatable {
    /// By terminal columns (x) and rows (y).
    case scroll(dx: Int, dy: Int)
    /// Mouse wheel notches along the scroll axis (3 cells each).
    case wheel(Int)
    /// Viewports along the scroll axis.
    case page(Int)
    case home, end
    case toggleDirection, toggleSticky, toggleStretch
    /// stickyHeaderYOffset / topContentInset steps of one terminal cell along the scroll axis.
    case yOffset(Int), topInset(Int)
    /// +1 zooms in.
    case zoom(Int)
    case toggleInspector, help, command, reload, quit
    case nextFixture(Int)
    case resize(cols: Int, rows: Int)
    case dismiss
    /// `<tab>` / shift-tab: focus the next (+1) / previous (-1) visible element.
    case focus(Int)
    /// `a`: insert an item after the focused one; `x`: delete it; `m`: wait for a direction to
    /// move it; `u`: undo the last change (issue 7, UICollectionView's batch updates).
    case insertItem, deleteItem, beginMove, undo
    /// `J` / `K`: a fling forward (+1) / back (-1) along the scroll axis.
    case fling(Int)

    init?(key: ViewerKey) {
        switch key {
        case .char("j"), .down: self = .scroll(dx: 0, dy: 1)
        case .char("k"), .up: self = .scroll(dx: 0, dy: -1)
        case .char("l"), .right: self = .scroll(dx: 1, dy: 0)
        case .char("h"), .left: self = .scroll(dx: -1, dy: 0)
        case .wheelDown, .wheelRight: self = .wheel(1)
        case .wheelUp, .wheelLeft: self = .wheel(-1)
        case .pageDown, .char(" "): self = .page(1)
        case .pageUp: self = .page(-1)
        case .home, .char("g"): self = .home
        case .end, .char("G"): self = .end
        case .char("d"): self = .toggleDirection
        case .char("s"): self = .toggleSticky
        case .char("e"): self = .toggleStretch
        case .char("]"): self = .yOffset(1)
        case .char("["): self = .yOffset(-1)
        case .char("}"): self = .topInset(1)
        case .char("{"): self = .topInset(-1)
        case .char("+"), .char("="): self = .zoom(1)
        case .char("-"), .char("_"): self = .zoom(-1)
        case .char("i"): self = .toggleInspector
        case .char("?"): self = .help
        case .char(":"): self = .command
        case .char("r"): self = .reload
        case .char("q"): self = .quit
        case .char("n"): self = .nextFixture(1)
        case .char("p"): self = .nextFixture(-1)
        case .resize(let c, let r): self = .resize(cols: c, rows: r)
        case .escape, .enter: self = .dismiss
        case .tab: self = .focus(1)
        case .backTab: self = .focus(-1)
        case .char("a"): self = .insertItem
        case .char("x"): self = .deleteItem
        case .char("m"): self = .beginMove
        case .char("u"): self = .undo
        case .char("J"): self = .fling(1)
        case .char("K"): self = .fling(-1)
        default: return nil
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
