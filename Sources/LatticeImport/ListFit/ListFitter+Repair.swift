import LatticeFixtures
import LatticeLayout

/// The last step of a fit that still misses frames (see `ListInference`): IGList's pixel
/// rounding (`IGListRectIntegralScaled`, ListLayoutRules §3.5) floors every running position,
/// and at a screen scale whose pixel is not a binary fraction (3) a binary sum of thirds can
/// land a hair under a pixel line and lose that pixel. A frame a pixel low shifts what the
/// rows, gaps and line breaks say by a pixel, so a value read off them can come out a pixel off,
/// and the error grows along the row or down the rows. Here every value is put back on the
/// pixel grid, then moved a pixel at a time, or by the distance the first missed frame is off
/// (alone, or against another value where the frames only show their sum: an interitem spacing
/// and the trailing inset, a section's trailing inset and the next one's leading inset) for as
/// long as that moves the first missed frame later in the layout, or misses fewer frames, or the
/// same frames closer (`FitScore`). The first miss comes first because IGList lays the sections
/// out in order: a move that settles an earlier section can shift every later one, and those are
/// repaired by the moves after it. A moved value may leave the interval the report gives for it:
/// that interval allowed for no dropped pixel.
extension ListFitter {
    /// How well the fitted layout reproduces the paste: where the first frame missed beyond
    /// `tolerance` is, how many are (`LayoutDiff`'s changes), and the summed distance of every
    /// frame's sides (points).
    struct FitScore: Comparable {
        /// The first missed element in the typewriter's order (section, then item), or nil.
        var firstMiss: IndexPath?
        var misses: Int
        var distance: Double
        /// `a < b`: `a` is the better fit. Better is a first miss later in the layout (IGList
        /// lays sections out in order, so what comes before a miss is settled), then fewer
        /// misses, then closer frames.
        static func < (a: FitScore, b: FitScore) -> Bool {
            if a.firstMiss != b.firstMiss {
                guard let x = a.firstMiss else { return true }
                guard let y = b.firstMiss else { return false }
                return y < x
            }
            return a.misses != b.misses ? a.misses < b.misses : a.distance < b.distance - 1e-9
        }
    }

    /// The fitted layout against every imported cell, header and footer.
    func score() -> FitScore {
        let (expected, fitted) = laidOut()
        var byID: [ElementID: Rect] = [:]
        for a in fitted { byID[a.elementID] = a.frame }
        var distance = 0.0
        for e in expected {
            guard let g = byID[e.elementID] else { continue }
            let f = e.frame
            distance += (f.x - g.x).magnitude + (f.y - g.y).magnitude + (f.width - g.width).magnitude + (f.height - g.height).magnitude
        }
        let changes = LayoutDiff(old: expected, new: fitted, tolerance: tolerance).changes
        let first = changes.compactMap { ($0.old ?? $0.new)?.indexPath }.min()
        return FitScore(firstMiss: first, misses: changes.count, distance: distance)
    }

    /// A section's values the repair may move: the four insets and both spacings.
    static var movable: [WritableKeyPath<FixtureSection, Double>] {
        [\.insets.top, \.insets.left, \.insets.bottom, \.insets.right, \.lineSpacing, \.interitemSpacing] }

    /// Snaps every value to the pixel grid, then moves values (`moves`) while the score
    /// improves, within `budget` layouts. Only at a screen scale that drops pixels (`pixelDrop`).
    mutating func repairPixels(budget: Int = 2000) {
        guard pixelDrop > 0, missingItems == 0 else { return }
        var best = score()
        guard best.misses > 0 else { return }
        var snappedAll = self
        for s in sections.indices { for p in Self.movable { snappedAll.sections[s][keyPath: p] = snapped(sections[s][keyPath: p]) } }
        let snappedScore = snappedAll.score()
        if !(best < snappedScore) { self = snappedAll; best = snappedScore }
        var budget = budget, improved = true
        while improved, best.misses > 0, budget > 0, !self.budget.isSpent {
            improved = false
            for (s, deltas) in moveDeltas() {
                for move in Self.moves(deltas) {
                    budget -= 1
                    guard !self.budget.isSpent else { break }
                    var trial = self
                    guard trial.apply(move, to: s) else { continue }
                    let t = trial.score()
                    if t < best { self = trial; best = t; improved = true }
                }
            }
        }
        reportRepaired()
    }

