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
        defer { flushReports() }
        var chosen = system
        for (s, k) in unknowns {
            let e = AxisInsets(sections[s].insets, d)
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

    /// The walk through the sections so far: the constraints, the unknowns (by section, in
    /// order), and what the last section with items leaves on the row.
    struct FixedWalk {
        var system = SignedConstraints()
        var unknowns: [(section: Int, unknowns: FixedUnknowns)] = []
        var previous: (s: Int, g: Unknown, end: Double)?
        var empties: [Int] = []
        var sign = 1.0

        /// Everything `restore` needs to return the walk to this point.
        struct Mark {
            var system: SignedConstraints.Mark
            var unknowns: Int
            var previous: (s: Int, g: Unknown, end: Double)?
            var empties: [Int]
            var sign: Double
        }
        var mark: Mark { Mark(system: system.mark, unknowns: unknowns.count, previous: previous, empties: empties, sign: sign) }
        mutating func restore(_ m: Mark) {
            system.restore(m.system)
            unknowns.removeSubrange(m.unknowns...)
            previous = m.previous; empties = m.empties; sign = m.sign
        }
    }

    /// One section with items in the walk: the walk as it was before it, and the ways of
    /// starting it (on the previous row or not) still to try.
    struct FixedChoice {
        var section: Int
        var mark: FixedWalk.Mark
        var options: [Bool]
    }

    /// The constraints the paste puts on the fixed-axis unknowns, walking the sections as
    /// IGList's typewriter does. Whether a section's first item starts a new row is taken from
    /// the section-by-section fit first, and the other way where that leaves no solution
    /// (depth first, with an explicit stack and undo marks, within a budget of tries and the
    /// fit's time); nil when no way is found.
    func fixedSystem() -> (SignedConstraints, [(section: Int, unknowns: FixedUnknowns)])? {
        guard input.sections.allSatisfy({ $0.items.allSatisfy { $0 != nil } }) else { return nil }
        var tries = 2000, walk = FixedWalk(), position = 0, stack: [FixedChoice] = []
        walk.system.system.tolerance += pixelDrop
        walk.system.system.budget = budget
        let layout = self.layout()
        while true {
            // The sections fitted so far (all of them once the fit is whole).
            while position < sections.count, input.sections[position].isEmpty { walk.empties.append(position); position += 1 }
            guard position < sections.count else { return (walk.system, walk.unknowns) }
            let bumps = walk.empties.compactMap { input.sections[$0].header?.lenS(d) }.reduce(0, +)
            let fitted = continuesRow(position, after: walk.previous?.s, bumps: bumps, layout)
            stack.append(FixedChoice(section: position, mark: walk.mark,
                                     options: input.sections[position].header != nil ? [false] : [fitted, !fitted]))
            // The next way to try, backtracking past sections whose ways are all tried.
            var placed = false
            while !placed, var top = stack.popLast() {
                walk.restore(top.mark)
                guard !top.options.isEmpty else { continue }
                let continues = top.options.removeFirst()
                stack.append(top)
                tries -= 1
                guard tries >= 0, budget.spend() else { return nil }
                placed = placeFixed(top.section, continues: continues, &walk)
                if placed { position = top.section + 1 }
            }
            guard placed else { return nil }
        }
    }

    /// Adds section `s` to the walk, its first item on the previous row (`continues`) or not;
    /// false when the constraints then have no solution (the walk is then to be restored).
    func placeFixed(_ s: Int, continues: Bool, _ walk: inout FixedWalk) -> Bool {
        let o = input.sections[s]
        guard let last = o.items.last??.maxF(d) else { return false }
        if !continues { walk.sign = -walk.sign }
        let sign = walk.sign
        var k = FixedUnknowns(a: nil, b: walk.system.variable(sign: sign), g: walk.system.variable(sign: sign), room: nil,
                              previousG: walk.previous?.g, hidden: [], shownRoom: 0)
        // What the previous section's cursor leaves: its G, then the empty sections' room.
        k.hidden = walk.empties.filter { input.sections[$0].header == nil && input.sections[$0].footer == nil }
        k.shownRoom = walk.empties.compactMap { e in (input.sections[e].header ?? input.sections[e].footer).map { viewport.f(d) - $0.lenF(d) } }.reduce(0, +)
        if !k.hidden.isEmpty {
            let room = walk.system.variable(sign: continues ? sign : -sign)
            walk.system.atMost([(k.previousG, 1), (room, -1)], -k.shownRoom)   // at least the shown sections' room
            k.room = room
        }
        fixedSection(o, &k, &walk.system, continues: continues, cursor: (walk.previous?.end ?? 0) + (k.room == nil ? k.shownRoom : 0))
        guard walk.system.consistent, walk.system.system.distances(from: nil) != nil else { return false }
        walk.unknowns.append((s, k))
        walk.previous = (s, k.g, last)
        walk.empties = []
        return true
    }

    /// One section's relations (ListLayoutRules §3.1, §3.2): `cursor` is the F cursor the
    /// previous section leaves, before the unknown gap (`k.room` or the previous G).
    func fixedSection(_ o: ListFitInput.Section, _ k: inout FixedUnknowns, _ system: inout SignedConstraints,
                      continues: Bool, cursor: Double) {
        let c = viewport.f(d), px = 1 / scale, items = o.items.compactMap { $0 }, rows = self.rows(items)
        guard let first = items.first else { return }
        let longest = items.map { $0.lenF(d) }.max() ?? 0
        let gap = k.room ?? k.previousG
        let shownLeadF = (o.header ?? o.footer)?.minF(d) ?? (rows.count > 1 ? rows[1][0].minF(d) : nil)
        if continues {
            // The first item stays behind the previous section's last: gap + A = its position.
            if let a = shownLeadF {
                system.equal([(gap, 1)], first.minF(d) - cursor - a)
            } else {
                let a = system.variable(sign: -(gap?.sign ?? 1))
                system.equal([(gap, 1), (a, 1)], first.minF(d) - cursor)
                system.atMost([(a, -1)], 0)
                system.atMost([(a, 1), (k.b, 1)], c - longest)   // ListLayoutRules §3.1: P holds every item
                k.a = a
            }
            system.atMost([(k.b, 1)], c + rowSlack - first.maxF(d))
        } else if o.header == nil {
            // It did not fit: cursor + gap + A + its length > C − B + 1.
            system.atMost([(gap, -1), (k.b, -1)], -(c + rowSlack - first.lenF(d) - first.minF(d) - cursor) - px)
        }
        if let band = o.header ?? o.footer { system.equal([(k.b, 1)], c - band.minF(d) - band.lenF(d)) }
        if k.a == nil { system.atMost([(k.b, 1)], c - (shownLeadF ?? first.minF(d)) - longest) }
        system.atMost([(k.b, -1)], 0)
        system.atMost([(k.b, 1), (k.g, -1)], 0)                                   // interitem spacing ≥ 0
        for (r, row) in rows.enumerated() {
            for j in row.indices.dropFirst() {
                system.atMost([(k.b, 1)], c + rowSlack - row[j].maxF(d))            // it stayed
                system.equal([(k.g, 1), (k.b, -1)], row[j].minF(d) - row[j - 1].maxF(d))
            }
            if r > 0, let end = rows[r - 1].last?.maxF(d) {   // the row's first item did not fit after the previous row's last
                system.atMost([(k.g, -1)], -(c + rowSlack - end - row[0].lenF(d)) - px)
            }
        }
    }

    /// The report's entries for section `s`'s fixed axis.
    mutating func reportFixed(_ s: Int, _ k: FixedUnknowns, _ system: SignedConstraints, b: Double, g: Double, a: Double?) {
        var e = AxisInsets(sections[s].insets, d)
        e.trailF = b
        report(FittedValue(insetName(s, \.trailF), b, Self.basis(system.range([(k.b, 1)])),
                           note: "the rows bound it: items that stayed, rows that broke, the next section's start"), section: s)
        // g ≥ b holds within the solver's pixel tolerance: a spacing is never below 0.
        sections[s].interitemSpacing = Swift.max(0, g - b)
        report(FittedValue("sections[\(s)].interitemSpacing", sections[s].interitemSpacing, Self.basis(system.range([(k.g, 1), (k.b, -1)])),
                           note: "neighbours on a row, and the rows' breaks with the trailing inset"), section: s)
        if let a, let v = k.a {
            e.leadF = a
            report(FittedValue(insetName(s, \.leadF), a, Self.basis(system.range([(v, 1)])),
                               note: "the first item's distance from the previous section's last"), section: s)
        }
        sections[s].insets = e.edgeInsets(d)
    }
}
