import LatticeLayout

/// **rect-vs-item**: the rect query and the single-element queries tell the same story.
///
/// UIKit shows what `layoutAttributesForElements(in:)` returns for the visible rect and asks
/// `layoutAttributesForItem(at:)` (and the supplementary and decoration twins) for one element at
/// a time: when it scrolls to an item, animates an update, or checks its cache. For sampled
/// rects — the viewport at every sampled offset, random rects, and rects whose edges touch an
/// element's edges — the rect query must return exactly the elements whose single answer meets
/// the rect (positive overlap on both axes, as `CGRectIntersectsRect` on iOS; touching edges do
/// not count), each once, with the same frame, and only for index paths in the data.
///
/// - A missing element is a blank space on the device where a cell should be: error.
/// - An extra element is drawn off-screen for nothing: warning.
/// - A different frame is UIKit's "cached frame mismatch": error. The classic cause is a flow
///   layout subclass that edits the attributes `super` returns without `copy()`.
/// - A duplicate, or an index path not in the data, makes UIKit throw: error.
public struct RectVsItemRule: CheckRule {
    public let name = "rect-vs-item"
    public let summary = "the rect query returns exactly the elements whose single answer meets the rect, with the same frames"
    public init() {}

    /// Random rects per offset, and elements whose edges get touching rects.
    static let randomRects = 3
    static let edgeElements = 3

    static let copyHint = "UIKit logs a cached frame mismatch when the rect query and the single query disagree: compute both from the same prepared frames. In a UICollectionViewFlowLayout subclass, copy() the attributes super returns before changing them (super keeps the originals in its cache), and apply the same change in layoutAttributesForItem(at:)"

    public func check(_ run: CheckRun, into log: inout FindingLog) {
        var random = run.random
        run.visit { state, layout in
            for path in state.unansweredItems {
                log.add(run.finding(name, .error, "item-unanswered", "\(singleQueryName(.cell)) returns nil for an item in the data",
                                    element: ElementID(category: .cell, kind: ElementKind.cell, indexPath: path), offset: state.offset,
                                    values: [.init("data source", "item \(path.item) of \(layout.numberOfItems(inSection: path.section)) in section \(path.section)"),
                                             .init(singleQueryName(.cell), "nil")],
                                    hint: "return attributes for every index path the data source has"))
            }
            for rect in sampleRects(state, &random) {
                check(rect, state, layout, run, &log)
            }
        }
    }

    /// The viewport, random rects over the content and the viewport, and for a few random
    /// elements their own frame and the four rects of viewport size touching its edges.
    func sampleRects(_ state: OffsetState, _ random: inout SplitMix64) -> [Rect] {
        var rects = [state.bounds]
        let area = Rect(origin: .zero, size: state.contentSize).union(state.bounds)
        let w = state.bounds.width, h = state.bounds.height
        for _ in 0..<Self.randomRects {
            let rw = CheckRun.uniform(&random, w / 10, w), rh = CheckRun.uniform(&random, h / 10, h)
            rects.append(Rect(x: CheckRun.uniform(&random, area.minX - rw / 2, area.maxX - rw / 2),
                              y: CheckRun.uniform(&random, area.minY - rh / 2, area.maxY - rh / 2), width: rw, height: rh))
        }
        let sized = state.elements.filter { $0.frame.width > 0 && $0.frame.height > 0 && $0.frame.minX.isFinite && $0.frame.maxY.isFinite }
        if !sized.isEmpty {
            for _ in 0..<Self.edgeElements {
                let e = sized[Int(random.integer(in: 0, Int64(sized.count - 1)))].frame
                rects += [e,
                          Rect(x: e.minX, y: e.minY - h, width: e.width, height: h),
                          Rect(x: e.minX, y: e.maxY, width: e.width, height: h),
                          Rect(x: e.minX - w, y: e.minY, width: w, height: e.height),
                          Rect(x: e.maxX, y: e.minY, width: w, height: e.height)]
            }
        }
        return rects
    }

    func check(_ rect: Rect, _ state: OffsetState, _ layout: CollectionLayout, _ run: CheckRun, _ log: inout FindingLog) {
        let returned = layout.attributes(in: rect)
        var seen: Set<ElementID> = []
        let sections = layout.numberOfSections
        for a in returned {
            let id = a.elementID
            if !seen.insert(id).inserted {
                log.add(run.finding(name, .error, "duplicate", "the rect query returns the element twice", element: id,
                                    offset: state.offset, rect: rect, values: [.init(rectQueryName, describe(a))],
                                    hint: "return each element once per query (UIKit throws on a duplicate)"))
                continue
            }
            let inData: Bool
            switch a.category {
            case .cell:
                inData = a.indexPath.section >= 0 && a.indexPath.section < sections
                    && a.indexPath.item >= 0 && a.indexPath.item < layout.numberOfItems(inSection: a.indexPath.section)
            case .supplementary:
                inData = a.indexPath.section >= 0 && a.indexPath.section < sections
            case .decoration:
                inData = true
            }
            if !inData {
                log.add(run.finding(name, .error, "not-in-data", "the rect query returns attributes for an index path that is not in the data",
                                    element: id, offset: state.offset, rect: rect,
                                    values: [.init(rectQueryName, describe(a)), .init("data source", "\(sections) sections")],
                                    hint: "drop attributes of deleted items and sections in prepare() (UIKit throws on an index path it cannot find)"))
                continue
            }
            guard let single = state.single(id) ?? singleAnswer(layout, id) else {
                log.add(run.finding(name, .error, "no-single-answer", "the rect query returns an element its single query knows nothing about",
                                    element: id, offset: state.offset, rect: rect,
                                    values: [.init(rectQueryName, describe(a)), .init(singleQueryName(a.category), "nil")],
                                    hint: "answer \(singleQueryName(a.category)) for every element the rect query returns"))
                continue
            }
            if !Self.sameFrame(single.frame, a.frame) {
                log.add(run.finding(name, .error, "frame-mismatch", "cached frame mismatch: the rect query and the single query give different frames",
                                    element: id, offset: state.offset, rect: rect,
                                    values: [.init(rectQueryName, describe(a.frame)), .init(singleQueryName(a.category), describe(single.frame))],
                                    hint: Self.copyHint))
            }
            if !single.frame.meets(rect) {
                log.add(run.finding(name, .warning, "extra", "the rect query returns an element whose frame does not meet the rect",
                                    element: id, offset: state.offset, rect: rect,
                                    values: [.init("query rect", describe(rect)), .init(singleQueryName(a.category), describe(single.frame))],
                                    hint: "return only elements whose frame meets the rect with positive overlap on both axes (CGRectIntersectsRect: touching edges do not count)"))
            }
        }
        for e in state.elements where e.frame.meets(rect) && !seen.contains(e.elementID) {
            log.add(run.finding(name, .error, "missing", "the rect query misses an element whose frame meets the rect: a blank space on the device",
                                element: e.elementID, offset: state.offset, rect: rect,
                                values: [.init("query rect", describe(rect)), .init(singleQueryName(e.category), describe(e.frame))],
                                hint: "return every element whose frame meets the rect, including those that only touch it by part of a point; search the prepared frames, not a guess of the visible rows"))
        }
    }

    /// Frames equal up to floating-point noise (a billionth of the larger coordinate).
    static func sameFrame(_ a: Rect, _ b: Rect) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool {
            x == y || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
        }
        return close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
    }
}
