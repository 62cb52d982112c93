/// The viewer's focus cursor (`<tab>` / shift-tab), drawn over the element it marks so that it
/// shows without colour: a cell gets a **heavy box** (`┏━┓┃┗┛`, ASCII `#=#H`) in bold; an element
/// too thin for a box (one row or one column) or any other element (header, footer,
/// supplementary, decoration) gets a **marker** `▶` (ASCII `>`) in bold reverse video on its
/// first visible cell. In colour both use the message colour (yellow).
public struct FocusMarker: ScreenWidget, Sendable {
    public var glyphs: Glyphs
    /// A cell gets the box, anything else the marker.
    public var isCell: Bool
    /// Where the marker may draw (the viewport's cells on screen).
    public var clip: CellRect
    public init(glyphs: Glyphs, isCell: Bool = true, clip: CellRect = CellRect(col: 0, row: 0, cols: .max / 2, rows: .max / 2)) {
        self.glyphs = glyphs; self.isCell = isCell; self.clip = clip
    }

    /// The heavy box of a focused cell.
    public var box: Glyphs.Box {
        glyphs.unicode
            ? Glyphs.Box(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
            : Glyphs.Box(corners: "#", horizontal: "=", vertical: "H")
    }
    /// The marker of other focused elements.
    public var marker: Unicode.Scalar { glyphs.unicode ? "▶" : ">" }

    public static let style = CellStyle(.message, bold: true)

    /// Marks the element whose frame covers `r` (cells on screen), clipped to `clip`.
    public func draw(in r: CellRect, into buffer: inout ScreenBuffer) {
        let visible = r.intersection(clip)
        guard !visible.isEmpty else { return }
        if isCell, r.cols >= 2, r.rows >= 2 {
            buffer.outline(r, box: box, style: Self.style, clip: clip)
            return
        }
        buffer.put(marker, col: visible.col, row: visible.row, style: CellStyle(.message, bold: true, reverse: true), clip: clip)
    }
}
