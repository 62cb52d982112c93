import LatticeLayout

/// `render --format svg`: the terminal frame as an SVG picture, cell for cell. Each run of
/// characters of one style is a `<text>` node with one x position per character, so every glyph
/// sits in its column whatever font the renderer picks; reverse video and the status bar's
/// background are rectangles under the text.
extension ScreenBuffer {
    /// A cell's size in the picture, in pixels (a cell is about twice as tall as wide).
    public static let svgCellWidth = 9.0
    public static let svgCellHeight = 18.0
    /// The text baseline below a row's top edge, for the font size `svgFontSize`.
    static let svgBaseline = 14.0
    static let svgFontSize = 15

    /// The frame as an SVG 1.1 document. `colour`: the roles' colours (`Palette`); without it
    /// the default foreground on the default background, bold, dim and reverse video kept (as
    /// the viewer on a terminal without colours).
    public func svg(colour: Bool) -> String {
        let cw = Self.svgCellWidth, ch = Self.svgCellHeight
        var doc = SVGDocument(width: Double(cols) * cw, height: Double(rows) * ch)
        doc.rect(Rect(x: 0, y: 0, width: doc.width, height: doc.height), "fill=\"\(SVGColours.background)\"")
        for r in 0..<rows { drawBackgrounds(row: r, top: Double(r) * ch, colour: colour, into: &doc) }
        doc.open("g", "font-family=\"\(SVGColours.monospace)\" font-size=\"\(Self.svgFontSize)\"")
        for r in 0..<rows { drawText(row: r, top: Double(r) * ch, colour: colour, into: &doc) }
        doc.close("g")
        return doc.text()
    }

    /// A cell's colours after reverse video: (foreground, background or nil for the default).
    func svgColours(_ style: CellStyle, colour: Bool) -> (fg: String, bg: String?) {
        let fg = SVGColours.foreground(style.role, colour: colour)
        let bg = SVGColours.background(style.role, colour: colour)
        return style.reverse ? (bg ?? SVGColours.background, fg) : (fg, bg)
    }

    /// Runs of cells with the same non-default background, as rectangles; the row's top edge
    /// at `top`.
    func drawBackgrounds(row r: Int, top: Double, colour: Bool, into doc: inout SVGDocument) {
        var c = 0
        while c < cols {
            guard let bg = svgColours(self[c, r].style, colour: colour).bg else { c += 1; continue }
            var end = c + 1
            while end < cols, svgColours(self[end, r].style, colour: colour).bg == bg { end += 1 }
            doc.rect(Rect(x: Double(c) * Self.svgCellWidth, y: top,
                          width: Double(end - c) * Self.svgCellWidth, height: Self.svgCellHeight), "fill=\"\(bg)\"")
            c = end
        }
    }

    /// Runs of non-blank characters of one look, as text nodes placed glyph by glyph (a wide
    /// character at its first column; its second column holds nothing to draw). The row's top
    /// edge at `top`.
    func drawText(row r: Int, top: Double, colour: Bool, into doc: inout SVGDocument) {
        let baseline = top + Self.svgBaseline
        var c = 0
        while c < cols {
            let first = self[c, r]
            guard first.scalar != " ", !first.isWideContinuation else { c += 1; continue }
            let look = textAttributes(first.style, colour: colour)
            var scalars: [Unicode.Scalar] = [], xs: [Double] = []
            while c < cols, self[c, r].scalar != " ", textAttributes(self[c, r].style, colour: colour) == look {
                if !self[c, r].isWideContinuation {
                    scalars.append(self[c, r].scalar)
                    xs.append(Double(c) * Self.svgCellWidth)
                }
                c += 1
            }
            doc.text(scalars, xs: xs, y: baseline, look)
        }
    }

    func textAttributes(_ style: CellStyle, colour: Bool) -> String {
        var a = "fill=\"\(svgColours(style, colour: colour).fg)\""
        if style.bold { a += " font-weight=\"bold\"" }
        if style.dim { a += " fill-opacity=\"0.6\"" }
        return a
    }
}
