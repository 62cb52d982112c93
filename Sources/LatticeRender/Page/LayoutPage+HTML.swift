import LatticeLayout

/// `lattice export --html`: the page as one HTML document with its style sheet, its data (JSON
/// in a `<script type="application/json">`) and its script inline: it loads nothing.
///
/// The DOM it keeps for checks from outside: each pane's scrolling viewport is an element with
/// `data-lattice-viewport`, scrolled natively (`scrollLeft` / `scrollTop` in CSS pixels, one per
/// point at zoom 1, counted from the smallest content offset, `data-minimum-offset`); each
/// element in view is a node with `data-category`, `data-kind`, `data-section` and `data-item`
/// whose bounding rectangle, relative to the viewport's, is its frame minus the content offset
/// (CommandLineContract §2.9). The page fits its window: a viewport larger than the room under
/// the titles is drawn scaled down (`transform: scale`, the factor in `data-scale`, never above 1),
/// so the titles and the whole viewport stay in view; the rectangles a check reads are then
/// `data-scale` times the frames.
extension LayoutPage {
    public func html() -> String {
        let marks = PictureMark.allCases
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>lattice: \(SVGDocument.escape(panes.map(\.title).joined(separator: " | ")))</title>\n"
        out += "<style>\n" + styleSheet(marks) + "</style>\n</head>\n<body>\n"
        if panes.count > 1 {
            out += "<p class=\"toggle\"><label><input type=\"checkbox\" id=\"lattice-compare\" checked> both panes, scrolled together</label></p>\n"
        }
        out += "<div class=\"panes\">\n"
        for (i, pane) in panes.enumerated() { out += paneMarkup(pane, index: i) }
        out += "</div>\n" + legend(marks)
        out += "<script type=\"application/json\" id=\"lattice-data\">\n" + json(marks) + "\n</script>\n"
        out += "<script>\n" + LayoutPageScript.script + "</script>\n</body>\n</html>\n"
        return out
    }

    func paneMarkup(_ pane: Pane, index: Int) -> String {
        let n = SVGDocument.number
        let extent = Size(width: pane.maximumOffset.x - pane.minimumOffset.x + pane.viewportSize.width,
                          height: pane.maximumOffset.y - pane.minimumOffset.y + pane.viewportSize.height)
        var out = "<section class=\"pane\">\n<h2>\(SVGDocument.escape(pane.title))</h2>\n"
        out += "<p class=\"sub\">\(SVGDocument.escape(pane.subtitle))</p>\n"
        // The viewport keeps its size in points (CSS pixels); the script scales it to fit the
        // window (`data-scale`), and `.fit` takes the scaled size in the page's flow.
        out += "<div class=\"fit\"><div data-lattice-viewport tabindex=\"0\" data-scale=\"1\" "
            + "data-minimum-offset=\"\(n(pane.minimumOffset.x)),\(n(pane.minimumOffset.y))\" "
            + "style=\"width:\(n(pane.viewportSize.width))px;height:\(n(pane.viewportSize.height))px\">"
            + "<div class=\"layer\" style=\"width:\(n(extent.width))px;height:\(n(extent.height))px\"></div></div></div>\n"
        out += "<p class=\"status\" id=\"lattice-status-\(index)\"></p>\n</section>\n"
        return out
    }

    /// One class per mark, with the SVG export's colours, fills, outlines and dashes.
    func styleSheet(_ marks: [PictureMark]) -> String {
        var css = """
            body{background:\(SVGColours.background);color:\(SVGColours.foreground);font-family:\(SVGColours.monospace);margin:16px}
            h2{font-size:14px;margin:0 0 2px}.sub,.status,.toggle{font-size:11px;margin:0 0 8px}
            .panes{display:flex;gap:24px;align-items:flex-start}body.single .pane+.pane{display:none}
            [data-lattice-viewport]{transform-origin:0 0;position:relative;overflow:auto;scrollbar-width:none;outline:2px solid \(SVGColours.foreground(PictureMark.viewport.role, colour: true));outline-offset:0}
            [data-lattice-viewport]::-webkit-scrollbar{display:none}
            [data-lattice-viewport]:focus-visible{outline-width:3px}
            .layer{position:relative;overflow:hidden;overflow:clip}.mark{position:absolute;box-sizing:border-box;overflow:hidden}
            .mark span{display:block;padding:0 2px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-weight:bold;line-height:1.2}
            .legend{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:12px;margin-top:12px}.legend span{display:inline-flex;align-items:center;gap:6px}
            .legend .mark{position:static;display:inline-block;width:24px;height:12px}

            """
        for mark in marks {
            let c = SVGColours.foreground(mark.role, colour: true)
            var rule = ".m-\(mark){"
            rule += mark.fillOpacity > 0 ? "background:\(Self.rgba(c, mark.fillOpacity));" : ""
            if mark.strokeWidth > 0 {
                rule += "border:\(SVGDocument.number(mark.strokeWidth))px \(mark.dashes == nil ? "solid" : "dashed") \(c);"
            }
            let text: String
            switch mark {
            case .pinnedHeader: text = SVGColours.background
            case .header, .footer: text = SVGColours.foreground
            default: text = c
            }
            rule += "color:\(text)}"
            if mark == .supplementary || mark == .decoration { rule += ".m-\(mark) span{font-weight:normal}" }
            css += rule + "\n"
        }
        return css + ".m-ghost,.m-content{z-index:-1}\n"
    }

    /// `#rrggbb` at `opacity` as `rgba(r,g,b,a)`.
    static func rgba(_ hex: String, _ opacity: Double) -> String {
        let digits = Array(hex.dropFirst())
        func byte(_ i: Int) -> Int { Int(String(digits[i ..< i + 2]), radix: 16) ?? 0 }
        guard digits.count == 6 else { return hex }
        return "rgba(\(byte(0)),\(byte(2)),\(byte(4)),\(SVGDocument.number(opacity)))"
    }

    /// The marks the panes show, each with a swatch and its name, as the SVG export's legend.
    func legend(_ marks: [PictureMark]) -> String {
        var shown = Set<PictureMark>([.viewport, .content])
        for pane in panes {
            for a in pane.elements { shown.insert(PictureMark(a)) }
            if !pane.motions.isEmpty { shown.insert(.pinnedHeader); shown.insert(.ghost) }
        }
        var out = "<div class=\"legend\">"
        for mark in marks where shown.contains(mark) {
            let swatch = mark == .viewport ? "<i class=\"mark\" style=\"outline:2px solid \(SVGColours.foreground(mark.role, colour: true))\"></i>"
                : "<i class=\"mark m-\(mark)\"></i>"
            out += "<span>\(swatch)\(SVGDocument.escape(mark.legendName))</span>"
        }
        return out + "<span>units: points (1 CSS pixel at zoom 1)</span></div>\n"
    }
}
