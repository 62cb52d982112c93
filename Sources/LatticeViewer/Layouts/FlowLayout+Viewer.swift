import LatticeLayout

/// UICollectionViewFlowLayout in the viewer: `d` switches `scrollDirection`, `s` toggles
/// `sectionHeadersPinToVisibleBounds`; it has no stretchToEdge, stickyHeaderYOffset or
/// topContentInset (the keys say so). Footers pin from the fixture's
/// `sectionFootersPinToVisibleBounds`.
extension FlowLayout: ViewerLayout {
    public var layoutName: String { "flow" }
    public var supportedKnobs: KnobSupport { [.scrollDirection, .stickyHeaders] }
    public var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: options.scrollDirection, stickyHeaders: options.sectionHeadersPinToVisibleBounds) }
        set {
            var o = options
            o.scrollDirection = newValue.scrollDirection
            o.sectionHeadersPinToVisibleBounds = newValue.stickyHeaders
            options = o
        }
    }

    /// UICollectionViewFlowLayout reads only the length of `headerReferenceSize` /
    /// `footerReferenceSize` along the scroll axis (the height when vertical, the width when
    /// horizontal) and shows no header or footer where it is 0. A size with length only across
    /// the axis (`[0, 30]` scrolling horizontally) was meant for the other direction: say so.
    public var hiddenSupplementaryReason: String? {
        let d = options.scrollDirection
        let side = d == .vertical ? "height" : "width"
        let way = d == .vertical ? "vertically" : "horizontally"
        func hidden(_ size: (FlowSection) -> Size, _ name: String) -> String? {
            guard let s = sections.first(where: { size($0).s(d) == 0 && size($0).f(d) > 0 }) else { return nil }
            let v = size(s)
            return "\(name) [\(fmt(v.width)), \(fmt(v.height))] has \(side) 0"
        }
        let found = [hidden(\.headerSize, "headerReferenceSize"), hidden(\.footerSize, "footerReferenceSize")].compactMap { $0 }
        guard !found.isEmpty else { return nil }
        let what = found.count == 2 ? "no header or footer" : found[0].hasPrefix("header") ? "no header" : "no footer"
        return "\(what): \(found.joined(separator: ", ")), the length UIKit reads when scrolling \(way)"
    }
}
