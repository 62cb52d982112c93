import LatticeLayout

/// **content-size**: every element lies inside the area a user can scroll through.
///
/// UIKit scrolls over `collectionViewContentSize` widened by the content inset: from
/// `-contentInset.top` to `contentSize.height + contentInset.bottom` (the same across). An
/// element that reaches past it is cut off at the end of scrolling: the user cannot bring its
/// last points into view (a footer under the home indicator, the last row half shown). Warning,
/// naming each element, with its frame at rest (pinned headers are judged where they rest) and
/// the scrollable area.
///
/// IGListCollectionViewLayout reports a content size that ends at the last section's items and
/// bottom inset and leaves out a footer it returns (its `contentSize` reads the last section's
/// `lastItemFrame`, not its footer): the fixtures that show it mark the finding expected.
public struct ContentSizeRule: CheckRule {
    public let name = "content-size"
    public let summary = "every element lies inside the content size (widened by the content inset)"
    public init() {}

    public func check(_ run: CheckRun, into log: inout FindingLog) {
        guard let state = run.states.first else { return }
        let inset = run.target.contentInset
        let size = state.contentSize
        let scrollable = Rect(x: -inset.left, y: -inset.top, width: size.width + inset.left + inset.right,
                              height: size.height + inset.top + inset.bottom)
        let tolerance = run.pixel / 2
        let compositional = run.view.layout as? CompositionalLayout
        for e in state.elements where !e.isPinned && e.frame.width > 0 && e.frame.height > 0 {
            // A section that scrolls on its own (orthogonalScrollingBehavior) reaches its items itself.
            if let compositional, compositional.isOrthogonal(section: e.indexPath.section) { continue }
            let f = e.frame
            guard f.minX.isFinite, f.minY.isFinite, f.maxX.isFinite, f.maxY.isFinite else { continue }
            var sides: [String] = []
            if f.minX < scrollable.minX - tolerance { sides.append("left of") }
            if f.maxX > scrollable.maxX + tolerance { sides.append("right of") }
            if f.minY < scrollable.minY - tolerance { sides.append("above") }
            if f.maxY > scrollable.maxY + tolerance { sides.append("below") }
            guard !sides.isEmpty else { continue }
            log.add(run.finding(name, .warning, "unreachable", "the element reaches \(sides.joined(separator: " and ")) the scrollable area: a user cannot scroll it fully into view",
                                element: e.elementID, offset: state.offset,
                                values: [.init("frame", describe(f)),
                                         .init("collectionViewContentSize", "\(fmt(size.width))x\(fmt(size.height)) (scrollable area \(describe(scrollable)))")],
                                hint: "make collectionViewContentSize reach the far edge of the last element (footers and decoration views included)"))
        }
    }
}
