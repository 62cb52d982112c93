import LatticeFixtures
import LatticeLayout

/// `lattice import --infer list`: a `list` fixture (IGListCollectionViewLayout) fitted to
/// imported frames, with a report of how each value was decided.
///
/// The fit goes section by section, as IGList's typewriter does. What the frames show directly
/// is read off them: item sizes, header and footer lengths, a header's leading F inset and
/// padded length (so both F insets), the interitem spacing between neighbours on a row, the
/// leading F inset where a row starts. Offsets that depend on everything before (the leading S
/// inset, the line spacing) are calibrated against the list layout itself: the fitted sections
/// so far are laid out by `ListLayout`, and the value is the distance between where IGList's
/// rules put the element and where the paste has it. Line breaks only bound the trailing F inset
/// and the interitem spacing (an item that started a new row did not fit; one that stayed did):
/// every such constraint is kept and a value inside it is chosen. Then the scroll axis is
/// settled for the whole layout at once (`ListFitter+ScrollAxis`): every row start is a
/// constraint on the S insets and line spacings, kept to the end, and values are chosen only
/// once all rows are in. Where frames are still missed, the fixed axis is refitted for the whole
/// layout the same way (`ListFitter+FixedAxis`). At the end the whole fitted fixture is laid out
/// and compared with every imported frame; where frames are still missed at screen scale 3 (a
/// dropped pixel read into a value), the values are repaired on the pixel grid
/// (`ListFitter+Repair`). Values read off differences of frames are put on the pixel grid there;
/// where that still misses frames, the fit is run again with them as read.
public enum ListInference {
    /// Fits `elements` (any order) in a collection view of `viewport` (no content inset). Both
    /// scroll directions are tried; the one that reproduces the frames wins.
    /// `budget`: the time the fit may take; a fit that runs out of it says so in `stopped`.
    /// `known`: values known exactly from outside the paste, taken as given.
    public static func fit(_ elements: [SnapshotElement], viewport: Size, name: String = "inferred list",
                           budget: FitBudget = FitBudget(), known: ListKnownValues = ListKnownValues()) -> ListFit {
        let input = ListFitInput(elements)
        var fits = directionFits(input, viewport: viewport, name: name, readsOnGrid: true, budget: budget)
        // Still missed at screen scale 3: the frames as read, off the grid, may be what IGList's
        // floors saw (an app's thirds are not always the grid's own spelling).
        func least(_ f: [ListFit]) -> Int { f.map(\.mismatches.count).min() ?? Int.max }
        if !fits.contains(where: { $0.mismatches.isEmpty }), !budget.isSpent,
           ListFitter.pixelDrop(atScale: input.pixelScale()) > 0 {
            let raw = directionFits(input, viewport: viewport, name: name, readsOnGrid: false, budget: budget)
            if least(raw) < least(fits) { fits = raw }
        }
        let good = fits.filter { $0.mismatches.isEmpty }
        guard var best = good.first ?? fits.min(by: { $0.mismatches.count < $1.mismatches.count }) else {
            preconditionFailure("directionFits gives one fit per scroll direction")
        }
        if good.isEmpty, budget.isSpent { best.stopped = budget.stoppedMessage }
        let d = best.fixture.layout.scrollDirection
        let basis: FittedValue.Basis = good.count == 1 ? .observed : good.isEmpty ? .unobservable : .chosen(low: nil, high: nil, lowIsStrict: false)
        let note = good.count == 1 ? "only \(d.rawValue) reproduces the frames"
            : good.isEmpty ? "neither direction reproduces every frame; \(d.rawValue) comes closest"
            : "both directions reproduce the frames"
        best.values.insert(FittedValue("layout.scrollDirection", word: d.rawValue, d == .vertical ? 0 : 1, basis, note: note), at: 0)
        best.values.append(stickyLine(known, &best.fixture))
        return best
    }

