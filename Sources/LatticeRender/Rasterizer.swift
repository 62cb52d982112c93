import LatticeLayout

/// Draws layout attributes into a screen buffer: the picture inside the viewport.
///
/// Elements are drawn in ascending zIndex (RoundingRule §3; UICollectionView stacks views by
/// `UICollectionViewLayoutAttributes.zIndex`; equal values keep the layout's order), so a
/// section's header covers its cells and a later section's cells cover a header pulled back over
/// them. Everything is clipped to `area`, the viewport's cells on screen: a cell cut by the
/// viewport edge shows only its sides that are inside. Frames map to cells by `PointGrid`'s rule.
public struct Rasterizer: Sendable {
    public var glyphs: Glyphs
    /// The layout's scroll direction: which way a layout's directed elements (the line layout's
    /// line, tails and arrows) point.
    public var scrollDirection: ScrollDirection
    /// The painters of the element kinds layout types add, asked in order before an element is
    /// drawn the rasteriser's way.
    public var painters: [any ElementPainter]
    public init(glyphs: Glyphs, scrollDirection: ScrollDirection = .vertical, painters: [any ElementPainter] = Rasterizer.builtInPainters) {
        self.glyphs = glyphs; self.scrollDirection = scrollDirection; self.painters = painters
    }

    /// The painters of the built-in layouts' own element kinds: the line layout's
    /// (`LineElementPainter`), which an imported snapshot of a line layout also has.
    public static let builtInPainters: [any ElementPainter] = [LineElementPainter()]

    /// Draws `attributes` (any order) and, under them, the dotted `ghosts` (resting frames of
    /// pinned headers). `label` names an element; nil draws the default, `section.item` for a cell
    /// and the section number for a header or footer.
    public func draw(_ attributes: [LayoutAttributes], ghosts: [Rect] = [], grid: PointGrid,
                     area: CellRect, into buffer: inout ScreenBuffer,
                     label: (LayoutAttributes) -> String? = { _ in nil }) {
        let clip = area.intersection(buffer.bounds)
        guard !clip.isEmpty else { return }
        for g in ghosts {
            guard let r = place(g, grid: grid, area: area) else { continue }
            drawBox(r, box: glyphs.ghost, style: CellStyle(.ghost, dim: true), clip: clip, into: &buffer)
        }
        // A stable sort by zIndex: the layout's order breaks ties.
        let order = attributes.indices.sorted {
            let a = attributes[$0].zIndex, b = attributes[$1].zIndex
            return a != b ? a < b : $0 < $1
        }
        let painters = self.painters.map { $0.prepared(for: attributes, by: self) }
        func placed(_ frame: Rect) -> CellRect? { place(frame, grid: grid, area: area) }
        for i in order {
            let a = attributes[i]
            guard a.alpha > 0, !a.isHidden, let r = place(a.frame, grid: grid, area: area) else { continue }
            let text = label(a) ?? defaultLabel(a)
            if painters.contains(where: { $0.draw(a, at: r, label: text, place: placed, clip: clip, by: self, into: &buffer) }) {
                if a.alpha < 1 { fade(r, alpha: a.alpha, clip: clip, into: &buffer) }
                continue
            }
            switch a.category {
            case .cell:
                drawCell(r, label: text, clip: clip, into: &buffer)
            case .supplementary where ElementKind.isSectionHeader(a.kind):
                drawBar(r, fill: a.isPinned ? glyphs.pinnedFill : glyphs.headerFill,
                        label: a.isPinned ? glyphs.pin + " " + text : text,
                        style: a.isPinned ? CellStyle(.pinnedHeader, bold: true, reverse: true) : CellStyle(.header),
                        labelStyle: a.isPinned ? CellStyle(.pinnedHeader, bold: true, reverse: true) : CellStyle(.header, bold: true),
                        clip: clip, into: &buffer)
            case .supplementary where ElementKind.isSectionFooter(a.kind):
                drawBar(r, fill: glyphs.footerFill, label: text, style: CellStyle(.footer),
                        labelStyle: CellStyle(.footer, bold: true), clip: clip, into: &buffer)
            case .supplementary:
                drawBox(r, box: glyphs.supplementary, style: CellStyle(.supplementary), clip: clip, into: &buffer)
                if r.cols >= 3 && r.rows >= 3 {
                    drawLabel(text, in: r, inset: 1, style: CellStyle(.supplementary), clip: clip, into: &buffer)
                }
            case .decoration:
                buffer.fill(r, with: glyphs.decorationFill, style: CellStyle(.decoration), clip: clip)
            }
            if a.alpha < 1 { fade(r, alpha: a.alpha, clip: clip, into: &buffer) }   // Rasterizer+Fade.swift
        }
    }

