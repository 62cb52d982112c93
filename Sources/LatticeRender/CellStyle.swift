/// What a screen cell shows, by meaning rather than colour. The terminal backend and the ANSI
/// writer map a role to a colour; the glyphs alone (see `Glyphs`) already tell roles apart, so a
/// monochrome terminal or `--color never` loses nothing essential.
public enum CellRole: UInt8, Hashable, Sendable, CaseIterable {
    case background
    /// A cell's box and label (UICollectionViewCell).
    case cell
    /// A section header at rest (UICollectionElementKindSectionHeader).
    case header
    /// A section footer (UICollectionElementKindSectionFooter).
    case footer
    /// A sticky header moved off its resting frame (IGList's sticky headers).
    case pinnedHeader
    /// The faint outline of where a pinned header would rest.
    case ghost
    /// Any other supplementary view.
    case supplementary
    /// Other decoration views.
    case decoration
    /// SWCollectionViewLineLayout's elements: the line (decoration `line`), a grip (`itemGrip`),
    /// a tail (`itemTail`), a line label (`itemLineLabel`), the start / end arrows (`arrow`).
    case line
    case grip
    case tail
    case lineLabel
    case lineArrow
    /// The frame around the viewport.
    case viewportEdge
    /// The scroll position indicator: its track and its thumb.
    case indicatorTrack
    case indicatorThumb
    case statusBar
    case keyLine
    /// Panels (inspector, help) and their text.
    case panel
    case panelTitle
    /// Error text (a bad reload, a bad command).
    case error
    /// A transient message (e.g. "aligned layout scrolls vertically only").
    case message
    /// An element matching the viewer's `/` find (its label row in reverse video).
    case findMatch
}

/// A cell's style: its role plus the three attributes every terminal has.
public struct CellStyle: Hashable, Sendable {
    public var role: CellRole
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public init(_ role: CellRole, bold: Bool = false, dim: Bool = false, reverse: Bool = false) {
        self.role = role; self.bold = bold; self.dim = dim; self.reverse = reverse
    }
    public static let plain = CellStyle(.background)
}

/// One character cell of the screen: a Unicode scalar (one terminal column) and its style.
public struct ScreenCell: Hashable, Sendable {
    public var scalar: Unicode.Scalar
    public var style: CellStyle
    public init(_ scalar: Unicode.Scalar, _ style: CellStyle) { self.scalar = scalar; self.style = style }
    public static let blank = ScreenCell(" ", .plain)
    /// The right half of a wide character (`DisplayWidth` 2), which sits in the cell to its left.
    public static func wideContinuation(_ style: CellStyle) -> ScreenCell { ScreenCell("\u{0}", style) }
    /// True for the right half of a wide character: text output and the terminal skip it.
    @inline(__always) public var isWideContinuation: Bool { scalar == "\u{0}" }
}

/// A rectangle of terminal cells: columns `col ..< col + cols`, rows `row ..< row + rows`.
public struct CellRect: Hashable, Sendable {
    public var col: Int, row: Int, cols: Int, rows: Int
    public init(col: Int, row: Int, cols: Int, rows: Int) {
        self.col = col; self.row = row; self.cols = Swift.max(0, cols); self.rows = Swift.max(0, rows)
    }
    public var maxCol: Int { col + cols }
    public var maxRow: Int { row + rows }
    public var isEmpty: Bool { cols <= 0 || rows <= 0 }
    @inline(__always) public func contains(col c: Int, row r: Int) -> Bool {
        c >= col && c < maxCol && r >= row && r < maxRow
    }
    /// The smallest rectangle holding both.
    public func union(_ o: CellRect) -> CellRect {
        let c0 = Swift.min(col, o.col), r0 = Swift.min(row, o.row)
        return CellRect(col: c0, row: r0, cols: Swift.max(maxCol, o.maxCol) - c0, rows: Swift.max(maxRow, o.maxRow) - r0)
    }
    /// The overlap of two rectangles (empty when they do not overlap).
    public func intersection(_ o: CellRect) -> CellRect {
        let c0 = Swift.max(col, o.col), r0 = Swift.max(row, o.row)
        let c1 = Swift.min(maxCol, o.maxCol), r1 = Swift.min(maxRow, o.maxRow)
        return CellRect(col: c0, row: r0, cols: c1 - c0, rows: r1 - r0)
    }
}
