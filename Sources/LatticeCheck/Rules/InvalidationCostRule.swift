import LatticeLayout
import LatticeViewport

/// **invalidation-cost**: scrolling does not throw the layout away for nothing, and a size change
/// does not leave it stale.
///
/// UIKit asks `shouldInvalidateLayout(forBoundsChange:)` on every scroll step. A layout that says
/// yes and invalidates everything (`invalidateLayout()`, or a context with
/// `invalidateEverything`) runs `prepare()` from scratch once per frame: with thousands of items
/// that is the stutter on scroll. The rule scrolls a fresh layout in ten steps of a tenth of the
/// viewport, counts `prepare()` calls and full invalidations, and warns when offset changes alone
/// invalidated everything and the cells came out of `prepare()` exactly as before — wasted work.
/// A layout whose frames really depend on the offset (a carousel scaling cells near the centre)
/// changes its cells on those steps and is not flagged. The fix is an invalidation context
/// (`invalidationContext(forBoundsChange:)`) that invalidates only what moves, such as pinned
/// headers, or `false` for a pure offset change.
///
/// It then swaps the viewport's sides (a rotation). When the layout does not invalidate for it
/// (`shouldInvalidateLayout(forBoundsChange:)` says no to a new size) and answers differently
/// from a layout prepared from scratch at the new size, it shows the old width's frames (error).
public struct InvalidationCostRule: CheckRule {
    public let name = "invalidation-cost"
    public let summary = "scroll steps do not invalidate everything for identical attributes; a size change leaves nothing stale"
    public init() {}

    static let steps = 10

    public func check(_ run: CheckRun, into log: inout FindingLog) {
        let t = run.target, d = run.scrollAxis
        let view = CollectionView(layout: t.make(), viewportSize: t.viewport, contentOffset: t.contentOffset, contentInset: t.contentInset)
        let layout = view.layout
        var bounds = Rect(origin: view.minimumContentOffset, size: t.viewport)
        view.setContentOffset(bounds.origin, clamped: false)
        bounds = view.bounds
        let range = view.maximumContentOffset.s(d) - view.minimumContentOffset.s(d)
        var invalidated = 0, everything = 0, wasted = 0, changed = 0, stepsTaken = 0
        let step = t.viewport.s(d) / 10
        if range > 0, step > 0 {
            for _ in 0..<Self.steps {
                let s = min(bounds.origin.s(d) + step, view.maximumContentOffset.s(d))
                guard s > bounds.origin.s(d) else { break }
                let next = Rect(origin: Point(s: s, f: bounds.origin.f(d), d), size: bounds.size)
                stepsTaken += 1
                let area = bounds.union(next)
                let before = Self.cells(layout, area)
                if let context = layout.applyBoundsChange(to: next, contentInset: t.contentInset) {
                    _ = view.host?.takeContentOffsetAdjustment()
                    invalidated += 1
                    if context.invalidateEverything || context.invalidateDataSourceCounts {
                        everything += 1
                        if Self.cells(layout, area) == before { wasted += 1 } else { changed += 1 }
                    }
                }
                bounds = next
            }
        }
        if wasted > 0, changed == 0 {
            log.add(run.finding(name, .warning, "wasted-invalidation",
                                "\(everything) of \(stepsTaken) scroll steps of \(fmt(step)) points invalidated everything and ran prepare() again (\(invalidated) prepare() calls in all); the cells came out identical every time",
                                offset: bounds.origin,
                                values: [.init("shouldInvalidateLayout(forBoundsChange:)", "true on \(invalidated) of \(stepsTaken) offset changes"),
                                         .init("invalidationContext(forBoundsChange:)", "invalidateEverything on \(everything)")],
                                hint: "return false from shouldInvalidateLayout(forBoundsChange:) when only the origin changes, or return an invalidation context from invalidationContext(forBoundsChange:) that invalidates only what moves (pinned headers: invalidateSupplementaryElements(ofKind:at:))"))
        }
        checkSizeChange(run, view, &log)
    }

    /// Rotates the viewport and compares the layout's answers with a layout prepared afresh there.
    func checkSizeChange(_ run: CheckRun, _ view: CollectionView, _ log: inout FindingLog) {
        let t = run.target
        let rotated = Size(width: t.viewport.height, height: t.viewport.width)
        guard rotated != t.viewport else { return }
        let before = view.relayoutCount
        view.setViewportSize(rotated)
        let prepares = view.relayoutCount - before
        // A layout that prepared again is judged by its own invalidation; one whose answers
        // depend on what it has shown (self-sizing) rightly differs from one prepared afresh.
        guard prepares == 0 else { return }
        let fresh = t.make()
        fresh.collectionView = CollectionViewGeometry(bounds: view.bounds, contentInset: t.contentInset)
        fresh.invalidate()
        fresh.prepare()
        let area = Rect(origin: .zero, size: fresh.contentSize).union(view.bounds)
        let resized = Self.cells(view.layout, area), expected = Self.cells(fresh, area)
        guard resized != expected else { return }
        let differing = expected.keys.sorted().first { resized[$0] != expected[$0] } ?? resized.keys.sorted().first { expected[$0] == nil }
        let element = differing.map { ElementID(category: .cell, kind: ElementKind.cell, indexPath: $0) }
        log.add(run.finding(name, .error, "stale-after-resize",
                            "the viewport changed from \(fmt(t.viewport.width))x\(fmt(t.viewport.height)) to \(fmt(rotated.width))x\(fmt(rotated.height)) without an invalidation, and the layout answers differently from a layout prepared at the new size",
                            element: element, offset: view.contentOffset,
                            values: [.init("after the size change", differing.flatMap { resized[$0] }.map(describe) ?? "absent"),
                                     .init("prepared at the new size", differing.flatMap { expected[$0] }.map(describe) ?? "absent")],
                            hint: "return true from shouldInvalidateLayout(forBoundsChange:) when the bounds' size changes, and recompute what depends on it in prepare()"))
    }

    /// The cells the rect query returns in `rect`, by index path.
    static func cells(_ layout: CollectionLayout, _ rect: Rect) -> [IndexPath: Rect] {
        var result: [IndexPath: Rect] = [:]
        for a in layout.attributes(in: rect) where a.category == .cell { result[a.indexPath] = a.frame }
        return result
    }
}