    /// The report's `topContentInset + stickyHeaderYOffset`: known from outside (and then set in
    /// `fixture`, sticky headers on, as `ListKnownValues` says), else 0 and unobservable.
    static func stickyLine(_ values: ListKnownValues, _ fixture: inout Fixture) -> FittedValue {
        let name = "layout.topContentInset + layout.stickyHeaderYOffset"
        guard let known = values.stickyLine, var options = fixture.layout.options(as: ListLayoutOptions.self) else {
            return FittedValue(name, 0, .unobservable,
                               note: "one paste at rest does not show pinning: only the sum matters, and two pastes at different offsets reveal it")
        }
        let yOffset = values.stickyHeaderYOffset ?? 0
        options.stickyHeaders = true
        options.stickyHeaderYOffset = yOffset
        options.topContentInset = known.value - yOffset
        fixture.layout = .list(options)
        return FittedValue(name, known.value, .observed, note: known.note)
    }

    /// Each scroll direction's best fit: sections matched on the fixed axis alone (the scroll
    /// axis is settled for the whole layout at the end), or where that misses frames on both;
    /// where neither direction reproduces every frame, the closer one's pixels repaired.
    /// `readsOnGrid`: values read off the frames are put on the pixel grid (`ListFitter.read`).
    static func directionFits(_ input: ListFitInput, viewport: Size, name: String, readsOnGrid: Bool, budget: FitBudget) -> [ListFit] {
        /// One fitter run to its end, with its fit.
        func run(_ d: ScrollDirection, matchesScrollAxis: Bool) -> (fitter: ListFitter, fit: ListFit) {
            var fitter = ListFitter(input: input, viewport: viewport, direction: d, name: name, budget: budget)
            fitter.matchesScrollAxis = matchesScrollAxis
            fitter.readsOnGrid = readsOnGrid
            let fit = fitter.run()
            return (fitter, fit)
        }
        // Per direction: the fitters tried, the one that reproduces the most frames first.
        // The first pass (on the grid) tells `WorkProgress` each direction done.
        let progress = readsOnGrid ? WorkProgress.reporter : nil
        var directionsDone = 0
        let tried = ScrollDirection.allCases.map { d -> [(fitter: ListFitter, fit: ListFit)] in
            defer {
                directionsDone += 1
                progress?.advance(Double(directionsDone) / Double(ScrollDirection.allCases.count))
            }
            let fixedAxis = run(d, matchesScrollAxis: false)
            guard !fixedAxis.fit.mismatches.isEmpty, !budget.isSpent else { return [fixedAxis] }
            let both = run(d, matchesScrollAxis: true)
            return both.fit.mismatches.count < fixedAxis.fit.mismatches.count ? [both, fixedAxis] : [fixedAxis, both]
        }
        var fits = tried.map { $0[0].fit }
        // Neither reproduces every frame: the closer one's pixels are repaired (at screen scale
        // 3), from either fit of its direction.
        if !fits.contains(where: { $0.mismatches.isEmpty }), !budget.isSpent,
           let i = fits.indices.min(by: { fits[$0].mismatches.count < fits[$1].mismatches.count }) {
            for candidate in tried[i] {
                var fitter = candidate.fitter
                fitter.repairPixels()
                let repaired = fitter.result()
                if repaired.mismatches.count < fits[i].mismatches.count { fits[i] = repaired }
                if repaired.mismatches.isEmpty { break }
            }
        }
        return fits
    }
}

