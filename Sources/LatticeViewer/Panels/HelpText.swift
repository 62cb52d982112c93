import LatticeRender

/// Every key of the viewer, grouped, as the help overlay (`?`) lists them (two columns when the
/// screen is wide enough, one otherwise); the LatticeCLI article Viewer says the same at length in its keys table.
enum HelpText {
    typealias Group = (title: String, lines: [String])

    static let scroll: Group = ("scroll", [
        "j k ↓ ↑   row down / up (5j: five)",
        "l h → ←   column right / left",
        "C-d C-u   half a viewport fwd/back",
        "C-f C-b   a viewport (pgdn sp/pgup)",
        "g G       start / end (home end gg)",
        "wheel     along; Shift+wheel across",
        "J K       fling fwd / back (snap)",
    ])
    static let layout: Group = ("layout", [
        "d s e     direction/sticky/stretch",
        "] [       stickyHeaderYOffset +/-",
        "} {       topContentInset +/-",
        "+ -       zoom in / out",
    ])
    static let edit: Group = ("edit", [
        "a x       insert after / delete it",
        "m j / m k move focused fwd / back",
        "u U C-r   undo / redo",
        ":w [PATH] save (:w! overwrites)",
    ])
    static let find: Group = ("find and focus", [
        "/         find a label or 3.14",
        "n N       next / previous match",
        "tab S-tab focus next / previous",
        "click     focus what is under it",
        "i         inspector",
        "> < L H   section sideways / fling",
    ])
    static let commands: Group = ("file and commands", [
        ":set PATH=VALUE   :offset X,Y",
        ":viewport WxH     :goto 3.14",
        ":goto header 3    :q  :q!",
        "r         reload from disk",
        "E         a failed rebuild's errors",
        "t T       Dynamic Type size +/-",
        "C-n C-p   next / previous fixture",
        "C-w       other pane (--compare)",
        "?         this help (a key closes)",
        "q         quit (twice if unsaved)",
    ])
    static let columns: [[Group]] = [[scroll, layout, edit], [find, commands]]

    /// The lines of one column: each group's title (bold), its keys, a blank line between groups.
    static func lines(_ groups: [Group]) -> [Panel.Line] {
        var out: [Panel.Line] = []
        for (i, g) in groups.enumerated() {
            if i > 0 { out.append(Panel.Line("")) }
            out.append(Panel.Line(g.title, CellStyle(.panelTitle, bold: true)))
            out += g.lines.map { Panel.Line($0) }
        }
        return out
    }

    static let columnWidth = 35
    static let gap = 3
}

extension ViewerModel {
    /// The help overlay, centred: two columns of key groups, or one (cut, saying how many lines
    /// more) when the screen is narrow.
    func drawHelp(into buffer: inout ScreenBuffer) {
        let twoColumns = buffer.cols - 2 >= 2 * HelpText.columnWidth + HelpText.gap + 4
        let columns = twoColumns ? HelpText.columns.map(HelpText.lines) : [HelpText.lines(HelpText.columns.joined().map { $0 })]
        let tallest = columns.map(\.count).max() ?? 0
        let natural = twoColumns ? 2 * HelpText.columnWidth + HelpText.gap + 4 : HelpText.columnWidth + 4
        let w = Swift.min(buffer.cols - 2, natural), h = Swift.min(buffer.rows - 2, tallest + 2)
        let rect = CellRect(col: (buffer.cols - w) / 2, row: Swift.max(1, (buffer.rows - h) / 2), cols: w, rows: h)
        guard twoColumns else {
            Panel(title: "keys", lines: columns[0], glyphs: glyphs).draw(in: rect, into: &buffer)
            return
        }
        Panel(title: "keys", lines: [], glyphs: glyphs).draw(in: rect, into: &buffer)
        for (i, column) in columns.enumerated() {
            let col = rect.col + 2 + i * (HelpText.columnWidth + HelpText.gap)
            for (r, line) in column.enumerated() where r < rect.rows - 2 {
                buffer.write(line.text, col: col, row: rect.row + 1 + r, style: line.style, maxWidth: HelpText.columnWidth)
            }
        }
    }
}
