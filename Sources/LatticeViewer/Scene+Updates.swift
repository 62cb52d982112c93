import LatticeLayout

extension Scene {
    /// After a batch update, labels follow their items (an item's label belongs to the item, not
    /// to its index path). An inserted item is a copy of the item at `source` (old index path),
    /// label included. The previous labels are kept for `undoLabels()`.
    func relabel(after mapping: UpdateMapping, copying source: IndexPath?, historyLimit: Int = 32) {
        labelHistory.append((itemLabel, lineLabel))
        if labelHistory.count > historyLimit { labelHistory.removeFirst(labelHistory.count - historyLimit) }
        let items = itemLabel, lines = lineLabel
        func old(_ p: IndexPath) -> IndexPath? { mapping.oldIndexPath(forNew: p) ?? source }
        itemLabel = { p in old(p).flatMap(items) }
        lineLabel = { p in old(p).flatMap(lines) }
    }

    /// Takes the labels back to before the last batch update (the layout undid it).
    func undoLabels() {
        guard let last = labelHistory.popLast() else { return }
        itemLabel = last.item
        lineLabel = last.line
    }
}
