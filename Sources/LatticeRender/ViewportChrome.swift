/// The frame around the viewport. Sides of the viewport that the screen cuts off (zoomed in:
/// the viewport goes on beyond the screen, or the view is panned into it) are drawn dotted.
public struct ViewportEdge: ScreenWidget, Sendable {
    public var cutLeft = false, cutTop = false, cutRight = false, cutBottom = false
    public var glyphs: Glyphs
    public init(cutLeft: Bool = false, cutTop: Bool = false, cutRight: Bool = false, cutBottom: Bool = false, glyphs: Glyphs) {
        self.cutLeft = cutLeft; self.cutTop = cutTop; self.cutRight = cutRight; self.cutBottom = cutBottom; self.glyphs = glyphs
    }

    /// Draws the edge one cell outside `area` (the viewport's cells).
    public func draw(in area: CellRect, into buffer: inout ScreenBuffer) {
        let style = CellStyle(.viewportEdge, bold: true)
        let b = glyphs.viewport, dotH = glyphs.cutHorizontal, dotV = glyphs.cutVertical
        let (c0, c1, r0, r1) = (area.col - 1, area.maxCol, area.row - 1, area.maxRow)
        for c in area.col..<area.maxCol {
            buffer.put(cutTop ? dotH : b.horizontal, col: c, row: r0, style: style)
            buffer.put(cutBottom ? dotH : b.horizontal, col: c, row: r1, style: style)
        }
        for r in area.row..<area.maxRow {
            buffer.put(cutLeft ? dotV : b.vertical, col: c0, row: r, style: style)
            buffer.put(cutRight ? dotV : b.vertical, col: c1, row: r, style: style)
        }
        buffer.put(cutLeft || cutTop ? dotV : b.topLeft, col: c0, row: r0, style: style)
        buffer.put(cutRight ? dotH : cutTop ? dotV : b.topRight, col: c1, row: r0, style: style)
        buffer.put(cutBottom || cutLeft ? dotV : b.bottomLeft, col: c0, row: r1, style: style)
        buffer.put(cutRight || cutBottom ? dotV : b.bottomRight, col: c1, row: r1, style: style)
    }
}

/// The scroll-position indicator beside the viewport: a thumb on a track, vertical in a column
/// or (`horizontal`) along a row.
public struct ScrollIndicator: ScreenWidget, Sendable {
    public var horizontal: Bool
    public var offset: Double, min: Double, max: Double, viewport: Double
    public var glyphs: Glyphs
    public init(horizontal: Bool, offset: Double, min: Double, max: Double, viewport: Double, glyphs: Glyphs) {
        self.horizontal = horizontal; self.offset = offset; self.min = min; self.max = max; self.viewport = viewport; self.glyphs = glyphs
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

    /// Draws the track along `rect`'s first column (vertical) or first row (horizontal).
    public func draw(in rect: CellRect, into buffer: inout ScreenBuffer) {
        let length = horizontal ? rect.cols : rect.rows
        let (start, len) = Self.thumb(length: length, offset: offset, min: min, max: max, viewport: viewport)
        for i in 0..<Swift.max(0, length) {
            let inThumb = i >= start && i < start + len
            let s: Unicode.Scalar = inThumb ? glyphs.thumb : glyphs.track
            let style = CellStyle(inThumb ? .indicatorThumb : .indicatorTrack, dim: !inThumb)
            if horizontal { buffer.put(s, col: rect.col + i, row: rect.row, style: style) }
            else { buffer.put(s, col: rect.col, row: rect.row + i, style: style) }
        }
    }
}
