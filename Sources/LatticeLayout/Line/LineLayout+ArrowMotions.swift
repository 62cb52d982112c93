/// The `arrow` decorations as functions of the content offset (`OffsetMotion`), for
/// `lattice export --html`: the rule of `placeArrows()` solved for the offset `o` along S, with
/// `top = o` and `bottom = o + L` (L the viewport's length along S), exactly.
///
/// * The start arrow sits at `top` on the line of the last section whose `suffixMinFirstItem`
///   is below `top`: on section `j`'s line for `suffixMin[j] < o ≤ suffixMin[j + 1]`, absent
///   while `o ≤ suffixMin[0]`.
/// * The end arrow sits at `bottom − grip` on the line of the first section whose
///   `prefixMaxItemEnd` is above `bottom`: on section `j`'s line for
///   `prefixMax[j − 1] − L ≤ o < prefixMax[j] − L`, absent from `prefixMax[last] − L` on.
extension LineLayout {
    public func arrowMotions() -> [ElementMotion] {
        guard options.displayArrows, !sectionKeys.isEmpty else { return [] }
        let keys = sectionKeys, geometry = storage.geometry, d = d, g = metrics.grip
        let length = collectionView.bounds.size.s(d)
        func cross(_ j: Int) -> Double { geometry[j].lineCentreF - g / 2 }
        typealias Piece = OffsetMotion.Piece
        // Start: hidden, then one piece per section from just above its suffixMin.
        var start = [Piece(from: -.infinity, intercept: 0, slope: 1, isHidden: true)]
        // (Of sections with equal suffixMin, the last is the one `placeArrows` picks.)
        for j in keys.indices where j == keys.count - 1 || keys[j].suffixMinFirstItem < keys[j + 1].suffixMinFirstItem {
            start.append(Piece(from: keys[j].suffixMinFirstItem.nextUp, intercept: 0, slope: 1, cross: cross(j)))
        }
        // End: one piece per section from prefixMax[j − 1] − L (of equal ones, the first), then hidden.
        var end: [Piece] = []
        for j in keys.indices where j == 0 || keys[j].prefixMaxItemEnd > keys[j - 1].prefixMaxItemEnd {
            let from = j == 0 ? -Double.infinity : keys[j - 1].prefixMaxItemEnd - length
            end.append(Piece(from: from, intercept: length - g, slope: 1, cross: cross(j)))
        }
        end.append(Piece(from: keys[keys.count - 1].prefixMaxItemEnd - length, intercept: 0, slope: 1, isHidden: true))
        let square = Rect(minS: 0, lenS: g, minF: cross(0), lenF: g, d)
        return [start, end].enumerated().map { item, pieces in
            ElementMotion(category: .decoration, kind: LineElementKind.arrow, indexPath: IndexPath(item: item, section: 0),
                          restingFrame: square, direction: d, motion: OffsetMotion(pieces: pieces), zIndex: Self.arrowZIndex)
        }
    }
}
