import LatticeLayout
import LatticeRender

/// Zoom you can move in: zoomed in so far that the screen cuts the fixed viewport, the screen is
/// a window onto the viewport, `pan` cells from its top-left corner. A scroll key (or wheel
/// step) first moves that window towards the viewport's hidden side, and scrolls the content
/// once that side is in view; the cut sides are drawn dotted, the status line says where the
/// window is, and the scroll indicator's thumb covers the part on screen.
extension ViewerModel {
    /// `pan` held inside the viewport at the current geometry (0 when nothing is cut).
    func clampedPan(_ g: ScreenGeometry) -> (col: Int, row: Int) {
        (Swift.min(Swift.max(0, pan.col), Swift.max(0, g.viewportCols - g.area.cols)),
         Swift.min(Swift.max(0, pan.row), Swift.max(0, g.viewportRows - g.area.rows)))
    }

    /// The grid that maps points to the screen: the content offset, moved by the pan.
    func viewGrid(_ g: ScreenGeometry) -> PointGrid {
        let p = clampedPan(g), o = collectionView.contentOffset
        return PointGrid(pointsPerColumn: g.pointsPerColumn,
                         origin: Point(x: o.x + Double(p.col) * g.pointsPerColumn, y: o.y + Double(p.row) * 2 * g.pointsPerColumn))
    }

    /// Moves the window by up to `dx` columns and `dy` rows; returns what is left for scrolling
    /// the content.
    mutating func panFirst(dx: Int, dy: Int) -> (dx: Int, dy: Int) {
        let g = geometry
        var p = clampedPan(g)
        func step(_ d: Int, _ v: inout Int, _ maxV: Int) -> Int {
            let take = d > 0 ? Swift.min(d, Swift.max(0, maxV - v)) : -Swift.min(-d, v)
            v += take
            return d - take
        }
        let rx = step(dx, &p.col, g.viewportCols - g.area.cols)
        let ry = step(dy, &p.row, g.viewportRows - g.area.rows)
        pan = p
        return (rx, ry)
    }

    /// `view +12,+3 of 150x80`: the window's place when the screen cuts the viewport.
    var panDescription: String? {
        let g = geometry
        guard !g.tooSmall, g.viewportCols > g.area.cols || g.viewportRows > g.area.rows else { return nil }
        let p = clampedPan(g), times = glyphs.unicode ? "×" : "x"
        return "view +\(p.col),+\(p.row) of \(g.viewportCols)\(times)\(g.viewportRows)"
    }
}
