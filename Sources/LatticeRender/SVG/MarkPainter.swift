import LatticeLayout

/// Draws one `PictureMark` into an SVG document: the shape for an element's frame, and its
/// label as a text node. Lengths meant in pixels (outlines, dashes, arrow heads, label size) are
/// multiplied by `px`, one pixel in the drawing's units (points inside a layout picture).
struct MarkPainter {
    var colour: Bool
    var px: Double
    var direction: ScrollDirection

    /// The mark's colour as `#rrggbb` (`Palette` through `SVGColours`).
    func hex(_ mark: PictureMark) -> String { SVGColours.foreground(mark.role, colour: colour) }

    /// Fill and outline attributes of a mark.
    func paint(_ mark: PictureMark) -> String {
        let c = hex(mark)
        var a = mark.fillOpacity > 0 ? "fill=\"\(c)\" fill-opacity=\"\(fmt(mark.fillOpacity))\"" : "fill=\"none\""
        if mark.strokeWidth > 0 {
            a += " stroke=\"\(c)\" stroke-width=\"\(SVGDocument.number(mark.strokeWidth * px))\""
            if let (on, off) = mark.dashes {
                a += " stroke-dasharray=\"\(SVGDocument.number(on * px)) \(SVGDocument.number(off * px))\""
            }
        }
        return a
    }

    /// The shape of `mark` in `r`. `headBefore`: a tail's head (its item) lies before its grip
    /// along the fixed axis; an arrow is the start arrow (pointing back along the scroll axis).
    func draw(_ mark: PictureMark, _ r: Rect, headBefore: Bool, into doc: inout SVGDocument) {
        switch mark {
        case .grip:
            doc.ellipse(in: r, paint(mark))
        case .tail:
            drawTail(r, headBefore: headBefore, into: &doc)
        case .arrow:
            doc.polygon(arrowHead(r, pointingBefore: headBefore, alongScroll: true), paint(mark))
        case .lineLabel:
            break   // its text only (`label`), as on screen
        case .supplementary:
            doc.rect(r, paint(mark) + " rx=\"\(SVGDocument.number(3 * px))\"")
        default:
            doc.rect(r, paint(mark))
        }
    }

    /// A tail: a shaft across the line through the middle of its frame, its head at the item.
    func drawTail(_ r: Rect, headBefore: Bool, into doc: inout SVGDocument) {
        let d = direction, c = hex(.tail)
        guard r.lenF(d) > 0 else { return }
        let mid = r.minS(d) + r.lenS(d) / 2
        doc.line(Point(s: mid, f: r.minF(d), d), Point(s: mid, f: r.maxF(d), d),
                 "stroke=\"\(c)\" stroke-width=\"\(SVGDocument.number(1.5 * px))\"")
        let head = Swift.min(6 * px, r.lenF(d) / 2), half = Swift.max(r.lenS(d) / 2, 3 * px)
        let tip = headBefore ? r.minF(d) : r.maxF(d), back = headBefore ? tip + head : tip - head
        doc.polygon([Point(s: mid, f: tip, d), Point(s: mid - half, f: back, d), Point(s: mid + half, f: back, d)],
                    "fill=\"\(c)\"")
    }

    /// A triangle filling `r`, pointing back (`pointingBefore`) or forward along the scroll axis
    /// (`alongScroll`) or across it.
    func arrowHead(_ r: Rect, pointingBefore: Bool, alongScroll: Bool) -> [Point] {
        let d = alongScroll ? direction : direction.toggled
        let tip = pointingBefore ? r.minS(d) : r.maxS(d), base = pointingBefore ? r.maxS(d) : r.minS(d)
        let midF = r.minF(d) + r.lenF(d) / 2
        return [Point(s: tip, f: midF, d), Point(s: base, f: r.minF(d), d), Point(s: base, f: r.maxF(d), d)]
    }

    /// A label inside `r`: centred for a line label, otherwise at the top left; sized to fit
    /// (at most 11 pixels), cut with `ellipsis` when too long, left out when nothing fits.
    func label(_ text: String, mark: PictureMark, in r: Rect, ellipsis: String, into doc: inout SVGDocument) {
        let size = Swift.min(11 * px, abs(r.height) * 0.8)
        guard size >= 4 * px, !text.isEmpty else { return }
        let centred = mark == .lineLabel
        let room = centred ? Swift.max(abs(r.width), 40 * px) : abs(r.width) - 4 * px
        let fits = Int((room / (0.62 * size)).rounded(.down))   // columns of a monospace font
        guard fits >= 1 else { return }
        let shown = Self.cut(text, to: fits, ellipsis: ellipsis)
        let y = r.minY + (centred || mark == .header || mark == .pinnedHeader || mark == .footer
                          ? abs(r.height) / 2 + size * 0.35 : Swift.min(abs(r.height) / 2 + size * 0.35, 2 * px + size * 0.85))
        let x = centred ? r.minX + abs(r.width) / 2 : r.minX + 2 * px
        // A pinned header is drawn as reverse video is on screen: dark text on its colour.
        let fill: String
        switch mark {
        case .pinnedHeader: fill = SVGColours.background
        case .header, .footer: fill = SVGColours.foreground
        default: fill = hex(mark)
        }
        var a = "fill=\"\(fill)\" font-size=\"\(SVGDocument.number(size))\""
        if mark != .supplementary && mark != .decoration { a += " font-weight=\"bold\"" }
        if centred {
            a += " text-anchor=\"middle\""
            // The text covers what lies under it (the line), as on screen; the rest stays visible.
            let w = Double(DisplayWidth.of(shown)) * 0.62 * size + 2 * px
            doc.rect(Rect(x: x - w / 2, y: y - size * 0.85, width: w, height: size * 1.1), "fill=\"\(SVGColours.background)\"")
        }
        doc.text(shown, x: x, y: y, a)
    }

    /// `text` cut to `n` columns (`DisplayWidth`), ending in `ellipsis` when something was cut.
    static func cut(_ text: String, to n: Int, ellipsis: String) -> String {
        guard DisplayWidth.of(text) > n else { return text }
        return DisplayWidth.prefix(text, columns: Swift.max(0, n - DisplayWidth.of(ellipsis))) + ellipsis
    }
}
