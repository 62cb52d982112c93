import LatticeLayout
import LatticeViewport

/// **determinism**: two passes over the same input give the same answers.
///
/// UIKit asks a layout the same question many times (a rect query per frame, single-element
/// queries for every cell it shows, both again after rotation) and trusts the answers to agree:
/// a layout whose frames depend on anything but its input (a clock, a random number, state left
/// over from the last query) flickers, logs cached-frame mismatches and breaks every other rule
/// at random. So this rule runs first, and a layout it finds anything in is not checked further.
///
/// It makes two fresh layouts of the same data at the same size and offset and compares their
/// content sizes, their rect queries over everything and the single answer of every item; then
/// asks the first the same rect twice.
public struct DeterminismRule: CheckRule {
    public let name = "determinism"
    public let summary = "two passes over the same input give the same answers"
    public init() {}

    public func check(_ run: CheckRun, into log: inout FindingLog) {
        let t = run.target
        let a = CollectionView(layout: t.make(), viewportSize: t.viewport, contentOffset: t.contentOffset, contentInset: t.contentInset)
        let b = CollectionView(layout: t.make(), viewportSize: t.viewport, contentOffset: t.contentOffset, contentInset: t.contentInset)
        let offset = a.contentOffset
        let fix = "a layout's answers must follow from its input alone: compute frames in prepare() from the data source and the collection view's bounds, never from a clock, a random number or what an earlier query cached"
        if a.contentSize != b.contentSize {
            log.add(run.finding(name, .error, "content-size-differs", "two fresh layouts of the same data report different content sizes",
                                offset: offset, values: [.init("first collectionViewContentSize", "\(a.contentSize)"),
                                                         .init("second collectionViewContentSize", "\(b.contentSize)")], hint: fix))
        }
        compare(a.layout.attributes(in: everywhere), b.layout.attributes(in: everywhere), "two fresh layouts answer the rect query over everything differently",
                "first layout", "second layout", run, offset, fix, &log)
        let again = a.layout.attributes(in: everywhere)
        let once = a.layout.attributes(in: everywhere)
        compare(once, again, "the same layout answers the same rect query differently twice", "first query", "second query", run, offset, fix, &log)
        for s in 0..<max(0, a.layout.numberOfSections) {
            for i in 0..<max(0, a.layout.numberOfItems(inSection: s)) {
                let p = IndexPath(item: i, section: s)
                let x = a.layout.attributesForItem(at: p), y = b.layout.attributesForItem(at: p)
                if !Self.same(x, y) {
                    log.add(run.finding(name, .error, "item-differs", "two fresh layouts answer \(singleQueryName(.cell)) differently",
                                        element: ElementID(category: .cell, kind: ElementKind.cell, indexPath: p), offset: offset,
                                        values: [.init("first layout", x.map(describe) ?? "nil"), .init("second layout", y.map(describe) ?? "nil")],
                                        hint: fix))
                }
            }
        }
    }

    /// The same answer, a NaN coordinate equal to a NaN (a NaN frame is the geometry rule's
    /// finding, not a difference between two answers).
    static func same(_ a: LayoutAttributes?, _ b: LayoutAttributes?) -> Bool {
        guard var a, var b else { return a == nil && b == nil }
        func clean(_ r: inout Rect) {
            if r.origin.x.isNaN { r.origin.x = 0 }; if r.origin.y.isNaN { r.origin.y = 0 }
            if r.size.width.isNaN { r.size.width = 0 }; if r.size.height.isNaN { r.size.height = 0 }
        }
        let nans = [a.frame.x.isNaN, a.frame.y.isNaN, a.frame.width.isNaN, a.frame.height.isNaN]
        guard nans == [b.frame.x.isNaN, b.frame.y.isNaN, b.frame.width.isNaN, b.frame.height.isNaN] else { return false }
        clean(&a.frame); clean(&b.frame)
        return a == b
    }

    /// Findings for every element the two answers disagree on (missing from one, or different).
    private func compare(_ first: [LayoutAttributes], _ second: [LayoutAttributes], _ message: String,
                         _ firstName: String, _ secondName: String, _ run: CheckRun, _ offset: Point, _ fix: String,
                         _ log: inout FindingLog) {
        if first == second { return }
        var byID: [ElementID: LayoutAttributes] = [:]
        for e in second { byID[e.elementID] = e }
        var seen: Set<ElementID> = []
        for e in first {
            seen.insert(e.elementID)
            let other = byID[e.elementID]
            if !Self.same(other, e) {
                log.add(run.finding(name, .error, "rect-differs", message, element: e.elementID, offset: offset, rect: everywhere,
                                    values: [.init(firstName, describe(e)), .init(secondName, other.map(describe) ?? "absent")], hint: fix))
            }
        }
        for e in second where !seen.contains(e.elementID) {
            log.add(run.finding(name, .error, "rect-differs", message, element: e.elementID, offset: offset, rect: everywhere,
                                values: [.init(firstName, "absent"), .init(secondName, describe(e))], hint: fix))
        }
    }
}
