import Foundation
package import LatticeLayout

/// A `UICollectionViewLayout` (any subclass: a user's own, or one of the seeds' classes) seen
/// as an engine `CollectionLayout`, so the engine's collection view, the viewer, `render`,
/// `dump` and `validate` drive it exactly as they drive the built-in layouts.
///
/// It translates each engine call into the UIKit call the collection view would make, in UIKit's
/// order: bounds changes ask `shouldInvalidateLayout(forBoundsChange:)`, then (if yes)
/// `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)`; the next layout pass
/// calls `prepare()` once (and, after a resize, `prepare(forAnimatedBoundsChange:)` and
/// `finalizeAnimatedBoundsChange()`). Wrapped in `UpdatingLayout`, it takes batch updates through
/// UIKit's path (`UpdateObservingLayout` and `UpdateAnimationCustomizer` below).
@MainActor
package final class UIKitLayoutBridge: @preconcurrency SectionedLayout {
    /// The UIKit-style layout (another one after `setCollectionViewLayout(_:animated:)`).
    @exclusivity(unchecked) package private(set) var layout: UICollectionViewLayout
    /// The collection view the layout sees. Not retained: hosted, `retainedView` owns it;
    /// otherwise the view owns the bridge (through `ownedMachinery`), so the bridge goes with
    /// it. Not `weak` either: a weakly referenced view pays for a side table at every retain and
    /// release, and the view is retained at every call into the layout.
    package unowned(unsafe) var view: UICollectionView?
    /// Set when the bridge is hosted by the engine (CLI): the screen, application and media clock
    /// of this host, current while the bridge calls into the layout. Nil for a view a program
    /// makes itself: its layout sees whatever runtime is current.
    @exclusivity(unchecked) package var runtime: HostRuntime?
    /// Set when the bridge is hosted by the engine (CLI): it then owns the view.
    package var retainedView: UICollectionView?
    /// Hosted: the data source and delegate (the view holds them weakly, as UIKit does).
    package var retainedDataSource: AnyObject?

    /// The data: one entry per section (what `numberOfItems(inSection:)` reports).
    @exclusivity(unchecked) package var sections: [HostedSection] {
        didSet { knownContentSize = nil }
    }
    /// The geometry the host last gave (the view's `bounds` and `contentInset`).
    /// (Not isolated, unlike the rest of the bridge: the host sets it on every scroll, and a
    /// value needs no isolation check.) A new size is the viewer's new viewport: the host's
    /// screen takes it (``followViewport(_:)``).
    @exclusivity(unchecked) package nonisolated(unsafe) var collectionView: CollectionViewGeometry {
        didSet {
            knownContentSize = nil
            if oldValue.bounds.size != collectionView.bounds.size {
                let size = collectionView.bounds.size
                MainActor.assumeIsolated { followViewport(size) }
            }
            if hasKeyValueObservers { MainActor.assumeIsolated { view?.notifyKeyValueObservers() } }
        }
    }
    /// The layout's `collectionViewContentSize` as last asked, until the next layout pass, an
    /// invalidation, new data or new bounds (UIKit asks it once per layout pass): the scroll
    /// axis, the scroll range and the status line read it many times a frame.
    @exclusivity(unchecked) nonisolated(unsafe) var knownContentSize: Size?
    /// True while the view has `observe(_:options:changeHandler:)` observers (checked on every
    /// geometry change, so a plain flag).
    @exclusivity(unchecked) package nonisolated(unsafe) var hasKeyValueObservers = false
    /// Content offset moves asked for by invalidation contexts (`contentOffsetAdjustment`) that the
    /// host has not applied yet.
    var pendingContentOffsetAdjustment = CGPoint.zero

    // The hot stored properties skip Swift's dynamic exclusivity checks: every call from the
    // host reads them, always on the main thread.

    /// What the inspector shows: how often the layout was asked and prepared.
    package var stats: BridgeStats {
        var s = counters
        s.lastInvalidation = lastInvalidation?.summary
            ?? lastEngineInvalidation.map(UICollectionViewLayoutInvalidationContext.summary(ofEngineContext:)) ?? "none"
        return s
    }
    @exclusivity(unchecked) private var counters = BridgeStats()

    @exclusivity(unchecked) private var needsPrepare = true
    /// A `prepare()` ran since the last `advanceTime`: it may have queued work on the main queue.
    @exclusivity(unchecked) var mayHaveQueuedWork = false
    /// The section headers the last `attributes(in:)` found pinned; where they rest is asked of
    /// the layout when `pinnedHeaders` is first read, for those the engine pinned, then kept.
    @exclusivity(unchecked) var lastPinnedHeaders: [PinnedHeaderFound] = []
    /// The positions of the section headers the engine pinned in the last direct query (kept to
    /// reuse its storage).
    @exclusivity(unchecked) private var enginePinnedHeaders: [Int] = []
    /// The layout's frames are mirrored (UIKitDifferences §3): read at each `prepare()`.
    @exclusivity(unchecked) private(set) var mirrorsFrames = false
    @exclusivity(unchecked) private var hasPrepared = false
    @exclusivity(unchecked) private var pendingContext: UICollectionViewLayoutInvalidationContext?
    /// The last invalidation (summarised only when the inspector asks).
    @exclusivity(unchecked) private var lastInvalidation: UICollectionViewLayoutInvalidationContext?
    /// The last invalidation when it was a bounds change answered directly (no context object).
    @exclusivity(unchecked) private var lastEngineInvalidation: InvalidationContext?
    /// The layout's backing when the layout is exactly a seed class (not a subclass): its
    /// bounds-change invalidation and rect query run no code of a program's own, so the bridge
    /// asks the backing what `UICollectionViewLayout`'s own members would answer, in the same
    /// order, without an invalidation context object per scroll or an attributes object per
    /// element. A subclass sees every call UIKit makes.
    @exclusivity(unchecked) private var directBacking: EngineBacking?
    /// True when bounds changes and rect queries are answered through `directBacking` (tests
    /// compare both paths).
    package var answersDirectly: Bool { directBacking != nil }
    /// The engine context of a bounds change answered directly, until `invalidate(with:)`.
    @exclusivity(unchecked) private var pendingEngineContext: InvalidationContext?
    @exclusivity(unchecked) private var pendingResizeFrom: CGRect?

    package init(layout: UICollectionViewLayout, sections: [HostedSection], geometry: CollectionViewGeometry) {
        self.layout = layout; self.sections = sections; self.collectionView = geometry
        directBacking = Self.directBacking(of: layout)
    }

    /// `layout`'s backing when it answers bounds changes and rect queries directly (see
    /// `directBacking`), else nil.
    private static func directBacking(of layout: UICollectionViewLayout) -> EngineBacking? {
        layout.engineBacking.flatMap { $0.answersDirectly(for: layout) ? $0 : nil }
    }

    /// Makes this host's runtime current before the bridge calls into the layout; what
    /// `leaveHost` restores after.
    @inline(__always)
    func enterHost() -> HostRuntime.Saved? { runtime?.enter() }
    @inline(__always)
    func leaveHost(_ saved: HostRuntime.Saved?) { if let saved { HostRuntime.restore(saved) } }

    /// Hosted: the viewport the viewer gives (a terminal resize, `:viewport`) is the host's
    /// screen, as a device's window fills its screen. Set inside the host's runtime, so a turn
    /// from portrait to landscape or back posts `UIDevice.orientationDidChangeNotification` to
    /// the observers the layout registered (UIKit posts it when the device turns); a resize of
    /// the same aspect posts nothing.
    private func followViewport(_ size: Size) {
        guard let runtime else { return }
        runtime.run { runtime.screen.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height) }
    }

    // MARK: Invalidation and preparation

    /// `setCollectionViewLayout(_:animated:)`: from now on `layout` is asked; it prepares from
    /// scratch at the next layout pass, as a layout new to its collection view does.
    package func replaceLayout(with newLayout: UICollectionViewLayout) {
        layout = newLayout
        directBacking = Self.directBacking(of: newLayout)
        pendingEngineContext = nil
        lastEngineInvalidation = nil
        needsPrepare = true
        hasPrepared = false
        knownContentSize = nil
        pendingContext = nil
        lastPinnedHeaders = []
    }

    /// Hosted: an invalidation context's `contentOffsetAdjustment`, kept for the host.
    func addContentOffsetAdjustment(_ d: CGPoint) {
        pendingContentOffsetAdjustment.x += d.x
        pendingContentOffsetAdjustment.y += d.y
    }

    /// Called (through the view) whenever the layout's `invalidateLayout(with:)` reaches UIKit's
    /// base implementation: the next layout pass prepares.
    package func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        noteInvalidation(uikit: context, engine: nil)
    }

    /// `layoutDidInvalidate(with:)` for a bounds change answered directly (`directBacking`).
    package func layoutDidInvalidate(engineContext context: InvalidationContext) {
        noteInvalidation(uikit: nil, engine: context)
    }

    /// The next layout pass prepares; the inspector shows the context that asked for it.
    private func noteInvalidation(uikit: UICollectionViewLayoutInvalidationContext?, engine: InvalidationContext?) {
        needsPrepare = true
        knownContentSize = nil
        counters.invalidations += 1
        lastInvalidation = uikit
        lastEngineInvalidation = engine
    }

    // Each hot entry point below is nonisolated and calls a static function holding no context,
    // which calls the isolated body (`onMainActorUnchecked`: no isolation check, no allocation).
    package nonisolated func prepare() { onMainActorUnchecked(UIKitLayoutBridge.prepare, self) }
    private static func prepare(_ bridge: UIKitLayoutBridge) { bridge.mainActorPrepare() }

    /// `prepare()` on the main actor: the layout prepares when it was invalidated.
    private func mainActorPrepare() {
        let entered = enterHost(); defer { leaveHost(entered) }
        guard needsPrepare else { return }
        needsPrepare = false
        knownContentSize = nil
        hasPrepared = true
        counters.prepares += 1
        mayHaveQueuedWork = true
        if layout.flipsHorizontallyInOppositeLayoutDirection, let v = view {
            mirrorsFrames = v.effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
        } else {
            mirrorsFrames = false
        }
        layout.prepare()
        if let old = pendingResizeFrom {
            pendingResizeFrom = nil
            layout.prepare(forAnimatedBoundsChange: old)
            layout.finalizeAnimatedBoundsChange()
        }
    }

    /// UIKit prepares before it asks anything; so does the bridge when the layout invalidated
    /// itself since the host's last pass.
    private func ensurePrepared() { if needsPrepare { mainActorPrepare() } }

    package nonisolated func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        onMainActorUnchecked(UIKitLayoutBridge.shouldInvalidate, self, newBounds)
    }
    private static func shouldInvalidate(_ bridge: UIKitLayoutBridge, _ newBounds: Rect) -> Bool {
        bridge.mainActorShouldInvalidate(forBoundsChange: newBounds)
    }
    private func mainActorShouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        let entered = enterHost(); defer { leaveHost(entered) }
        let yes = directBacking?.shouldInvalidate(layout.assignedCollectionView, forBoundsChange: CGRect(newBounds))
            ?? layout.shouldInvalidateLayout(forBoundsChange: CGRect(newBounds))
        counters.boundsChecks += 1
        if yes { counters.boundsInvalidations += 1 }
        return yes
    }

    package nonisolated func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        onMainActorUnchecked(UIKitLayoutBridge.invalidationContext, self, newBounds)
    }
    private static func invalidationContext(_ bridge: UIKitLayoutBridge, _ newBounds: Rect) -> InvalidationContext {
        bridge.mainActorInvalidationContext(forBoundsChange: newBounds)
    }
    private func mainActorInvalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        let entered = enterHost(); defer { leaveHost(entered) }
        if let directBacking {
            let context = directBacking.engineContext(layout, forBoundsChange: CGRect(newBounds))
            noteResize(to: newBounds)
            pendingEngineContext = context
            return context
        }
        let context = layout.invalidationContext(forBoundsChange: CGRect(newBounds))
        noteResize(to: newBounds)
        pendingContext = context
        return context.asEngineContext
    }

    /// A bounds change of another size is a resize: the next layout pass also calls
    /// `prepare(forAnimatedBoundsChange:)` with the bounds before it.
    private func noteResize(to newBounds: Rect) {
        if newBounds.size != collectionView.bounds.size { pendingResizeFrom = CGRect(collectionView.bounds) }
    }

    package nonisolated func invalidate(with context: InvalidationContext) {
        onMainActorUnchecked(UIKitLayoutBridge.invalidate, self, context)
    }
    private static func invalidate(_ bridge: UIKitLayoutBridge, _ context: InvalidationContext) {
        bridge.mainActorInvalidate(with: context)
    }
    private func mainActorInvalidate(with context: InvalidationContext) {
        let entered = enterHost(); defer { leaveHost(entered) }
        if let directBacking, let pending = pendingEngineContext {
            pendingEngineContext = nil
            guard hasPrepared else { needsPrepare = true; return }
            directBacking.invalidate(with: pending)
            layout.assignedCollectionView?.layoutDidInvalidate(engineContext: pending)
            return
        }
        let uikit: UICollectionViewLayoutInvalidationContext
        if let pending = pendingContext {
            uikit = pending
            pendingContext = nil
        } else {
            uikit = layout.makeInvalidationContext()
            uikit.invalidateEverything = context.invalidateEverything
            uikit.invalidateDataSourceCounts = context.invalidateDataSourceCounts
            uikit.engineContext = context
        }
        // The first layout pass prepares without an invalidation (nothing was laid out yet).
        guard hasPrepared else { needsPrepare = true; return }
        layout.invalidateLayout(with: uikit)
    }

    // MARK: Queries

    package var contentSize: Size {
        let entered = enterHost(); defer { leaveHost(entered) }
        ensurePrepared()
        if let known = knownContentSize { return known }
        let size = layout.collectionViewContentSize.engine
        knownContentSize = size
        return size
    }

    package nonisolated func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        onMainActorUnchecked(UIKitLayoutBridge.attributes, self, rect, &result)
    }
    private static func attributes(_ bridge: UIKitLayoutBridge, _ rect: Rect, _ result: inout [LayoutAttributes]) {
        bridge.mainActorAttributes(in: rect, into: &result)
    }
    private func mainActorAttributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        let entered = enterHost(); defer { leaveHost(entered) }
        ensurePrepared()
        let width = mirrorsFrames ? mirrorWidth : 0
        let asked = CGRect(mirrorsFrames ? rect.mirrored(within: width) : rect)
        let start = result.count
        var unknownPins: [Int] = []
        if let directBacking {
            let known = directBacking.appendElementValues(layout, in: asked, to: &result, pinnedHeaders: &enginePinnedHeaders)
            finishQuery(&result, from: start, mirroredWithin: width, unknownPins: unknownPins,
                        enginePinnedHeaders: known ? enginePinnedHeaders : nil)
            return
        }
        guard let found = layout.layoutAttributesForElements(in: asked) else { return }
        // An engine-backed class's answer as the engine gave it is taken from the engine's
        // values; anything a layout made or changed is read from its objects.
        let unread: [UICollectionViewLayoutAttributes]?
        if let backing = layout.engineBacking {
            unread = backing.takeUntouchedValues(of: consume found, into: &result)
        } else {
            unread = found
        }
        if let unread {
            UICollectionViewLayoutAttributes.appendVisibleEngineValues(of: unread, to: &result, unknownPins: &unknownPins)
        }
        finishQuery(&result, from: start, mirroredWithin: width, unknownPins: unknownPins)
    }

    /// The query's values from `start` on, as the host shows them: mirrored when the layout's
    /// frames are, pinned headers marked.
    /// `enginePinnedHeaders`: the positions of the section headers the engine pinned, when the
    /// direct path found them.
    private func finishQuery(_ result: inout [LayoutAttributes], from start: Int, mirroredWithin width: Double, unknownPins: [Int],
                             enginePinnedHeaders: [Int]? = nil) {
        if mirrorsFrames {
            for i in start..<result.count { result[i] = result[i].mirrored(within: width) }
        }
        markPinnedHeaders(&result, from: start, unknownPins: unknownPins, enginePinnedHeaders: enginePinnedHeaders)
    }

    /// The width frames are mirrored within: the content's width.
    var mirrorWidth: Double { contentSize.width }
    /// `value` mirrored when the layout's frames are.
    private func shown(_ value: LayoutAttributes?) -> LayoutAttributes? {
        guard mirrorsFrames, let value else { return value }
        return value.mirrored(within: mirrorWidth)
    }

    private func inRange(_ p: LatticeLayout.IndexPath) -> Bool {
        p.section >= 0 && p.section < sections.count && p.item >= 0
    }

    package func attributesForItem(at indexPath: LatticeLayout.IndexPath) -> LayoutAttributes? {
        guard inRange(indexPath), indexPath.item < sections[indexPath.section].sizes.count else { return nil }
        let entered = enterHost(); defer { leaveHost(entered) }
        ensurePrepared()
        return shown(layout.layoutAttributesForItem(at: Foundation.IndexPath(indexPath))?.visibleEngine)
    }

    package func attributesForSupplementaryView(ofKind kind: String, at indexPath: LatticeLayout.IndexPath) -> LayoutAttributes? {
        guard inRange(indexPath) else { return nil }
        let entered = enterHost(); defer { leaveHost(entered) }
        ensurePrepared()
        return shown(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: Foundation.IndexPath(indexPath))?.visibleEngine)
    }

    package func attributesForDecorationView(ofKind kind: String, at indexPath: LatticeLayout.IndexPath) -> LayoutAttributes? {
        guard inRange(indexPath) else { return nil }
        let entered = enterHost(); defer { leaveHost(entered) }
        ensurePrepared()
        return shown(layout.layoutAttributesForDecorationView(ofKind: kind, at: Foundation.IndexPath(indexPath))?.visibleEngine)
    }

    package func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        let entered = enterHost(); defer { leaveHost(entered) }
        ensurePrepared()
        return layout.targetContentOffset(forProposedContentOffset: CGPoint(proposed), withScrollingVelocity: CGPoint(velocity)).engine
    }

    package var warnings: [LayoutWarning] { [] }

    package var numberOfSections: Int { sections.count }
    package func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].sizes.count : 0
    }

    /// A custom layout does not say how it scrolls: the axis its content overflows along
    /// (`ScrollDirection(overflowing:in:)`).
    package var scrollAxis: ScrollDirection {
        ScrollDirection(overflowing: contentSize, in: collectionView.bounds.size)   // prepared first, as UIKit asks
    }
}

