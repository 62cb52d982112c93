import LatticeLayout

/// FSQCollectionViewAlignedLayout in the viewer: vertical only (`d` says so), `s` switches
/// `shouldPinSectionHeadersToTop`; it has no stretchToEdge, stickyHeaderYOffset or
/// topContentInset. Its pin rule is `y = min(max(offset.y + contentInset.top, section top),
/// section bottom − header height)` (AlignedLayoutRules §10), the layout's own
/// `headerPin(section:)`.
extension AlignedLayout: ViewerLayout {
    public var layoutName: String { "aligned" }
    public var supportedKnobs: KnobSupport { [.stickyHeaders] }
    public var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: .vertical, stickyHeaders: options.pinSectionHeaders) }
        set { options.pinSectionHeaders = newValue.stickyHeaders }
    }
}
