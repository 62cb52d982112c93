import Testing
import LatticeLayout
import LatticeRender

/// Rasterising: boxes, clipping at the viewport edge, z-order. Pictures drawn by hand from the
/// rounding rule with 1 column = 1 point, 1 row = 2 points.
struct RasterizerTests {
    let grid = PointGrid(pointsPerColumn: 1, origin: .zero)
    let r = Rasterizer(glyphs: .ascii)

    func lines(_ b: ScreenBuffer) -> [String] { (0..<b.rows).map { b.line($0) } }

    @Test func aCellIsABoxWithItsLabel() {
        var b = ScreenBuffer(cols: 8, rows: 3)
        // (0,0,6,6): columns 0..<6, rows 0..<3.
        r.draw([.cell(IndexPath(item: 2, section: 1), frame: Rect(x: 0, y: 0, width: 6, height: 6))],
               grid: grid, area: b.bounds, into: &b)
        #expect(lines(b) == ["+----+", "|1.2 |", "+----+"])
    }

    @Test func clippingAtTheViewportEdgeDrawsOnlyTheInsideSides() {
        var b = ScreenBuffer(cols: 8, rows: 4)
        // The area is columns 1..<5, rows 1..<3; the cell covers columns 2..<8, rows 0..<4
        // (relative to the area: it starts one column right of its left edge, one row above).
        let area = CellRect(col: 1, row: 1, cols: 4, rows: 2)
        r.draw([.cell(IndexPath(item: 0, section: 0), frame: Rect(x: 1, y: -2, width: 6, height: 8))],
               grid: grid, area: area, into: &b)
        // Inside the area: the left side at column 2 (rows 1, 2) and the label row (row 1 is the
        // cell's second row). Nothing outside columns 1..<5 or rows 1..<3.
        #expect(lines(b) == ["", "  |0.", "  |", ""])
    }

    @Test func higherZIndexIsDrawnOnTopWhateverTheOrder() {
        let header = LayoutAttributes(category: .supplementary, kind: ElementKind.header, indexPath: IndexPath(item: 0, section: 0),
                                      frame: Rect(x: 0, y: 0, width: 6, height: 2), zIndex: 999)
        let cell = LayoutAttributes.cell(IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 6, height: 4), zIndex: 0)
        for order in [[header, cell], [cell, header]] {
            var b = ScreenBuffer(cols: 6, rows: 2)
            r.draw(order, grid: grid, area: b.bounds, into: &b)
            // Row 0 is the header bar (z 999) over the cell's top edge: one fill glyph, then the
            // label between spaces; row 1 is the cell's bottom edge.
            #expect(lines(b) == ["= 0 ==", "+----+"])
        }
    }

    @Test func pinnedHeaderFooterAndGhostHaveTheirOwnGlyphs() {
        var b = ScreenBuffer(cols: 10, rows: 4)
        let pinned = LayoutAttributes(category: .supplementary, kind: ElementKind.header, indexPath: IndexPath(item: 0, section: 3),
                                      frame: Rect(x: 0, y: 0, width: 10, height: 2), zIndex: 3999, isPinned: true)
        let footer = LayoutAttributes(category: .supplementary, kind: ElementKind.footer, indexPath: IndexPath(item: 0, section: 3),
                                      frame: Rect(x: 0, y: 6, width: 10, height: 2), zIndex: 3999)
        r.draw([pinned, footer], ghosts: [Rect(x: 0, y: 2, width: 10, height: 4)], grid: grid, area: b.bounds, into: &b)
        #expect(lines(b) == ["# ^ 3 ####", "..........", "..........", "~ 3 ~~~~~~"])
        #expect(b[0, 0].style.reverse)
        #expect(b[0, 3].style.reverse == false)
    }
}
