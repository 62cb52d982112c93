import LatticeLayout
import LatticeRender

/// Where everything sits on a screen of a given size (pure arithmetic, no drawing).
///
/// Row 0 is the status bar, the last row the key line. Between them: the viewport with its edge
/// (one cell around it), the scroll indicator one cell to its right (one row under it when the
/// layout scrolls horizontally), and, when open, the inspector panel on the right.
struct ScreenGeometry: Equatable {
    /// The screen is too small to draw anything useful.
    var tooSmall: Bool
    /// Points per terminal column (a row is twice as many).
    var pointsPerColumn: Double
    /// The viewport's cells on screen (inside the edge), possibly cut by the screen.
    var area: CellRect
    /// The cells the whole viewport needs at this zoom (more than `area` when cut).
    var viewportCols, viewportRows: Int
    /// The room the viewport may take (used to fit a fixed viewport).
    var room: CellRect
    /// The inspector's rectangle (empty when closed).
    var inspector: CellRect

    static let minimumCols = 24
    static let minimumRows = 7
    /// The inspector's width when open.
    static func inspectorWidth(cols: Int) -> Int { Swift.min(50, Swift.max(30, cols * 2 / 5)) }

    /// The room for the viewport's cells on a `cols × rows` screen.
    static func room(cols: Int, rows: Int, inspector: Bool, direction: ScrollDirection) -> (room: CellRect, inspector: CellRect) {
        let iw = inspector ? inspectorWidth(cols: cols) : 0
        let indicatorCols = direction == .vertical ? 2 : 0
        let indicatorRows = direction == .horizontal ? 1 : 0
        let room = CellRect(col: 1, row: 2, cols: cols - iw - 2 - indicatorCols - (inspector ? 1 : 0),
                            rows: rows - 4 - indicatorRows)
        let panel = inspector ? CellRect(col: cols - iw, row: 1, cols: iw, rows: rows - 2) : CellRect(col: 0, row: 0, cols: 0, rows: 0)
        return (room, panel)
    }

    /// The smallest zoom step at which a fixed viewport fits the room (RoundingRule §1).
    static func fitIndex(viewport: Size, room: CellRect) -> Int {
        for (i, s) in ZoomLadder.steps.enumerated() {
            if cells(viewport.width, s) <= room.cols && cells(viewport.height, 2 * s) <= room.rows { return i }
        }
        return ZoomLadder.steps.count - 1
    }

    /// ceil(length / per) with the grid's tolerance, at least 1: the cells a viewport side needs.
    static func cells(_ length: Double, _ per: Double) -> Int {
        guard length.isFinite, per > 0 else { return 1 }
        let v = length / per
        return Swift.max(1, Int(Swift.min((v - 1e-9).rounded(.up), 1e9)))
    }

    static func make(cols: Int, rows: Int, inspector: Bool, direction: ScrollDirection,
                     zoomIndex: Int, fixedViewport: Size?) -> ScreenGeometry {
        let s = ZoomLadder.steps[Swift.min(Swift.max(zoomIndex, 0), ZoomLadder.steps.count - 1)]
        var (room, panel) = Self.room(cols: cols, rows: rows, inspector: inspector, direction: direction)
        if inspector, room.cols < 12 {   // no room for both: the inspector gives way
            (room, panel) = Self.room(cols: cols, rows: rows, inspector: false, direction: direction)
        }
        let tooSmall = cols < minimumCols || rows < minimumRows || room.cols < 4 || room.rows < 1
        var area = room
        // A viewport that follows the terminal takes the room the inspector leaves when closed:
        // opening the inspector narrows the window onto it (the pan, cut sides dotted), never
        // the viewport the layout sees.
        let closed = Self.room(cols: cols, rows: rows, inspector: false, direction: direction).room
        var needC = Swift.max(1, closed.cols), needR = Swift.max(1, closed.rows)
        area.cols = Swift.min(needC, room.cols); area.rows = Swift.min(needR, room.rows)
        if let v = fixedViewport {
            needC = cells(v.width, s); needR = cells(v.height, 2 * s)
            area.cols = Swift.min(needC, room.cols); area.rows = Swift.min(needR, room.rows)
            // A narrow fixed viewport leaves room: the inspector takes it (up to 60 columns).
            if !panel.isEmpty {
                let start = Swift.max(area.maxCol + 4, cols - 60)
                if start < panel.col { panel.cols += panel.col - start; panel.col = start }
            }
        }
        return ScreenGeometry(tooSmall: tooSmall, pointsPerColumn: s, area: area, viewportCols: needC, viewportRows: needR,
                              room: room, inspector: panel)
    }
}

extension ViewerModel {
    /// The smallest screen the viewer draws on (a smaller one shows "terminal too small").
    public static let minimumTerminalSize = (cols: ScreenGeometry.minimumCols, rows: ScreenGeometry.minimumRows)
}
