import LatticeLayout

/// **pinning**: a pinned header or footer stays in view, above the cells, and the rect query
/// returns it exactly when its frame meets the rect.
///
/// UIKit's pinned section headers (`sectionHeadersPinToVisibleBounds`, IGList's
/// `stickyHeaders`, a compositional `pinToVisibleBounds` item) follow the visible bounds — the
/// bounds less the content inset — until the end of their section pushes them out. At every
/// sampled offset, each element the layout marks pinned must
///
/// - lie inside the visible bounds along the scroll axis, or sit at its clamp (a header's end at
///   its section's end, a footer's start at its section's start), within a pixel of the screen
///   scale: else it slides out of view while its section is shown (error);
/// - have a zIndex above every cell it covers: else cells scroll over it (error; UIKit's flow
///   layout gives pinned headers zIndex 1024);
/// - be returned by the rect query exactly when its frame meets the rect: a rect ending where it
///   starts must not return it (warning), one overlapping it by a pixel must (error).
///
/// The zIndex and the rect queries are checked for pinned elements in view (one held at its
/// clamp above the bounds is drawn nowhere).
public struct PinningRule: CheckRule {
    public let name = "pinning"
    public let summary = "pinned headers and footers stay in the visible bounds or at their clamp, above the cells, in the rect query when they meet it"
    public init() {}

    public func check(_ run: CheckRun, into log: inout FindingLog) {
        let d = run.scrollAxis, inset = run.target.contentInset, px = run.pixel
        run.visit { state, layout in
            let pinned = state.elements.filter { $0.isPinned && $0.category == .supplementary }
            guard !pinned.isEmpty else { return }
            let extents = Self.sectionExtents(state, d)
            let vStart = state.bounds.minS(d) + inset.leadS(d), vEnd = state.bounds.maxS(d) - inset.trailS(d)
            // The cells in view: the only ones a pinned element in view can cover.
            let visibleCells = state.elements.filter { $0.category == .cell && $0.frame.meets(state.bounds) }
            for p in pinned {
                let f = p.frame
                let inside = f.minS(d) >= vStart - px && f.maxS(d) <= vEnd + px
                if !inside && !Self.atClamp(p, extents, state.contentSize.s(d), d, px) {
                    log.add(run.finding(name, .error, "out-of-view", "the pinned element lies outside the visible bounds and is not at its section's end",
                                        element: p.elementID, offset: state.offset,
                                        values: [.init("pinned frame", describe(f)),
                                                 .init("visible \(d == .vertical ? "y" : "x")", "\(fmt(vStart))…\(fmt(vEnd))")],
                                        hint: "pin to max(the resting position, the bounds' start plus the adjusted content inset), and no further than the section's end less the element's length"))
                }
                // A pinned element out of view (held at its clamp above the bounds) is drawn nowhere.
                guard f.meets(state.bounds) else { continue }
                for c in visibleCells where c.frame.meets(f) && c.zIndex >= p.zIndex {
                    log.add(run.finding(name, .error, "under-cell", "a cell covers the pinned element: its zIndex is not above the cell's",
                                        element: p.elementID, offset: state.offset,
                                        values: [.init("pinned zIndex", "\(p.zIndex)"), .init("cell \(c.indexPath) zIndex", "\(c.zIndex)")],
                                        hint: "give pinned headers and footers a zIndex above the cells (UICollectionViewFlowLayout uses 1024)"))
                    break
                }
                let lenS = state.bounds.size.s(d)
                let touching = Rect(minS: f.minS(d) - lenS, lenS: lenS, minF: f.minF(d), lenF: f.lenF(d), d)
                let overlapping = Rect(minS: f.minS(d) - lenS + px, lenS: lenS, minF: f.minF(d), lenF: f.lenF(d), d)
                for rect in [state.bounds, touching, overlapping] {
                    let returned = layout.attributes(in: rect).contains { $0.elementID == p.elementID }
                    let meets = f.meets(rect)
                    if returned == meets { continue }
                    log.add(run.finding(name, meets ? .error : .warning, meets ? "pinned-missing" : "pinned-extra",
                                        meets ? "the rect query misses the pinned element though its pinned frame meets the rect"
                                              : "the rect query returns the pinned element though its pinned frame does not meet the rect",
                                        element: p.elementID, offset: state.offset, rect: rect,
                                        values: [.init("query rect", describe(rect)), .init("pinned frame", describe(f))],
                                        hint: "decide whether a pinned element meets the rect from its pinned frame, not its resting frame"))
                }
            }
        }
    }

    /// Per section, the scroll-axis span of its cells (nil for a section without cells).
    static func sectionExtents(_ state: OffsetState, _ d: ScrollDirection) -> [Int: (min: Double, max: Double)] {
        var extents: [Int: (min: Double, max: Double)] = [:]
        for e in state.elements where e.category == .cell {
            let s = e.indexPath.section
            let old = extents[s] ?? (.infinity, -.infinity)
            extents[s] = (min(old.min, e.frame.minS(d)), max(old.max, e.frame.maxS(d)))
        }
        return extents
    }

    /// True when a pinned header's end lies between its section's last cell and the next
    /// section's first cell (a footer's start between the previous section's last cell and its
    /// own first): pushed there by the section's end.
    static func atClamp(_ p: LayoutAttributes, _ extents: [Int: (min: Double, max: Double)], _ contentLength: Double,
                        _ d: ScrollDirection, _ px: Double) -> Bool {
        let s = p.indexPath.section
        guard let own = extents[s] else { return true }
        if ElementKind.isSectionFooter(p.kind) {
            let previousEnd = extents.filter { $0.key < s }.max { $0.key < $1.key }?.value.max ?? 0
            return p.frame.minS(d) >= previousEnd - px && p.frame.minS(d) <= own.min + px
        }
        let nextStart = extents.filter { $0.key > s }.min { $0.key < $1.key }?.value.min ?? contentLength
        return p.frame.maxS(d) >= own.max - px && p.frame.maxS(d) <= max(nextStart, own.max) + px
    }
}
