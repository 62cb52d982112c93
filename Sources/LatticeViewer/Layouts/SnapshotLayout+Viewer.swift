import LatticeLayout

/// A snapshot (an imported paste, a capture) in the viewer: it scrolls, zooms and can be
/// inspected, but it has no options to turn: its frames are what the app's layout returned.
/// A capture's tracked elements move as their tracks say (FixtureFormat §9a).
extension SnapshotLayout: ViewerLayout {
    public var layoutName: String { "snapshot" }
    public var supportedKnobs: KnobSupport { [] }
    public var noBatchUpdatesReason: String { "a snapshot shows frames as imported: a, x, m and u do not apply" }
    public var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: scrollDirection) }
        set {}
    }

    /// Each tracked element with its track as linear pieces (`SnapshotTrack.motion`), so the
    /// HTML page plays it as the viewer does.
    public func offsetMotions() -> [ElementMotion] {
        tracks.keys.sorted().map { p in
            let e = elements[p], track = tracks[p]!
            return ElementMotion(category: e.category, kind: e.kind, indexPath: e.indexPath,
                                 restingFrame: track.restingFrame(kind: e.kind), direction: scrollDirection,
                                 motion: track.motion(scrollDirection), zIndex: e.zIndex)
        }
    }
}
