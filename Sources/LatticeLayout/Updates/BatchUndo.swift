/// The way back from one batch update, as the layout that ran it hands it out: the batch's
/// inverse and the content of what the batch removed or replaced (deleted and reloaded items and
/// sections, by their old index), never a copy of the whole data, so a step costs memory in
/// proportion to its batch. UIKit keeps no undo; the host keeps these in its edit history
/// (`EditHistory` in LatticeViewport) and hands one back to `UpdatableLayout.undoBatchUpdate(_:)`.
public struct BatchUndo {
    /// The batch that takes the data back (`BatchUpdate.inverse`).
    public let inverse: BatchUpdate
    /// How many items and sections the step keeps (what its batch removed).
    public let keptItems: Int, keptSections: Int
    /// Runs `inverse` on the layout that made the step (that very object), with the kept
    /// content; nil for any other layout.
    let apply: (any UpdatableLayout) throws(BatchUpdateError) -> BatchUpdateRecord?

    init(inverse: BatchUpdate, keptItems: Int, keptSections: Int,
         apply: @escaping (any UpdatableLayout) throws(BatchUpdateError) -> BatchUpdateRecord?) {
        self.inverse = inverse; self.keptItems = keptItems; self.keptSections = keptSections; self.apply = apply
    }
}

public extension UpdatableLayout {
    /// Takes one batch back: runs its inverse with the content it removed (relaid out and
    /// prepared as any batch is). Nil when `step` came from another layout.
    @discardableResult
    func undoBatchUpdate(_ step: BatchUndo) throws(BatchUpdateError) -> BatchUpdateRecord? {
        try step.apply(self)
    }
}
