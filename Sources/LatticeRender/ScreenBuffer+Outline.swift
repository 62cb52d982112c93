extension ScreenBuffer {
    /// An outline of `r` (corners and sides; the inside is left as it is), clipped to `clip`.
    ///
    /// Only the part of each side inside the clip (and the buffer) is visited, so the cost is
    /// bounded by the screen, never by the rectangle: a frame a hundred billion points tall is as
    /// cheap to outline as one row. A rectangle one row or column thin is a line of the side glyph.
    public mutating func outline(_ r: CellRect, box: Glyphs.Box, style: CellStyle, clip: CellRect? = nil) {
        guard !r.isEmpty else { return }
        if r.rows == 1 || r.cols == 1 {
            fill(r, with: r.rows == 1 ? box.horizontal : box.vertical, style: style, clip: clip)
            return
        }
        let (c0, c1, r0, r1) = (r.col, r.maxCol - 1, r.row, r.maxRow - 1)
        let visible = (clip ?? bounds).intersection(bounds)
        for c in ((c0 + 1)..<c1).clamped(to: visible.col..<Swift.max(visible.col, visible.maxCol)) {
            put(box.horizontal, col: c, row: r0, style: style, clip: clip)
            put(box.horizontal, col: c, row: r1, style: style, clip: clip)
        }
        for row in ((r0 + 1)..<r1).clamped(to: visible.row..<Swift.max(visible.row, visible.maxRow)) {
            put(box.vertical, col: c0, row: row, style: style, clip: clip)
            put(box.vertical, col: c1, row: row, style: style, clip: clip)
        }
        put(box.topLeft, col: c0, row: r0, style: style, clip: clip)
        put(box.topRight, col: c1, row: r0, style: style, clip: clip)
        put(box.bottomLeft, col: c0, row: r1, style: style, clip: clip)
        put(box.bottomRight, col: c1, row: r1, style: style, clip: clip)
    }
}

extension CellRect {
    /// The columns of this rectangle inside `clip`'s columns (empty when none is): a drawing
    /// loop runs over these, so its cost is bounded by the screen.
    public func columns(within clip: CellRect) -> Range<Int> {
        (col..<maxCol).clamped(to: clip.col..<Swift.max(clip.col, clip.maxCol))
    }
    /// The rows of this rectangle inside `clip`'s rows (empty when none is).
    public func rows(within clip: CellRect) -> Range<Int> {
        (row..<maxRow).clamped(to: clip.row..<Swift.max(clip.row, clip.maxRow))
    }
}
