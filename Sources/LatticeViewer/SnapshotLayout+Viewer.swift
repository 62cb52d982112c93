import LatticeLayout

/// A snapshot (an imported paste) in the viewer: it scrolls, zooms and can be inspected, but it
/// has no options to turn: its frames are what the app's layout printed.
extension SnapshotLayout: ViewerLayout {
    public var layoutName: String { "snapshot" }
    public var supportedKnobs: KnobSupport { [] }
    public var noBatchUpdatesReason: String { "a snapshot shows frames as imported: a, x, m and u do not apply" }
    public var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: scrollDirection) }
        set {}
    }
}
