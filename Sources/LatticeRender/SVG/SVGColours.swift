/// The RGB values SVG output gives `Palette`'s eight basic colours, and the terminal's default
/// foreground and background. The meaning of each colour (which role gets which) stays in
/// `Palette`: these only say how a basic colour looks on a dark terminal background.
public enum SVGColours {
    /// The background of every picture (a dark terminal).
    public static let background = "#1d1f21"
    /// The terminal's default foreground.
    public static let foreground = "#d0d0d0"
    /// The SVG font list: any monospace font that has the box-drawing characters.
    public static let monospace = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"

    /// A basic colour as `#rrggbb`.
    public static func hex(_ c: Palette.Colour) -> String {
        switch c {
        case .black: return "#1d1f21"
        case .red: return "#e06c75"
        case .green: return "#98c379"
        case .yellow: return "#e5c07b"
        case .blue: return "#61afef"
        case .magenta: return "#c678dd"
        case .cyan: return "#56b6c2"
        case .white: return "#dcdfe4"
        }
    }

    /// A role's foreground as `#rrggbb` (`Palette.foreground`), the default foreground without
    /// colour or for roles with none.
    public static func foreground(_ role: CellRole, colour: Bool) -> String {
        guard colour, let c = Palette.foreground(role) else { return foreground }
        return hex(c)
    }

    /// A role's background (`Palette.ansiBackground`), nil for the default background.
    public static func background(_ role: CellRole, colour: Bool) -> String? {
        guard colour, let c = Palette.ansiBackground(role) else { return nil }
        return hex(c)
    }
}
