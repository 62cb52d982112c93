import LatticeLayout

/// One section of `PlantedStackLayout`: its items' heights.
struct StackSection: UpdatableSection, Hashable {
    var items: [Double]
}

/// The planted bug of the updates rule: a vertical stack of full-width cells, section after
/// section, that takes batch updates (`SectionedLayout`). Cell (s, i) sits at y = the sum of the
/// heights before it. With `ignoresCountChanges`, `invalidate(with:)` drops its frames only for
/// `invalidateEverything`, not for `invalidateDataSourceCounts` — the stale cache of a layout
/// that forgets batch updates.
final class PlantedStackLayout: SectionedLayout {
    var sections: [StackSection]
    var collectionView: CollectionViewGeometry
    let ignoresCountChanges: Bool
    private var frames: [[Rect]] = []
    private var valid = false

    init(sections: [StackSection], ignoresCountChanges: Bool) {
        self.sections = sections; self.ignoresCountChanges = ignoresCountChanges
        collectionView = CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
    }

    var scrollAxis: ScrollDirection { .vertical }

    func prepare() {
        guard !valid else { return }
        valid = true
        var y = 0.0
        frames = sections.map { s in
            s.items.map { h in defer { y += h }; return Rect(x: 0, y: y, width: 100, height: h) }
        }
    }

    var contentSize: Size { Size(width: 100, height: frames.joined().map(\.maxY).max() ?? 0) }
    var numberOfSections: Int { frames.count }
    func numberOfItems(inSection section: Int) -> Int { section >= 0 && section < frames.count ? frames[section].count : 0 }
    var warnings: [LayoutWarning] { [] }

    func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        for (s, section) in frames.enumerated() {
            for (i, f) in section.enumerated() where f.meets(rect) { result.append(.cell(IndexPath(item: i, section: s), frame: f)) }
        }
    }

    func attributesForItem(at p: IndexPath) -> LayoutAttributes? {
        guard p.section >= 0, p.section < frames.count, p.item >= 0, p.item < frames[p.section].count else { return nil }
        return .cell(p, frame: frames[p.section][p.item])
    }

    func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { newBounds.size != collectionView.bounds.size }
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { .everything }

    func invalidate(with context: InvalidationContext) {
        if context.invalidateEverything || (context.invalidateDataSourceCounts && !ignoresCountChanges) { valid = false }
    }
}
