/// The colours of each role, for ANSI output and the ncurses backend (the 8 basic colours, so
/// they work everywhere). Colour only reinforces what the glyphs already say.
public enum Palette {
    /// Basic colour numbers (ANSI SGR 30+n / curses COLOR_*).
    public enum Colour: Int, Sendable { case black = 0, red, green, yellow, blue, magenta, cyan, white }

    /// The foreground colour of a role, or nil for the terminal default.
    public static func foreground(_ role: CellRole) -> Colour? {
        switch role {
        case .background, .panel, .keyLine: return nil
        case .cell: return .cyan
        case .header: return .blue
        case .footer: return .magenta
        case .pinnedHeader, .ghost, .message: return .yellow
        case .supplementary, .viewportEdge, .indicatorThumb, .findMatch: return .green
        case .decoration, .indicatorTrack, .statusBar: return .white
        case .panelTitle: return .cyan
        case .line: return .white
        case .grip: return .green
        case .tail: return .green
        case .lineLabel: return .yellow
        case .lineArrow: return .magenta
        case .error: return .red
        }
    }

    /// A background colour for roles drawn as bars (the status bar).
    public static func ansiBackground(_ role: CellRole) -> Colour? {
        role == .statusBar ? .blue : nil
    }

    /// The SGR sequence that selects `style` from a reset state; without `colour`, only its
    /// attributes (bold, dim, reverse), as the viewer draws on a terminal without colours.
    public static func sgr(_ style: CellStyle, colour: Bool = true) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.reverse { codes.append("7") }
        if colour, let f = foreground(style.role) { codes.append(String(30 + f.rawValue)) }
        if colour, let b = ansiBackground(style.role) { codes.append(String(40 + b.rawValue)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
