import LatticeLayout
import LatticeRender

/// The session's layout as a pane of `lattice export --html`: every element of the content, the
/// elements that move with the content offset at their resting frames with their motions (the
/// layout's `offsetMotions()`), and the scrolling range of the simulated collection view.
extension ViewerModel {
    /// The most elements one page holds. The page draws only what is in view, so it takes ten
    /// times what one SVG picture does.
    public static let pageElementLimit = 1_000_000

    public func layoutPagePane(limit: Int = pageElementLimit) throws -> LayoutPage.Pane {
        let cv = collectionView, d = direction
        let content = Rect(origin: .zero, size: cv.contentSize)
        // Everything any reachable viewport shows: an element may lie outside the content size.
        let lo = cv.minimumContentOffset, hi = cv.maximumContentOffset
        let reachable = Rect(x: lo.x, y: lo.y, width: hi.x - lo.x + cv.viewportSize.width, height: hi.y - lo.y + cv.viewportSize.height)
        var region = content.union(cv.bounds).union(reachable)
        region = Rect(x: region.minX, y: region.minY, width: Swift.max(1, region.width), height: Swift.max(1, region.height))
        try checkElementCount(in: region, limit: limit, isPage: true)
        var elements = cv.layout.attributes(in: region)
        let motions = scene.layout.offsetMotions()
        struct Key: Hashable { var category: LayoutAttributes.Category; var kind: String; var indexPath: IndexPath }
        var index: [Key: Int] = [:]
        for (i, a) in elements.enumerated() { index[Key(category: a.category, kind: a.kind, indexPath: a.indexPath)] = i }
        var moving: [(element: Int, motion: OffsetMotion)] = []
        for m in motions {
            // An element absent at this offset (an arrow) is added at its resting frame.
            let i = index[Key(category: m.category, kind: m.kind, indexPath: m.indexPath)] ?? elements.count
            if i == elements.count {
                elements.append(LayoutAttributes(category: m.category, kind: m.kind, indexPath: m.indexPath,
                                                 frame: m.restingFrame, zIndex: m.zIndex))
            }
            elements[i].frame = m.restingFrame
            elements[i].isPinned = false
            moving.append((i, m.motion))
        }
        let rasterizer = Rasterizer(glyphs: glyphs, scrollDirection: d)
        let labels = elements.map { scene.label(for: $0) ?? rasterizer.defaultLabel($0) }
        let subtitle = "\(scene.layout.layoutName) \(d == .vertical ? glyphs.arrowDown : glyphs.arrowRight) \(d.rawValue); "
            + "\(elements.count) elements, \(moving.count) moving with the offset"
        return LayoutPage.Pane(title: scene.name, subtitle: subtitle, direction: d, viewportSize: cv.viewportSize,
                               contentSize: cv.contentSize, minimumOffset: cv.minimumContentOffset,
                               maximumOffset: cv.maximumContentOffset, offset: cv.contentOffset,
                               elements: elements, labels: labels, motions: moving, glyphs: glyphs)
    }
}
