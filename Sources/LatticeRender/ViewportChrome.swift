/// The frame around the viewport and the scroll-position indicator beside it.
public enum ViewportChrome {
    /// Draws the viewport edge one cell outside `area` (the viewport's cells). Sides of the
    /// viewport that the screen cuts off (`cutRight`, `cutBottom`: the viewport goes on beyond
    /// the screen when zoomed in) are drawn dotted.
    public static func drawEdge(around area: CellRect, cutRight: Bool, cutBottom: Bool,
                                glyphs: Glyphs, into buffer: inout ScreenBuffer) {
        let style = CellStyle(.viewportEdge, bold: true)
        let b = glyphs.viewport
        let (c0, c1, r0, r1) = (area.col - 1, area.maxCol, area.row - 1, area.maxRow)
        for c in area.col..<area.maxCol {
            buffer.put(b.horizontal, col: c, row: r0, style: style)
            buffer.put(cutBottom ? glyphs.cutHorizontal : b.horizontal, col: c, row: r1, style: style)
        }
        for r in area.row..<area.maxRow {
            buffer.put(b.vertical, col: c0, row: r, style: style)
            buffer.put(cutRight ? glyphs.cutVertical : b.vertical, col: c1, row: r, style: style)
        }
        buffer.put(b.topLeft, col: c0, row: r0, style: style)
        buffer.put(cutRight ? glyphs.cutHorizontal : b.topRight, col: c1, row: r0, style: style)
        buffer.put(cutBottom ? glyphs.cutVertical : b.bottomLeft, col: c0, row: r1, style: style)
        buffer.put(cutRight || cutBottom ? glyphs.cutVertical : b.bottomRight, col: c1, row: r1, style: style)
    }

    /// The thumb of a scroll indicator on a track of `length` cells: its first cell and length.
    ///
    /// The thumb's length is the visible fraction of the scrollable extent
    /// (`viewport / (max − min + viewport)`), at least one cell; its position is the offset's
    /// fraction of the range `min … max`, clamped (an offset set from code may lie outside).
    public static func thumb(length: Int, offset: Double, min lo: Double, max hi: Double, viewport: Double) -> (start: Int, length: Int) {
        guard length > 0 else { return (0, 0) }
        let range = hi - lo
        guard range > 0, viewport > 0, range.isFinite else { return (0, length) }
        let fraction = viewport / (range + viewport)
        let thumbLength = Swift.max(1, Swift.min(length, Int((Double(length) * fraction).rounded())))
        let t = Swift.min(1, Swift.max(0, (offset - lo) / range))
        let start = Int((Double(length - thumbLength) * t).rounded())
        return (start, thumbLength)
    }

    /// Draws the indicator: a vertical track at column `col` over rows `from ..< from + length`,
    /// or (`horizontal`) a horizontal track at row `row` over columns `from ..< from + length`.
    public static func drawIndicator(horizontal: Bool, at fixed: Int, from: Int, length: Int,
                                     offset: Double, min lo: Double, max hi: Double, viewport: Double,
                                     glyphs: Glyphs, into buffer: inout ScreenBuffer) {
        let (start, len) = thumb(length: length, offset: offset, min: lo, max: hi, viewport: viewport)
        for i in 0..<Swift.max(0, length) {
            let inThumb = i >= start && i < start + len
            let s: Unicode.Scalar = inThumb ? glyphs.thumb : glyphs.track
            let style = CellStyle(inThumb ? .indicatorThumb : .indicatorTrack, dim: !inThumb)
            if horizontal { buffer.put(s, col: from + i, row: fixed, style: style) }
            else { buffer.put(s, col: fixed, row: from + i, style: style) }
        }
    }
}
