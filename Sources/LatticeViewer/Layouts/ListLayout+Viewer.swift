import LatticeLayout

/// IGListCollectionViewLayout in the viewer: every knob, each one of its options. Setting the
/// knobs assigns `options` once, so the layout invalidates exactly what changed
/// (a new stickyHeaderYOffset: header frames only, ListLayoutRules §9.4; anything else:
/// everything). The pin rule is the layout's own `headerPin(section:)`.
extension ListLayout: ViewerLayout {
    public var layoutName: String { "list" }
    public var supportedKnobs: KnobSupport { .all }
    /// The pinnable headers, each with `headerMotion(section:)` (absent once its section has
    /// left the viewport, as the rect query has it).
    public func offsetMotions() -> [ElementMotion] {
        (0 ..< numberOfSections).compactMap { s in
            guard let pin = headerPin(section: s), let motion = headerMotion(section: s) else { return nil }
            return ElementMotion(category: .supplementary, kind: ElementKind.header, indexPath: IndexPath(item: 0, section: s),
                                 restingFrame: pin.restingFrame, direction: knobs.scrollDirection, motion: motion)
        }
    }
    /// Every knob is one of the layout's options of the same name; `showHeaderWhenEmpty` and
    /// `screenScale` are no knobs and stay.
    public var knobs: LayoutKnobs {
        get {
            LayoutKnobs(scrollDirection: options.scrollDirection, stickyHeaders: options.stickyHeaders,
                        topContentInset: options.topContentInset, stretchToEdge: options.stretchToEdge,
                        stickyHeaderYOffset: options.stickyHeaderYOffset)
        }
        set {
            var o = options
            o.scrollDirection = newValue.scrollDirection
            o.stickyHeaders = newValue.stickyHeaders
            o.topContentInset = newValue.topContentInset
            o.stretchToEdge = newValue.stretchToEdge
            o.stickyHeaderYOffset = newValue.stickyHeaderYOffset
            options = o
        }
    }
}
