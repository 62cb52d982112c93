import LatticeFixtures
import LatticeLayout

/// The fixed-axis values of a fit (F insets, interitem spacings) for the whole layout at once,
/// when the section-by-section fit leaves frames unmatched (see `ListInference`).
///
/// IGList's typewriter (ListLayoutRules §2, §3.2, §4.5) keeps one F cursor across sections. With
/// which sections start a new row taken from the section-by-section fit, every relation is
/// linear in B (trailing F inset), G (B + interitem spacing) and A (leading F inset): an item
/// that stays on a row bounds B, a row break bounds G (within a section) or the previous
/// section's G plus this section's B (a section's first item that did not fit), a first item
/// that stays gives the previous G plus A. Stored with alternating signs at each break, these
/// are difference constraints: every one is kept to the end, and values are chosen inside them
/// only once all are in.
extension ListFitter {
    typealias Unknown = SignedConstraints.Variable

    /// One section's fixed-axis unknowns.
    struct FixedUnknowns {
        var a: Unknown?
        var b: Unknown
        var g: Unknown
        /// The room hidden empty sections before this one take on the row (their F insets), as
        /// the previous G plus it; the shown empty sections' (observed) room.
        var room: Unknown?
        var previousG: Unknown?
        var hidden: [Int]
        var shownRoom: Double
    }

    /// Refits every section's F insets and interitem spacing; false (nothing changed) when the
    /// frames admit no solution with this row structure.
    mutating func refitFixedAxis() -> Bool {
        guard missingItems == 0, let (system, unknowns) = fixedSystem() else { return false }
        var chosen = system
        for s in unknowns.keys.sorted() {
            let k = unknowns[s]!, e = AxisInsets(sections[s].insets, d)
            let b = choose([(k.b, 1)], prefer: Swift.max(0, e.trailF), &chosen)
            let g = choose([(k.g, 1), (k.b, -1)], prefer: Swift.max(0, sections[s].interitemSpacing), &chosen) + b
            let a = k.a.map { choose([($0, 1)], prefer: Swift.max(0, e.leadF), &chosen) }
            let room = k.room.map { choose([($0, 1)] + (k.previousG.map { [($0, -1)] } ?? []), prefer: k.shownRoom, &chosen) - k.shownRoom }
            guard chosen.system.distances(from: nil) != nil else { return false }
            reportFixed(s, k, system, b: b, g: g, a: a)
            for (n, h) in k.hidden.enumerated() {
                var empty = AxisInsets(sections[h].insets, d)
                empty.leadF = n == 0 ? room ?? 0 : 0
                empty.trailF = 0
                sections[h].insets = empty.edgeInsets(d)
            }
        }
        return true
    }

    /// A value for `Σ c · x` inside its interval, as near `prefer` as it allows, then fixed.
    func choose(_ terms: [(Unknown, Double)], prefer: Double, _ system: inout SignedConstraints) -> Double {
        let r = system.range(terms)
        var v = prefer
        if let l = r.low, v < l { v = l }
        if let h = r.high, v > h { v = h }
        v = snapped(v)
        system.equal(terms.map { ($0.0 as Unknown?, $0.1) }, v)
        return v
    }

    /// The walk through the sections so far: the constraints, the unknowns, and what the last
    /// section with items leaves on the row.
    struct FixedWalk {
        var system = SignedConstraints()
        var unknowns: [Int: FixedUnknowns] = [:]
        var previous: (s: Int, g: Unknown, end: Double)?
        var empties: [Int] = []
        var sign = 1.0
    }

    /// The constraints the paste puts on the fixed-axis unknowns, walking the sections as
    /// IGList's typewriter does. Whether a section's first item starts a new row is taken from
    /// the section-by-section fit first, and the other way where that leaves no solution
    /// (depth first, within a budget); nil when no way is found.
    func fixedSystem() -> (SignedConstraints, [Int: FixedUnknowns])? {
        guard input.sections.allSatisfy({ $0.items.allSatisfy { $0 != nil } }) else { return nil }
        var budget = 2000, walk = FixedWalk()
        walk.system.system.tolerance += pixelDrop
        return walkFixed(walk, from: 0, layout(), &budget).map { ($0.system, $0.unknowns) }
    }

