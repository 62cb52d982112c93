import LatticeLayout

/// The layout's picture inside the viewport as a screen widget: the rasteriser's elements (in
/// zIndex order) over the faint outlines of pinned headers' resting places, on `grid`.
public struct ViewportPicture: ScreenWidget {
    public var rasterizer: Rasterizer
    public var attributes: [LayoutAttributes]
    public var ghosts: [Rect]
    public var grid: PointGrid
    public var label: (LayoutAttributes) -> String?
    public init(rasterizer: Rasterizer, attributes: [LayoutAttributes], ghosts: [Rect] = [], grid: PointGrid,
                label: @escaping (LayoutAttributes) -> String? = { _ in nil }) {
        self.rasterizer = rasterizer; self.attributes = attributes; self.ghosts = ghosts; self.grid = grid; self.label = label
    }

    /// Draws into `area`, the viewport's cells on screen (everything clipped to it).
    public func draw(in area: CellRect, into buffer: inout ScreenBuffer) {
        rasterizer.draw(attributes, ghosts: ghosts, grid: grid, area: area, into: &buffer, label: label)
    }
}
