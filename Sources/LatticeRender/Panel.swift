/// A boxed panel with a title and lines of text: the sticky-header inspector and the help overlay.
public struct Panel: ScreenWidget, Sendable {
    public struct Line: Sendable {
        public var text: String
        public var style: CellStyle
        public init(_ text: String, _ style: CellStyle = CellStyle(.panel)) { self.text = text; self.style = style }
    }
    public var title: String
    public var lines: [Line]
    public var glyphs: Glyphs
    public init(title: String, lines: [Line], glyphs: Glyphs) { self.title = title; self.lines = lines; self.glyphs = glyphs }

    /// The columns the widest line needs, box included.
    public var naturalWidth: Int {
        Swift.max(DisplayWidth.of(title) + 4, lines.map { DisplayWidth.of($0.text) }.max() ?? 0) + 4
    }

    /// Lines wider than `width` columns (display width) continue on the next line (broken at a
    /// space when there is one), indented three columns.
    public static func wrap(_ lines: [Line], width: Int) -> [Line] {
        guard width > 8 else { return lines }
        var out: [Line] = []
        for line in lines {
            var rest = Array(line.text.unicodeScalars), first = true
            repeat {
                let w = first ? width : width - 3
                var cut = 0, used = 0
                while cut < rest.count, used + DisplayWidth.of(rest[cut]) <= w { used += DisplayWidth.of(rest[cut]); cut += 1 }
                cut = Swift.max(cut, Swift.min(1, rest.count))   // a character wider than the line still moves on
                if cut < rest.count, let sp = rest[..<cut].lastIndex(of: " "),
                   rest[..<sp].reduce(0, { $0 + DisplayWidth.of($1) }) > w / 2 { cut = sp + 1 }
                var chunk = String.UnicodeScalarView(rest[..<cut])
                if !first { chunk.insert(contentsOf: "   ".unicodeScalars, at: chunk.startIndex) }
                out.append(Line(String(chunk), line.style))
                rest.removeFirst(cut)
                while rest.first == " " { rest.removeFirst() }
                first = false
            } while !rest.isEmpty
        }
        return out
    }

    /// Draws the panel filling `rect` (blanking what is under it). Lines that do not fit are cut;
    /// when rows run out, the last visible line says how many more there are.
    public func draw(in rect: CellRect, into buffer: inout ScreenBuffer) {
        guard rect.cols >= 4, rect.rows >= 2 else { return }
        let style = CellStyle(.panel)
        buffer.fill(rect, with: " ", style: style)
        let (c0, r0) = (rect.col, rect.row)
        buffer.outline(rect, box: glyphs.panel, style: style)
        buffer.write(" " + title + " ", col: c0 + 2, row: r0, style: CellStyle(.panelTitle, bold: true), maxWidth: rect.cols - 4)
        let room = rect.rows - 2
        let lines = Panel.wrap(self.lines, width: rect.cols - 4)
        for (i, line) in lines.enumerated() where i < room {
            if i == room - 1, lines.count > room {
                buffer.write("\(glyphs.ellipsis) \(lines.count - i) more", col: c0 + 2, row: r0 + 1 + i,
                             style: CellStyle(.panel, dim: true), maxWidth: rect.cols - 4)
                break
            }
            buffer.write(line.text, col: c0 + 2, row: r0 + 1 + i, style: line.style, maxWidth: rect.cols - 4)
        }
    }
}
