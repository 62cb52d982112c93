import LatticeLayout

/// Values of a `list` fit known exactly from outside the frames of one paste (another capture,
/// the app's own numbers), which the fit takes as given instead of fitting or leaving them
/// unobservable (see `ListInference.fit`).
public struct ListKnownValues: Sendable {
    /// A value known exactly, with what says so (the report's note).
    public struct Known: Sendable {
        public var value: Double
        public var note: String
        public init(_ value: Double, note: String) { self.value = value; self.note = note }
    }

    /// `topContentInset + stickyHeaderYOffset`, the offset of IGList's sticky line
    /// (ListLayoutRules §6): one paste at rest does not show it; a captured header's track
    /// does. The fitted fixture turns `stickyHeaders` on and carries the line as
    /// `topContentInset` (the content inset the line usually is) plus `stickyHeaderYOffset`
    /// (only the sum reaches a frame).
    public var stickyLine: Known?
    /// The part of `stickyLine` that is `stickyHeaderYOffset`, when the app says (a capture's
    /// settings); 0 otherwise.
    public var stickyHeaderYOffset: Double?

    public init(stickyLine: Known? = nil, stickyHeaderYOffset: Double? = nil) {
        self.stickyLine = stickyLine; self.stickyHeaderYOffset = stickyHeaderYOffset
    }
}
