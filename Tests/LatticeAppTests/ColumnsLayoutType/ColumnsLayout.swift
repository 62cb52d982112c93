import LatticeLayout

/// A test-only layout (the engine side of the `columns` type): each section's items in rows of
/// `columns` equal-width cells, `spacing` between cells and between rows, a row as tall as its
/// tallest item; sections stacked vertically inside their insets. Items keep their given
/// heights; their widths are the columns' they span (one unless the item says more, a row
/// breaking before an item that does not fit). A decoration of its own kind, `gutter`, fills the
/// space between the first two columns of each section, under the cells.
final class ColumnsLayout: CollectionLayout {
    struct Options: Sendable, Equatable {
        var columns = 2
        var spacing = 0.0
    }

    var collectionView: CollectionViewGeometry
    var options: Options { didSet { invalidate() } }
    let sections: [(insets: EdgeInsets, heights: [Double], spans: [Int])]
    private var frames: [[Rect]] = []
    /// Each section's gutter (nil with one column or no items).
    private var gutters: [Rect?] = []
    /// The decoration kind of the gutter.
    static let gutter = "gutter"
    private(set) var contentSize: Size = .zero
    private var prepared = false

    init(sections: [(insets: EdgeInsets, heights: [Double], spans: [Int])], options: Options, collectionView: CollectionViewGeometry) {
        self.sections = sections; self.options = options; self.collectionView = collectionView
    }

    func prepare() {
        guard !prepared else { return }
        prepared = true
        let width = collectionView.bounds.width
        let columns = max(options.columns, 1)
        var y = 0.0
        gutters = []
        frames = sections.map { section in
            let inner = width - section.insets.left - section.insets.right
            let cell = max((inner - options.spacing * Double(columns - 1)) / Double(columns), 0)
            y += section.insets.top
            var result: [Rect] = []
            var rowHeight = 0.0
            var column = 0
            for (i, height) in section.heights.enumerated() {
                let span = min(max(section.spans[i], 1), columns)
                if column + span > columns { y += rowHeight + options.spacing; rowHeight = 0; column = 0 }
                result.append(Rect(x: section.insets.left + Double(column) * (cell + options.spacing), y: y,
                                   width: Double(span) * cell + Double(span - 1) * options.spacing, height: height))
                rowHeight = max(rowHeight, height)
                column += span
            }
            if columns > 1, !result.isEmpty {
                gutters.append(Rect(x: section.insets.left + cell, y: result[0].y, width: options.spacing, height: y + rowHeight - result[0].y))
            } else {
                gutters.append(nil)
            }
            y += rowHeight + section.insets.bottom
            return result
        }
        contentSize = Size(width: width, height: y)
    }

    func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        prepare()
        for (s, section) in frames.enumerated() {
            if let g = gutters[s], g.meets(rect) { result.append(gutter(section: s, g)) }
            for (i, frame) in section.enumerated() where frame.meets(rect) {
                result.append(cell(IndexPath(item: i, section: s), frame))
            }
        }
    }

    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        prepare()
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cell(indexPath, frames[indexPath.section][indexPath.item])
    }

    func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        prepare()
        guard kind == Self.gutter, gutters.indices.contains(indexPath.section), let g = gutters[indexPath.section] else { return nil }
        return gutter(section: indexPath.section, g)
    }
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != collectionView.bounds.width }
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { .everything }
    func invalidate(with context: InvalidationContext) { prepared = false }
    var warnings: [LayoutWarning] { [] }
    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections.indices.contains(section) ? sections[section].heights.count : 0 }

    private func gutter(section: Int, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .decoration, kind: Self.gutter, indexPath: IndexPath(item: 0, section: section), frame: frame, zIndex: -1)
    }

    private func cell(_ indexPath: IndexPath, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .cell, kind: ElementKind.cell, indexPath: indexPath, frame: frame)
    }
}
