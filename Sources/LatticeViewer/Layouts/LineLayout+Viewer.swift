import LatticeLayout

/// SWCollectionViewLineLayout in the viewer: `d` switches its scroll direction; it has no sticky
/// headers, stretchToEdge, stickyHeaderYOffset or topContentInset. Its arrows follow the
/// viewport (`arrowMotions()`).
extension LineLayout: ViewerLayout {
    public func offsetMotions() -> [ElementMotion] { arrowMotions() }
    public var layoutName: String { "line" }
    public var supportedKnobs: KnobSupport { [.scrollDirection] }
    public var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: options.scrollDirection) }
        set { if newValue.scrollDirection != options.scrollDirection { options.scrollDirection = newValue.scrollDirection } }
    }
}
