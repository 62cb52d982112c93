import LatticeLayout

/// The page's data (`LayoutPageScript` reads it): frames and motions as exact numbers (the
/// shortest decimal that reads back as the same `Double`), elements sorted by the smallest start
/// they take along the scroll axis.
extension LayoutPage {
    func json(_ marks: [PictureMark]) -> String {
        var out = "{\"panes\":["
        for (i, pane) in panes.enumerated() {
            if i > 0 { out += "," }
            out += paneJSON(pane, marks)
        }
        return out + "]}"
    }

    func paneJSON(_ pane: Pane, _ marks: [PictureMark]) -> String {
        let d = pane.direction
        let scrollRange = pane.minimumOffset.s(d) ... Swift.max(pane.minimumOffset.s(d), pane.maximumOffset.s(d))
        let motionOf = Dictionary(pane.motions.map { ($0.element, $0.motion) }, uniquingKeysWith: { a, _ in a })
        // Where each element starts at the earliest along the scroll axis.
        let starts = pane.elements.indices.map { i in motionOf[i]?.range(over: scrollRange).lowerBound ?? pane.elements[i].frame.minS(d) }
        let order = pane.elements.indices.sorted { starts[$0] != starts[$1] ? starts[$0] < starts[$1] : $0 < $1 }
        var kinds: [String] = [], kindIndex: [String: Int] = [:]
        let categories: [LayoutAttributes.Category] = [.cell, .supplementary, .decoration]
        let markIndex = Dictionary(uniqueKeysWithValues: marks.enumerated().map { ($1, $0) })
        var e = "", labels = "", motions = ""
        e.reserveCapacity(pane.elements.count * 40)
        for (k, i) in order.enumerated() {
            let a = pane.elements[i], f = a.frame
            let kind = kindIndex[a.kind] ?? { kinds.append(a.kind); kindIndex[a.kind] = kinds.count - 1; return kinds.count - 1 }()
            let z = Swift.min(Swift.max(a.zIndex, -2_147_483_647), 2_147_483_647)
            if k > 0 { e += ","; labels += "," }
            e += "\(markIndex[PictureMark(a)] ?? 0),\(categories.firstIndex(of: a.category) ?? 0),\(kind),\(a.indexPath.section),\(a.indexPath.item),"
            e += "\(jsonNumber(f.minX)),\(jsonNumber(f.minY)),\(jsonNumber(f.width)),\(jsonNumber(f.height)),\(z)"
            labels += Self.string(pane.labels[i])
            guard let m = motionOf[i] else { continue }
            var moved = a
            moved.isPinned = true
            let r = m.range(over: scrollRange)
            var list = "\(markIndex[PictureMark(moved)] ?? 0),\(jsonNumber(r.lowerBound)),\(jsonNumber(r.upperBound))"
            for piece in m.pieces {
                list += ",\(jsonNumber(piece.from)),\(jsonNumber(piece.intercept)),\(jsonNumber(piece.slope)),"
                    + "\(piece.cross.map(jsonNumber) ?? "null"),\(piece.isHidden ? 1 : 0)"
            }
            motions += (motions.isEmpty ? "" : ",") + "\"\(k)\":[\(list)]"
        }
        func point(_ p: Point) -> String { "[\(jsonNumber(p.x)),\(jsonNumber(p.y))]" }
        func size(_ s: Size) -> String { "[\(jsonNumber(s.width)),\(jsonNumber(s.height))]" }
        return "{\"axis\":\"\(d == .vertical ? "y" : "x")\",\"stride\":\(LayoutPageScript.stride),"
            + "\"viewport\":\(size(pane.viewportSize)),\"content\":\(size(pane.contentSize)),"
            + "\"min\":\(point(pane.minimumOffset)),\"offset\":\(point(pane.offset)),\"pin\":\(Self.string(pane.glyphs.pin)),"
            + "\"marks\":[\(marks.map { Self.string("\($0)") }.joined(separator: ","))],"
            + "\"categories\":[\(categories.map { Self.string($0.rawValue) }.joined(separator: ","))],"
            + "\"kinds\":[\(kinds.map(Self.string).joined(separator: ","))],"
            + "\"e\":[\(e)],\"l\":[\(labels)],\"m\":{\(motions)}}"
    }


    /// A JSON string (`doubleQuoted`), safe inside `<script>`: `<` written as `\u003c`, so
    /// `</script>` cannot end it, and the two line separators JavaScript once refused in strings.
    static func string(_ s: String) -> String {
        doubleQuoted(s).replacingScalars { scalar in
            switch scalar {
            case "<": "\\u003c"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }
}
