import LatticeRender

/// The whole of a failed live rebuild's diagnostic, on demand: every line the compiler gave (in
/// the user's files), in a panel over the viewer that scrolls, as Xcode's issue navigator shows
/// a build's errors in full where the status bar has room for one.
///
/// The status bar names the key that opens it (``openKey``); while open it takes every key:
/// `j` `k` and the arrows move a line, space / page keys a panel height, `g` `G` (home, end) to
/// the ends, Esc or `q` close it.
public struct DiagnosticPanel: Equatable, Sendable {
    /// The key that opens the panel while a diagnostic is shown in the status bar.
    public static let openKey = ViewerKey.char("E")

    /// The diagnostic's lines, in order.
    public let lines: [String]
    /// The first line shown.
    public private(set) var top = 0

    public init(lines: [String]) { self.lines = lines.isEmpty ? ["the build failed (the compiler said nothing)"] : lines }

    /// The lines a screen of `rows` rows shows at once: all but the status bar, the panel's two
    /// borders and its last line (where the lines shown are among all of them).
    public static func page(rows: Int) -> Int { Swift.max(1, rows - 4) }

    /// Handles a key on a screen of `rows` rows; false when the key closes the panel.
    public mutating func update(_ key: ViewerKey, rows: Int) -> Bool {
        let page = Self.page(rows: rows)
        let lastTop = Swift.max(0, lines.count - page)
        func scroll(by n: Int) { top = Swift.min(lastTop, Swift.max(0, top + n)) }
        switch key {
        case .escape, .char("q"): return false
        case .char("j"), .down, .wheelDown: scroll(by: 1)
        case .char("k"), .up, .wheelUp: scroll(by: -1)
        case .char(" "), .pageDown, .ctrl("f"), .ctrl("d"): scroll(by: page)
        case .pageUp, .ctrl("b"), .ctrl("u"): scroll(by: -page)
        case .char("g"), .home: top = 0
        case .char("G"), .end: top = lastTop
        default: break
        }
        return true
    }

    /// Draws the panel over `buffer` (below its first row, which keeps the status bar): the
    /// lines from ``top``, cut at the panel's width, and where they are among all of them.
    public func draw(into buffer: inout ScreenBuffer, glyphs: Glyphs) {
        guard buffer.cols >= 8, buffer.rows >= 4 else { return }
        let rect = CellRect(col: 0, row: 1, cols: buffer.cols, rows: buffer.rows - 1)
        let page = Self.page(rows: buffer.rows)
        let first = Swift.min(top, Swift.max(0, lines.count - page))
        let shown = lines[first ..< Swift.min(lines.count, first + page)]
        let end = first + shown.count
        var text = shown.map { Panel.Line($0) }
        text.append(Panel.Line("lines \(first + 1)-\(end) of \(lines.count)  j k space g G scroll, Esc or q closes",
                               CellStyle(.panel, dim: true)))
        let title = "the build's diagnostic"
        // The lines are drawn cut, not wrapped: a line per row keeps the scrolling exact.
        Panel(title: title, lines: [], glyphs: glyphs).draw(in: rect, into: &buffer)
        for (i, line) in text.enumerated() {
            buffer.write(line.text, col: rect.col + 2, row: rect.row + 1 + i, style: line.style, maxWidth: rect.cols - 4)
        }
    }
}
