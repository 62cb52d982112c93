import LatticeRender

/// What a terminal needs to go from one screen to the next: cursor moves and the changed cells,
/// with SGR codes for their styles (`Palette`; attributes only without colour). A first screen,
/// or one of another size, is drawn on a cleared terminal. Shared by `lattice record` and the
/// live `--record`.
struct ScreenDiff {
    var colour: Bool

    /// Unchanged cells between two changed ones that are rewritten rather than jumped over (a
    /// cursor move costs about as much).
    static let gapToBridge = 4

    /// The bytes that turn `old` (nil: an unknown screen) into `new`; empty when nothing changed.
    func update(from old: ScreenBuffer?, to new: ScreenBuffer) -> String {
        var out = ""
        let full = old == nil || old!.cols != new.cols || old!.rows != new.rows
        if full { out += "\u{1B}[0m\u{1B}[?25l\u{1B}[H\u{1B}[2J" }
        for r in 0..<new.rows {
            var c = 0
            while c < new.cols {
                guard changed(old: full ? nil : old, new, c, r) else { c += 1; continue }
                // A run: changed cells, bridging short gaps of unchanged ones.
                var end = c + 1, gap = 0
                while end < new.cols, gap <= Self.gapToBridge {
                    if changed(old: full ? nil : old, new, end, r) { gap = 0 } else { gap += 1 }
                    end += 1
                }
                end -= gap
                // A wide character is written whole: a run never starts on its second column.
                if new[c, r].isWideContinuation, c > 0 { c -= 1 }
                out += "\u{1B}[\(r + 1);\(c + 1)H"
                write(new, row: r, from: c, to: end, into: &out)
                c = end
            }
        }
        return out
    }

    /// True when cell (c, r) must be written (`ScreenChanges.differs`: the backends' rule).
    @inline(__always) func changed(old: ScreenBuffer?, _ new: ScreenBuffer, _ c: Int, _ r: Int) -> Bool {
        ScreenChanges.differs(old, new, c, r)
    }

    /// Writes cells `from ..< to` of row `r`, switching styles as needed, from and back to the
    /// reset state (so every run, and every event, stands on its own).
    func write(_ screen: ScreenBuffer, row r: Int, from: Int, to: Int, into out: inout String) {
        var current = CellStyle.plain
        for c in from..<to {
            let cell = screen[c, r]
            // The terminal moves two columns for a wide character: its second column is skipped.
            if cell.isWideContinuation { continue }
            // Without colour, styles that differ only by role look the same.
            let style = colour ? cell.style : CellStyle(.background, bold: cell.style.bold, dim: cell.style.dim, reverse: cell.style.reverse)
            if style != current {
                out += Palette.sgr(style, colour: colour)
                current = style
            }
            out.unicodeScalars.append(cell.scalar)
        }
        if current != .plain { out += "\u{1B}[0m" }
    }
}