    /// The default label: `section.item` for a cell, the section number for a header or footer,
    /// the kind for anything else.
    public func defaultLabel(_ a: LayoutAttributes) -> String {
        switch a.category {
        case .cell: return "\(a.indexPath.section).\(a.indexPath.item)"
        case .supplementary where ElementKind.isSectionHeader(a.kind) || ElementKind.isSectionFooter(a.kind):
            return "\(a.indexPath.section)"
        default: return a.kind
        }
    }

    /// A frame's cells on screen: the grid's cells moved to the area's origin.
    @inline(__always) func place(_ frame: Rect, grid: PointGrid, area: CellRect) -> CellRect? {
        guard var r = grid.cellRect(frame) else { return nil }
        r.col += area.col; r.row += area.row
        return r
    }

    /// A cell: a box with its label inside (on the top edge when only two rows tall, between
    /// brackets when one row tall, a bare bar when one column wide).
    func drawCell(_ r: CellRect, label: String, clip: CellRect, into buffer: inout ScreenBuffer) {
        let style = CellStyle(.cell)
        if r.cols == 1 {
            buffer.fill(r, with: r.rows == 1 ? "o" : glyphs.cell.vertical, style: style, clip: clip)
            return
        }
        if r.rows == 1 {
            buffer.fill(r, with: " ", style: style, clip: clip)
            buffer.put("[", col: r.col, row: r.row, style: style, clip: clip)
            buffer.put("]", col: r.maxCol - 1, row: r.row, style: style, clip: clip)
            buffer.write(label, col: r.col + 1, row: r.row, style: CellStyle(.cell, bold: true), maxWidth: r.cols - 2, clip: clip)
            return
        }
        buffer.fill(CellRect(col: r.col + 1, row: r.row + 1, cols: r.cols - 2, rows: r.rows - 2), with: " ", style: style, clip: clip)
        drawBox(r, box: glyphs.cell, style: style, clip: clip, into: &buffer)
        // The label sits inside the box, moved to the first visible row and column when the
        // viewport edge cuts the box, so a half-scrolled cell still says what it is.
        var labelRow = r.rows >= 3 ? r.row + 1 : r.row
        if labelRow < clip.row, clip.row < r.maxRow - 1 { labelRow = clip.row }
        let labelCol = Swift.max(r.col + 1, Swift.min(clip.col, r.maxCol - 2))
        buffer.write(label, col: labelCol, row: labelRow, style: CellStyle(.cell, bold: true), maxWidth: r.maxCol - 1 - labelCol, clip: clip)
    }

    /// An outline (sides only; the inside is left as it is), visiting only the part inside `clip`.
    func drawBox(_ r: CellRect, box: Glyphs.Box, style: CellStyle, clip: CellRect, into buffer: inout ScreenBuffer) {
        buffer.outline(r, box: box, style: style, clip: clip)
    }

    /// A header or footer: a filled bar with its label. A bar wider than its label gets the label
    /// across its first row (after one fill glyph, with a space on each side); a narrow tall bar
    /// (a header of a horizontal list) gets it down its first column.
    func drawBar(_ r: CellRect, fill: Unicode.Scalar, label: String, style: CellStyle, labelStyle: CellStyle,
                 clip: CellRect, into buffer: inout ScreenBuffer) {
        buffer.fill(r, with: fill, style: style, clip: clip)
        let length = DisplayWidth.of(label)
        if r.cols >= length + 3 || r.cols >= r.rows * 2 {
            // The label goes on the first visible row, so a bar cut by the viewport top keeps it.
            let row = Swift.min(Swift.max(r.row, clip.row), r.maxRow - 1)
            buffer.write(" " + label + " ", col: r.col + (r.cols >= length + 3 ? 1 : 0), row: row,
                         style: labelStyle, maxWidth: r.cols, clip: clip)
        } else {
            let col = Swift.min(Swift.max(r.col, clip.col), r.maxCol - 1)
            var row = r.row + (r.rows >= length + 2 ? 1 : 0)
            for s in label.unicodeScalars where row < r.maxRow {
                if s == " " { row += 1; continue }
                switch DisplayWidth.of(s) {
                case 0: continue
                case 2: buffer.putWide(s, col: col, row: row, style: labelStyle, clip: clip)
                default: buffer.put(s, col: col, row: row, style: labelStyle, clip: clip)
                }
                row += 1
            }
        }
    }

    /// A label inside a rectangle, on its first row after `inset`.
    func drawLabel(_ text: String, in r: CellRect, inset: Int, style: CellStyle, clip: CellRect, into buffer: inout ScreenBuffer) {
        buffer.write(text, col: r.col + inset, row: r.row + inset, style: style, maxWidth: r.cols - 2 * inset, clip: clip)
    }
}
