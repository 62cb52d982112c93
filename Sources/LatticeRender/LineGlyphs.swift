/// The glyphs of SWCollectionViewLineLayout's elements (LineLayoutRules §5):
/// the line as a bar along the scroll axis, each grip as a bullet on it, each tail as an arrow
/// from the grip to its item, and the start / end arrows at the viewport's edges.
///
/// | element | vertical scrolling | horizontal scrolling | ASCII (vertical / horizontal) |
/// | --- | --- | --- | --- |
/// | line | `┃` | `━` | `!` / `=` |
/// | grip | `●` | `●` | `o` |
/// | tail (item on the left / above) | `◀──` | `▲` over `│` | `<--` / `^` over `|` |
/// | tail (item on the right / below) | `──▶` | `│` over `▼` | `-->` / `|` over `v` |
/// | start arrow / end arrow | `▲` / `▼` | `◀` / `▶` | `^` `v` / `<` `>` |
///
/// Within one scroll direction no two elements share a glyph (a tail's head points across the
/// line, an arrow along it), and none is a cell's, header's or footer's glyph, so the picture reads
/// without colour. In ASCII the start arrow `^` of vertical scrolling is also the head of a tail in
/// horizontal scrolling (the two never appear together), and the horizontal line `=` is the
/// header fill: a header is a bar as tall as the content with its label, the line one row.
public struct LineGlyphs: Sendable, Hashable {
    /// The line along a vertical / horizontal scroll axis.
    public var lineVertical, lineHorizontal: Unicode.Scalar
    public var grip: Unicode.Scalar
    /// A tail's shaft across a vertical scroll axis (a horizontal run) and across a horizontal one.
    public var tailHorizontal, tailVertical: Unicode.Scalar
    /// Heads: a tail points at its item; an arrow points along the line, out of the viewport.
    public var left, right, up, down: Unicode.Scalar

    public static let utf8 = LineGlyphs(lineVertical: "┃", lineHorizontal: "━", grip: "●", tailHorizontal: "─",
                                        tailVertical: "│", left: "◀", right: "▶", up: "▲", down: "▼")
    public static let ascii = LineGlyphs(lineVertical: "!", lineHorizontal: "=", grip: "o", tailHorizontal: "-",
                                         tailVertical: "|", left: "<", right: ">", up: "^", down: "v")
}
