import LatticeLayout
import LatticeViewport

/// `:set` on edited data: the fixture is loaded again with one more override, and the edits
/// (`a` `x` `m`, what `u` would take back) are run again on it, in order and without animation,
/// as `]` keeps them by changing the live layout. They stay unsaved, and `u` / `U` still take
/// them back and redo them.
extension ViewerModel {
    /// Runs the steps done in `old` again on the scene just installed, each item given back the
    /// identity and label it had; the redo side is kept as it was. Returns nil when every step
    /// ran, else why the first one could not (the data the `:set` gave does not take it).
    mutating func replayEdits(_ old: EditHistory<ViewerEdit>) -> String? {
        var replayed = EditHistory<ViewerEdit>(limit: Self.historyLimit)
        for step in old.done {
            let before = scene.labelState
            do {
                guard let done = try collectionView.performAnimatedBatchUpdates(step.batch, copying: step.source, durationMs: 0),
                      let undo = done.record.undo else { return layout.noBatchUpdatesReason }
                scene.relabel(after: done.record.mapping, copying: step.source)
                replayed.push(EditHistory.Step(batch: step.batch, source: step.source, undo: undo,
                                               note: ViewerEdit(serial: step.note.serial, labels: before)))
            } catch {
                return "\(Self.describe(step.batch)): \(error)"
            }
        }
        for step in old.undone { replayed.restoreUndone(step) }
        history = replayed
        return nil
    }

    /// A `:set` loaded: the new scene, with the unsaved edits run again on it. When they do not
    /// fit the new data, the first `:set` changes nothing and says so; the same `:set` again
    /// shows the new data without them.
    mutating func installSet(_ newScene: () -> Scene, key: String, value: String, request: FixtureRequest, loaded: LoadedFixture) {
        let before = self
        let edits = history, saved = savedSerial
        overrides = request.overrides
        source = (loaded.fixture, loaded.text)
        install(newScene(), offset: collectionView.contentOffset)
        guard !edits.done.isEmpty || !edits.undone.isEmpty else { message = ("set \(key) = \(value)", false); return }
        guard let why = replayEdits(edits) else {
            savedSerial = saved     // the file read again is the one the edits were made on, or newer
            if let f = focus, !elementExists(f) { focus = nil }
            message = ("set \(key) = \(value) (edits kept, \(historyDepth))", false)
            return
        }
        let warning = "set \(key)=\(value)"
        guard before.hasUnsavedChanges, before.warnedAbout != warning else {
            install(newScene(), offset: collectionView.contentOffset)
            message = ("set \(key) = \(value) (edits dropped)", false)
            return
        }
        self = before
        warnedAbout = warning
        message = (":set \(key)=\(value) not applied: your unsaved edits do not fit the data it gives (\(why)); :set it again to drop them, :w saves them first", true)
    }
}
