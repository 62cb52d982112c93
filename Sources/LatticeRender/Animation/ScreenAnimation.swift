/// A sequence of terminal screens in time, written as one animated SVG that plays with CSS alone
/// (no script, so that image proxies such as GitHub's show it playing), looping.
///
/// Kept small by sharing: every distinct row (its cells and styles, wherever on the screen it
/// appears) is written once in `<defs>` and placed with `<use>`, so a row that scrolls by or stays
/// unchanged costs one short reference per screen; every distinct screen is one group, however
/// often it is shown. Each screen's group is visible during its intervals of the timeline by a
/// CSS animation of `visibility` with `steps(1, end)` keyframes, one per change; without CSS
/// animations (or with reduced motion) the first screen shows (CommandLineContract §2.9). Cells
/// are drawn as `ScreenBuffer.svg` draws one screen.
public struct ScreenAnimation: Sendable {
    public var colour: Bool
    /// The SVG's `<title>`.
    public var title = ""
    /// Distinct rows' markup, drawn with the row's top edge at 0.
    private(set) var rowMarkup: [String] = []
    private var rowIndex: [[ScreenCell]: Int] = [:]
    /// Distinct screens: for each, (row on the screen, distinct row) of its non-blank rows.
    private(set) var screens: [[(row: Int, id: Int)]] = []
    private var screenIndex: [[Int]: Int] = [:]
    /// When each screen starts showing, in order; a screen shows until the next entry.
    private(set) var timeline: [(milliseconds: Double, screen: Int)] = []
    private(set) var cols = 0
    private(set) var rows = 0
    private var last: ScreenBuffer?

    public init(colour: Bool) { self.colour = colour }

    /// How many distinct screens and rows the picture holds.
    public var distinctScreens: Int { screens.count }
    public var distinctRows: Int { rowMarkup.count }

    /// `screen` shows from `t` milliseconds on. A screen equal to the one showing adds nothing;
    /// a second screen at the same time replaces the first.
    public mutating func show(_ screen: ScreenBuffer, atMilliseconds t: Double) {
        if screen == last { return }
        last = screen
        cols = Swift.max(cols, screen.cols); rows = Swift.max(rows, screen.rows)
        var key: [Int] = []
        var placed: [(row: Int, id: Int)] = []
        for r in 0..<screen.rows {
            let cells = Array(screen.cells[r * screen.cols ..< (r + 1) * screen.cols])
            if cells.allSatisfy({ $0 == .blank }) { continue }
            let id = rowID(cells, of: screen, row: r)
            placed.append((r, id)); key += [r, id]
        }
        let id: Int
        if let known = screenIndex[key] { id = known } else {
            id = screens.count; screens.append(placed); screenIndex[key] = id
        }
        if let previous = timeline.last, previous.milliseconds >= t { timeline.removeLast() }
        if let previous = timeline.last, previous.screen == id { return }
        timeline.append((Swift.max(0, t), id))
    }

    /// The distinct row holding `cells` (row `r` of `screen`), written on first sight.
    private mutating func rowID(_ cells: [ScreenCell], of screen: ScreenBuffer, row r: Int) -> Int {
        if let id = rowIndex[cells] { return id }
        var doc = SVGDocument(width: 0, height: 0)
        screen.drawBackgrounds(row: r, top: 0, colour: colour, into: &doc)
        screen.drawText(row: r, top: 0, colour: colour, into: &doc)
        rowIndex[cells] = rowMarkup.count
        rowMarkup.append(doc.body)
        return rowMarkup.count - 1
    }
}
