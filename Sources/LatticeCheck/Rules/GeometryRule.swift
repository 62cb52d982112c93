import LatticeLayout

/// **geometry**: frames and the content size are real, non-negative sizes; flow items fit their
/// section.
///
/// A NaN or infinite coordinate, or a negative width or height, makes UIKit throw
/// (`CALayer position contains NaN`) or lay the view out nowhere: error. A
/// `UICollectionViewFlowLayout` item wider than the collection view less the section insets and
/// the content insets (taller, when the layout scrolls horizontally) makes UIKit log, once per
/// layout pass:
///
/// > the behavior of the UICollectionViewFlowLayout is not defined because the item width must be
/// > less than the width of the UICollectionView minus the section insets left and right values,
/// > minus the content insets left and right values.
///
/// and the item gets a row of its own, cut off by the collection view: warning.
public struct GeometryRule: CheckRule {
    public let name = "geometry"
    public let summary = "no NaN, infinite or negative sizes; flow items no wider than their section"
    public init() {}

    /// UIKit's log for a flow item longer than its section's rows (vertical scrolling).
    public static let flowLogWidth = "the behavior of the UICollectionViewFlowLayout is not defined because the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
    /// The same log for a horizontally scrolling flow layout.
    public static let flowLogHeight = "the behavior of the UICollectionViewFlowLayout is not defined because the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."

    public func check(_ run: CheckRun, into log: inout FindingLog) {
        let fix = "compute frames from finite, non-negative sizes: check the data source's sizes and divisions by a zero count or width"
        var first = true
        run.visit { state, layout in
            let c = state.contentSize
            if !c.width.isFinite || !c.height.isFinite || c.width < 0 || c.height < 0 {
                log.add(run.finding(name, .error, "bad-content-size", "collectionViewContentSize is not a finite, non-negative size",
                                    offset: state.offset, values: [.init("collectionViewContentSize", "\(fmt(c.width))x\(fmt(c.height))"), .init("expected", "finite, >= 0")],
                                    hint: fix))
            }
            for e in state.elements {
                let f = e.frame
                if !(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite) {
                    log.add(run.finding(name, .error, "not-finite", "the frame has a NaN or infinite value", element: e.elementID,
                                        offset: state.offset, values: [.init(singleQueryName(e.category), describe(f)), .init("expected", "finite")], hint: fix))
                } else if f.width < 0 || f.height < 0 {
                    log.add(run.finding(name, .error, "negative-size", "the frame has a negative width or height", element: e.elementID,
                                        offset: state.offset, values: [.init(singleQueryName(e.category), describe(f)), .init("expected", "width and height >= 0")], hint: fix))
                }
            }
            // The flow items' sizes do not change with the offset: once per size.
            if first, let flow = layout as? FlowLayout { checkFlow(flow, state, run, &log) }
            first = false
        }
    }

    /// Items longer across the scroll axis than the collection view less the content and section insets.
    func checkFlow(_ flow: FlowLayout, _ state: OffsetState, _ run: CheckRun, _ log: inout FindingLog) {
        let d = flow.options.scrollDirection
        let ci = flow.collectionView.contentInset
        let across = run.target.viewport.f(d) - ci.leadF(d) - ci.trailF(d)
        for (s, section) in flow.sections.enumerated() {
            let available = across - section.insets.leadF(d) - section.insets.trailF(d)
            for (i, size) in section.itemSizes.enumerated() where size.f(d) > available + 1e-9 {
                let side = d == .vertical ? "width" : "height"
                log.add(run.finding(name, .warning, "flow-item-too-long",
                                    "UIKit logs: \(d == .vertical ? Self.flowLogWidth : Self.flowLogHeight)",
                                    element: ElementID(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: i, section: s)),
                                    offset: state.offset,
                                    values: [.init("item \(side)", fmt(size.f(d))),
                                             .init("available \(side)", "\(fmt(available)) (\(fmt(run.target.viewport.f(d))) less section insets \(fmt(section.insets.leadF(d)))+\(fmt(section.insets.trailF(d))) and content insets \(fmt(ci.leadF(d)))+\(fmt(ci.trailF(d))))")],
                                    hint: "size the item from collectionView.bounds less the section and content insets (sizeForItemAt), or give it a smaller size"))
            }
        }
    }
}