/// The state of one fit in one scroll direction (see `ListInference`).
struct ListFitter {
    let input: ListFitInput
    let viewport: Size
    let d: ScrollDirection
    let name: String
    let scale: Double
    var sections = SettlingArray<FixtureSection>()
    var values = SettlingArray<FittedValue>()
    /// Values reported but not yet put into `values` (`report`, `flushReports`).
    var pendingReports: [(FittedValue, Int)] = []
    var missingItems = 0
    /// Sections whose trailing F inset was chosen (not observed), with its bounds: a later
    /// section sharing the row may move it inside them.
    var movableTrailF: [Int: (low: Double, high: Double)] = [:]
    /// Sections whose interitem spacing the frames leave open, with the interval it may take:
    /// no two neighbours show it (from its least value up), or their gaps show it only within
    /// the pixels IGList's floor may drop (`RowFacts.interitemBounds`).
    var movableInter: [Int: (low: Double, high: Double)] = [:]
    let showHeaderWhenEmpty: Bool
    /// Whether a section's trial fit must reproduce the scroll axis too (else only the fixed
    /// axis: F positions and lengths).
    var matchesScrollAxis = false
    /// Whether values read off differences of frames are put on the pixel grid (`read`).
    var readsOnGrid = true
    /// The fit's time, shared by every copy of the fitter.
    let budget: FitBudget
    /// The last layout of the fitted sections, shared by every copy of the fitter.
    let layoutCache = ListLayoutCache()

    init(input: ListFitInput, viewport: Size, direction: ScrollDirection, name: String, budget: FitBudget) {
        self.budget = budget
        var input = input
        scale = input.pixelScale()
        input.snap(to: scale)
        self.input = input; self.viewport = viewport; self.d = direction; self.name = name
        showHeaderWhenEmpty = input.sections.contains { $0.isEmpty && ($0.header != nil || $0.footer != nil) }
    }

    /// How far IGList's floor may pull a running position below the grid line it belongs on: a
    /// pixel where the pixel is not a binary fraction (scale 3), else nothing.
    var pixelDrop: Double { Self.pixelDrop(atScale: scale) }

    /// How far an item may pass the row end and stay on the row: IGList's one point
    /// (ListLayoutRules §3.2), the engine's own constant.
    var rowSlack: Double { ListTypewriter.epsilon }

    /// `pixelDrop` at screen scale `scale`.
    static func pixelDrop(atScale scale: Double) -> Double { scale.significand == 1 ? 0 : 1 / scale }

    /// Frames closer than this are equal: 0.001 pt on a whole-point grid, else one pixel.
    var tolerance: Double { scale == 1 ? 0.001 : 1 / scale + 0.001 }

    // MARK: The layout itself

    func fixture(_ sections: [FixtureSection]) -> Fixture {
        var options = ListLayoutOptions()
        options.scrollDirection = d
        options.showHeaderWhenEmpty = showHeaderWhenEmpty
        return Fixture(name: name, viewportWidth: viewport.width, viewportHeight: viewport.height,
                       screenScale: scale, layout: .list(options), sections: sections)
    }

    /// The fitted sections so far, laid out by IGList's rules at offset 0: valid until the next
    /// call (`ListLayoutCache` lays out again only from the first section that changed).
    func layout() -> CollectionLayout {
        budget.spend(input.elementCount + sections.count + 1)
        return layoutCache.layout(fixture([]), sections: sections, viewport: viewport)
    }

    func itemFrame(_ layout: CollectionLayout, _ s: Int, _ i: Int) -> Rect? {
        layout.attributesForItem(at: IndexPath(item: i, section: s))?.frame
    }

    // MARK: Running

