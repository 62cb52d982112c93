import Foundation
internal import LatticeLayout

/// What the seeds' classes share (UIKitDifferences §7): an engine layout that answers for them,
/// so that no rule of IGList, FSQ or SW is implemented twice.
///
/// The design: a seed class sets a backing around its engine layout as
/// `UICollectionViewLayout.engineBacking` when it is made, and the base class's defaults
/// (`collectionViewContentSize`, `layoutAttributesForElements(in:)`, the other queries,
/// bounds-change invalidation, `invalidateLayout(with:)`, `targetContentOffset(…)`) then answer
/// through this backing instead of UIKit's empty defaults. So each seed class declares only
/// its own properties and its `prepare()`, which reads its delegate (as the original does) and
/// hands the values to the engine; a user's subclass still overrides any member and reaches
/// the engine through `super`, and a user's own layout (no backing) sees UIKit's defaults. The
/// backing turns the engine's answers into attributes objects of the layout's
/// `layoutAttributesClass`, with UIKit's kind strings where the original uses them.
@MainActor
final class EngineBacking {
    /// The engine layout (the seed class keeps its own typed reference to set options and data).
    let engine: any CollectionLayout
    /// Engine kind → the kind the class reports (e.g. `header` → `UICollectionElementKindSectionHeader`).
    private let kindOut: [String: String]
    /// Reported kind → engine kind.
    private let kindIn: [String: String]
    /// What the next `prepare()` must recompute (merged invalidation contexts).
    @exclusivity(unchecked) private var pending = InvalidationContext.everything
    /// Reused by rect queries (the engine appends into it without allocating).
    @exclusivity(unchecked) private var scratch: [LayoutAttributes] = []
    /// The array the last rect query returned, and objects that left it: refilled in place once
    /// nobody else holds them (UIKit's layouts cache their attributes objects too), so a steady
    /// scroll makes neither objects nor arrays.
    @exclusivity(unchecked) private var answer: [UICollectionViewLayoutAttributes] = []
    @exclusivity(unchecked) private var spare: [UICollectionViewLayoutAttributes] = []
    /// At most this many spare objects are kept (after a query that returned very many).
    private static let spareLimit = 1024

    /// Set by a class whose engine UIKit prepares on demand (`UICollectionViewFlowLayout`): a
    /// subclass whose `prepare()` does not call `super` still gets its layout at the first query
    /// after an invalidation, as on iOS. Nil for the seeds' classes.
    var prepareOnDemand: (@MainActor () -> Void)?
    /// True once the engine was prepared after the last invalidation.
    @exclusivity(unchecked) private var preparedSinceInvalidation = false

    /// Before a query: the preparation a subclass skipped, when the class prepares on demand.
    private func ensurePrepared() {
        if !preparedSinceInvalidation, let prepareOnDemand { prepareOnDemand() }
    }

