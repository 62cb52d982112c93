import LatticeLayout

/// What `lattice export` draws, at point precision: the elements a layout returns for a region
/// of its content (UICollectionViewLayout's `layoutAttributesForElementsInRect:`), with their
/// labels, the resting frames of pinned headers, the viewport (the collection view's bounds) and
/// the content bounds (`collectionViewContentSize`). A plain value, filled by the viewer's
/// session (`ViewerModel.layoutPicture`); `svg(colour:)` draws it.
public struct LayoutPicture: Sendable {
    /// The fixture's name, and one line of facts under it (layout, offset, sizes).
    public var title: String
    public var subtitle: String
    /// The elements, in the layout's order, and the label drawn in each (same indices).
    public var elements: [LayoutAttributes]
    public var labels: [String]
    /// Where each pinned header would rest (drawn dashed, under the elements).
    public var ghosts: [Rect]
    /// The collection view's bounds: the content offset and the viewport size.
    public var viewport: Rect
    /// `(0, 0, contentSize)`.
    public var content: Rect
    /// The part of the content drawn, in points.
    public var region: Rect
    public var scrollDirection: ScrollDirection
    /// The pin marker and ellipsis in labels follow `--ascii`.
    public var glyphs: Glyphs

    public init(title: String, subtitle: String, elements: [LayoutAttributes], labels: [String], ghosts: [Rect],
                viewport: Rect, content: Rect, region: Rect, scrollDirection: ScrollDirection, glyphs: Glyphs) {
        self.title = title; self.subtitle = subtitle; self.elements = elements; self.labels = labels
        self.ghosts = ghosts; self.viewport = viewport; self.content = content; self.region = region
        self.scrollDirection = scrollDirection; self.glyphs = glyphs
    }

    /// The region `export` draws by default: the viewport and one viewport length before and
    /// after it along the scroll axis, kept inside the content and viewport together.
    public static func neighbourhood(viewport v: Rect, content: Rect, _ d: ScrollDirection) -> Rect {
        let all = content.union(v)
        let len = v.lenS(d)
        let lo = Swift.max(all.minS(d), v.minS(d) - len), hi = Swift.min(all.maxS(d), v.maxS(d) + len)
        return Rect(minS: lo, lenS: Swift.max(0, hi - lo), minF: all.minF(d), lenF: all.lenF(d), d)
    }

    /// The picture's scale, pixels per point: its longer side about 800 pixels, at most 8
    /// pixels per point (a tiny fixture is not blown up without end).
    var scale: Double {
        let longest = Swift.max(abs(region.width), abs(region.height), 1e-9)
        return Swift.min(8, 800 / longest)
    }

    /// The picture's size in pixels.
    var pixelSize: Size { Size(width: abs(region.width) * scale, height: abs(region.height) * scale) }
}
