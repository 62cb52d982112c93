import LatticeLayout
import LatticeRender

/// The session's state as a `LayoutPicture` for `lattice export --svg`: the elements the layout
/// (or a running batch-update animation) places in the viewport's neighbourhood or the whole
/// content, with the labels and the pinned headers' resting frames the screen shows.
extension ViewerModel {
    /// More elements than a picture takes (`export --whole` on a huge fixture) or a page takes
    /// (`export -o FILE.html`, which always holds the whole content).
    public struct PictureTooLarge: Error, CustomStringConvertible {
        public var limit: Int
        /// An HTML page (it has no `--whole` to drop), not an SVG picture.
        public var isPage = false
        public init(limit: Int, isPage: Bool = false) { self.limit = limit; self.isPage = isPage }
        public var description: String {
            isPage
                ? "the page would hold more than \(limit) elements (a page holds the whole content); "
                    + "export an SVG picture of the viewport's neighbourhood (-o FILE.svg) or a smaller fixture"
                : "the picture would hold more than \(limit) elements; export the viewport's neighbourhood (drop --whole) or a smaller fixture"
        }
    }

    /// The most elements one picture holds.
    public static let pictureElementLimit = 100_000

    /// The picture of the current state: the viewport and one viewport length around it along
    /// the scroll axis, or (`whole`) the content and the viewport together.
    public func layoutPicture(whole: Bool, limit: Int = pictureElementLimit) throws -> LayoutPicture {
        let cv = collectionView, d = direction, bounds = cv.bounds
        let content = Rect(origin: .zero, size: cv.contentSize)
        var region = whole ? content.union(bounds) : LayoutPicture.neighbourhood(viewport: bounds, content: content, d)
        region = Rect(x: region.minX, y: region.minY, width: Swift.max(1, region.width), height: Swift.max(1, region.height))
        try checkElementCount(in: region, limit: limit)
        let elements = animations.attributes(in: region) ?? cv.layout.attributes(in: region)
        let rasterizer = Rasterizer(glyphs: glyphs, scrollDirection: d)
        let labels = elements.map { scene.label(for: $0) ?? rasterizer.defaultLabel($0) }
        var ghosts: [Rect] = []
        for a in elements where a.isPinned && ElementKind.isSectionHeader(a.kind) {
            if let info = scene.layout.headerPin(section: a.indexPath.section) { ghosts.append(info.restingFrame) }
        }
        let times = glyphs.unicode ? "×" : "x", arrow = d == .vertical ? glyphs.arrowDown : glyphs.arrowRight
        let o = cv.contentOffset, v = cv.viewportSize, c = cv.contentSize
        let subtitle = "\(scene.layout.layoutName) \(arrow) \(d.rawValue); offset \(fmt(o.x)),\(fmt(o.y)); "
            + "viewport \(fmt(v.width))\(times)\(fmt(v.height)); content \(fmt(c.width))\(times)\(fmt(c.height))"
        return LayoutPicture(title: scene.name, subtitle: subtitle, elements: elements, labels: labels, ghosts: ghosts,
                             viewport: bounds, content: content, region: region, scrollDirection: d, glyphs: glyphs)
    }

    /// Counts the elements in `region` slice by slice along the scroll axis (each counted in the
    /// slice where it starts), so a huge region is refused before it is built whole.
    func checkElementCount(in region: Rect, limit: Int, isPage: Bool = false) throws {
        let d = direction, layout = collectionView.layout
        let length = Swift.max(region.lenS(d) / 10_000, collectionView.viewportSize.s(d) * 8, 1)
        var start = region.minS(d), count = 0
        var slice: [LayoutAttributes] = []
        while start < region.maxS(d) {
            let end = Swift.min(start + length, region.maxS(d))
            slice.removeAll(keepingCapacity: true)
            layout.attributes(in: Rect(minS: start, lenS: end - start, minF: region.minF(d), lenF: region.lenF(d), d), into: &slice)
            let first = start == region.minS(d)
            count += slice.reduce(0) { $0 + (first || $1.frame.minS(d) >= start ? 1 : 0) }
            if count > limit { throw PictureTooLarge(limit: limit, isPage: isPage) }
            start = end
        }
    }
}
