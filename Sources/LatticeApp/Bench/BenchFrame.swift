import LatticeLayout
import LatticeRender

/// One viewer frame for `frame_us`: the visible query plus rasterising it into a 200x60 screen
/// buffer, the viewport fitted as the viewer fits a 375x667 viewport into 60 rows (6 points per
/// column, 12 per row). Buffers are reused across frames, as the viewer reuses them.
final class BenchFrame {
    private var buffer = ScreenBuffer(cols: 200, rows: 60)
    private var scratch: [LayoutAttributes] = []
    private let rasterizer = Rasterizer(glyphs: .utf8)

    func draw(_ layout: CollectionLayout) -> Int {
        let bounds = layout.collectionView.bounds
        scratch.removeAll(keepingCapacity: true)
        layout.attributes(in: bounds, into: &scratch)
        buffer.clear()
        let grid = PointGrid(pointsPerColumn: 6, origin: bounds.origin)
        let cells = grid.cellSize(of: bounds.size)
        let area = CellRect(col: 1, row: 1, cols: min(cells.cols, 198), rows: min(cells.rows, 58))
        rasterizer.draw(scratch, grid: grid, area: area, into: &buffer)
        return scratch.count &+ Int(buffer[2, 2].scalar.value)
    }
}
