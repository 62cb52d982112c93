import LatticeLayout

/// IGListCollectionViewLayout in the viewer: every knob. Setting `knobs` assigns `options` once,
/// so the layout invalidates exactly what changed (a new stickyHeaderYOffset: header frames only,
/// ListLayoutRules §9.4; anything else: everything).
extension ListLayout: ViewerLayout {
    public var layoutName: String { "list" }
    public var supportedKnobs: KnobSupport { .all }
    public var knobs: LayoutKnobs {
        get {
            LayoutKnobs(scrollDirection: options.scrollDirection, stickyHeaders: options.stickyHeaders,
                        stretchToEdge: options.stretchToEdge, stickyHeaderYOffset: options.stickyHeaderYOffset,
                        topContentInset: options.topContentInset)
        }
        set {
            var o = options
            o.scrollDirection = newValue.scrollDirection; o.stickyHeaders = newValue.stickyHeaders
            o.stretchToEdge = newValue.stretchToEdge; o.stickyHeaderYOffset = newValue.stickyHeaderYOffset
            o.topContentInset = newValue.topContentInset
            options = o
        }
    }
}
