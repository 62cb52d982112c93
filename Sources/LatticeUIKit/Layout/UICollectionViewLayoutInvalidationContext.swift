import Foundation
package import LatticeLayout

/// `UICollectionViewLayoutInvalidationContext`: which parts of a layout an invalidation makes
/// stale. `invalidateLayout()` hands the layout one with `invalidateEverything`; the collection
/// view sets `invalidateDataSourceCounts` when items or sections come and go.
///
/// One is made for every scroll a layout invalidates on, so its stored properties skip Swift's
/// dynamic exclusivity checks (`@exclusivity(unchecked)`): like the layout, it is only used on
/// the main thread.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Everything must be recomputed (set by `invalidateLayout()`). Read-only for a subclass,
    /// which may override it (as in UIKit, where it is a read-only property).
    open internal(set) var invalidateEverything: Bool {
        get { everythingInvalidated }
        set { everythingInvalidated = newValue }
    }
    /// The number of sections or items changed (set by the collection view); overridable as
    /// `invalidateEverything`.
    open internal(set) var invalidateDataSourceCounts: Bool {
        get { dataSourceCountsInvalidated }
        set { dataSourceCountsInvalidated = newValue }
    }
    @exclusivity(unchecked) private var everythingInvalidated = false
    @exclusivity(unchecked) private var dataSourceCountsInvalidated = false
    @exclusivity(unchecked) open private(set) var invalidatedItemIndexPaths: [Foundation.IndexPath]?
    @exclusivity(unchecked) open private(set) var invalidatedSupplementaryIndexPaths: [String: [Foundation.IndexPath]]?
    @exclusivity(unchecked) open private(set) var invalidatedDecorationIndexPaths: [String: [Foundation.IndexPath]]?
    @exclusivity(unchecked) open var contentOffsetAdjustment: CGPoint = .zero
    @exclusivity(unchecked) open var contentSizeAdjustment: CGSize = .zero

    /// What the engine's own layouts (behind the seeds' classes) asked for, carried through
    /// UIKit's path unchanged.
    @exclusivity(unchecked) package var engineContext: InvalidationContext?

    public required override init() { super.init() }

    open func invalidateItems(at indexPaths: [Foundation.IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [Foundation.IndexPath]) {
        var d = invalidatedSupplementaryIndexPaths ?? [:]
        d[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = d
    }
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [Foundation.IndexPath]) {
        var d = invalidatedDecorationIndexPaths ?? [:]
        d[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = d
    }

    /// The engine context this one stands for: the one carried, else one read off UIKit's flags.
    package var asEngineContext: InvalidationContext {
        if let engineContext {
            var c = engineContext
            c.invalidateEverything = c.invalidateEverything || invalidateEverything
            c.invalidateDataSourceCounts = c.invalidateDataSourceCounts || invalidateDataSourceCounts
            return c
        }
        var c = InvalidationContext(invalidateEverything: invalidateEverything, invalidateDataSourceCounts: invalidateDataSourceCounts)
        if invalidatedItemIndexPaths?.isEmpty == false { c.invalidateEverything = true }
        if invalidatedSupplementaryIndexPaths?.isEmpty == false { c.invalidateSupplementaryAttributes = true }
        if invalidatedDecorationIndexPaths?.isEmpty == false { c.invalidateDecorationAttributes = true }
        return c
    }

    /// A short summary for the inspector: `everything`, `dataSourceCounts`, `items 3`…
    package var summary: String {
        var parts: [String] = []
        if invalidateEverything { parts.append("everything") }
        if invalidateDataSourceCounts { parts.append("dataSourceCounts") }
        if let i = invalidatedItemIndexPaths, !i.isEmpty { parts.append("items \(i.count)") }
        if let s = invalidatedSupplementaryIndexPaths, !s.isEmpty { parts.append("supplementary \(s.values.reduce(0) { $0 + $1.count })") }
        if let d = invalidatedDecorationIndexPaths, !d.isEmpty { parts.append("decoration \(d.values.reduce(0) { $0 + $1.count })") }
        if parts.isEmpty, let engineContext { return Self.summary(ofEngineContext: engineContext) }
        return parts.isEmpty ? "nothing" : parts.joined(separator: " ")
    }

    /// The summary of a context that carries only `engine` (UIKit's flags and lists unset).
    package nonisolated static func summary(ofEngineContext engine: InvalidationContext) -> String {
        engine.isEmpty ? "nothing" : engine.invalidateSupplementaryAttributes ? "supplementary" : "partial"
    }
}
