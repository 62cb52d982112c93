import LatticeTerminal
import LatticeViewer

extension ViewerKey {
    /// The viewer's key for what the terminal read: the one place where terminal input becomes
    /// viewer input (`RunLoop` asks it for every event).
    ///
    /// Every terminal key has a viewer key of the same name, except Ctrl-C: when the terminal
    /// delivers it as a character rather than a signal it quits, as `q` does.
    public init(_ key: TerminalKey) {
        switch key {
        case .char(let c): self = .char(c)
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .home: self = .home
        case .end: self = .end
        case .tab: self = .tab
        case .backTab: self = .backTab
        case .enter: self = .enter
        case .escape: self = .escape
        case .backspace: self = .backspace
        case .ctrl("c"): self = .char("q")
        case .ctrl(let c): self = .ctrl(c)
        case .wheelUp: self = .wheelUp
        case .wheelDown: self = .wheelDown
        case .wheelLeft: self = .wheelLeft
        case .wheelRight: self = .wheelRight
        case .click(let col, let row): self = .click(col: col, row: row)
        case .resize(let cols, let rows): self = .resize(cols: cols, rows: rows)
        }
    }
}
