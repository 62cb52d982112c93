import LatticeLayout

/// Labels and identities follow their items through batch updates, as a UICollectionViewCell's
/// content belongs to its item, not to its index path: an item keeps its identity (its
/// `section.item` when the fixture was loaded) and its label through inserts, deletes and
/// moves. An inserted item is a copy of the item at `source` (old index path): same label, and
/// the identity of its source with a `+` (`1.2+`).
extension Scene {
    /// The label state the batch started from is kept for `undoLabels()`.
    mutating func relabel(after mapping: UpdateMapping, copying source: IndexPath?, historyLimit: Int = 32) {
        labelHistory.append(labelState)
        if labelHistory.count > historyLimit { labelHistory.removeFirst(labelHistory.count - historyLimit) }
        let items = itemLabel, lines = lineLabel, ids = identity
        let copy = source.map { p -> ItemIdentity in var c = ids(p); c.copies += 1; return c }
        func old(_ p: IndexPath) -> IndexPath? { mapping.oldIndexPath(forNew: p) ?? source }
        itemLabel = { p in old(p).flatMap(items) }
        lineLabel = { p in old(p).flatMap(lines) }
        identity = { p in mapping.oldIndexPath(forNew: p).map(ids) ?? copy ?? ItemIdentity(origin: p) }
    }

    /// Takes the labels back to before the last batch update (the layout undid it). A redo runs
    /// the same batch again, so `relabel` gives the same labels back.
    mutating func undoLabels() {
        guard let last = labelHistory.popLast() else { return }
        labelState = last
    }

    /// The three label functions together.
    var labelState: LabelState {
        get { LabelState(item: itemLabel, line: lineLabel, identity: identity) }
        set { itemLabel = newValue.item; lineLabel = newValue.line; identity = newValue.identity }
    }

    /// An item's identity at index path `p` (its index path when loaded, kept through updates).
    public func identity(of p: IndexPath) -> ItemIdentity { identity(p) }
}

/// An item's label, line label and identity by index path, at one point of the edit history.
struct LabelState {
    var item: (IndexPath) -> String?
    var line: (IndexPath) -> String?
    var identity: (IndexPath) -> ItemIdentity
}
