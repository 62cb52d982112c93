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
    /// Engine kind → the kind the class reports (e.g. `header` → `UICollectionElementKindSectionHeader`):
    /// at most a few pairs, searched in order (cheaper than hashing the kind of every
    /// supplementary view a query finds).
    private let kindOut: [(engine: String, reported: String)]
    /// Reported kind → engine kind.
    private let kindIn: [String: String]
    /// What the next `prepare()` must recompute (merged invalidation contexts).
    @exclusivity(unchecked) private var pending = InvalidationContext.everything
    /// The engine's values of the last rect query, which the answer's objects read when asked
    /// (the engine appends into its array without allocating).
    private let last = EngineAnswerValues()
    /// The array the last rect query returned, and objects that left it: kept for the next
    /// query once nobody else holds them (UIKit's layouts cache their attributes objects too),
    /// so a steady scroll makes neither objects nor arrays.
    @exclusivity(unchecked) private var answer: [UICollectionViewLayoutAttributes] = []
    @exclusivity(unchecked) private var spare: [UICollectionViewLayoutAttributes] = []
    /// True when the host took the last answer's values and found nobody else holding the
    /// answer or any of its objects: nobody can have taken one since (the backing hands them out
    /// only from a query), so the next query keeps them all without asking again.
    @exclusivity(unchecked) private var answerHeldOnlyHere = false
    private var knownAttributesClass: UICollectionViewLayoutAttributes.Type?
    /// At most this many spare objects are kept (after a query that returned very many).
    private static let spareLimit = 1024
    /// The seed class that made the backing, when that class keeps `UICollectionViewLayout`'s
    /// own bounds-change invalidation members (`shouldInvalidateLayout(forBoundsChange:)`,
    /// `invalidationContext(forBoundsChange:)`, `invalidateLayout(with:)`) and rect query
    /// (`layoutAttributesForElements(in:)`); nil for a class that overrides one of them
    /// (`UICollectionViewFlowLayout` and its seeds).
    private let seedClass: ObjectIdentifier?

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

    init(_ engine: any CollectionLayout, kinds: [String: String] = [:], seedClass: UICollectionViewLayout.Type? = nil) {
        self.engine = engine
        self.seedClass = seedClass.map { ObjectIdentifier($0) }
        kindOut = kinds.map { (engine: $0.key, reported: $0.value) }
        kindIn = Dictionary(kinds.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// True when the next `prepare()` must read the delegate again (the data changed).
    var needsData: Bool {
        pending.invalidateEverything || pending.invalidateDataSourceCounts || pending.modifiedSection != nil
            || !pending.invalidatedItemIndexPaths.isEmpty
    }

    /// The collection view's bounds and inset, as the engine reads them; set only when they
    /// changed since the last sync (a hosted query syncs four times for one bounds change).
    func sync(_ view: UICollectionView?) {
        guard let view else { return }
        let geometry = CollectionViewGeometry(bounds: view.bounds.engine, contentInset: view.adjustedContentInset.engine)
        guard geometry != syncedGeometry else { return }
        engine.collectionView = geometry
        syncedGeometry = geometry
    }
    /// The geometry the last ``sync(_:)`` gave the engine (nothing else sets the engine's).
    @exclusivity(unchecked) private var syncedGeometry: CollectionViewGeometry?
    /// Where the pinned headers of `last` are: not read (the host finds them in the objects it
    /// reads), kept to reuse its storage.
    @exclusivity(unchecked) private var unreadPinnedHeaders: [Int] = []

    func invalidate(with context: UICollectionViewLayoutInvalidationContext) {
        invalidate(with: context.asEngineContext)
    }

    /// `invalidateLayout(with:)` for a context that carries only the engine's own
    /// (`UICollectionViewLayoutInvalidationContext.engineContext`, UIKit's flags unset).
    func invalidate(with context: InvalidationContext) {
        pending.merge(context)
        preparedSinceInvalidation = false
    }

    /// True when `layout` is exactly the seed class that made this backing, not a subclass: no
    /// code of a program's own runs in its bounds-change invalidation or its rect query, so the
    /// host may ask the backing directly (``engineContext(_:forBoundsChange:)``,
    /// ``appendElementValues(_:in:to:)``) instead of through an invalidation context object and
    /// an attributes object per element.
    func answersDirectly(for layout: UICollectionViewLayout) -> Bool {
        seedClass == ObjectIdentifier(type(of: layout))
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
        let context = layout.makeInvalidationContext()
        context.engineContext = engineContext(layout, forBoundsChange: newBounds)
        return context
    }

    var contentSize: CGSize { ensurePrepared(); return CGSize(engine.contentSize) }

    /// What `context(_:forBoundsChange:)`'s context carries: the engine's context for the change.
    func engineContext(_ layout: UICollectionViewLayout, forBoundsChange newBounds: CGRect) -> InvalidationContext {
        sync(layout.collectionView)
        return engine.invalidationContext(forBoundsChange: newBounds.engine)
    }

    /// `layoutAttributesForElements(in:)`: the engine's answer as attributes objects of the
    /// layout's class. Objects of `UICollectionViewLayoutAttributes` itself take their values
    /// from `last` when first read; a subclass's are filled through its setters at once.
    func elements(_ layout: UICollectionViewLayout, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        ensurePrepared()
        sync(layout.collectionView)
        let cls = attributesClass(layout)
        let readOnDemand = cls == UICollectionViewLayoutAttributes.self
        if !answerHeldOnlyHere { Self.keepUnsharedObjects(&answer, values: last, class: cls, readOnDemand: readOnDemand) }
        answerHeldOnlyHere = false
        last.values.removeAll(keepingCapacity: true)
        engine.attributes(in: rect.engine, into: &last.values)
        last.generation &+= 1
        last.hasHidden = Self.reportKinds(&last.values, from: 0, kindOut, pinnedHeaders: &unreadPinnedHeaders)
        let n = last.values.count
        while answer.count > n {
            let gone = answer.removeLast()
            gone.answerValues = nil
            if spare.count < Self.spareLimit { spare.append(gone) }
        }
        while answer.count < n {
            let placed = spare.popLast() ?? cls.init()
            if readOnDemand { placed.answerValues = last; placed.answerSlot = answer.count }
            answer.append(placed)
        }
        if !readOnDemand { Self.fill(&answer, from: last.values) }
        return answer
    }

    /// Before the values change: each object of the last answer that someone else holds (or of
    /// another class) settles — it keeps showing what it showed — and leaves the answer for a
    /// new one; the others stay, reading the next values (an object a setter took out of its
    /// answer joins again). An answer array someone else holds is copied first (so its objects
    /// are held twice, and leave). Not isolated: its closure needs no isolation check.
    private nonisolated static func keepUnsharedObjects(_ answer: inout [UICollectionViewLayoutAttributes], values: EngineAnswerValues,
                                                        class cls: UICollectionViewLayoutAttributes.Type, readOnDemand: Bool) {
        answer.withUnsafeMutableBufferPointer { objects in
            for i in objects.indices {
                if type(of: objects[i]) == cls, AttributesReuse.mayRefill(&objects[i]) {
                    if readOnDemand, objects[i].answerValues == nil { objects[i].answerValues = values; objects[i].answerSlot = i }
                    continue
                }
                objects[i].detach()
                objects[i] = cls.init()
                if readOnDemand { objects[i].answerValues = values; objects[i].answerSlot = i }
            }
        }
    }

    /// Gives the supplementary and decoration views of `values[start...]` the kinds the class
    /// reports in place of the engine's (`header` → UIKit's); returns whether any is hidden. `pinnedHeaders` gets the positions of the
    /// section headers the engine pinned (read in the same pass, before the kinds change). Not
    /// isolated: its closure needs no isolation check.
    private nonisolated static func reportKinds(_ values: inout [LayoutAttributes], from start: Int,
                                                _ kinds: [(engine: String, reported: String)],
                                                pinnedHeaders: inout [Int]) -> Bool {
        var hidden = false
        pinnedHeaders.removeAll(keepingCapacity: true)
        values.withUnsafeMutableBufferPointer { values in
            // Most elements are visible cells: the loop only tests two bytes of each, and leaves
            // the rest to a function of its own (fewer registers live in the loop).
            for i in start..<values.count where values[i].category != .cell || values[i].isHidden {
                hidden = report(&values[i], at: i, kinds, pinnedHeaders: &pinnedHeaders) || hidden
            }
        }
        return hidden
    }

    /// ``reportKinds(_:from:_:pinnedHeaders:)`` for one element that is not a visible cell;
    /// returns whether it is hidden.
    @inline(never)
    private nonisolated static func report(_ value: inout LayoutAttributes, at i: Int, _ kinds: [(engine: String, reported: String)],
                                           pinnedHeaders: inout [Int]) -> Bool {
        if value.isPinned, value.category == .supplementary, ElementKind.isSectionHeader(value.kind) { pinnedHeaders.append(i) }
        for pair in kinds where pair.engine == value.kind { value.kind = pair.reported; break }
        return value.isHidden
    }

    /// The values `layoutAttributesForElements(in:)`'s objects would show, appended to `result`
    /// without making the objects (the hidden ones left out, as the host shows no view for
    /// them): for a layout that ``answersDirectly(for:)``, whose query no program code can see.
    /// The objects of earlier answers keep the values they show.
    ///
    /// `pinnedHeaders` gets the positions in `result` of the section headers the engine pinned;
    /// returns false when it could not (hidden values were left out, so positions moved).
    func appendElementValues(_ layout: UICollectionViewLayout, in rect: CGRect, to result: inout [LayoutAttributes],
                             pinnedHeaders: inout [Int]) -> Bool {
        sync(layout.collectionView)
        let start = result.count
        engine.attributes(in: rect.engine, into: &result)
        guard Self.reportKinds(&result, from: start, kindOut, pinnedHeaders: &pinnedHeaders) else { return true }
        result[start...].removeAll { $0.isHidden }
        return false
    }

    /// When `objects` is the array the last rect query returned, unchanged (the same storage, no
    /// object set since the engine's values were given), appends those values to `result` (the
    /// hidden ones left out) and returns nil: the host then reads no object. A subclass that
    /// changed or replaced anything gets `objects` back (the host reads them, as UIKit would
    /// show them).
    ///
    /// An empty `result` takes the values' storage itself (swapped: no copy, and the emptied
    /// array the host gave becomes the engine's for its next query). The objects nobody else
    /// holds can no longer be read before the next query refills them; any other (kept by a
    /// subclass, or in an answer array it kept) takes its values first.
    func takeUntouchedValues(of objects: consuming [UICollectionViewLayoutAttributes],
                             into result: inout [LayoutAttributes]) -> [UICollectionViewLayoutAttributes]? {
        guard objects.count == last.values.count, Self.sameStorage(objects, answer), Self.allUntouched(answer) else { return objects }
        objects = []                     // the host's reference: what holds the answer now holds it on its own
        let start = result.count
        if start == 0 {
            answerHeldOnlyHere = !Self.settleHeldObjects(&answer)
            swap(&result, &last.values)
        } else {
            result.append(contentsOf: last.values)
        }
        if last.hasHidden { result[start...].removeAll { $0.isHidden } }   // UIKit shows no view for them
        return nil
    }

    /// True when both arrays are one storage (one array, copied). Not isolated: its closures
    /// need no isolation check.
    private nonisolated static func sameStorage(_ a: [UICollectionViewLayoutAttributes], _ b: [UICollectionViewLayoutAttributes]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress } }
    }

    /// Settles every object of `answer` someone else holds; returns whether there was one. An
    /// answer array someone else holds is copied first (`withUnsafeMutableBufferPointer`): each
    /// of its objects is then held twice, and settles. Not isolated: its closure needs no
    /// isolation check.
    private nonisolated static func settleHeldObjects(_ answer: inout [UICollectionViewLayoutAttributes]) -> Bool {
        answer.withUnsafeMutableBufferPointer { objects in
            var held = false
            for i in objects.indices where !AttributesReuse.mayRefill(&objects[i]) {
                objects[i].settle()
                held = true
            }
            return held
        }
    }

    /// True when every object still shows the engine's values: it reads them from the answer's
    /// values, or (a subclass's) no setter ran since the backing filled it. The array holds the
    /// objects while they are read: no retain per object. Not isolated: its closure needs no
    /// isolation check.
    private nonisolated static func allUntouched(_ objects: [UICollectionViewLayoutAttributes]) -> Bool {
        objects.withUnsafeBufferPointer { objects in
            for i in objects.indices {
                let untouched = Unmanaged.passUnretained(objects[i])._withUnsafeGuaranteedRef {
                    $0.answerValues != nil || $0.storedEnginePin != nil
                }
                if !untouched { return false }
            }
            return true
        }
    }

    /// Fills `objects[i]` (a subclass's, held only by the backing) from `found[i]` through its
    /// setters. The engine values are read in place, field by field (no copy of each, nor of
    /// its kind). Not isolated: its closures need no isolation check.
    private nonisolated static func fill(_ objects: inout [UICollectionViewLayoutAttributes], from found: [LayoutAttributes]) {
        found.withUnsafeBufferPointer { found in
            objects.withUnsafeMutableBufferPointer { objects in
                guard let first = found.baseAddress else { return }
                for i in 0..<Swift.min(found.count, objects.count) {
                    let a = first + i
                    Unmanaged.passUnretained(objects[i])._withUnsafeGuaranteedRef { object in
                        _ = UICollectionViewLayoutAttributes.fill(object, category: a.pointee.category,
                                                                  kind: a.pointee.category == .cell ? nil : a.pointee.kind,
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

    /// The layout's `layoutAttributesClass`, asked once: a class property, the same for the
    /// layout object's whole life (a cast of the class it names costs a query's worth of work).
    private func attributesClass(_ layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes.Type {
        if let known = knownAttributesClass { return known }
        let cls = (type(of: layout).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        knownAttributesClass = cls
        return cls
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
        // Appending nothing to the shared empty array would still copy it into a new one.
        if !other.invalidatedItemIndexPaths.isEmpty { invalidatedItemIndexPaths += other.invalidatedItemIndexPaths }
    }
}
