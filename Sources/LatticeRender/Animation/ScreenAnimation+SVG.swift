import LatticeLayout

extension ScreenAnimation {
    /// The animation as an SVG 1.1 document that loops every `durationMilliseconds` (at least
    /// until the last screen has started; 1 ms when nothing was shown).
    public func svg(durationMilliseconds: Double) -> String {
        let cw = ScreenBuffer.svgCellWidth, ch = ScreenBuffer.svgCellHeight
        let start = timeline.last?.milliseconds ?? 0
        let duration = Swift.max(durationMilliseconds, start, 1)
        var doc = SVGDocument(width: Double(Swift.max(cols, 1)) * cw, height: Double(Swift.max(rows, 1)) * ch)
        if !title.isEmpty { doc.raw("<title>\(SVGDocument.escape(title))</title>\n") }
        doc.raw("<style>\n" + css(duration: duration) + "</style>\n")
        doc.open("defs")
        for (i, markup) in rowMarkup.enumerated() { doc.raw("<g id=\"r\(i)\">\n" + markup + "</g>\n") }
        doc.close("defs")
        doc.rect(Rect(x: 0, y: 0, width: doc.width, height: doc.height), "fill=\"\(SVGColours.background)\"")
        doc.open("g", "font-family=\"\(SVGColours.monospace)\" font-size=\"\(ScreenBuffer.svgFontSize)\"")
        for (i, placed) in screens.enumerated() {
            doc.open("g", "class=\"s s\(i)\"")
            for p in placed { doc.raw("<use href=\"#r\(p.id)\" y=\"\(doc.n(Double(p.row) * ch))\"/>\n") }
            doc.close("g")
        }
        doc.close("g")
        return doc.text()
    }

    /// Every screen hidden but the first; each screen's keyframes switch it on at the start of
    /// its intervals and off at their ends (percentages of the loop).
    func css(duration: Double) -> String {
        let first = timeline.first?.screen ?? 0
        var out = ".s{visibility:hidden}.s\(first){visibility:visible}\n"
        guard timeline.count > 1 else { return out }
        out += "@media (prefers-reduced-motion:no-preference){.s{animation:\(SVGDocument.number(duration))ms steps(1,end) infinite}}\n"
        var frames = Array(repeating: [(percent: String, visible: Bool)](), count: screens.count)
        for (k, entry) in timeline.enumerated() {
            let on = percent(entry.milliseconds, of: duration)
            let off = k + 1 < timeline.count ? percent(timeline[k + 1].milliseconds, of: duration) : "100%"
            frames[entry.screen].append((on, true))
            frames[entry.screen].append((off, false))
        }
        for (i, list) in frames.enumerated() where !list.isEmpty {
            var body = list.first?.percent == "0%" ? "" : "0%{visibility:hidden}"
            for f in list { body += "\(f.percent){visibility:\(f.visible ? "visible" : "hidden")}" }
            out += "@keyframes k\(i){\(body)}.s\(i){animation-name:k\(i)}\n"
        }
        return out
    }

    /// `t` as a percentage of `duration`, three decimals.
    func percent(_ t: Double, of duration: Double) -> String {
        SVGDocument.number(t / duration * 100) + "%"
    }
}
