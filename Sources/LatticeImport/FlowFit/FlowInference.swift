import LatticeFixtures
import LatticeLayout

/// A `flow` fixture (UICollectionViewFlowLayout, FlowLayoutRules) fitted to frames, with its
/// report: what `lattice import --infer flow` writes.
public struct FlowFit: Sendable {
    public var fixture: Fixture
    public var values: [FittedValue]
    /// Elements whose resting frame the fitted fixture does not reproduce (old: as captured).
    public var mismatches: [LayoutDiff.Change]
    /// Tracked headers and footers the fitted layout does not move as captured, with the first
    /// sample offset where it differs.
    public var trackMisses: [TrackDifference]
    /// Cells, headers and footers compared; elements of other kinds left out.
    public var compared: Int
    public var ignored: Int
    /// Why no fit was made (items missing between others), if so.
    public var stopped: String?
    public var reproduces: Bool { stopped == nil && mismatches.isEmpty && trackMisses.isEmpty }
}

/// `lattice import --infer flow`: fits a flow layout's item sizes, spacings, section insets,
/// header and footer lengths and scroll direction to frames (`FlowFitter`), and its pinning
/// (`sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`) to the tracks: a
/// header or footer held on screen for a stretch is pinned. The fitted fixture is then laid out
/// by `FlowLayout` and compared with every frame (`LayoutDiff`) and every track.
public enum FlowInference {
    /// Fits `elements` (tracked ones are read at their resting frames). `base` gives the
    /// collection view (viewport, insets, safe area, name); `direction` the scroll direction
    /// when known (a capture's), else both are tried and the closer fit wins.
    public static func fit(_ elements: [SnapshotElement], tracks: [Int: SnapshotTrack] = [:], base: Fixture,
                           direction: ScrollDirection? = nil, capture: CaptureInfo? = nil) -> FlowFit {
        let resting = TrackedPinning.restingElements(elements, tracks: tracks)
        let directions = direction.map { [$0] } ?? ScrollDirection.allCases
        // `WorkProgress` is told each direction fitted.
        let progress = WorkProgress.reporter
        let fits = directions.enumerated().map { (i, d) in
            defer { progress.advance(Double(i + 1) / Double(directions.count)) }
            return fit(resting, elements: elements, tracks: tracks, base: base, direction: d, capture: capture)
        }
        return fits.first { $0.reproduces }
            ?? fits.min { ($0.stopped != nil ? Int.max : $0.mismatches.count) < ($1.stopped != nil ? Int.max : $1.mismatches.count) }!
    }

    static func fit(_ resting: [SnapshotElement], elements: [SnapshotElement], tracks: [Int: SnapshotTrack], base: Fixture,
                    direction d: ScrollDirection, capture: CaptureInfo?) -> FlowFit {
        let input = ListFitInput(resting)
        let viewport = base.viewport(default: Fixture.headlessViewport)
        let union = resting.reduce(Size.zero) { Size(width: Swift.max($0.width, $1.frame.maxX), height: Swift.max($0.height, $1.frame.maxY)) }
        var contentSize: Size?
        if let o = base.layout.options(as: SnapshotOptions.self) { contentSize = o.contentSize }
        let inset = base.adjustedContentInset(contentSize: contentSize ?? union, viewport: viewport)
        var fitter = FlowFitter(input: input, d: d, across: viewport.f(d) - inset.leadF(d) - inset.trailF(d),
                                contentEnd: contentSize?.s(d), capture: capture)
        fitter.scale = base.screenScale
        fitter.trackedStarts = trackedStarts(elements, tracks: tracks, d)
        fitter.trackedStartBounds = trackedStartBounds(elements, tracks: tracks, d)
        var fixture = base
        fixture.elements = []; fixture.tracks = [:]; fixture.transforms = [:]; fixture.capture = nil
        let compared = input.expected().count
        guard let readings = fitter.read() else {
            return FlowFit(fixture: fixture, values: [], mismatches: [], trackMisses: [], compared: compared, ignored: input.ignored,
                           stopped: "items are missing between others; a flow fixture needs every item's size")
        }
        var options = FlowLayoutOptions(scrollDirection: d)
        fixture.sections = readings.enumerated().map { s, r in section(r, s, d, &fitter.values) }
        fixture.layout = .flow(options)
        let mismatches = LayoutDiff(old: input.expected(), new: layout(fixture, viewport, inset, offset: nil).attributes(in: everything)).changes
        let pins = pinning(elements, tracks: tracks, d, capture: capture)
        options.sectionHeadersPinToVisibleBounds = pins.headers.value
        options.sectionFootersPinToVisibleBounds = pins.footers.value
        fixture.layout = .flow(options)
        var values = [FittedValue("layout.scrollDirection", word: d.rawValue, d == .vertical ? 0 : 1, .observed)]
        values += fitter.values + [pins.headers.report, pins.footers.report]
        let misses = trackMisses(elements, tracks: tracks, fixture, viewport, inset)
        return FlowFit(fixture: fixture, values: values, mismatches: mismatches, trackMisses: misses,
                       compared: compared, ignored: input.ignored)
    }

