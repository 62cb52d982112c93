import LatticeLayout

/// `lattice export --svg`: layout pictures as one SVG 1.1 document: each picture under its
/// title, side by side (one for an export, two for a compare), and one legend naming every mark
/// shown, drawn with the same painter as the picture.
extension LayoutPicture {
    static let margin = 16.0, gap = 24.0, titleHeight = 40.0, legendColumn = 230.0, legendRow = 20.0

    /// This picture alone.
    public func svg(colour: Bool) -> String { LayoutPicture.svg([self], colour: colour) }

    /// Pictures side by side with their titles and one legend. `colour`: the roles' colours
    /// (`Palette`); without it every mark in the default foreground (shapes and dashes still
    /// tell them apart).
    public static func svg(_ pictures: [LayoutPicture], colour: Bool) -> String {
        let sizes = pictures.map(\.pixelSize)
        let picturesWidth = sizes.reduce(0) { $0 + $1.width } + gap * Double(Swift.max(0, pictures.count - 1))
        let width = Swift.max(picturesWidth + 2 * margin, 560)
        let marks = legendMarks(pictures)
        let columns = Swift.max(1, Int((width - 2 * margin) / legendColumn))
        let legendRows = (marks.count + columns - 1) / columns + 1
        let tallest = sizes.map(\.height).max() ?? 0
        let height = margin + titleHeight + tallest + margin + Double(legendRows) * legendRow + margin
        var doc = SVGDocument(width: width, height: height)
        doc.rect(Rect(x: 0, y: 0, width: doc.width, height: doc.height), "fill=\"\(SVGColours.background)\"")
        doc.open("g", "font-family=\"\(SVGColours.monospace)\"")
        var x = margin
        for (p, size) in zip(pictures, sizes) {
            doc.text(p.title, x: x, y: margin + 14, "fill=\"\(SVGColours.foreground)\" font-size=\"14\" font-weight=\"bold\"")
            doc.text(p.subtitle, x: x, y: margin + 31, "fill=\"\(SVGColours.foreground)\" font-size=\"11\"")
            p.draw(into: &doc, at: Point(x: x, y: margin + titleHeight), colour: colour)
            x += size.width + gap
        }
        drawLegend(marks, columns: columns, top: margin + titleHeight + tallest + margin, colour: colour, into: &doc)
        doc.close("g")
        return doc.text()
    }

    /// The marks to explain: those the pictures show, in a fixed order, then the viewport and
    /// the content bounds (always drawn).
    static func legendMarks(_ pictures: [LayoutPicture]) -> [PictureMark] {
        var shown = Set<PictureMark>([.viewport, .content])
        for p in pictures {
            for a in p.elements { shown.insert(PictureMark(a)) }
            if !p.ghosts.isEmpty { shown.insert(.ghost) }
        }
        return PictureMark.allCases.filter(shown.contains)
    }

    /// The picture in a nested `<svg>` viewport at `origin` (pixels) whose user units are the
    /// layout's points, clipped to the region.
    func draw(into doc: inout SVGDocument, at origin: Point, colour: Bool) {
        let r = region, size = pixelSize
        doc.open("svg", "x=\"\(doc.n(origin.x))\" y=\"\(doc.n(origin.y))\" width=\"\(doc.n(size.width))\" height=\"\(doc.n(size.height))\" "
                 + "viewBox=\"\(doc.n(r.minX)) \(doc.n(r.minY)) \(doc.n(abs(r.width))) \(doc.n(abs(r.height)))\" overflow=\"hidden\"")
        let painter = MarkPainter(colour: colour, px: 1 / scale, direction: scrollDirection)
        for g in ghosts { painter.draw(.ghost, g, headBefore: false, into: &doc) }
        drawElements(painter, into: &doc)
        painter.draw(.content, content, headBefore: false, into: &doc)
        // Outside the viewport the picture is shaded, so the bounds stand out.
        let outside = "M\(doc.n(r.minX)) \(doc.n(r.minY))h\(doc.n(abs(r.width)))v\(doc.n(abs(r.height)))h\(doc.n(-abs(r.width)))z"
            + "M\(doc.n(viewport.minX)) \(doc.n(viewport.minY))h\(doc.n(abs(viewport.width)))v\(doc.n(abs(viewport.height)))h\(doc.n(-abs(viewport.width)))z"
        doc.raw("<path d=\"\(outside)\" fill-rule=\"evenodd\" fill=\"\(SVGColours.background)\" fill-opacity=\"0.55\"/>\n")
        painter.draw(.viewport, viewport, headBefore: false, into: &doc)
        doc.close("svg")
    }

