/// Elements part-way through a fade (a batch update's appearing / disappearing elements, whose
/// `alpha` runs between 0 and 1, UICollectionViewLayoutAttributes.alpha).
///
/// A terminal has no transparency, so the fade is shown in two steps, each visible without
/// colour: below alpha 0.5 the element is **faint** (its lines become dotted, `─`→`┄`, `│`→`┆`,
/// ASCII `-`→`.`, `|`→`:`, and its cells dim); from 0.5 to just under 1 it is **dim** (the same
/// glyphs, the dim attribute); at 1 it is drawn normally. Alpha 0 is not drawn at all.
extension Rasterizer {
    /// Applies the fade of an element of `alpha` to the cells it was just drawn into.
    func fade(_ r: CellRect, alpha: Double, clip: CellRect, into buffer: inout ScreenBuffer) {
        guard alpha < 1 else { return }
        let area = r.intersection(clip)
        guard !area.isEmpty else { return }
        let faint = alpha < 0.5
        for row in area.row..<area.maxRow {
            for col in area.col..<area.maxCol {
                var cell = buffer[col, row]
                cell.style.dim = true
                if faint { cell.scalar = Rasterizer.faintScalar(cell.scalar) }
                buffer.put(cell.scalar, col: col, row: row, style: cell.style)
            }
        }
    }

    /// The faint version of a line glyph (others are kept).
    static func faintScalar(_ s: Unicode.Scalar) -> Unicode.Scalar {
        switch s {
        case "─", "━", "═": "┄"
        case "│", "┃", "║": "┆"
        case "-": "."
        case "|": ":"
        default: s
        }
    }
}