    mutating func run() -> ListFit {
        // A section's fit may settle the sections after it too (`fitSection`): those are skipped.
        // The earliest section a fit of the next one may still edit (`settle(before:)`):
        // `hiddenEmptySection(before:)` else `sectionWithItems(before:)`, kept as the loop
        // passes the sections (walked back from each, a run of a million empty sections would
        // cost a million steps per section).
        var editable: (lastWithItems: Int?, hiddenAfterIt: Int?) = (nil, nil), passed = 0
        for s in input.sections.indices where s >= sections.count {
            // Out of time: the fit stops here (`ListFit.stopped` says so).
            guard !budget.isSpent else { break }
            while passed < s {
                let o = input.sections[passed]
                if !o.isEmpty {
                    editable = (passed, nil)
                } else if o.header == nil, o.footer == nil {
                    editable.hiddenAfterIt = passed
                }
                passed += 1
            }
            if let first = editable.hiddenAfterIt ?? editable.lastWithItems { settle(before: first) }
            fitSection(s, lookahead: true)
        }
        var (mismatches, compared) = compare()
        // The scroll axis for the whole layout at once: kept unless it reproduces fewer frames.
        var whole = self
        if !budget.isSpent, whole.fitScrollAxis() {
            let refit = whole.compare().0
            if refit.count <= mismatches.count { self = whole; mismatches = refit }
        }
        // Frames still missed: the fixed axis for the whole layout too, then the scroll axis again.
        var fixed = self
        if !mismatches.isEmpty, !budget.isSpent, fixed.refitFixedAxis() {
            var both = fixed
            for candidate in both.fitScrollAxis() ? [both, fixed] : [fixed] {
                let refit = candidate.compare().0
                if refit.count < mismatches.count { self = candidate; mismatches = refit }
            }
        }
        return result(mismatches, compared: compared)
    }

    /// The fit as it stands, compared with the paste.
    func result() -> ListFit {
        let (mismatches, compared) = compare()
        return result(mismatches, compared: compared)
    }

    /// The fit as it stands, with what `compare()` found.
    func result(_ mismatches: [LayoutDiff.Change], compared: Int) -> ListFit {
        ListFit(fixture: fixture(Array(sections)), values: Array(values), mismatches: mismatches, compared: compared,
                ignored: input.ignored, missingItems: missingItems, tolerance: tolerance)
    }

    /// Fits section `s`. Where its frames leave open whether its first item started a new row
    /// or stayed on the previous section's row, both are tried, and the first whose frames (and,
    /// with `lookahead`, the next section's) match the paste is kept; a fit that needs a
    /// negative inset only when no other does. Where this section, or the next one, misses only
    /// because the fixed-axis values chosen so far leave it no room (a trailing F inset that the
    /// frames only bound, chosen before the section that shows it), the fixed axis of every
    /// section so far is refitted at once (`refittedFixedAxis`); a refit that takes in the next
    /// section is kept whole.
    mutating func fitSection(_ s: Int, lookahead: Bool) {
        let o = input.sections[s]
        if o.isEmpty { fitEmpty(s, o); return }
        var fallback: ListFitter?, negative: ListFitter?
        let present = o.items.compactMap { $0 }
        let rows = RowFacts(present, items: o.items.indices.filter { o.items[$0] != nil }, d, drop: pixelDrop,
                            lead: (o.header ?? o.footer)?.minF(d))
        let leadFShown = o.header != nil || o.footer != nil || !rows.rowStarts.isEmpty
        for h in FitHypothesis.all(isFirst: s == 0, rows: rows, leadFShown: leadFShown, hasHeader: o.header != nil) {
            // Out of time: the first hypothesis is still fitted (below), no more are tried.
            guard !budget.isSpent else { break }
            var trial = self
            trial.fitItems(s, o, h)
            if !trial.matches(sections: s ... s) {
                guard let refitted = trial.refittedFixedAxis(through: s) else { if fallback == nil { fallback = trial }; continue }
                trial = refitted
            }
            // The next section with items (empty ones in between are fitted on the way).
            var fits = true
            if lookahead, let n = input.sections.indices.first(where: { $0 > s && !input.sections[$0].isEmpty }) {
                var next = trial
                for t in s + 1 ... n { next.fitSection(t, lookahead: false) }
                fits = next.matches(sections: s ... n)
                if !fits, !trial.hasNegativeInset(s), let refitted = next.refittedFixedAxis(through: n) {
                    self = refitted
                    return
                }
            }
            if fits, trial.hasNegativeInset(s) { if negative == nil { negative = trial }; continue }
            if fits { self = trial; return }
            if !(fallback?.matches(sections: s ... s) ?? false) { fallback = trial }
        }
        if let chosen = negative ?? fallback { self = chosen } else { fitItems(s, o) }
    }

