import LatticeLayout

/// How points map to terminal cells: the one rounding rule of the screen (RoundingRule §2).
///
/// One column is `pointsPerColumn` points wide and one row is twice that tall (terminal cells are
/// about twice as tall as wide, so a square item looks square). `origin` is the content point
/// drawn at the top-left cell of the viewport area: the content offset.
///
/// **The rule.** With `s` points per column and `x' = x − origin.x`, a frame spanning
/// `minX ..< maxX` covers columns
///
///     floor(minX' / s)  ..<  max(floor(maxX' / s), floor(minX' / s) + 1)
///
/// and the same for rows with `2s` points per row. In words: a column belongs to the element
/// whose frame contains the column's right edge (`minX' < (c + 1)·s ≤ maxX'`); an element
/// narrower than a column still gets one, the column holding its start.
/// Because an element's end column is computed exactly like its neighbour's start column, two
/// frames that touch (`a.maxX == b.minX`) never share a column and never leave a gap, at every
/// zoom: adjacent items do not smear into each other. (Only elements less than one column apart
/// can land on the same column; then zIndex decides.) `floor` is taken with a tolerance of 1e-9
/// columns so that a boundary that is exact in points is not lost to floating-point error.
public struct PointGrid: Sendable, Hashable {
    public var pointsPerColumn: Double
    public var origin: Point
    public init(pointsPerColumn: Double, origin: Point) {
        self.pointsPerColumn = pointsPerColumn > 0 && pointsPerColumn.isFinite ? pointsPerColumn : 1
        self.origin = origin
    }
    /// Points per terminal row: twice the points per column.
    public var pointsPerRow: Double { pointsPerColumn * 2 }

    /// The floor of the rule, with its tolerance, saturated to a safe integer range.
    @inline(__always) static func cellIndex(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? 1 << 40 : -(1 << 40) }
        let f = (v + 1e-9).rounded(.down)
        return Int(Swift.min(Swift.max(f, -1e12), 1e12))
    }

    /// The columns `minX ..< maxX` covers (relative to the viewport area's first column).
    public func columns(_ minX: Double, _ maxX: Double) -> Range<Int> {
        let a = Self.cellIndex((minX - origin.x) / pointsPerColumn)
        let b = Self.cellIndex((maxX - origin.x) / pointsPerColumn)
        return a ..< Swift.max(b, a + 1)
    }

    /// The rows `minY ..< maxY` covers (relative to the viewport area's first row).
    public func rows(_ minY: Double, _ maxY: Double) -> Range<Int> {
        let a = Self.cellIndex((minY - origin.y) / pointsPerRow)
        let b = Self.cellIndex((maxY - origin.y) / pointsPerRow)
        return a ..< Swift.max(b, a + 1)
    }

    /// The cells a frame covers, relative to the viewport area, or nil for a non-finite frame.
    public func cellRect(_ frame: Rect) -> CellRect? {
        guard frame.minX.isFinite, frame.maxX.isFinite, frame.minY.isFinite, frame.maxY.isFinite else { return nil }
        let c = columns(frame.minX, frame.maxX), r = rows(frame.minY, frame.maxY)
        return CellRect(col: c.lowerBound, row: r.lowerBound, cols: c.count, rows: r.count)
    }

    /// The number of whole columns and rows a size in points fills (at least 1 each): used to
    /// size the viewport area from a viewport in points.
    public func cellSize(of size: Size) -> (cols: Int, rows: Int) {
        let c = Self.cellIndex(size.width / pointsPerColumn), r = Self.cellIndex(size.height / pointsPerRow)
        return (Swift.max(1, c), Swift.max(1, r))
    }
}

/// The zoom ladder (RoundingRule §1): "nice" points-per-column values, so that item edges land on
/// readable numbers.
/// `+` moves to a smaller value (zoom in), `-` to a larger one.
public enum ZoomLadder {
    public static let steps: [Double] = [0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25,
                                         30, 40, 50, 60, 80, 100, 125, 150, 200, 250, 300, 400, 500,
                                         600, 800, 1000, 1500, 2000, 3000, 5000, 10000]
    /// The default points per column when the viewport follows the terminal.
    public static let defaultIndex = 7   // 4 pt per column, 8 pt per row

    /// The first step at least `pointsPerColumn` (the last one when none is).
    public static func index(atLeast pointsPerColumn: Double) -> Int {
        steps.firstIndex { $0 >= pointsPerColumn - 1e-9 } ?? steps.count - 1
    }
}
