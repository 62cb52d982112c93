import LatticeFixtures
import LatticeLayout

/// The scroll-axis values of a fit (leading and trailing S insets, line spacings), settled for
/// the whole layout at once once the fixed axis is fitted (see `ListInference`).
///
/// IGList's typewriter (ListLayoutRules §2 to §4.5) starts a row at `nextRowS`, the running
/// maximum of every item's far edge less its section's leading S inset and every finished
/// section's bounds end plus its trailing S inset, each pushed on by the headers that came
/// after. A row starts at that maximum plus the leading S inset (plus the line spacing for a
/// section's later rows). Written with `w = −trailing inset` and `q = leading inset + line
/// spacing`, "no term passes the row" is a set of difference constraints, and "the farthest
/// term reaches it" is one more for the term that holds the row. So every unknown keeps its
/// interval to the end of the layout, and values are chosen only once every row has spoken.
extension ListFitter {
    /// One row start that IGList put at the farthest of `terms`: `max(c − x[v]) = r − x[y]`.
    struct RowEquation {
        var y: Int
        var r: Double
        var terms: [(x: Int, c: Double)]
    }

    /// The unknowns of section s: leading S inset `u`, `w` = −trailing S inset, and `q` =
    /// leading S inset + line spacing for a section with more than one row.
    struct ScrollUnknowns {
        var u: [Int] = [], w: [Int] = [], q: [Int?] = []
    }

    /// Refits every section's S insets and line spacing from all rows at once. Returns false
    /// (and changes nothing) when the frames do not fit IGList's rules with the fixed-axis fit
    /// as it stands, or the paste lacks items.
    mutating func fitScrollAxis() -> Bool {
        guard missingItems == 0, let (system, unknowns, equations) = scrollSystem() else { return false }
        guard let solved = Self.holdRows(system, equations, tries: 4000), let x = solved.solution() else { return false }
        applyScrollAxis(x, solved, unknowns)
        flushReports()
        return true
    }

    /// The rows of a section's items (all present), by the items' S starts: a new row where the
    /// S start changes or the F position does not advance.
    func rows(_ items: [Rect]) -> [[Rect]] {
        var result: [[Rect]] = []
        for (j, f) in items.enumerated() {
            if j > 0, (f.minS(d) - items[j - 1].minS(d)).magnitude < 1e-9, f.minF(d) > items[j - 1].minF(d) {
                result[result.count - 1].append(f)
            } else {
                result.append([f])
            }
        }
        return result
    }

    /// True when section `s`'s first item stays on the row of `previous`'s last item in the
    /// fitted layout (the fixed-axis fit decided it): same row cursor, pushed on only by the
    /// headers of shown empty sections in between (`bumps`).
    func continuesRow(_ s: Int, after previous: Int?, bumps: Double, _ layout: CollectionLayout) -> Bool {
        guard input.sections[s].header == nil, let first = itemFrame(layout, s, 0) else { return false }
        let cursor = first.minS(d) - sections[s].insets.leadS(d)
        var before = 0.0
        if let p = previous {
            guard let last = itemFrame(layout, p, sections[p].itemSizes.count - 1) else { return false }
            before = last.minS(d) - sections[p].insets.leadS(d)
        }
        return (cursor - before - bumps).magnitude < 0.5 / scale
    }

