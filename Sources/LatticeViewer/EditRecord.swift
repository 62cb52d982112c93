import LatticeLayout

/// One edit as the viewer ran it (`a` `x` `m`): the batch and the item an insert copied, so
/// `U` / `C-r` can run it again after `u`; `serial` tells edits apart for "unsaved changes".
struct EditRecord {
    var batch: BatchUpdate
    var source: IndexPath?
    var serial: Int
}

extension BatchUpdate {
    /// Where the focus goes after a redone batch when the focused element has no counterpart:
    /// the first inserted or moved-to item.
    func focusAfter(_ mapping: UpdateMapping) -> ElementID? {
        for item in items {
            switch item {
            case .insertItem(let p): return ViewerModel.cellID(p)
            case .moveItem(_, let to): return ViewerModel.cellID(to)
            default: continue
            }
        }
        return nil
    }
}
