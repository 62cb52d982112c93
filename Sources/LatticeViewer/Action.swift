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
        default: return nil
        }
    }
}
