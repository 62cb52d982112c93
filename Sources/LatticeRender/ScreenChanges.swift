/// The cells that turn one screen into the next: what a terminal backend is sent each frame
/// (ratatui's double buffering: `Terminal` diffs the current buffer against the previous one and
/// hands the backend only the cells that changed).
///
/// A first screen, or one of another size, starts from a cleared terminal (`cleared`): then every
/// cell that is not blank is a change. A frame that changes nothing has no changes at all.
public struct ScreenChanges: Sendable, Equatable {
    /// One cell to write.
    public struct Change: Sendable, Equatable {
        public var col: Int
        public var row: Int
        public var cell: ScreenCell
        public init(col: Int, row: Int, cell: ScreenCell) { self.col = col; self.row = row; self.cell = cell }
    }

    /// The new screen's size.
    public let cols: Int
    public let rows: Int
    /// True when the terminal is to be cleared before the changes are written.
    public let cleared: Bool
    /// The cells to write, in reading order. A wide character's continuation column is listed
    /// after its first column (a terminal skips it: writing the first column fills both).
    public private(set) var cells: [Change]

    /// True when nothing is to be sent.
    public var isEmpty: Bool { !cleared && cells.isEmpty }

    /// The changes from `old` (nil: an unknown screen) to `new`.
    public init(from old: ScreenBuffer?, to new: ScreenBuffer) {
        cols = new.cols; rows = new.rows
        let base = (old?.cols == new.cols && old?.rows == new.rows) ? old : nil
        cleared = base == nil
        cells = []
        for r in 0..<new.rows {
            for c in 0..<new.cols {
                let cell = new[c, r]
                guard Self.differs(base, new, c, r) else { continue }
                // A changed continuation column goes with the character in the column before it,
                // which a terminal writes to fill both.
                if cell.isWideContinuation, c > 0, cells.last.map({ $0.col != c - 1 || $0.row != r }) ?? true {
                    cells.append(Change(col: c - 1, row: r, cell: new[c - 1, r]))
                }
                cells.append(Change(col: c, row: r, cell: cell))
            }
        }
    }

    /// True when cell (c, r) of `new` must be written over `old` (nil: a cleared terminal, where
    /// only cells that are not blank must).
    @inline(__always)
    public static func differs(_ old: ScreenBuffer?, _ new: ScreenBuffer, _ c: Int, _ r: Int) -> Bool {
        guard let old else { return new[c, r] != .blank }
        return old[c, r] != new[c, r]
    }

    /// Writes the changes into `screen`, which must show the old screen (a new blank one when
    /// `cleared`): afterwards it shows the new screen. What a backend that keeps its screen in
    /// memory does with them.
    public func apply(to screen: inout ScreenBuffer) {
        if cleared || screen.cols != cols || screen.rows != rows { screen = ScreenBuffer(cols: cols, rows: rows) }
        for change in cells { screen.replace(change.col, change.row, with: change.cell) }
    }
}
