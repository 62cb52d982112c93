/// Pinned boundary items as functions of the content offset, for `lattice export --html`: each
/// item with `pinToVisibleBounds`, its motion the pieces of its own pin rule
/// (`boundaryPin(kind:section:)`, CompositionalLayoutRules §6.4, through
/// `HeaderPin.motion(takenAt:)`), the layout's own items (section −1) included.
extension CompositionalLayout {
    public func boundaryMotions() -> [ElementMotion] {
        let d = laidOutDirection, offset = collectionView.bounds.origin.s(d)
        var motions: [ElementMotion] = []
        func add(_ b: CompositionalBoundaryRecord, section: Int) {
            guard b.pins, let pin = boundaryPin(kind: b.kind, section: section), let motion = pin.motion(takenAt: offset) else { return }
            motions.append(ElementMotion(category: .supplementary, kind: b.kind, indexPath: b.indexPath, restingFrame: b.resting,
                                         direction: d, motion: motion, zIndex: b.zIndex))
        }
        for b in layoutBoundaries { add(b, section: -1) }
        for (s, r) in records.enumerated() {
            for b in boundaries[r.boundaryRange] { add(b, section: s) }
        }
        return motions
    }
}
