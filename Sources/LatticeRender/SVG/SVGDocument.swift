import LatticeLayout

/// A small writer of SVG 1.1 documents (the subset lattice draws with: rectangles, ellipses,
/// lines, polygons, paths, text and groups), shared by `render --format svg`
/// (`ScreenBuffer.svg`) and `lattice export` (`LayoutPicture`).
///
/// Numbers are written with `fmt` (at most three decimals), so the same picture is the same
/// bytes; text and attribute values are XML-escaped (`SVGDocument.escape`).
public struct SVGDocument: Sendable {
    public private(set) var body = ""
    public let width: Double
    public let height: Double

    /// A document of `width × height` pixels (its user units).
    public init(width: Double, height: Double) {
        self.width = SVGDocument.clean(width); self.height = SVGDocument.clean(height)
    }

    /// The whole document: XML declaration, `<svg>` root, the body.
    public func text() -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\">\n" + body + "</svg>\n"
    }

    /// Appends raw markup (already escaped).
    public mutating func raw(_ markup: String) { body += markup }

    /// `<rect>` with the given presentation attributes (e.g. `fill="#fff"`), already formatted.
    public mutating func rect(_ r: Rect, _ attributes: String) {
        body += "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(abs(r.width)))\" height=\"\(n(abs(r.height)))\" \(attributes)/>\n"
    }

    /// `<ellipse>` inscribed in `r`.
    public mutating func ellipse(in r: Rect, _ attributes: String) {
        body += "<ellipse cx=\"\(n(r.minX + abs(r.width) / 2))\" cy=\"\(n(r.minY + abs(r.height) / 2))\" "
            + "rx=\"\(n(abs(r.width) / 2))\" ry=\"\(n(abs(r.height) / 2))\" \(attributes)/>\n"
    }

    /// `<line>` from `a` to `b`.
    public mutating func line(_ a: Point, _ b: Point, _ attributes: String) {
        body += "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" \(attributes)/>\n"
    }

    /// `<polygon>` through `points`.
    public mutating func polygon(_ points: [Point], _ attributes: String) {
        let list = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        body += "<polygon points=\"\(list)\" \(attributes)/>\n"
    }

    /// `<text>` at (x, y) (the baseline), its content escaped.
    public mutating func text(_ content: String, x: Double, y: Double, _ attributes: String) {
        body += "<text x=\"\(n(x))\" y=\"\(n(y))\" \(attributes)>\(SVGDocument.escape(content))</text>\n"
    }

    /// `<text>` with one x position per character (a terminal grid: every glyph in its column
    /// whatever the font's advance).
    public mutating func text(_ content: [Unicode.Scalar], xs: [Double], y: Double, _ attributes: String) {
        var s = String.UnicodeScalarView()
        for c in content { s.append(c) }
        let list = xs.map(n).joined(separator: " ")
        body += "<text x=\"\(list)\" y=\"\(n(y))\" \(attributes)>\(SVGDocument.escape(String(s)))</text>\n"
    }

    /// Opens `<g>` (close it with `close("g")`), or a nested `<svg>` viewport.
    public mutating func open(_ element: String, _ attributes: String = "") {
        body += attributes.isEmpty ? "<\(element)>\n" : "<\(element) \(attributes)>\n"
    }

    public mutating func close(_ element: String) { body += "</\(element)>\n" }

    /// A number as SVG writes it: at most three decimals; non-finite values become 0.
    public func n(_ v: Double) -> String { SVGDocument.number(v) }

    public static func number(_ v: Double) -> String { fmt(clean(v)) }

    /// Keeps numbers inside what every renderer reads (finite, below 1e9).
    static func clean(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return Swift.min(Swift.max(v, -1e9), 1e9)
    }

    /// Text or an attribute value made safe for XML 1.0: `& < > " '` as entities; characters
    /// XML forbids (controls other than tab, newline and return; U+FFFE, U+FFFF) become `?`.
    public static func escape(_ s: String) -> String {
        s.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\t", "\n", "\r": nil
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                "?"
            default: nil
            }
        }
    }
}
