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
/// every such constraint is kept and a value inside it is chosen. At the end the whole fitted
/// fixture is laid out and compared with every imported frame.
public enum ListInference {
    /// Fits `elements` (any order) in a collection view of `viewport` (no content inset). Both
    /// scroll directions are tried; the one that reproduces the frames wins.
    public static func fit(_ elements: [SnapshotElement], viewport: Size, name: String = "inferred list") -> ListFit {
        let input = ListFitInput(elements)
        let fits = ScrollDirection.allCases.map { d -> ListFit in
            var fitter = ListFitter(input: input, viewport: viewport, direction: d, name: name)
            return fitter.run()
        }
        let good = fits.filter { $0.mismatches.isEmpty }
        var best = good.first ?? fits.min { $0.mismatches.count < $1.mismatches.count }!
        let d = best.fixture.layout.scrollDirection
        let basis: FittedValue.Basis = good.count == 1 ? .observed : good.isEmpty ? .unobservable : .chosen(low: nil, high: nil, lowIsStrict: false)
        let note = good.count == 1 ? "only \(d.rawValue) reproduces the frames"
            : good.isEmpty ? "neither direction reproduces every frame; \(d.rawValue) comes closest"
            : "both directions reproduce the frames"
        best.values.insert(FittedValue("layout.scrollDirection", d == .vertical ? 0 : 1, basis, note: note + " (\(d.rawValue))"), at: 0)
        best.values.append(FittedValue("layout.topContentInset + layout.stickyHeaderYOffset", 0, .unobservable,
                                       note: "one paste at rest does not show pinning: only the sum matters, and two pastes at different offsets reveal it"))
        return best
    }
}

/// The state of one fit in one scroll direction (see `ListInference`).
struct ListFitter {
    let input: ListFitInput
    let viewport: Size
    let d: ScrollDirection
    let name: String
    let scale: Double
    var sections: [FixtureSection] = []
    var values: [FittedValue] = []
    var missingItems = 0
    /// Sections whose trailing F inset was chosen (not observed), with its bounds: a later
    /// section sharing the row may move it inside them.
    var movableTrailF: [Int: (low: Double, high: Double)] = [:]
    let showHeaderWhenEmpty: Bool

    init(input: ListFitInput, viewport: Size, direction: ScrollDirection, name: String) {
        self.input = input; self.viewport = viewport; self.d = direction; self.name = name
        scale = input.pixelScale()
        showHeaderWhenEmpty = input.sections.contains { $0.isEmpty && ($0.header != nil || $0.footer != nil) }
    }

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

    /// The fitted sections so far, laid out by IGList's rules at offset 0.
    func layout() -> CollectionLayout {
        let layout = fixture(sections).makeLayout(viewport: viewport)
        layout.prepare()
        return layout
    }

    func itemFrame(_ layout: CollectionLayout, _ s: Int, _ i: Int) -> Rect? {
        layout.attributesForItem(at: IndexPath(item: i, section: s))?.frame
    }

    // MARK: Running

    mutating func run() -> ListFit {
        for (s, section) in input.sections.enumerated() {
            if section.isEmpty { fitEmpty(s, section) } else { fitItems(s, section) }
        }
        let (mismatches, compared) = compare()
        return ListFit(fixture: fixture(sections), values: values, mismatches: mismatches, compared: compared,
                       ignored: input.ignored, missingItems: missingItems, tolerance: tolerance)
    }

    /// Every imported cell, header and footer against the fitted layout's, and anything the
    /// fitted layout has that the paste lacks.
    func compare() -> ([(id: ElementID, imported: Rect?, fitted: Rect?)], Int) {
        let expected = input.expected()
        let layout = self.layout()
        let everything = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        var fitted: [ElementID: Rect] = [:]
        for a in layout.attributes(in: everything) { fitted[a.elementID] = a.frame }
        var result: [(id: ElementID, imported: Rect?, fitted: Rect?)] = []
        for id in Set(expected.keys).union(fitted.keys).sorted() {
            let a = expected[id], b = fitted[id]
            if let a, let b, Self.close(a, b, tolerance) { continue }
            result.append((id, a, b))
        }
        return (result, expected.count)
    }

    static func close(_ a: Rect, _ b: Rect, _ t: Double) -> Bool {
        (a.x - b.x).magnitude <= t && (a.y - b.y).magnitude <= t
            && (a.width - b.width).magnitude <= t && (a.height - b.height).magnitude <= t
    }
}
