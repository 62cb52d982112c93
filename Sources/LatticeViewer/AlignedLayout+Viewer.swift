import LatticeLayout

/// FSQCollectionViewAlignedLayout in the viewer: vertical only (`d` says so), `s` switches
/// `shouldPinSectionHeadersToTop`; it has no stretchToEdge, stickyHeaderYOffset or
/// topContentInset. Its pin rule is `y = min(max(offset.y + contentInset.top, section top),
/// section bottom − header height)` (AlignedLayoutRules §10).
extension AlignedLayout: ViewerLayout {
    public var layoutName: String { "aligned" }
    public var supportedKnobs: KnobSupport { [.stickyHeaders] }
    public var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: .vertical, stickyHeaders: options.pinSectionHeaders) }
        set { options.pinSectionHeaders = newValue.stickyHeaders }
    }
    public func pinInfo(section: Int) -> PinInfo? {
        guard let p: AlignedPinInfo = self.pinInfo(section: section), p.headerHeight > 0 else { return nil }
        let clamp: PinInfo.Clamp
        switch p.activeLimit {
        case .notPinnable, .viewportEdge: clamp = .none
        case .sectionTop: clamp = .lower
        case .sectionEnd: clamp = .upper
        }
        var info = PinInfo(section: section,
                       lineTerms: [("off", collectionView.bounds.origin.y), ("inset.top", collectionView.contentInset.top)],
                       restingFrame: p.restingFrame, frame: p.frame, line: p.viewportEdge, lowerClamp: p.sectionTop,
                       upperClamp: p.upperLimit, activeClamp: clamp, isPinned: p.isPinned)
        info.upperClampSource = "end of \(section):"
        return info
    }
}
