/// A one-line bar (the status bar on top, the key line at the bottom) built from segments that
/// drop out gracefully: when the line is too narrow, the segments of lowest priority go first
/// (their order on the line is kept), and what still does not fit is cut with an ellipsis.
public struct StatusLine: ScreenWidget, Sendable {
    public struct Segment: Sendable {
        public var text: String
        /// Higher stays longer.
        public var priority: Int
        public var style: CellStyle
        public init(_ text: String, priority: Int, style: CellStyle) {
            self.text = text; self.priority = priority; self.style = style
        }
    }
    public var segments: [Segment]
    public var separator: String
    /// The style of the line's blank columns and separators.
    public var fill: CellStyle
    /// The last column of a segment cut short.
    public var ellipsis: String
    public init(_ segments: [Segment], separator: String = "  ", fill: CellStyle = .plain, ellipsis: String = "…") {
        self.segments = segments; self.separator = separator; self.fill = fill; self.ellipsis = ellipsis
    }

    /// The segments kept for a line of `width` columns.
    public func fitted(width: Int) -> [Segment] {
        var kept = segments.filter { !$0.text.isEmpty }
        func length(_ s: [Segment]) -> Int {
            s.reduce(0) { $0 + DisplayWidth.of($1.text) } + Swift.max(0, s.count - 1) * DisplayWidth.of(separator)
        }
        while kept.count > 1, length(kept) > width {
            // Drop the last segment among those of the lowest priority.
            let lowest = kept.map(\.priority).min()!
            let i = kept.lastIndex { $0.priority == lowest }!
            kept.remove(at: i)
        }
        return kept
    }

    /// Draws the line into the first row of `rect`, filling the rest with `fill`'s style. A
    /// single segment still too long is cut, its last column an ellipsis. Widths are display
    /// widths (`DisplayWidth`): a wide character takes two columns.
    public func draw(in rect: CellRect, into buffer: inout ScreenBuffer) {
        let col = rect.col, row = rect.row, width = rect.cols
        guard width > 0, rect.rows > 0 else { return }
        buffer.fill(CellRect(col: col, row: row, cols: width, rows: 1), with: " ", style: fill)
        var c = col
        for (i, s) in fitted(width: width).enumerated() {
            if i > 0 { c = buffer.write(separator, col: c, row: row, style: fill, maxWidth: col + width - c) }
            let room = col + width - c
            if room <= 0 { break }
            if DisplayWidth.of(s.text) > room {
                let cut = DisplayWidth.prefix(s.text, columns: Swift.max(0, room - DisplayWidth.of(ellipsis)))
                c = buffer.write(cut + ellipsis, col: c, row: row, style: s.style, maxWidth: room)
            } else {
                c = buffer.write(s.text, col: c, row: row, style: s.style, maxWidth: room)
            }
        }
    }
}