/// Counters for the inspector's generic panel.
package struct BridgeStats: Sendable {
    package var prepares = 0
    package var invalidations = 0
    package var lastInvalidation = "none"
    package var boundsChecks = 0
    package var boundsInvalidations = 0
    package var updatePrepares = 0
    package var lastUpdate = "none"
}

// MARK: - Batch updates through UIKit's path

extension UIKitLayoutBridge: @preconcurrency UpdateObservingLayout, @preconcurrency UpdateAnimationCustomizer {
    package func prepare(forCollectionViewUpdates updates: [UpdateItem]) {
        let entered = enterHost(); defer { leaveHost(entered) }
        knownContentSize = nil
        counters.updatePrepares += 1
        counters.lastUpdate = updates.map(\.description).joined(separator: ", ")
        layout.prepare(forCollectionViewUpdates: updates.map(UICollectionViewUpdateItem.init))
    }

    package func finalizeCollectionViewUpdates() {
        let entered = enterHost(); defer { leaveHost(entered) }
        knownContentSize = nil
        layout.finalizeCollectionViewUpdates()
    }

    /// The layout's `initialLayoutAttributesForAppearing…`; when it returns nil, lattice's
    /// visible default (`proposed`: new elements fade in, moved ones slide).
    package func initialAttributes(forAppearing id: ElementID, current: LayoutAttributes, proposed: LayoutAttributes,
                                   mapping: UpdateMapping) -> LayoutAttributes? {
        let entered = enterHost(); defer { leaveHost(entered) }
        return answer(for: id, proposed: proposed, cell: layout.initialLayoutAttributesForAppearingItem,
                      supplementary: layout.initialLayoutAttributesForAppearingSupplementaryElement,
                      decoration: layout.initialLayoutAttributesForAppearingDecorationElement)
    }

