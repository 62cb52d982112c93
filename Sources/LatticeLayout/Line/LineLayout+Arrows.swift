/// The `arrow` decorations (`displayArrows`): a start arrow while some item starts before the
/// bounds' leading edge, an end arrow while some item ends after the trailing edge. Each is a
/// `gripSize` square on the line of the section holding the nearest such item, against the edge
/// of the bounds. They follow the viewport: a bounds change invalidates them
/// (`shouldInvalidate(forBoundsChange:)`), and `prepare()` places them again.
extension LineLayout {
    func placeArrows() {
        startArrow = nil
        endArrow = nil
        guard options.displayArrows, !sectionKeys.isEmpty else { return }
        // (Local references: one exclusivity check each, none per read.)
        let keys = sectionKeys, geometry = storage.geometry, d = d
        let top = preparedBounds.minS(d), bottom = preparedBounds.maxS(d)
        let g = metrics.grip
        // Start: the last item that starts before `top` is in the last section whose first item
        // does (item starts increase within a section). `suffixMinFirstItem` increases, so the
        // sections with some later-or-equal section starting before `top` are a prefix.
        let last = partitionPoint(0 ..< keys.count) { keys[$0].suffixMinFirstItem >= top } - 1
        if last >= 0 {
            let c = geometry[last].lineCentreF
            startArrow = (Rect(minS: top, lenS: g, minF: c - g / 2, lenF: g, d), last)
        }
        // End: the first item that ends after `bottom` is in the first section with such an item.
        let first = partitionPoint(0 ..< keys.count) { keys[$0].prefixMaxItemEnd > bottom }
        if first < keys.count {
            let c = geometry[first].lineCentreF
            endArrow = (Rect(minS: bottom - g, lenS: g, minF: c - g / 2, lenF: g, d), first)
        }
    }
}
