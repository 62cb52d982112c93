import LatticeLayout

/// SWCollectionViewLineLayout's elements (`LineElementKind`), drawn as `Rasterizer+Line.swift`
/// says: the line, its start and end arrows, the grips on it, the tails to the items and the
/// line labels.
public struct LineElementPainter: ElementPainter {
    /// The centre across the line of every grip, by index path (a tail points away from it).
    private var grips: [IndexPath: Double] = [:]
    /// Each section's line frame (a grip widens to cover the line's cells).
    private var lines: [Int: Rect] = [:]

    public init() {}

    public func prepared(for attributes: [LayoutAttributes], by rasterizer: Rasterizer) -> any ElementPainter {
        var p = self
        p.grips = rasterizer.gripCentres(attributes)
        p.lines = rasterizer.lineFrames(attributes)
        return p
    }

    public func draw(_ a: LayoutAttributes, at r: CellRect, label: String, place: (Rect) -> CellRect?, clip: CellRect,
                     by rasterizer: Rasterizer, into buffer: inout ScreenBuffer) -> Bool {
        switch (a.category, a.kind) {
        case (.supplementary, LineElementKind.itemLineLabel):
            rasterizer.drawLineLabel(label, in: r, clip: clip, into: &buffer)
        case (.supplementary, LineElementKind.itemGrip):
            let line = lines[a.indexPath.section].flatMap(place)
            buffer.fill(rasterizer.gripCells(r, line: line), with: rasterizer.glyphs.line.grip, style: CellStyle(.grip, bold: true), clip: clip)
        case (.supplementary, LineElementKind.itemTail):
            rasterizer.drawTail(a, r, grips: grips, clip: clip, into: &buffer)
        case (.decoration, LineElementKind.line):
            rasterizer.drawLine(r, clip: clip, into: &buffer)
        case (.decoration, LineElementKind.arrow):
            rasterizer.drawArrow(isStart: a.indexPath.item == 0, r, clip: clip, into: &buffer)
        default:
            return false
        }
        return true
    }
}