    /// The layout's `finalLayoutAttributesForDisappearing…`, else `proposed`.
    package func finalAttributes(forDisappearing id: ElementID, current: LayoutAttributes, proposed: LayoutAttributes,
                                 mapping: UpdateMapping) -> LayoutAttributes? {
        let entered = enterHost(); defer { leaveHost(entered) }
        return answer(for: id, proposed: proposed, cell: layout.finalLayoutAttributesForDisappearingItem,
                      supplementary: layout.finalLayoutAttributesForDisappearingSupplementaryElement,
                      decoration: layout.finalLayoutAttributesForDisappearingDecorationElement)
    }

    /// Asks the one of a family of UIKit's per-category methods (item, supplementary element of
    /// a kind, decoration of a kind) that fits `id`; `proposed` when it answers nil.
    private func answer(for id: ElementID, proposed: LayoutAttributes,
                        cell: (Foundation.IndexPath) -> UICollectionViewLayoutAttributes?,
                        supplementary: (String, Foundation.IndexPath) -> UICollectionViewLayoutAttributes?,
                        decoration: (String, Foundation.IndexPath) -> UICollectionViewLayoutAttributes?) -> LayoutAttributes {
        let p = Foundation.IndexPath(id.indexPath)
        let answer: UICollectionViewLayoutAttributes?
        switch id.category {
        case .cell: answer = cell(p)
        case .supplementary: answer = supplementary(id.kind, p)
        case .decoration: answer = decoration(id.kind, p)
        }
        return answer?.engine ?? proposed
    }
}
