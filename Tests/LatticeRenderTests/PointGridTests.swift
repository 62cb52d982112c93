import Testing
import LatticeLayout
import LatticeRender

/// The rounding rule of `PointGrid` (its doc comment): columns floor(minX/s) ..< max(floor(maxX/s),
/// floor(minX/s) + 1), rows the same with 2s. Expected values worked out by hand.
struct PointGridTests {
    let grid = PointGrid(pointsPerColumn: 4, origin: .zero)

    @Test func columnsFloorBothEnds() {
        // 0/4 = 0, 10/4 = 2.5 -> floor 2: columns 0 and 1.
        #expect(grid.columns(0, 10) == 0 ..< 2)
        // The neighbour starting at 10 starts at floor(2.5) = 2: no shared column, no gap.
        #expect(grid.columns(10, 20) == 2 ..< 5)
    }

    @Test func adjacentFramesNeverShareOrSkipAColumnAtAnyZoom() {
        // Items of 7 pt side by side, at every ladder step where 7 pt is at least one column:
        // each frame's end column is its neighbour's start column.
        for s in ZoomLadder.steps where s <= 7 {
            let g = PointGrid(pointsPerColumn: s, origin: Point(x: 3, y: 0))
            for i in 0..<20 {
                let x = Double(i) * 7
                #expect(g.columns(x, x + 7).upperBound == g.columns(x + 7, x + 14).lowerBound, "s \(s) x \(x)")
            }
        }
    }

    @Test func aFrameNarrowerThanAColumnStillGetsOne() {
        // 13/4 = 3.25 and 14/4 = 3.5 both floor to 3: one column, 3.
        #expect(grid.columns(13, 14) == 3 ..< 4)
        // A zero-width frame too.
        #expect(grid.columns(8, 8) == 2 ..< 3)
    }

    @Test func rowsAreTwiceAsTallAndRelativeToTheOffset() {
        // 8 points per row; origin y 5: 5...13 -> (0 / 8) ..< (8 / 8): row 0 only.
        let g = PointGrid(pointsPerColumn: 4, origin: Point(x: 0, y: 5))
        #expect(g.rows(5, 13) == 0 ..< 1)
        // A frame above the offset gets negative rows (clipped later): -3/8 -> -1.
        #expect(g.rows(2, 21) == -1 ..< 2)
    }

    @Test func exactBoundariesSurviveFloatingPointError() {
        // 0.3 / 0.1 is 2.9999999999999996 in binary; the rule's tolerance makes it column 3.
        let g = PointGrid(pointsPerColumn: 0.1, origin: .zero)
        #expect(g.columns(0.3, 0.6).lowerBound == 3)
    }

    @Test func nonFiniteFramesAreSkipped() {
        #expect(grid.cellRect(Rect(x: .nan, y: 0, width: 10, height: 10)) == nil)
        #expect(grid.cellRect(Rect(x: 0, y: 0, width: .infinity, height: 10)) == nil)
    }
}
