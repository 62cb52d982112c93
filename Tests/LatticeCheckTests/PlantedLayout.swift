import LatticeLayout

/// A counter two layouts share (the determinism bug reads it).
final class SharedCounter { var value = 0 }

/// The planted-bug corpus: one small layout, a vertical list of two sections, each a header 20
/// high and five cells 20 high, full width of the bounds (100 points in most tests). With no bug
/// it keeps the UICollectionViewLayout contract; each `Bug` breaks it in the way one rule of
/// LatticeCheck describes.
///
/// Frames at rest (width 100): header s at y = 120·s, cell (s, i) at y = 120·s + 20 + 20·i;
/// content size 100 × 240. With `pins`, header s sits at
/// `min(max(offset.y, 120·s), 120·s + 120 − 20)`, zIndex 10 (cells 0).
final class PlantedLayout: CollectionLayout {
    enum Bug {
        /// rect-vs-item: the rect query leaves out cells that start above the rect.
        case rectDropsCellsStartingAbove
        /// rect-vs-item: the rect query moves cell 0.2 five points right (attributes edited in
        /// place, as a flow subclass that does not copy), the single query does not.
        case rectEditsAttributesInPlace
        /// content-size: the content size ends 10 points short of the last cell.
        case contentSizeShort
        /// geometry: cell 0.1's height is NaN.
        case nanHeight
        /// pinning: pinned headers sit 10 points above the visible bounds.
        case pinnedHeaderSlidesOut
        /// pinning: pinned headers have the cells' zIndex.
        case pinnedHeaderUnderCells
        /// invalidation-cost: every bounds change invalidates everything.
        case invalidatesEverythingOnScroll
        /// invalidation-cost: no bounds change invalidates, not even a size change.
        case neverInvalidates
        /// self-sizing: every bounds change reports cell 0.0's preferred size one point taller
        /// than the last (a cell sized from the size it was given), so it never settles.
        case selfSizingNeverSettles
        /// determinism: every prepare moves the cells down one point and back, by a counter
        /// shared with other layouts.
        case nondeterministic(SharedCounter)
    }

    var collectionView: CollectionViewGeometry
    let bug: Bug?
    let pins: Bool
    private var width = 0.0
    private var growth = 0.0
    private var shift = 0.0
    private var valid = false

    init(bug: Bug? = nil, pins: Bool = false, viewport: Size = Size(width: 100, height: 100)) {
        self.bug = bug; self.pins = pins
        collectionView = CollectionViewGeometry(bounds: Rect(origin: .zero, size: viewport))
    }

    func prepare() {
        guard !valid else { return }
        valid = true
        width = collectionView.bounds.width
        if case .nondeterministic(let counter) = bug {
            counter.value += 1
            shift = Double(counter.value % 2)
        }
    }

    var contentSize: Size {
        if case .contentSizeShort = bug { return Size(width: width, height: 230) }
        return Size(width: width, height: 240)
    }

    var numberOfSections: Int { 2 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 || section == 1 ? 5 : 0 }
    var warnings: [LayoutWarning] { [] }

    func cellFrame(_ p: IndexPath) -> Rect {
        let height: Double
        if case .nanHeight = bug, p == IndexPath(item: 1, section: 0) { height = .nan } else { height = 20 }
        if p == IndexPath(item: 0, section: 0) { return Rect(x: 0, y: 20 + shift, width: width, height: height + growth) }
        return Rect(x: 0, y: 120 * Double(p.section) + 20 + 20 * Double(p.item) + shift, width: width, height: height)
    }

    func header(_ section: Int) -> LayoutAttributes {
        let resting = 120 * Double(section)
        var y = resting
        if pins {
            y = min(max(collectionView.bounds.minY, resting), resting + 120 - 20)
            if case .pinnedHeaderSlidesOut = bug, y != resting { y -= 10 }
        }
        var zIndex = pins ? 10 : 0
        if case .pinnedHeaderUnderCells = bug { zIndex = 0 }
        return LayoutAttributes(category: .supplementary, kind: ElementKind.header, indexPath: IndexPath(item: 0, section: section),
                                frame: Rect(x: 0, y: y, width: width, height: 20), zIndex: zIndex, isPinned: y != resting)
    }

    func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        for s in 0..<2 {
            let h = header(s)
            if h.frame.meets(rect) { result.append(h) }
            for i in 0..<5 {
                let p = IndexPath(item: i, section: s)
                var cell = LayoutAttributes.cell(p, frame: cellFrame(p))
                guard cell.frame.meets(rect) else { continue }
                if case .rectDropsCellsStartingAbove = bug, cell.frame.minY < rect.minY { continue }
                if case .rectEditsAttributesInPlace = bug, p == IndexPath(item: 2, section: 0) { cell.frame.origin.x += 5 }
                result.append(cell)
            }
        }
    }

    func attributesForItem(at p: IndexPath) -> LayoutAttributes? {
        guard (0..<2).contains(p.section), (0..<5).contains(p.item) else { return nil }
        return .cell(p, frame: cellFrame(p))
    }

    func attributesForSupplementaryView(ofKind kind: String, at p: IndexPath) -> LayoutAttributes? {
        guard kind == ElementKind.header, (0..<2).contains(p.section), p.item == 0 else { return nil }
        return header(p.section)
    }

    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        switch bug {
        case .invalidatesEverythingOnScroll, .selfSizingNeverSettles: return true
        case .neverInvalidates: return false
        default: return newBounds.size != collectionView.bounds.size || pins
        }
    }

    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        if case .invalidatesEverythingOnScroll = bug { return .everything }
        if case .selfSizingNeverSettles = bug { return InvalidationContext(invalidatedItemIndexPaths: [IndexPath(item: 0, section: 0)]) }
        return newBounds.size != collectionView.bounds.size ? .everything : .supplementaryOnly
    }

    func invalidate(with context: InvalidationContext) {
        if case .selfSizingNeverSettles = bug, !context.invalidatedItemIndexPaths.isEmpty { growth += 1 }
        if context.invalidateEverything || context.invalidateDataSourceCounts { valid = false }
    }
}
