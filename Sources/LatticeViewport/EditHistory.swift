import LatticeLayout

/// The undo / redo history of the batch updates run on a collection view (what an app keeps in
/// an `UndoManager` around `performBatchUpdates:`): the steps done, most recent last, and the
/// steps undone, for redo. Each step holds its batch, the item its inserts copied, the layout's
/// way back (`BatchUndo`) and the host's own `Note` about it (the viewer keeps the item
/// identities and labels from before the batch, and a serial for "unsaved changes").
///
/// A value: the host owns the one history; the layout keeps none.
public struct EditHistory<Note> {
    /// One batch as the host ran it.
    public struct Step {
        public var batch: BatchUpdate
        /// The old index path inserted items were copied from (nil: no insert).
        public var source: IndexPath?
        /// How the layout takes it back.
        public var undo: BatchUndo
        public var note: Note
        public init(batch: BatchUpdate, source: IndexPath?, undo: BatchUndo, note: Note) {
            self.batch = batch; self.source = source; self.undo = undo; self.note = note
        }
    }

    /// Steps done and not undone, most recent last.
    public private(set) var done: [Step] = []
    /// Steps undone, most recent last (`redo` takes the last).
    public private(set) var undone: [Step] = []
    /// How many steps are kept; older ones are forgotten.
    public let limit: Int

    public init(limit: Int = 32) { self.limit = Swift.max(1, limit) }

    /// A new edit: kept for undo; what was undone can no longer be redone.
    public mutating func record(_ step: Step) {
        push(step)
        undone.removeAll()
    }

    /// A redone edit: back on the done side, the rest of what was undone stays redoable.
    public mutating func push(_ step: Step) {
        done.append(step)
        if done.count > limit { done.removeFirst(done.count - limit) }
    }

    /// The step to undo (removed from `done`); record it with `didUndo` once undone.
    public mutating func popDone() -> Step? { done.popLast() }
    /// The step undone goes to the redo side.
    public mutating func didUndo(_ step: Step) { undone.append(step) }
    /// The step to redo (removed from `undone`).
    public mutating func popUndone() -> Step? { undone.popLast() }
    /// Gives a step back to the redo side (a redo that failed).
    public mutating func restoreUndone(_ step: Step) { undone.append(step) }

    public var isEmpty: Bool { done.isEmpty && undone.isEmpty }
}
