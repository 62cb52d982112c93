import LatticeLayout

/// Labels and identities follow their items through batch updates, as a UICollectionViewCell's
/// content belongs to its item, not to its index path: an item keeps its identity (its
/// `section.item` when the fixture was loaded) and its label through inserts, deletes and
/// moves. An inserted item is a copy of the item at `source` (old index path): same label, and
/// the identity of its source with a `+` (`1.2+`).
extension Scene {
    /// The labels and identities after a batch (`mapping`) that copied the item at `source`
    /// into its inserts. The state before it is the edit history's to keep (`ViewerEdit`).
    mutating func relabel(after mapping: UpdateMapping, copying source: IndexPath?) {
        let items = itemLabel, texts = supplementaryText, ids = identity
        let copy = source.map { p -> ItemIdentity in var c = ids(p); c.copies += 1; return c }
        func old(_ p: IndexPath) -> IndexPath? { mapping.oldIndexPath(forNew: p) ?? source }
        itemLabel = { p in old(p).flatMap(items) }
        supplementaryText = { kind, p in old(p).flatMap { texts(kind, $0) } }
        identity = { p in mapping.oldIndexPath(forNew: p).map(ids) ?? copy ?? ItemIdentity(origin: p) }
    }

    /// The three label functions together (`u` sets them back to a step's; a redo runs the
    /// same batch again, so `relabel` gives the same labels back).
    var labelState: LabelState {
        get { LabelState(item: itemLabel, supplementary: supplementaryText, identity: identity) }
        set { itemLabel = newValue.item; supplementaryText = newValue.supplementary; identity = newValue.identity }
    }

    /// An item's identity at index path `p` (its index path when loaded, kept through updates).
    public func identity(of p: IndexPath) -> ItemIdentity { identity(p) }
}

/// An item's label, line label and identity by index path, at one point of the edit history.
struct LabelState {
    var item: (IndexPath) -> String?
    var supplementary: (String, IndexPath) -> String?
    var identity: (IndexPath) -> ItemIdentity
}