    /// The constraints the paste puts on the scroll-axis unknowns, walking the sections as
    /// IGList's typewriter does; nil when a section lacks items in the paste.
    func scrollSystem() -> (DifferenceConstraints, ScrollUnknowns, [RowEquation])? {
        var system = DifferenceConstraints(), k = ScrollUnknowns(), equations: [RowEquation] = []
        system.tolerance += pixelDrop
        system.budget = budget
        // Past the farthest frame: a paste of a long list (1,520,000 points down) needs insets
        // beyond the default bound.
        let farthest = input.sections.map { $0.frames.map { $0.maxS(d) }.max() ?? 0 }.max() ?? 0
        system.bound = Swift.max(system.bound, 10 * farthest)
        for _ in input.sections {
            let u = system.variable(), w = system.variable()
            k.u.append(u); k.w.append(w); k.q.append(nil)
            system.atMost(0, minus: u, 0)      // leading S inset ≥ 0
            system.atMost(w, minus: 0, 0)      // trailing S inset ≥ 0
        }
        let layout = self.layout()
        // nextRowS as the maximum of c − x[v]; the previous section's bounds end (carried).
        var terms: [(x: Int, c: Double)] = [(0, 0)]
        var carriedEnd = 0.0, bumps = 0.0
        var previous: (s: Int, row: Double)?
        var lastTermHidden = false     // the last term is a hidden empty section's
        for (s, o) in input.sections.enumerated() {
            budget.spend(o.items.count + 1)
            let h = o.header?.lenS(d) ?? 0
            for t in terms.indices { terms[t].c += h }       // ListLayoutRules §2 step 3: the header pushes both cursors
            bumps += h
            if o.isEmpty {
                let end = ([o.header, o.footer].compactMap { $0?.maxS(d) } + [carriedEnd]).max() ?? carriedEnd
                if d == .horizontal, let footer = o.footer {    // ListLayoutRules §4.3: the footer after the trailing inset
                    system.equal(k.w[s], minus: 0, -(footer.minS(d) - carriedEnd - h))
                }
                // A hidden empty section offers the carried end less its own free trailing
                // inset, the same term as the hidden empty section before it: either holds a
                // row as well as the other, so the nearest stands for the run (the one
                // `gapSection(before:)` names), and the others' insets stay free (0). Without
                // this, a paste naming sections 0 and 19,000 gives every row 19,000 terms.
                let hidden = o.header == nil && o.footer == nil
                if hidden, lastTermHidden, let last = terms.last, last.c == carriedEnd {
                    terms[terms.count - 1] = (k.w[s], carriedEnd)
                } else {
                    terms.append((k.w[s], hidden ? carriedEnd : end))
                }
                lastTermHidden = hidden
                carriedEnd = end
                continue
            }
            let items = o.items.compactMap { $0 }
            guard items.count == o.items.count else { return nil }
            let rows = self.rows(items)
            guard let firstRow = rows.first, let lastRow = rows.last else { return nil }
            let startsRow = !continuesRow(s, after: previous?.s, bumps: bumps, layout)
            if !startsRow {
                system.equal(k.u[s], minus: previous.map { k.u[$0.s] } ?? 0, firstRow[0].minS(d) - (previous?.row ?? 0) - bumps)
            } else {
                equations.append(RowEquation(y: k.u[s], r: firstRow[0].minS(d), terms: terms))
            }
            if rows.count > 1 {
                let q = system.variable()
                k.q[s] = q
                system.atMost(k.u[s], minus: q, 0)              // line spacing ≥ 0
                var own = -Double.infinity
                for r in 1 ..< rows.count {
                    own = Swift.max(own, rows[r - 1].map { $0.maxS(d) }.max() ?? own)
                    equations.append(RowEquation(y: q, r: rows[r][0].minS(d), terms: terms + [(k.u[s], own)]))
                }
            }
            let itemsEnd = items.map { $0.maxS(d) }.max() ?? carriedEnd
            if d == .horizontal, let footer = o.footer { system.equal(k.w[s], minus: 0, -(footer.minS(d) - itemsEnd)) }
            let end = ([o.header, o.footer].compactMap { $0?.maxS(d) } + [itemsEnd]).max() ?? itemsEnd
            // The items' own terms are below the bounds' (insets ≥ 0): only the bounds stay. A
            // section that started its own row ends past every term its row was held below
            // (`end ≥ row start ≥ each term`), so those terms can never hold a later row again:
            // only the origin and this section's term stay. Nothing else is dropped.
            if startsRow { terms.removeSubrange(1...) }
            terms.append((k.w[s], end))
            lastTermHidden = false
            carriedEnd = end
            previous = (s, lastRow[0].minS(d))
            bumps = 0
        }
        for e in equations {
            budget.spend(e.terms.count)
            for t in e.terms { system.atMost(e.y, minus: t.x, e.r - t.c) }
        }
        return (system, k, equations)
    }

    /// Picks, row by row, the term that holds it (the farthest under the current solution
    /// first), backtracking when a choice leaves no solution (depth first, with an explicit
    /// stack: each row's terms still to try); nil when none is found within `tries` or the
    /// system's time budget. The solution is kept from row to row (`IncrementalSolution`): a
    /// row's trial costs the variables it moves, not a pass over every edge.
    static func holdRows(_ system: DifferenceConstraints, _ equations: [RowEquation], tries: Int) -> DifferenceConstraints? {
        guard var solution = IncrementalSolution(system) else { return nil }
        var tries = tries
        var stack: [ArraySlice<(x: Int, c: Double)>] = []
        search: while stack.count < equations.count {
            // Sorting a row's terms and each trial are the fit's time too.
            if let budget = system.budget, budget.isSpent { return nil }
            let e = equations[stack.count], x = solution.x
            stack.append(e.terms.sorted { $0.c - x[$0.x] > $1.c - x[$1.x] }[...])
            while var terms = stack.popLast() {
                // Back at a row whose term held before: its constraint is taken back first.
                if solution.addedCount > stack.count { solution.removeLast() }
                guard let t = terms.popFirst() else { continue }
                stack.append(terms)
                tries -= 1
                if tries < 0 || system.budget?.isSpent == true { return nil }
                let row = equations[stack.count - 1]
                if solution.add(t.x, minus: row.y, t.c - row.r) { continue search }
            }
            return nil
        }
        var held = system
        for c in solution.constraints { held.atMost(c.to, minus: c.from, c.weight) }
        return held
    }
}