    /// This fit with the fixed axis of every section so far refitted at once (`refitFixedAxis`),
    /// when that reproduces every frame of sections `0 ... last` along F without a negative
    /// inset; else nil. The rescue of a section the values chosen before it leave no room for,
    /// tried only within the first `rescuedSections` sections: the refit solves one system over
    /// every section so far, whose cost grows faster than their number, and a paste whose
    /// sections keep missing would pay it at every section.
    func refittedFixedAxis(through last: Int) -> ListFitter? {
        guard !budget.isSpent, last < Self.rescuedSections else { return nil }
        var refit = self
        guard refit.refitFixedAxis(), refit.matches(sections: 0 ... last),
              !refit.sections.indices.contains(where: refit.hasNegativeInset) else { return nil }
        return refit
    }

    /// How many sections from the start `refittedFixedAxis` rescues: more than a screen of a
    /// real app shows (the random layouts of the property tests have at most 8).
    static let rescuedSections = 32

    /// True when a fitted inset of section `s` is negative (IGList allows it; apps rarely do).
    func hasNegativeInset(_ s: Int) -> Bool {
        let e = sections[s].insets
        return [e.top, e.left, e.bottom, e.right].contains { $0 < -1e-9 }
    }

    /// True when the fitted layout reproduces every imported frame of `range`'s sections.
    func matches(sections range: ClosedRange<Int>) -> Bool {
        let layout = self.layout()
        for s in range where s < input.sections.count {
            let o = input.sections[s]
            for (i, f) in o.items.enumerated() {
                guard let f else { continue }
                guard let g = itemFrame(layout, s, i), close(f, g) else { return false }
            }
            for (kind, frame) in [(ElementKind.header, o.header), (ElementKind.footer, o.footer)] {
                guard let frame else { continue }
                guard let g = layout.attributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s))?.frame,
                      close(frame, g) else { return false }
            }
        }
        return true
    }

    /// Every imported cell, header and footer against the fitted layout's, and anything the
    /// fitted layout has that the paste lacks (`LayoutDiff`, as `lattice diff` compares).
    func compare() -> ([LayoutDiff.Change], Int) {
        let (expected, fitted) = laidOut()
        return (LayoutDiff(old: expected, new: fitted, tolerance: tolerance).changes, expected.count)
    }

    /// The imported elements the fit must reproduce, and the fitted layout's: its cells the
    /// paste has, and every header and footer. The cells the paste lacks between others
    /// (`missingItems`, sized like a neighbour) are left out on both sides: the fit only guesses
    /// them, and a paste of a list scrolled far down lacks every cell above the screen.
    func laidOut() -> (expected: [LayoutAttributes], fitted: [LayoutAttributes]) {
        let layout = self.layout()
        var fitted: [LayoutAttributes] = []
        for (s, o) in input.sections.enumerated() {
            budget.spend(o.items.count + 1)
            for (i, f) in o.items.enumerated() where f != nil {
                if let a = layout.attributesForItem(at: IndexPath(item: i, section: s)) { fitted.append(a) }
            }
            for kind in [ElementKind.header, ElementKind.footer] {
                // As a rect query returns them (ListLayoutRules §8): a positive length along S.
                if let a = layout.attributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s)), a.frame.lenS(d) > 0 {
                    fitted.append(a)
                }
            }
        }
        return (input.expected(), fitted)
    }

    static func close(_ a: Rect, _ b: Rect, _ t: Double) -> Bool { LayoutDiff.frameChange(a, b, tolerance: t) == nil }

    /// `close`, or with `matchesScrollAxis` off only along F (start and length).
    func close(_ a: Rect, _ b: Rect) -> Bool {
        matchesScrollAxis ? Self.close(a, b, tolerance)
            : (a.minF(d) - b.minF(d)).magnitude <= tolerance && (a.lenF(d) - b.lenF(d)).magnitude <= tolerance
    }
}
