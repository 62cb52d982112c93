import LatticeLayout

/// The viewer's note on each step of its edit history (`EditHistory`, which holds the batch, the
/// item an insert copied and the layout's way back): which edit it is, so "unsaved changes" can
/// tell, and the items' identities and labels from before it, which `u` gives back.
struct ViewerEdit {
    var serial: Int
    var labels: LabelState
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
