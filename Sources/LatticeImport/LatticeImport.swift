/// # LatticeImport
///
/// `lattice import`: what a debugger prints for a real app's layout, turned into fixtures.
///
/// ```
/// paste bytes ─► PasteLineReader (one line at a time) ─► DebuggerPaste: [SnapshotElement]
///             ─► SnapshotText (a `snapshot` fixture, frames as printed)
///             ─► ListInference.fit ─► ListFit ─► ListFixtureText (a `list` fixture, --infer list)
/// two pastes ─► PinExplanation (how the sticky headers moved, against IGList's pin formula)
/// ```
///
/// The fixture model and its text helpers come from `LatticeFixtures`; the layouts the fit is
/// checked against come from `LatticeLayout`.
public enum LatticeImportModule {}
