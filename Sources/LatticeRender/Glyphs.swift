/// The characters the screen is drawn with: box drawing (UTF-8), or plain ASCII (`--ascii`, or a
/// viewer in a locale that is not UTF-8; see `Glyphs.forTerminal`).
///
/// Each element kind has its own glyphs, so that the text alone (no colour, no reverse video, as
/// `render --color never` prints it) tells them apart:
///
/// | element | UTF-8 | ASCII |
/// | --- | --- | --- |
/// | cell | `┌─┐│└┘` box, label inside | `+-+|` box |
/// | header at rest | bar filled with `▒`, label | bar filled with `=` |
/// | pinned header | bar filled with `▓`, `⇱` marker, reverse video | bar of `#`, `^` marker |
/// | footer | bar filled with `░`, label | bar filled with `~` |
/// | ghost (resting place of a pinned header) | dotted outline `┄┆` | outline of `.` `:` |
/// | viewport edge | double line `╔═╗║╚╝` | `*` |
/// | other supplementary / decoration | `╭─╮` rounded box / `•` | `(` `)` / `*` |
/// | line layout (see `LineGlyphs`): line, grip, tail, arrows | `┃` `●` `◀──` `▲` | `!` `o` `<--` `^` |
public struct Glyphs: Sendable, Hashable {
    /// A box: corners and sides.
    public struct Box: Sendable, Hashable {
        public var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Unicode.Scalar

        public init(topLeft: Unicode.Scalar, topRight: Unicode.Scalar, bottomLeft: Unicode.Scalar,
                    bottomRight: Unicode.Scalar, horizontal: Unicode.Scalar, vertical: Unicode.Scalar) {
            self.topLeft = topLeft; self.topRight = topRight; self.bottomLeft = bottomLeft
            self.bottomRight = bottomRight; self.horizontal = horizontal; self.vertical = vertical
        }

        /// A box whose four corners are one character (the ASCII boxes: `+--+`).
        public init(corners: Unicode.Scalar, horizontal: Unicode.Scalar, vertical: Unicode.Scalar) {
            self.init(topLeft: corners, topRight: corners, bottomLeft: corners, bottomRight: corners,
                      horizontal: horizontal, vertical: vertical)
        }

        /// The light box-drawing box `┌─┐│└┘` (cells and panels).
        public static let light = Box(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
                                      horizontal: "─", vertical: "│")
    }
    public var unicode: Bool
    public var cell: Box
    public var viewport: Box
    public var ghost: Box
    public var supplementary: Box
    public var panel: Box
    public var headerFill: Unicode.Scalar
    public var pinnedFill: Unicode.Scalar
    public var footerFill: Unicode.Scalar
    public var decorationFill: Unicode.Scalar
    /// The line layout's line, grips, tails and arrows.
    public var line: LineGlyphs
    /// Put before a pinned header's label.
    public var pin: String
    public var track: Unicode.Scalar
    public var thumb: Unicode.Scalar
    /// Marks a viewport side cut off by the screen (zoomed in past the terminal).
    public var cutHorizontal: Unicode.Scalar
    public var cutVertical: Unicode.Scalar
    public var ellipsis: String
    public var arrowDown: String
    public var arrowRight: String

    public static let utf8 = Glyphs(
        unicode: true,
        cell: .light,
        viewport: Box(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║"),
        ghost: Box(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "┄", vertical: "┆"),
        supplementary: Box(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│"),
        panel: .light,
        headerFill: "▒", pinnedFill: "▓", footerFill: "░", decorationFill: "•", line: .utf8,
        pin: "⇱", track: "░", thumb: "█", cutHorizontal: "┄", cutVertical: "┆",
        ellipsis: "…", arrowDown: "↓", arrowRight: "→")

    public static let ascii = Glyphs(
        unicode: false,
        cell: Box(corners: "+", horizontal: "-", vertical: "|"),
        viewport: Box(corners: "*", horizontal: "*", vertical: "*"),
        ghost: Box(corners: ".", horizontal: ".", vertical: ":"),
        supplementary: Box(topLeft: "(", topRight: ")", bottomLeft: "(", bottomRight: ")", horizontal: "-", vertical: "|"),
        panel: Box(corners: "+", horizontal: "-", vertical: "|"),
        headerFill: "=", pinnedFill: "#", footerFill: "~", decorationFill: "*", line: .ascii,
        pin: "^", track: ":", thumb: "#", cutHorizontal: ".", cutVertical: ":",
        ellipsis: "~", arrowDown: "v", arrowRight: ">")
}
