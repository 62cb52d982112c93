import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing

/// `lattice import --infer flow` on layouts laid out by lattice's `FlowLayout` (checked against
/// UIKit's rules elsewhere): random flow fixtures (both directions, fixed item sizes per
/// section, headers, footers, insets, spacings, pinned headers and footers) are laid out, their
/// headers' and footers' motions sampled into tracks as a capture samples them, and fitted; the
/// fitted fixture must reproduce every resting frame and every track, and its pinning flags
/// must be the fixture's. Each run draws a fresh seed, printed with any misfit.
@Suite struct FlowInferencePropertyTests {
    /// A random flow fixture from `g`, at screen scale 2 or 3: 1…4 sections of 1…12 items of one size each.
    static func fixture(_ g: inout SplitMix64) -> Fixture {
        func int(_ lo: Int, _ hi: Int) -> Double { Double(g.integer(in: Int64(lo), Int64(hi))) }
        let d: ScrollDirection = int(0, 1) == 0 ? .vertical : .horizontal
        var f = Fixture(viewportWidth: int(200, 400), viewportHeight: int(300, 600))
        // Origins snap to the screen's pixel grid (FlowLayoutRules §11): scales 2 and 3.
        f.screenScale = int(2, 3)
        var o = FlowLayoutOptions(scrollDirection: d)
        o.sectionHeadersPinToVisibleBounds = int(0, 1) == 1
        o.sectionFootersPinToVisibleBounds = int(0, 1) == 1
        f.layout = .flow(o)
        f.sections = (0 ..< Int(int(1, 4))).map { _ in
            let size = Size(width: int(10, 90), height: int(10, 90))
            let header = int(0, 1) == 1 ? int(5, 40) : 0, footer = int(0, 1) == 1 ? int(5, 40) : 0
            return FixtureSection(insets: EdgeInsets(top: int(0, 20), left: int(0, 20), bottom: int(0, 20), right: int(0, 20)),
                                  lineSpacing: int(0, 15), interitemSpacing: int(0, 15),
                                  header: Size(width: header, height: header), footer: Size(width: footer, height: footer),
                                  itemSizes: Array(repeating: size, count: Int(int(1, 12))))
        }
        return f
    }

    /// The fixture laid out at rest (pins off) as snapshot elements, with tracks of its pinned
    /// headers and footers sampled every point over the whole scroll range and 5 points beyond
    /// (every value is whole, so every change of slope falls on a sample, as `LatticeCapture`'s
    /// refinement aims for).
    static func capture(_ f: Fixture) -> (elements: [SnapshotElement], tracks: [Int: SnapshotTrack]) {
        guard let pinned = f.layout.options(as: FlowLayoutOptions.self) else { return ([], [:]) }
        var resting = f
        var still = pinned
        still.sectionHeadersPinToVisibleBounds = false; still.sectionFootersPinToVisibleBounds = false
        resting.layout = .flow(still)
        let viewport = f.viewport!, d = pinned.scrollDirection
        let rest = resting.makeLayout(viewport: viewport)
        rest.prepare()
        let everything = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        let attributes = rest.attributes(in: everything)
        let elements = attributes.map { SnapshotElement(category: $0.category, kind: $0.kind, indexPath: $0.indexPath, frame: $0.frame) }
        let live = f.makeLayout(viewport: viewport)
        let end = rest.contentSize.s(d) - viewport.s(d)
        let offsets = Array(stride(from: -5.0, through: Swift.max(end, 0) + 5, by: 1))
        var samples: [Int: [Rect]] = [:]
        for o in offsets {
            live.collectionView = CollectionViewGeometry(bounds: Rect(origin: d == .vertical ? Point(x: 0, y: o) : Point(x: o, y: 0), size: viewport))
            live.invalidate(); live.prepare()
            for (i, e) in elements.enumerated() where e.category == .supplementary {
                samples[i, default: []].append(live.attributesForSupplementaryView(ofKind: e.kind, at: e.indexPath)!.frame)
            }
        }
        var tracks: [Int: SnapshotTrack] = [:]
        for (i, frames) in samples where Set(frames.map { [$0.x, $0.y, $0.width, $0.height] }).count > 1 {
            tracks[i] = SnapshotTrack(offsets: offsets, frames: frames)
        }
        return (elements, tracks)
    }

    @Test func fittedFlowFixturesReproduceEveryFrameAndTrack() throws {
        // `LATTICE_FLOW_SEED=N` replays a printed seed.
        let seed = ProcessInfo.processInfo.environment["LATTICE_FLOW_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0 ... UInt64.max)
        var g = SplitMix64(seed: seed)
        for n in 0 ..< 150 {
            let original = Self.fixture(&g)
            let (elements, tracks) = Self.capture(original)
            var base = Fixture(viewportWidth: original.viewportWidth, viewportHeight: original.viewportHeight)
            base.screenScale = original.screenScale
            base.layout = .snapshot(SnapshotOptions(scrollDirection: original.layout.scrollDirection))
            // A capture says its scroll direction (its layout's); `fit` tries both only for a paste.
            let fit = FlowInference.fit(elements, tracks: tracks, base: base, direction: original.layout.scrollDirection)
            let context = "seed \(seed), case \(n): \(original.layout) \(original.sections.map { ($0.insets, $0.lineSpacing, $0.interitemSpacing, $0.header.width, $0.footer.width, $0.itemSizes.count, $0.itemSizes[0]) })"
            #expect(fit.stopped == nil && fit.mismatches.isEmpty, "\(context): \(fit.mismatches.prefix(3).map { "\($0.name) \($0.old?.frame.description ?? "none") -> \($0.new?.frame.description ?? "none")" }); fitted \(fit.fixture.sections.map { ($0.insets, $0.lineSpacing, $0.interitemSpacing, $0.header.width, $0.footer.width, $0.itemSizes.count) })")
            #expect(fit.trackMisses.isEmpty, "\(context): \(fit.trackMisses.prefix(2))")
            guard let fitted = fit.fixture.layout.options(as: FlowLayoutOptions.self), let o = original.layout.options(as: FlowLayoutOptions.self) else { Issue.record("not flow"); continue }
            // A pin flag shows only where a header (footer) moves: then it must be the original's.
            let kinds = Set(tracks.keys.map { elements[$0].kind })
            if kinds.contains(ElementKind.header) { #expect(fitted.sectionHeadersPinToVisibleBounds == o.sectionHeadersPinToVisibleBounds, "\(context)") }
            if kinds.contains(ElementKind.footer) { #expect(fitted.sectionFootersPinToVisibleBounds == o.sectionFootersPinToVisibleBounds, "\(context)") }
            // The written text is a valid fixture with the same sections.
            let again = try FixtureLoader.load(text: FlowFixtureText.fixture(fit.fixture), format: .yaml, name: "fitted.yaml")
            #expect(again.sections.map(\.itemSizes) == fit.fixture.sections.map(\.itemSizes), "\(context)")
            if !fit.reproduces { break }
        }
    }
}