    func walkFixed(_ walk: FixedWalk, from s: Int, _ layout: CollectionLayout, _ budget: inout Int) -> FixedWalk? {
        guard s < input.sections.count else { return walk }
        let o = input.sections[s]
        var walk = walk
        if o.isEmpty { walk.empties.append(s); return walkFixed(walk, from: s + 1, layout, &budget) }
        let bumps = walk.empties.compactMap { input.sections[$0].header?.lenS(d) }.reduce(0, +)
        let fitted = continuesRow(s, after: walk.previous?.s, bumps: bumps, layout)
        for continues in o.header != nil ? [false] : [fitted, !fitted] {
            budget -= 1
            if budget < 0 { return nil }
            var next = walk
            if !continues { next.sign = -next.sign }
            let sign = next.sign
            var k = FixedUnknowns(a: nil, b: next.system.variable(sign: sign), g: next.system.variable(sign: sign), room: nil,
                                  previousG: next.previous?.g, hidden: [], shownRoom: 0)
            // What the previous section's cursor leaves: its G, then the empty sections' room.
            k.hidden = walk.empties.filter { input.sections[$0].header == nil && input.sections[$0].footer == nil }
            k.shownRoom = walk.empties.compactMap { e in (input.sections[e].header ?? input.sections[e].footer).map { viewport.f(d) - $0.lenF(d) } }.reduce(0, +)
            if !k.hidden.isEmpty {
                let room = next.system.variable(sign: continues ? sign : -sign)
                next.system.atMost([(k.previousG, 1), (room, -1)], -k.shownRoom)   // at least the shown sections' room
                k.room = room
            }
            fixedSection(o, &k, &next.system, continues: continues, cursor: (walk.previous?.end ?? 0) + (k.room == nil ? k.shownRoom : 0))
            guard next.system.consistent, next.system.system.distances(from: nil) != nil else { continue }
            next.unknowns[s] = k
            next.previous = (s, k.g, o.items.last!!.maxF(d))
            next.empties = []
            if let done = walkFixed(next, from: s + 1, layout, &budget) { return done }
        }
        return nil
    }

    /// One section's relations (ListLayoutRules §3.1, §3.2): `cursor` is the F cursor the
    /// previous section leaves, before the unknown gap (`k.room` or the previous G).
    func fixedSection(_ o: ListFitInput.Section, _ k: inout FixedUnknowns, _ system: inout SignedConstraints,
                      continues: Bool, cursor: Double) {
        let c = viewport.f(d), px = 1 / scale, items = o.items.map { $0! }, rows = self.rows(items)
        let gap = k.room ?? k.previousG
        let shownLeadF = (o.header ?? o.footer)?.minF(d) ?? (rows.count > 1 ? rows[1][0].minF(d) : nil)
        let first = items[0]
        if continues {
            // The first item stays behind the previous section's last: gap + A = its position.
            if let a = shownLeadF {
                system.equal([(gap, 1)], first.minF(d) - cursor - a)
            } else {
                let a = system.variable(sign: -(gap?.sign ?? 1))
                system.equal([(gap, 1), (a, 1)], first.minF(d) - cursor)
                system.atMost([(a, -1)], 0)
                system.atMost([(a, 1), (k.b, 1)], c - items.map { $0.lenF(d) }.max()!)   // §3.1: P holds every item
                k.a = a
            }
            system.atMost([(k.b, 1)], c + 1 - first.maxF(d))
        } else if o.header == nil {
            // It did not fit: cursor + gap + A + its length > C − B + 1.
            system.atMost([(gap, -1), (k.b, -1)], -(c + 1 - first.lenF(d) - first.minF(d) - cursor) - px)
        }
        if let band = o.header ?? o.footer { system.equal([(k.b, 1)], c - band.minF(d) - band.lenF(d)) }
        if k.a == nil { system.atMost([(k.b, 1)], c - (shownLeadF ?? first.minF(d)) - items.map { $0.lenF(d) }.max()!) }
        system.atMost([(k.b, -1)], 0)
        system.atMost([(k.b, 1), (k.g, -1)], 0)                                   // interitem spacing ≥ 0
        for (r, row) in rows.enumerated() {
            for j in row.indices.dropFirst() {
                system.atMost([(k.b, 1)], c + 1 - row[j].maxF(d))                   // it stayed
                system.equal([(k.g, 1), (k.b, -1)], row[j].minF(d) - row[j - 1].maxF(d))
            }
            if r > 0 {   // the row's first item did not fit after the previous row's last
                system.atMost([(k.g, -1)], -(c + 1 - rows[r - 1].last!.maxF(d) - row[0].lenF(d)) - px)
            }
        }
    }

    /// The report's entries for section `s`'s fixed axis.
    mutating func reportFixed(_ s: Int, _ k: FixedUnknowns, _ system: SignedConstraints, b: Double, g: Double, a: Double?) {
        var e = AxisInsets(sections[s].insets, d)
        e.trailF = b
        report(FittedValue(insetName(s, \.trailF), b, Self.basis(system.range([(k.b, 1)])),
                           note: "the rows bound it: items that stayed, rows that broke, the next section's start"), section: s)
        sections[s].interitemSpacing = g - b
        report(FittedValue("sections[\(s)].interitemSpacing", g - b, Self.basis(system.range([(k.g, 1), (k.b, -1)])),
                           note: "neighbours on a row, and the rows' breaks with the trailing inset"), section: s)
        if let a, let v = k.a {
            e.leadF = a
            report(FittedValue(insetName(s, \.leadF), a, Self.basis(system.range([(v, 1)])),
                               note: "the first item's distance from the previous section's last"), section: s)
        }
        sections[s].insets = e.edgeInsets(d)
    }
}
