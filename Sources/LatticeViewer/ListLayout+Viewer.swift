import LatticeLayout

/// IGListCollectionViewLayout in the viewer: every knob. The knobs are the layout's own
/// options; setting them assigns `options` once, so the layout invalidates exactly what changed
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
    public var knobs: LayoutKnobs {
        get { options }
        set {
            var o = options
            supportedKnobs.apply(newValue, to: &o)
            options = o
        }
    }
}
