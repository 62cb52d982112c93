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
}