    /// Per section, the steps to move its values by: a pixel either way; and for the section of
    /// the first frame missed and the two before it, the distance it is missed by along each axis.
    func moveDeltas() -> [(Int, [Double])] {
        let px = 1 / scale
        let missed = compare().0.first { $0.old != nil && $0.new != nil }
        return sections.indices.map { s in
            var deltas = [px, -px]
            if let old = missed?.old, let b = missed?.new?.frame, (s ... s + 2).contains(old.indexPath.section) {
                let a = old.frame
                for v in [a.x - b.x, a.y - b.y, a.maxX - b.maxX, a.maxY - b.maxY].map(snapped)
                where v.magnitude > px / 2 && !deltas.contains(where: { ($0 - v).magnitude < 1e-9 }) {
                    deltas += [v, -v]
                }
            }
            return (s, deltas)
        }
    }

    /// One value of section `s + offset` moved by `delta`.
    typealias Step = (offset: Int, value: WritableKeyPath<FixtureSection, Double>, delta: Double)

    /// Every move of one value by one of `deltas`, and of two values by it in opposite
    /// directions: two of the section's, or a trailing value of it (bottom or right inset, a
    /// spacing) against a leading inset of the next section, where the frames show only the sum.
    static func moves(_ deltas: [Double]) -> [[Step]] {
        var result: [[Step]] = []
        let trailing: [WritableKeyPath<FixtureSection, Double>] = [\.insets.bottom, \.insets.right, \.lineSpacing, \.interitemSpacing]
        for delta in deltas {
            for (i, p) in movable.enumerated() {
                result.append([(0, p, delta)])
                for q in movable[(i + 1)...] { result.append([(0, p, delta), (0, q, -delta)]) }
            }
            for p in trailing {
                for q in [\FixtureSection.insets.top, \FixtureSection.insets.left] { result.append([(0, p, delta), (1, q, -delta)]) }
            }
        }
        return result
    }

    /// Applies `move` from section `s`, keeping every value on the grid; false when a value
    /// would turn negative or the section does not exist.
    mutating func apply(_ move: [Step], to s: Int) -> Bool {
        for step in move {
            let t = s + step.offset
            guard t < sections.count else { return false }
            let v = snapped(sections[t][keyPath: step.value] + step.delta)
            guard v >= 0 else { return false }
            sections[t][keyPath: step.value] = v
        }
        return true
    }

    /// The report's values set to the repaired sections' where they differ.
    mutating func reportRepaired() {
        var last: [String: Int] = [:]
        for (k, v) in values.enumerated() { last[v.name] = k }
        for (s, section) in sections.enumerated() {
            let i = AxisInsets(section.insets, d)
            let fields: [(String, Double)] = [(insetName(s, \.leadS), i.leadS), (insetName(s, \.trailS), i.trailS),
                                              (insetName(s, \.leadF), i.leadF), (insetName(s, \.trailF), i.trailF),
                                              ("sections[\(s)].lineSpacing", section.lineSpacing),
                                              ("sections[\(s)].interitemSpacing", section.interitemSpacing)]
            for (name, v) in fields {
                guard let k = last[name] else { continue }
                if (values[k].value - v).magnitude > 1e-9 {
                    values[k].value = v
                    values[k].note = (values[k].note.map { $0 + "; " } ?? "") + "moved on the pixel grid so that IGList's rounding gives the frames"
                } else {
                    values[k].value = v
                }
            }
        }
    }
}
