/// The whole screen as a grid of styled character cells, row-major, `cols × rows`.
///
/// Everything the viewer shows is drawn here first; the ncurses backend copies it to the terminal
/// in one pass, and `render` prints it as text (`text()`) or with ANSI colours (`ansi()`).
/// Every drawing call clips: to the buffer, and to an optional clip rectangle.
public struct ScreenBuffer: Sendable, Equatable {
    public let cols: Int
    public let rows: Int
    public private(set) var cells: [ScreenCell]

    public init(cols: Int, rows: Int) {
        self.cols = Swift.max(0, cols); self.rows = Swift.max(0, rows)
        cells = Array(repeating: .blank, count: self.cols * self.rows)
    }

    /// The whole buffer as a clip rectangle.
    public var bounds: CellRect { CellRect(col: 0, row: 0, cols: cols, rows: rows) }

    public subscript(col: Int, row: Int) -> ScreenCell {
        (col >= 0 && col < cols && row >= 0 && row < rows) ? cells[row * cols + col] : .blank
    }

    /// Sets one cell exactly as given, a wide character's continuation included (no clipping, no
    /// splitting of wide characters): a copy of another buffer's cell (`ScreenChanges.apply`).
    mutating func replace(_ col: Int, _ row: Int, with cell: ScreenCell) {
        guard col >= 0, col < cols, row >= 0, row < rows else { return }
        cells[row * cols + col] = cell
    }

    /// Resets every cell to a blank, keeping the storage.
    public mutating func clear() {
        for i in cells.indices { cells[i] = .blank }
    }

    /// Puts one scalar of width 1, if inside the buffer and the clip rectangle. Overwriting half
    /// of a wide character blanks its other half. A control character (C0, DEL, C1: a terminal
    /// would act on it, e.g. U+009B starts an escape sequence) is put as `?`.
    @inline(__always)
    public mutating func put(_ scalar: Unicode.Scalar, col: Int, row: Int, style: CellStyle, clip: CellRect? = nil) {
        guard col >= 0, col < cols, row >= 0, row < rows else { return }
        if let clip, !clip.contains(col: col, row: row) { return }
        splitWide(col: col, row: row)
        cells[row * cols + col] = ScreenCell(Self.isControl(scalar) ? "?" : scalar, style)
    }

    /// C0 controls, DEL and C1 controls.
    @inline(__always)
    public static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }

    /// Puts a wide character (2 columns) at (col, row) and its continuation at col + 1. When
    /// only one of the two columns is visible, that column gets a space instead.
    public mutating func putWide(_ scalar: Unicode.Scalar, col: Int, row: Int, style: CellStyle, clip: CellRect? = nil) {
        func visible(_ c: Int) -> Bool { c >= 0 && c < cols && row >= 0 && row < rows && (clip?.contains(col: c, row: row) ?? true) }
        guard visible(col), visible(col + 1) else {
            put(" ", col: col, row: row, style: style, clip: clip)
            put(" ", col: col + 1, row: row, style: style, clip: clip)
            return
        }
        put(scalar, col: col, row: row, style: style)
        splitWide(col: col + 1, row: row)
        cells[row * cols + col + 1] = .wideContinuation(style)
    }

    /// Before (col, row) is overwritten: when it holds half of a wide character, the other half
    /// becomes a space, so no half character is left behind.
    @inline(__always)
    mutating func splitWide(col: Int, row: Int) {
        let i = row * cols + col
        if cells[i].isWideContinuation {
            if col > 0 { cells[i - 1].scalar = " " }
            cells[i].scalar = " "
        } else if col + 1 < cols, cells[i + 1].isWideContinuation {
            cells[i + 1].scalar = " "
        }
    }

    /// Copies `other` whole into this buffer with its top-left cell at (col, row), cell for
    /// cell (wide characters and their continuations included); what falls outside is dropped.
    public mutating func paste(_ other: ScreenBuffer, col: Int, row: Int) {
        for r in 0..<other.rows where row + r >= 0 && row + r < rows {
            for c in 0..<other.cols where col + c >= 0 && col + c < cols {
                cells[(row + r) * cols + col + c] = other.cells[r * other.cols + c]
            }
        }
    }

    /// Changes only the style of a cell (e.g. reverse video over an existing glyph).
    public mutating func restyle(col: Int, row: Int, style: CellStyle, clip: CellRect? = nil) {
        guard col >= 0, col < cols, row >= 0, row < rows else { return }
        if let clip, !clip.contains(col: col, row: row) { return }
        cells[row * cols + col].style = style
    }

    /// Writes a string left to right from (col, row), at most `maxWidth` columns, each character
    /// taking its `DisplayWidth` (combining and zero-width characters are dropped, control
    /// characters become `?`). A wide character that would cross `maxWidth` is left out. Returns
    /// the column after the last one written.
    @discardableResult
    public mutating func write(_ text: String, col: Int, row: Int, style: CellStyle,
                               maxWidth: Int = .max, clip: CellRect? = nil) -> Int {
        var c = col, n = 0
        for s in text.unicodeScalars {
            let w = DisplayWidth.of(s)
            if w == 0 { continue }
            if n + w > maxWidth { break }
            if w == 2 { putWide(s, col: c, row: row, style: style, clip: clip) }
            else { put(s, col: c, row: row, style: style, clip: clip) }
            c += w; n += w
        }
        return c
    }

    /// Fills a rectangle with one scalar.
    public mutating func fill(_ rect: CellRect, with scalar: Unicode.Scalar, style: CellStyle, clip: CellRect? = nil) {
        let r = rect.intersection(clip ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        for row in r.row..<r.maxRow {
            splitWide(col: r.col, row: row)
            splitWide(col: r.maxCol - 1, row: row)
            for col in r.col..<r.maxCol { cells[row * cols + col] = ScreenCell(scalar, style) }
        }
    }

    /// Row `row` as plain text, trailing spaces trimmed.
    public func line(_ row: Int) -> String {
        guard row >= 0, row < rows else { return "" }
        var scalars = String.UnicodeScalarView()
        var lastNonSpace = -1
        for c in 0..<cols where cells[row * cols + c].scalar != " " { lastNonSpace = c }
        if lastNonSpace >= 0 {
            for c in 0...lastNonSpace where !cells[row * cols + c].isWideContinuation { scalars.append(cells[row * cols + c].scalar) }
        }
        return String(scalars)
    }

    /// The screen as text: `rows` lines, each ending in a newline, trailing spaces trimmed.
    /// Styles are dropped, so the glyphs alone must carry the meaning (they do, see `Glyphs`).
    public func text() -> String {
        var out = ""
        for r in 0..<rows { out += line(r); out += "\n" }
        return out
    }

    /// The screen with ANSI SGR colour and attribute codes (`render --color always`), reset at
    /// each line end. Colours come from `Palette`.
    public func ansi() -> String {
        var out = ""
        for r in 0..<rows {
            var current: CellStyle? = nil
            var last = -1
            for c in 0..<cols {
                let cell = cells[r * cols + c]
                if cell.scalar != " " || cell.style.reverse || Palette.ansiBackground(cell.style.role) != nil { last = c }
            }
            if last >= 0 {
                for c in 0...last {
                    let cell = cells[r * cols + c]
                    if cell.isWideContinuation { continue }
                    if cell.style != current {
                        out += Palette.sgr(cell.style)
                        current = cell.style
                    }
                    out.unicodeScalars.append(cell.scalar)
                }
                out += "\u{1B}[0m"
            }
            out += "\n"
        }
        return out
    }
}
