import LatticeLayout

/// Draws the elements of kinds a layout type adds to the ones every layout has (cells, headers,
/// footers, other supplementary and decoration views), such as SWCollectionViewLineLayout's
/// line, grips, tails, arrows and line labels (`LineElementPainter`). The rasteriser asks its
/// painters, in order, before drawing an element its own way; a layout type's viewer file hands
/// its painters to the viewer (`ViewerLayout.elementPainters`).
public protocol ElementPainter: Sendable {
    /// This painter for one drawing of `attributes`: what it needs of all of them (a line
    /// layout's grips), worked out once.
    func prepared(for attributes: [LayoutAttributes], by rasterizer: Rasterizer) -> any ElementPainter
    /// Draws `a`, whose cells are `r` (`place` puts any frame on screen), with its `label`, when
    /// it is of a kind this painter draws, and says so; false leaves it to the next painter.
    func draw(_ a: LayoutAttributes, at r: CellRect, label: String, place: (Rect) -> CellRect?, clip: CellRect,
              by rasterizer: Rasterizer, into buffer: inout ScreenBuffer) -> Bool
}

public extension ElementPainter {
    func prepared(for attributes: [LayoutAttributes], by rasterizer: Rasterizer) -> any ElementPainter { self }
}
