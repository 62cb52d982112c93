import Testing
import LatticeLayout
import LatticeRender

/// The line layout's elements on screen (LineLayoutRules §5; glyphs in
/// `LineGlyphs`). Pictures drawn by hand from PointGrid's rule with 1 column = 1 point, 1 row =
/// 2 points: a frame spanning minX ..< maxX covers columns floor(minX) ..< floor(maxX).
struct LineRasterizerTests {
    let grid = PointGrid(pointsPerColumn: 1, origin: .zero)
    func lines(_ b: ScreenBuffer) -> [String] { (0..<b.rows).map { b.line($0) } }
    func sup(_ kind: String, _ item: Int, _ f: Rect, z: Int = 0) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, kind: kind, indexPath: IndexPath(item: item, section: 0), frame: f, zIndex: z)
    }
    func deco(_ kind: String, _ item: Int, _ f: Rect, z: Int) -> LayoutAttributes {
        LayoutAttributes(category: .decoration, kind: kind, indexPath: IndexPath(item: item, section: 0), frame: f, zIndex: z)
    }

    /// Vertical scrolling: the line at column 5 (x 5..6) over rows 0..<5; item 0's grip at
    /// columns 4..<7 on row 2 (y 4..6) with its tail at columns 1..<4 pointing left (its grip is
    /// to the right of it, so the item is on the left); item 1's grip on row 4 with its tail at
    /// columns 7..<10 pointing right; the start arrow on row 0 over columns 4..<7, drawn over the
    /// line (zIndex 2 over -1).
    var verticalPicture: [LayoutAttributes] {
        [deco(LineElementKind.line, 0, Rect(x: 5, y: 0, width: 1, height: 10), z: -1),
         sup(LineElementKind.itemGrip, 0, Rect(x: 4, y: 4, width: 3, height: 2), z: 1),
         sup(LineElementKind.itemTail, 0, Rect(x: 1, y: 4, width: 3, height: 2)),
         sup(LineElementKind.itemGrip, 1, Rect(x: 4, y: 8, width: 3, height: 2), z: 1),
         sup(LineElementKind.itemTail, 1, Rect(x: 7, y: 8, width: 3, height: 2)),
         deco(LineElementKind.arrow, 0, Rect(x: 4, y: 0, width: 3, height: 2), z: 2)]
    }

    @Test func verticalLineGripsTailsAndStartArrowASCII() {
        var b = ScreenBuffer(cols: 10, rows: 5)
        Rasterizer(glyphs: .ascii).draw(verticalPicture, grid: grid, area: b.bounds, into: &b)
        #expect(lines(b) == ["    ^^^", "     !", " <--ooo", "     !", "    ooo-->"])
    }

    @Test func verticalPictureInUTF8() {
        var b = ScreenBuffer(cols: 10, rows: 5)
        Rasterizer(glyphs: .utf8).draw(verticalPicture, grid: grid, area: b.bounds, into: &b)
        #expect(lines(b) == ["    ▲▲▲", "     ┃", " ◀──●●●", "     ┃", "    ●●●──▶"])
    }

    /// The labels fixture's case, scaled: at 8 points a column a 3-point line at x 128.5..131.5
    /// covers column 16 alone (floor(16.06) = 16, narrower than a column), and a 9-point grip at
    /// x 125.5..134.5 covers column 15 alone (floor(15.69) ..< floor(16.81)). Drawn by the rule it
    /// would sit beside the line; it is widened across the line to columns 15..<17.
    @Test func aGripStraddlingACellBoundaryIsWidenedOntoItsLine() {
        let grid = PointGrid(pointsPerColumn: 8, origin: .zero)
        let picture = [deco(LineElementKind.line, 0, Rect(x: 128.5, y: 0, width: 3, height: 64), z: -1),
                       sup(LineElementKind.itemGrip, 0, Rect(x: 125.5, y: 16, width: 9, height: 9), z: 1)]
        var b = ScreenBuffer(cols: 20, rows: 4)
        Rasterizer(glyphs: .ascii).draw(picture, grid: grid, area: b.bounds, into: &b)
        #expect(lines(b) == ["                !", "               oo", "                !", "                !"])
    }

    @Test func eachLineElementHasItsOwnRole() {
        var b = ScreenBuffer(cols: 10, rows: 5)
        Rasterizer(glyphs: .utf8).draw(verticalPicture, grid: grid, area: b.bounds, into: &b)
        #expect(b[5, 1].style.role == .line)
        #expect(b[4, 2].style.role == .grip)
        #expect(b[1, 2].style.role == .tail)
        #expect(b[4, 0].style.role == .lineArrow)
        // Distinct colours for the line, the grips and the arrows.
        let colours = [CellRole.line, .grip, .lineArrow].map { Palette.foreground($0) }
        #expect(Set(colours.map { $0?.rawValue ?? -1 }).count == 3)
    }

    /// Horizontal scrolling: the line on row 3 (y 6..8); item 0's grip at column 2 with its tail
    /// above (rows 1..<3, y 2..6) pointing up at its item; item 1's grip at column 6 with its tail
    /// below (rows 4..<6) pointing down; the end arrow at column 9 points right.
    @Test func horizontalTailsPointUpAndDownArrowsAlongTheLine() {
        let picture = [
            deco(LineElementKind.line, 0, Rect(x: 0, y: 6, width: 10, height: 2), z: -1),
            sup(LineElementKind.itemGrip, 0, Rect(x: 2, y: 6, width: 1, height: 2), z: 1),
            sup(LineElementKind.itemTail, 0, Rect(x: 2, y: 2, width: 1, height: 4)),
            sup(LineElementKind.itemGrip, 1, Rect(x: 6, y: 6, width: 1, height: 2), z: 1),
            sup(LineElementKind.itemTail, 1, Rect(x: 6, y: 8, width: 1, height: 4)),
            deco(LineElementKind.arrow, 1, Rect(x: 9, y: 6, width: 1, height: 2), z: 2),
        ]
        var b = ScreenBuffer(cols: 10, rows: 6)
        Rasterizer(glyphs: .ascii, scrollDirection: .horizontal).draw(picture, grid: grid, area: b.bounds, into: &b)
        #expect(lines(b) == ["", "  ^", "  |", "==o===o==>", "      |", "      v"])
        var u = ScreenBuffer(cols: 10, rows: 6)
        Rasterizer(glyphs: .utf8, scrollDirection: .horizontal).draw(picture, grid: grid, area: u.bounds, into: &u)
        #expect(lines(u) == ["", "  ▲", "  │", "━━●━━━●━━▶", "      │", "      ▼"])
    }

    /// A zero-long tail (the item reaches its grip) draws nothing, though PointGrid would give
    /// its empty frame one column.
    @Test func aZeroLongTailDrawsNothing() {
        var b = ScreenBuffer(cols: 6, rows: 1)
        Rasterizer(glyphs: .ascii).draw([sup(LineElementKind.itemTail, 0, Rect(x: 2, y: 0, width: 0, height: 2))],
                                        grid: grid, area: b.bounds, into: &b)
        #expect(lines(b) == [""])
    }

    /// A line label: its text centred in its cells (columns 0..<7, text of 2 starts at
    /// (7 - 2) / 2 = 2), the line at column 5 still showing beside it.
    @Test func lineLabelTextIsCentredAndLeavesTheLineVisible() {
        var b = ScreenBuffer(cols: 8, rows: 1)
        let picture = [deco(LineElementKind.line, 0, Rect(x: 5, y: 0, width: 1, height: 2), z: -1),
                       sup(LineElementKind.itemLineLabel, 0, Rect(x: 0, y: 0, width: 7, height: 2), z: 1)]
        Rasterizer(glyphs: .ascii).draw(picture, grid: grid, area: b.bounds, into: &b) { _ in "ab" }
        #expect(lines(b) == ["  ab !"])
        #expect(b[2, 0].style.role == .lineLabel)
    }
}