    init(_ engine: any CollectionLayout, kinds: [String: String] = [:]) {
        self.engine = engine
        kindOut = kinds
        kindIn = Dictionary(kinds.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// True when the next `prepare()` must read the delegate again (the data changed).
    var needsData: Bool {
        pending.invalidateEverything || pending.invalidateDataSourceCounts || pending.modifiedSection != nil
            || !pending.invalidatedItemIndexPaths.isEmpty
    }

    /// The collection view's bounds and inset, as the engine reads them.
    func sync(_ view: UICollectionView?) {
        guard let view else { return }
        engine.collectionView = CollectionViewGeometry(bounds: view.bounds.engine, contentInset: view.adjustedContentInset.engine)
    }

    func invalidate(with context: UICollectionViewLayoutInvalidationContext) {
        pending.merge(context.asEngineContext)
        preparedSinceInvalidation = false
    }

    /// `prepare()`: `reload` hands the delegate's values to the engine when the data changed.
    func prepare(_ view: UICollectionView?, reload: () -> Void) {
        sync(view)
        if needsData { reload() }
        engine.invalidate(with: pending)
        pending = .nothing
        engine.prepare()
        preparedSinceInvalidation = true
    }

    func shouldInvalidate(_ view: UICollectionView?, forBoundsChange newBounds: CGRect) -> Bool {
        sync(view)
        return engine.shouldInvalidate(forBoundsChange: newBounds.engine)
    }

    func context(_ layout: UICollectionViewLayout, forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        sync(layout.collectionView)
        let context = layout.makeInvalidationContext()
        context.engineContext = engine.invalidationContext(forBoundsChange: newBounds.engine)
        return context
    }

    var contentSize: CGSize { ensurePrepared(); return CGSize(engine.contentSize) }

    func elements(_ layout: UICollectionViewLayout, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        ensurePrepared()
        sync(layout.collectionView)
        scratch.removeAll(keepingCapacity: true)
        engine.attributes(in: rect.engine, into: &scratch)
        let cls = attributesClass(layout)
        let n = scratch.count
        while answer.count > n {
            let gone = answer.removeLast()
            if spare.count < Self.spareLimit { spare.append(gone) }
        }
        while answer.count < n { answer.append(spare.popLast() ?? cls.init()) }
        Self.refill(&answer, from: scratch, class: cls, kinds: kindOut)
        return answer
    }

    /// When `objects` is the array the last rect query returned, unchanged (the same storage, no
    /// object set since the engine filled it), appends the engine's values it was made from to
    /// `result`, with the kinds the class reports, and returns true: the host then reads no
    /// object back. A subclass that changed or replaced anything gets false (the host reads the
    /// objects, as UIKit would show them). An empty `result` takes the backing's buffer itself
    /// (swapped, no copy of the values): the backing fills the emptied one at its next query.
    func appendUntouchedValues(of objects: [UICollectionViewLayoutAttributes], to result: inout [LayoutAttributes]) -> Bool {
        guard objects.count == scratch.count,
              objects.withUnsafeBufferPointer({ o in answer.withUnsafeBufferPointer { $0.baseAddress == o.baseAddress } }) else { return false }
        guard Self.allCarryEnginePins(objects) else { return false }
        let start = result.count
        if start == 0 { swap(&result, &scratch) } else { result.append(contentsOf: scratch) }
        var hidden = false
        for i in start..<result.count where result[i].category != .cell || result[i].isHidden {
            if let reported = kindOut[result[i].kind] { result[i].kind = reported }
            hidden = hidden || result[i].isHidden
        }
        if hidden { result[start...].removeAll { $0.isHidden } }   // UIKit shows no view for them
        return true
    }

    /// True when every object still carries the engine's word on pinning (no setter ran since
    /// the backing filled it). The array holds the objects while they are read: no retain per
    /// object. Not isolated: its closure needs no isolation check.
    private nonisolated static func allCarryEnginePins(_ objects: [UICollectionViewLayoutAttributes]) -> Bool {
        objects.withUnsafeBufferPointer { objects in
            for i in objects.indices {
                let untouched = Unmanaged.passUnretained(objects[i])._withUnsafeGuaranteedRef { $0.storedEnginePin != nil }
                if !untouched { return false }
            }
            return true
        }
    }

    /// Fills `objects[i]` from `found[i]`, each object first replaced with a new one of class
    /// `cls` unless it is one and nobody but the backing holds it. The engine values are read in
    /// place, field by field (no copy of each, nor of its kind), into objects refilled in place
    /// (no check of the array per object). Not isolated: its closures need no isolation check.
    private nonisolated static func refill(_ objects: inout [UICollectionViewLayoutAttributes], from found: [LayoutAttributes],
                                           class cls: UICollectionViewLayoutAttributes.Type, kinds: [String: String]) {
        found.withUnsafeBufferPointer { found in
            objects.withUnsafeMutableBufferPointer { objects in
                guard let first = found.baseAddress else { return }
                for i in 0..<Swift.min(found.count, objects.count) {
                    let a = first + i
                    if type(of: objects[i]) != cls || !AttributesReuse.mayRefill(&objects[i]) { objects[i] = cls.init() }
                    let kind = a.pointee.category == .cell ? nil
                        : kinds.isEmpty ? a.pointee.kind : kinds[a.pointee.kind] ?? a.pointee.kind
                    Unmanaged.passUnretained(objects[i])._withUnsafeGuaranteedRef { object in
                        _ = UICollectionViewLayoutAttributes.fill(object, category: a.pointee.category, kind: kind,
                                                                  indexPath: a.pointee.indexPath, frame: a.pointee.frame,
                                                                  zIndex: a.pointee.zIndex, alpha: a.pointee.alpha, isPinned: a.pointee.isPinned)
                    }
                }
            }
        }
    }

    func item(_ layout: UICollectionViewLayout, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        ensurePrepared()
        sync(layout.collectionView)
        return engine.attributesForItem(at: indexPath.engine).map { .make($0, class: attributesClass(layout)) }
    }

    func supplementary(_ layout: UICollectionViewLayout, kind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        ensurePrepared()
        sync(layout.collectionView)
        return engine.attributesForSupplementaryView(ofKind: kindIn[kind] ?? kind, at: indexPath.engine)
            .map { .make($0, kind: kind, class: attributesClass(layout)) }
    }

    func decoration(_ layout: UICollectionViewLayout, kind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        ensurePrepared()
        sync(layout.collectionView)
        return engine.attributesForDecorationView(ofKind: kindIn[kind] ?? kind, at: indexPath.engine)
            .map { .make($0, kind: kind, class: attributesClass(layout)) }
    }

    func targetContentOffset(_ layout: UICollectionViewLayout, proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        ensurePrepared()
        sync(layout.collectionView)
        return CGPoint(engine.targetContentOffset(proposed: proposed.engine, velocity: velocity.engine))
    }

    private func attributesClass(_ layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes.Type {
        (type(of: layout).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }
}

extension InvalidationContext {
    /// Both contexts' demands together (what two invalidations before one prepare ask for).
    mutating func merge(_ other: InvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        invalidateSupplementaryAttributes = invalidateSupplementaryAttributes || other.invalidateSupplementaryAttributes
        invalidateDecorationAttributes = invalidateDecorationAttributes || other.invalidateDecorationAttributes
        if let s = other.modifiedSection { modifiedSection = Swift.min(modifiedSection ?? s, s) }
        invalidatedItemIndexPaths += other.invalidatedItemIndexPaths
    }
}