    /// Section starts that pinned elements' tracks show (FlowLayoutRules §6): a header's track
    /// that ends pushed (slope 0 away from rest) stops at the next section's start less its
    /// length; a footer's that begins held at its section's edge starts at its section's start.
    static func trackedStarts(_ elements: [SnapshotElement], tracks: [Int: SnapshotTrack], _ d: ScrollDirection) -> [Int: Double] {
        var starts: [Int: Double] = [:]
        for (p, t) in tracks where p < elements.count {
            let e = elements[p], rest = t.restingFrame(kind: e.kind), stretches = t.stretches(d, resting: rest)
            // The stretch must reach past the end sample: a track that ends (begins) held
            // shows no clamp.
            if ElementKind.isSectionHeader(e.kind), let last = stretches.last, last.kind == .pushed, last.from < t.offsets[t.offsets.count - 1] {
                starts[e.indexPath.section + 1] = t.frames[t.frames.count - 1].maxS(d)
            } else if ElementKind.isSectionFooter(e.kind), let first = stretches.first, first.kind == .pushed, first.to > t.offsets[0] {
                starts[e.indexPath.section] = t.frames[0].minS(d)
            }
        }
        return starts
    }

    /// Bounds on section starts that pinned elements' tracks show where no clamp does: a
    /// footer is never above its section's start, a header never below the next section's
    /// start less its length.
    static func trackedStartBounds(_ elements: [SnapshotElement], tracks: [Int: SnapshotTrack],
                                   _ d: ScrollDirection) -> [Int: ClosedRange<Double>] {
        var bounds: [Int: ClosedRange<Double>] = [:]
        func narrow(_ s: Int, _ r: ClosedRange<Double>) {
            let old = bounds[s] ?? -Double.infinity ... Double.infinity
            bounds[s] = Swift.max(old.lowerBound, r.lowerBound) ... Swift.max(Swift.max(old.lowerBound, r.lowerBound), Swift.min(old.upperBound, r.upperBound))
        }
        for (p, t) in tracks where p < elements.count {
            let e = elements[p]
            if ElementKind.isSectionHeader(e.kind) { narrow(e.indexPath.section + 1, t.frames.map { $0.maxS(d) }.max()! ... .infinity) }
            if ElementKind.isSectionFooter(e.kind) { narrow(e.indexPath.section, -.infinity ... t.frames.map { $0.minS(d) }.min()!) }
        }
        return bounds
    }

    static let everything = Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)

    /// The fitted fixture's flow layout, prepared, at `offset` along the scroll axis (nil: 0).
    static func layout(_ f: Fixture, _ viewport: Size, _ inset: EdgeInsets, offset: Double?) -> CollectionLayout {
        let layout = f.makeLayout(viewport: viewport)
        let d = f.layout.scrollDirection
        let origin = d == .vertical ? Point(x: 0, y: offset ?? 0) : Point(x: offset ?? 0, y: 0)
        layout.collectionView = CollectionViewGeometry(bounds: Rect(origin: origin, size: viewport), contentInset: inset)
        layout.invalidate()
        layout.prepare()
        return layout
    }
}