    /// The elements in ascending zIndex (the layout's order breaks ties), as UICollectionView
    /// stacks its views; a fading element (mid-animation) at its alpha.
    func drawElements(_ painter: MarkPainter, into doc: inout SVGDocument) {
        let rasterizer = Rasterizer(glyphs: glyphs, scrollDirection: scrollDirection)
        let grips = rasterizer.gripCentres(elements)
        let order = elements.indices.sorted {
            let a = elements[$0].zIndex, b = elements[$1].zIndex
            return a != b ? a < b : $0 < $1
        }
        // Many elements (`export --whole`) are a step for `WorkProgress`, told every 4,096.
        let progress = elements.count >= Self.progressElements ? WorkProgress.reporter : nil
        progress?.begin("drawing \(WorkProgress.count(elements.count)) elements")
        defer { progress?.finish() }
        for (n, i) in order.enumerated() {
            if n & 4095 == 4095 { progress?.advance(Double(n + 1) / Double(order.count)) }
            let a = elements[i], mark = PictureMark(a)
            guard a.alpha > 0 else { continue }
            if a.alpha < 1 { doc.open("g", "opacity=\"\(fmt(a.alpha))\"") }
            let before = mark == .tail ? rasterizer.tailPointsBefore(a, grips: grips) : a.indexPath.item == 0
            if let t = a.transform {
                // A UIKit layout's transform: the true shape, its corners (the frame is their
                // bounding box, what the terminal draws).
                doc.polygon(t.corners, painter.paint(mark))
            } else {
                painter.draw(mark, a.frame, headBefore: before, into: &doc)
            }
            switch mark {
            case .grip, .tail, .line, .arrow: break
            case .pinnedHeader:
                painter.label(glyphs.pin + " " + labels[i], mark: mark, in: a.frame, ellipsis: glyphs.ellipsis, into: &doc)
            default:
                painter.label(labels[i], mark: mark, in: a.frame, ellipsis: glyphs.ellipsis, into: &doc)
            }
            if a.alpha < 1 { doc.close("g") }
        }
    }

    /// Pictures of this many elements or more report their drawing.
    static let progressElements = 10_000

    /// The legend: a swatch drawn by the picture's painter and a name per mark, in rows.
    static func drawLegend(_ marks: [PictureMark], columns: Int, top: Double, colour: Bool, into doc: inout SVGDocument) {
        let painter = MarkPainter(colour: colour, px: 1, direction: .vertical)
        for (i, mark) in marks.enumerated() {
            let x = margin + Double(i % columns) * legendColumn, y = top + Double(i / columns) * legendRow
            let swatch = mark == .tail ? Rect(x: x, y: y + 2, width: 24, height: 8)
                : mark == .grip || mark == .arrow ? Rect(x: x + 6, y: y, width: 12, height: 12) : Rect(x: x, y: y, width: 24, height: 12)
            if mark == .lineLabel {
                doc.text("Ab", x: x + 4, y: y + 11, "fill=\"\(painter.hex(mark))\" font-size=\"12\" font-weight=\"bold\"")
            } else {
                painter.draw(mark, swatch, headBefore: mark == .arrow, into: &doc)
            }
            doc.text(mark.legendName, x: x + 32, y: y + 11, "fill=\"\(SVGColours.foreground)\" font-size=\"12\"")
        }
        let noteY = top + Double((marks.count + columns - 1) / columns) * legendRow + 11
        doc.text("shaded: outside the viewport; units: points", x: margin, y: noteY,
                 "fill=\"\(SVGColours.foreground)\" font-size=\"11\" fill-opacity=\"0.7\"")
    }
}
