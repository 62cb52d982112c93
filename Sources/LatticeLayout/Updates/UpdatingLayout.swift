/// Gives any `SectionedLayout` (list, flow, aligned, line) the update half of the UICollectionViewLayout
/// contract, snapping, and the way back from each batch (`BatchUndo`), by wrapping it: every `CollectionLayout` call is forwarded to
/// `base`, so the host can use the wrapper wherever it used the layout.
///
/// Why a wrapper: the defaults of `finalLayoutAttributesForDisappearing…` need the attributes the
/// elements had *before* the update (UIKit takes them from the views on screen), and the snap mode
/// needs storage; a protocol extension can hold neither.
public final class UpdatingLayout<Base: SectionedLayout>: UpdatableLayout {
    /// The wrapped layout (change its options through it, then invalidate through the wrapper).
    public let base: Base
    /// Where scrolling comes to rest.
    public var snapMode: SnapMode
    /// The appear / disappear hook; nil keeps UIKit's defaults.
    public var customizer: (any UpdateAnimationCustomizer)?
    /// The update in progress, between `performBatchUpdates` and `finalizeCollectionViewUpdates`.
    public private(set) var currentUpdate: BatchUpdateRecord?
    private var oldByID: [ElementID: LayoutAttributes] = [:]

    public init(_ base: Base, snapMode: SnapMode = .none, customizer: (any UpdateAnimationCustomizer)? = nil) {
        self.base = base; self.snapMode = snapMode; self.customizer = customizer
    }

    // MARK: Batch updates

    /// `performBatchUpdates:` with content from a data source (see `UpdateContent`).
    @discardableResult
    public func performBatchUpdates(_ batch: BatchUpdate, content: UpdateContent<Base.Section>) throws(BatchUpdateError) -> BatchUpdateRecord {
        try perform(batch, content: content, recordUndo: true)
    }

    @discardableResult
    public func performBatchUpdates(_ batch: BatchUpdate, copying source: IndexPath? = nil) throws(BatchUpdateError) -> BatchUpdateRecord {
        var content = UpdateContent<Base.Section>()
        if let p = source, p.section >= 0, p.section < base.sections.count {
            // The section's fields, not its items: a copy must not pin the items' storage.
            var section = base.sections[p.section]
            let items = section.items
            section.items = []
            if p.item >= 0, p.item < items.count {
                let item = items[p.item]
                content.item = { _ in item }
            }
            let copy = section
            content.section = { _ in var s = copy; s.items = items; return s }
        }
        return try perform(batch, content: content, recordUndo: true)
    }

    /// The way back from `batch`: its inverse, with the content it removes from `old` (the
    /// data before it) as the inverse's data source.
    private func undoStep(_ batch: BatchUpdate, mapping: UpdateMapping, old: [Base.Section]) -> BatchUndo {
        var items: [IndexPath: Base.Section.Item] = [:], sections: [Int: Base.Section] = [:]
        for u in batch.items {
            switch u {
            case .deleteItem(let p), .reloadItem(let p): items[p] = old[p.section].items[p.item]
            case .deleteSection(let s), .reloadSection(let s): sections[s] = old[s]
            default: break
            }
        }
        // The inverse asks only for what the batch took away: its new paths are the batch's old ones.
        let content = UpdateContent<Base.Section>(item: { items[$0]! }, section: { sections[$0]! })
        let inverse = batch.inverse(mapping), owner = ObjectIdentifier(self)
        return BatchUndo(inverse: inverse, keptItems: items.count, keptSections: sections.count) { layout throws(BatchUpdateError) in
            guard let same = layout as? UpdatingLayout<Base>, ObjectIdentifier(same) == owner else { return nil }
            return try same.perform(inverse, content: content, recordUndo: false)
        }
    }

    private func perform(_ batch: BatchUpdate, content: UpdateContent<Base.Section>, recordUndo: Bool) throws(BatchUpdateError) -> BatchUpdateRecord {
        let oldSections = base.sections
        let (newSections, mapping) = try oldSections.applying(batch, content: content)
        if currentUpdate != nil { finalizeCollectionViewUpdates() }

        // The old elements around the viewport: what the transition animates from.
        let bounds = base.collectionView.bounds
        let d = base.scrollAxis
        let len = bounds.size.s(d)
        let around = Rect(minS: bounds.minS(d) - len, lenS: 3 * len, minF: bounds.minF(d), lenF: bounds.size.f(d), d)
        var old: [LayoutAttributes] = []
        base.attributes(in: around, into: &old)

        base.sections = newSections
        let low = batch.lowestAffectedSection
        if let low {
            base.invalidate(with: InvalidationContext(invalidateDataSourceCounts: true, modifiedSection: low))
            base.prepare()
        }
        let undo = recordUndo && !batch.items.isEmpty ? undoStep(batch, mapping: mapping, old: oldSections) : nil
        let record = BatchUpdateRecord(batch: batch, mapping: mapping, modifiedSection: low, oldBounds: bounds, oldAttributes: old,
                                       undo: undo)
        currentUpdate = record
        oldByID = Dictionary(old.map { ($0.elementID, $0) }, uniquingKeysWith: { a, _ in a })
        prepare(forCollectionViewUpdates: batch.items)
        return record
    }

