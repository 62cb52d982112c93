import LatticeLayout

/// SWCollectionViewLineLayout's elements on screen (LineLayoutRules §5): the
/// line as a bar along the scroll axis, grips as bullets on it, tails as arrows from the grip to
/// the item, line labels as their text centred on the line, and the start / end arrows at the
/// viewport's edges. Glyphs in `LineGlyphs`, colours by role (`.line`, `.grip`, `.tail`,
/// `.lineLabel`, `.lineArrow`).
extension Rasterizer {
    /// The centre across the line of every grip among `attributes`, by index path: a tail points
    /// away from its grip, at its item. Empty (and free) for layouts without grips.
    func gripCentres(_ attributes: [LayoutAttributes]) -> [IndexPath: Double] {
        var out: [IndexPath: Double] = [:]
        for a in attributes where a.category == .supplementary && a.kind == LineElementKind.itemGrip {
            out[a.indexPath] = a.frame.minF(scrollDirection) + a.frame.lenF(scrollDirection) / 2
        }
        return out
    }

    /// The frame of each section's line (the `line` decoration), by section.
    func lineFrames(_ attributes: [LayoutAttributes]) -> [Int: Rect] {
        var out: [Int: Rect] = [:]
        for a in attributes where a.category == .decoration && a.kind == LineElementKind.line {
            out[a.indexPath.section] = a.frame
        }
        return out
    }

    /// A grip's cells (RoundingRule §4): its own, widened across the line (along F) to cover the
    /// line's cells. A grip is a bullet on its line (LineLayoutRules §5), but the two have
    /// different widths, so the rounding rule can put a grip that straddles a cell boundary beside
    /// a thinner line.
    func gripCells(_ grip: CellRect, line: CellRect?) -> CellRect {
        guard let line else { return grip }
        let across = scrollDirection == .vertical
            ? CellRect(col: line.col, row: grip.row, cols: line.cols, rows: grip.rows)
            : CellRect(col: grip.col, row: line.row, cols: grip.cols, rows: line.rows)
        return grip.union(across)
    }

    /// The line: `┃` along a vertical scroll axis, `━` along a horizontal one.
    func drawLine(_ r: CellRect, clip: CellRect, into buffer: inout ScreenBuffer) {
        let g = glyphs.line
        buffer.fill(r, with: scrollDirection == .vertical ? g.lineVertical : g.lineHorizontal,
                    style: CellStyle(.line, bold: true), clip: clip)
    }

    /// A start arrow (`indexPath.item` 0) or end arrow (1): pointing out of the viewport along
    /// the scroll axis, where more items are.
    func drawArrow(isStart: Bool, _ r: CellRect, clip: CellRect, into buffer: inout ScreenBuffer) {
        let g = glyphs.line
        let head = scrollDirection == .vertical ? (isStart ? g.up : g.down) : (isStart ? g.left : g.right)
        buffer.fill(r, with: head, style: CellStyle(.lineArrow, bold: true), clip: clip)
    }

    /// True when a tail's item lies before its grip along F (left of a vertical line, above a
    /// horizontal one): the tail lies on the item's side of the grip. A tail whose grip is not
    /// among the attributes (only when a query rect ends exactly where the grip begins) points
    /// before the line.
    func tailPointsBefore(_ a: LayoutAttributes, grips: [IndexPath: Double]) -> Bool {
        a.frame.minF(scrollDirection) + a.frame.lenF(scrollDirection) / 2 < (grips[a.indexPath] ?? .infinity)
    }

    /// A tail: a shaft across the line, its head at the item's end (`◀──` for an item on the
    /// left, `──▶` on the right; `▲` / `▼` heads when the line is horizontal). Drawn on the
    /// middle row (column) of its cells, so a thick tail at a high zoom is still one arrow. A
    /// zero-long tail (the item reaches its grip) draws nothing. The side is read from the grip:
    /// the item lies on the tail's side away from it (a tail whose grip is not among the
    /// attributes, which happens only when the rect ends exactly where the grip begins, points
    /// before the line).
    func drawTail(_ a: LayoutAttributes, _ r: CellRect, grips: [IndexPath: Double], clip: CellRect,
                  into buffer: inout ScreenBuffer) {
        let d = scrollDirection
        guard a.frame.lenF(d) > 0, !r.isEmpty else { return }
        let itemBefore = tailPointsBefore(a, grips: grips)
        let g = glyphs.line, style = CellStyle(.tail)
        // The tail runs across the line (along F): columns when scrolling vertically, rows when
        // horizontally, through the middle of its cells along S; its head is at the item's end.
        let vertical = d == .vertical
        let (first, end) = vertical ? (r.col, r.maxCol) : (r.row, r.maxRow)
        let middle = vertical ? r.row + r.rows / 2 : r.col + r.cols / 2
        let head = itemBefore ? (vertical ? g.left : g.up) : (vertical ? g.right : g.down)
        let body = vertical ? g.tailHorizontal : g.tailVertical
        // Only the cells inside the clip are visited: a tail's cost is bounded by the screen.
        for i in vertical ? r.columns(within: clip) : r.rows(within: clip) {
            let isHead = itemBefore ? i == first : i == end - 1
            buffer.put(isHead ? head : body, col: vertical ? i : middle, row: vertical ? middle : i,
                       style: isHead ? CellStyle(.tail, bold: true) : style, clip: clip)
        }
    }

    /// A line label: its text centred in its cells (so centred on the line). Only the text is
    /// drawn: the line and whatever else lies under the label's frame stay visible around it.
    func drawLineLabel(_ text: String, in r: CellRect, clip: CellRect, into buffer: inout ScreenBuffer) {
        let n = DisplayWidth.of(text)
        let col = r.col + Swift.max(0, (r.cols - n) / 2)
        buffer.write(text, col: col, row: r.row + (r.rows - 1) / 2, style: CellStyle(.lineLabel, bold: true),
                     maxWidth: r.maxCol - col, clip: clip)
    }
}
