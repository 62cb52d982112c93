import LatticeLayout

/// IGListCollectionViewLayout in the viewer: every knob. The knobs are the layout's own
/// options; setting them assigns `options` once, so the layout invalidates exactly what changed
/// (a new stickyHeaderYOffset: header frames only, ListLayoutRules §9.4; anything else:
/// everything). The pin rule is the layout's own `headerPin(section:)`.
extension ListLayout: ViewerLayout {
    public var layoutName: String { "list" }
    public var supportedKnobs: KnobSupport { .all }
    public var knobs: LayoutKnobs {
        get { options }
        set {
            var o = options
            supportedKnobs.apply(newValue, to: &o)
            options = o
        }
    }
}