    /// Passed on to the base when it wants to hear about updates (`UpdateObservingLayout`).
    public func prepare(forCollectionViewUpdates updates: [UpdateItem]) {
        (base as? any UpdateObservingLayout)?.prepare(forCollectionViewUpdates: updates)
    }

    public func finalizeCollectionViewUpdates() {
        currentUpdate = nil
        oldByID = [:]
        (base as? any UpdateObservingLayout)?.finalizeCollectionViewUpdates()
    }

    // MARK: Appearing and disappearing elements

    /// UIKit's default start for new element `id`: where it was before if it was already there
    /// (and was on or near the screen); else its new frame at alpha 0 (it fades in in place).
    /// Nil outside an update or when the layout has no such element.
    private func initial(_ id: ElementID) -> LayoutAttributes? {
        guard let update = currentUpdate, let current = currentAttributes(id) else { return nil }
        var proposed = current
        if let oldID = update.mapping.oldElementID(forNew: id), let was = oldByID[oldID] {
            proposed = was
            proposed.indexPath = id.indexPath
        } else {
            proposed.alpha = 0
        }
        guard let customizer else { return proposed }
        return customizer.initialAttributes(forAppearing: id, current: current, proposed: proposed, mapping: update.mapping)
    }

    /// UIKit's default end for old element `id`: where it goes if it stays; else its old frame at
    /// alpha 0 (it fades out in place). Nil outside an update or when it was not near the screen.
    private func final(_ id: ElementID) -> LayoutAttributes? {
        guard let update = currentUpdate, let was = oldByID[id] else { return nil }
        var proposed = was
        proposed.alpha = 0
        if let newID = update.mapping.newElementID(forOld: id), var now = currentAttributes(newID) {
            now.indexPath = id.indexPath
            proposed = now
        }
        guard let customizer else { return proposed }
        return customizer.finalAttributes(forDisappearing: id, current: was, proposed: proposed, mapping: update.mapping)
    }

    private func currentAttributes(_ id: ElementID) -> LayoutAttributes? {
        switch id.category {
        case .cell: base.attributesForItem(at: id.indexPath)
        case .supplementary: base.attributesForSupplementaryView(ofKind: id.kind, at: id.indexPath)
        case .decoration: base.attributesForDecorationView(ofKind: id.kind, at: id.indexPath)
        }
    }

    public func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        initial(ElementID(category: .cell, kind: ElementKind.cell, indexPath: indexPath))
    }
    public func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        final(ElementID(category: .cell, kind: ElementKind.cell, indexPath: indexPath))
    }
    public func initialAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        initial(ElementID(category: .supplementary, kind: kind, indexPath: indexPath))
    }
    public func finalAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        final(ElementID(category: .supplementary, kind: kind, indexPath: indexPath))
    }
    public func initialAttributesForAppearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        initial(ElementID(category: .decoration, kind: kind, indexPath: indexPath))
    }
    public func finalAttributesForDisappearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        final(ElementID(category: .decoration, kind: kind, indexPath: indexPath))
    }

    // MARK: CollectionLayout, forwarded

    public var collectionView: CollectionViewGeometry {
        get { base.collectionView }
        set { base.collectionView = newValue }
    }
    public func prepare() { base.prepare() }
    public var contentSize: Size { base.contentSize }
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) { base.attributes(in: rect, into: &result) }
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { base.attributesForItem(at: indexPath) }
    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    public func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.attributesForDecorationView(ofKind: kind, at: indexPath)
    }
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidate(forBoundsChange: newBounds) }
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        base.invalidationContext(forBoundsChange: newBounds)
    }
    public func invalidate(with context: InvalidationContext) { base.invalidate(with: context) }
    /// Snapped by `Snapping` when `snapMode` is set; otherwise the base layout's answer.
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        snapMode == .none
            ? base.targetContentOffset(proposed: proposed, velocity: velocity)
            : Snapping.targetContentOffset(base, mode: snapMode, direction: base.scrollAxis, proposed: proposed, velocity: velocity)
    }
    public var warnings: [LayoutWarning] { base.warnings }
    public var warningCount: Int { base.warningCount }
    public var firstWarning: LayoutWarning? { base.firstWarning }
    public var numberOfSections: Int { base.numberOfSections }
    public func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
}
