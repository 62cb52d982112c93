import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import PropertyBased
import Testing

/// `lattice import --infer list` on layouts laid out by lattice's own `ListLayout` (the engine's
/// reproduction of IGListCollectionViewLayout, checked against IGList's rules elsewhere): random
/// list fixtures (both directions, sections sharing rows, headers, footers, empty sections, any
/// insets and spacings) are laid out, printed as the debugger prints them, read back and fitted;
/// the fitted fixture must reproduce every frame (exactly for whole-point values at screen scale
/// 1, within one pixel for values in halves at 2 or thirds at 3), and its text must pass the
/// fixture loader (`lattice validate`).
///
/// Every run draws fresh seeds; a misfit prints the seed that replays it
/// (`misfits(scale:count:seed:)` with that seed and count 1). The stress mode
/// (`ListInferenceStressTests`, `LATTICE_FIT_STRESS=N`) measures the misfit rate per scale; the
/// the LatticeImport article ImportReference gives the figures. `LATTICE_FIT_CASES=N` runs N cases per test instead of the default.
@Suite struct ListInferencePropertyTests {
    struct Scenario: Sendable, CustomStringConvertible {
        var fixture: Fixture
        var description: String {
            "\(fixture.layout.scrollDirection) viewport \(fixture.viewport!) scale \(fixture.screenScale) \(fixture.layout) sections "
                + fixture.sections.map { "{insets \($0.insets) line \($0.lineSpacing) inter \($0.interitemSpacing) header \($0.header.height) footer \($0.footer.height) items \($0.itemSizes)}" }.joined(separator: " ")
        }
    }

    /// Cases per test: `LATTICE_FIT_CASES`, else `fallback`.
    static func cases(_ fallback: Int) -> Int {
        ProcessInfo.processInfo.environment["LATTICE_FIT_CASES"].flatMap(Int.init) ?? fallback
    }

    /// A section on a grid of 1/`k` point: insets 0…12, spacings 0…6, header and footer 0
    /// about half of the time, 0…6 items of 1…70 x 1…40 (none about one section in seven: an
    /// empty section); every value a multiple of 1/`k`.
    static func section(_ k: Int) -> Generator<FixtureSection, some SendableSequenceType> {
        let unit = 1 / Double(k)
        return zip(zip(Gen.int(in: 0 ... 12 * k), Gen.int(in: 0 ... 12 * k), Gen.int(in: 0 ... 12 * k), Gen.int(in: 0 ... 12 * k)),
                   zip(Gen.int(in: 0 ... 6 * k), Gen.int(in: 0 ... 6 * k), Gen.int(in: -20 * k ... 20 * k), Gen.int(in: -20 * k ... 20 * k)),
                   zip(Gen.int(in: k ... 70 * k), Gen.int(in: k ... 40 * k)).array(of: 0 ... 6))
            .map { insets, spacing, sizes -> FixtureSection in
                func v(_ n: Int) -> Double { Double(max(0, n)) * unit }
                return FixtureSection(insets: EdgeInsets(top: v(insets.0), left: v(insets.1), bottom: v(insets.2), right: v(insets.3)),
                                      lineSpacing: v(spacing.0), interitemSpacing: v(spacing.1),
                                      header: Size(width: v(spacing.2), height: v(spacing.2)),
                                      footer: Size(width: v(spacing.3), height: v(spacing.3)),
                                      itemSizes: sizes.map { Size(width: v($0.0), height: v($0.1)) })
            }
    }

    /// 1…8 sections, either direction, showHeaderWhenEmpty or not, a viewport of 90…200 x
    /// 60…200, screen scale `k`.
    static func scenario(_ k: Int) -> Generator<Scenario, some SendableSequenceType> {
        zip(section(k).array(of: 1 ... 8), Gen.bool, Gen.bool, zip(Gen.int(in: 90 ... 200), Gen.int(in: 60 ... 200)))
            .map { sections, horizontal, showEmpty, view -> Scenario in
                var options = ListLayoutOptions()
                options.scrollDirection = horizontal ? .horizontal : .vertical
                options.showHeaderWhenEmpty = showEmpty
                return Scenario(fixture: Fixture(name: "random", viewportWidth: Double(view.0), viewportHeight: Double(view.1),
                                                 screenScale: Double(k), layout: .list(options), sections: sections))
            }
    }

    /// Every element of a layout at offset 0, by identity.
    static func frames(_ f: Fixture) -> [ElementID: Rect] {
        let layout = f.makeLayout(viewport: f.viewport!)
        layout.prepare()
        var result: [ElementID: Rect] = [:]
        for a in layout.attributes(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) { result[a.elementID] = a.frame }
        return result
    }

    /// True when `a` and `b` differ by at most `t` in every component.
    static func close(_ a: Rect, _ b: Rect, _ t: Double) -> Bool {
        abs(a.x - b.x) <= t && abs(a.y - b.y) <= t && abs(a.width - b.width) <= t && abs(a.height - b.height) <= t
    }

    /// One scenario through the whole pipeline; nil when every frame comes back (within
    /// `tolerance`), else what differs.
    static func roundTrip(_ scenario: Scenario, tolerance: Double = 0) -> String? {
        let original = frames(scenario.fixture)
        let layout = scenario.fixture.makeLayout(viewport: scenario.fixture.viewport!)
        layout.prepare()
        let text = (["(lldb) po collectionView.collectionViewLayout.layoutAttributesForElements(in: rect)", "<__NSArrayM 0x600000c5c0f0>("]
                    + layout.attributes(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).map { DebuggerPaste.describe($0) + "," } + [")"])
            .joined(separator: "\n")
        do {
            let paste = try DebuggerPaste(text: text, file: "paste.txt")
            guard paste.elements.count == original.count else { return "read \(paste.elements.count) of \(original.count) elements" }
            let fit = ListInference.fit(paste.elements, viewport: scenario.fixture.viewport!)
            do {
                _ = try FixtureLoader.load(text: ListFixtureText.fixture(fit.fixture), name: "fitted.yaml")
            } catch {
                return "the fitted fixture does not load: \(error)"
            }
            let fitted = frames(fit.fixture)
            let wrong = original.keys.filter { key in fitted[key].map { !close($0, original[key]!, tolerance) } ?? true }
                + fitted.keys.filter { original[$0] == nil }
            if !wrong.isEmpty || !fit.mismatches.isEmpty {
                return wrong.sorted().prefix(3).map { "\($0): \(original[$0].map(\.description) ?? "none") fitted \(fitted[$0].map(\.description) ?? "none")" }
                    .joined(separator: "; ") + " (\(fit.mismatches.count) mismatches reported)"
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// `count` scenarios at screen scale `k` through `roundTrip` (exact at scale 1, else within
    /// a pixel): drawn in turn from `seed`, a fixed sequence, or without one each from a fresh
    /// seed. Returns each misfit with the seed that replays it (as `seed` with `count` 1).
    static func misfits(scale k: Int, count: Int, seed: String?) -> [String] {
        let generator = scenario(k)
        var sequence = seed.flatMap { Xoshiro(seed: $0) } ?? Xoshiro()
        var result: [String] = []
        for _ in 0 ..< count {
            var rng = seed == nil ? Xoshiro() : sequence
            let start = rng.currentSeed
            let scenario = generator.run(using: &rng)
            if seed != nil { sequence = rng }
            if let problem = roundTrip(scenario, tolerance: k == 1 ? 0 : 1 / Double(k) + 1e-9) {
                result.append("seed \(start): \(problem)\n  scenario: \(scenario)")
            }
        }
        return result
    }

    /// Whole points at screen scale 1, halves at 2, thirds at 3, each run from fresh seeds.
    /// At scale 3 the fitter still misses a layout now and then (the measured rate in the LatticeImport article ImportReference):
    /// up to `allowedAtScale3` misfits in the run pass, printed with their seeds; more fail. At
    /// scales 1 and 2 none may miss, though the fitter is measured to miss about 1 layout in
    /// 20,000 there too (a known bug, in the LatticeImport article ImportReference): such a run fails, about once in 130 runs,
    /// and prints the seed that replays the miss.
    @Test(arguments: [1, 2, 3])
    func inferredListReproducesEveryFrame(scale: Int) {
        let count = Self.cases(scale == 1 ? 150 : 100)
        let misfits = Self.misfits(scale: scale, count: count, seed: nil)
        for m in misfits { print("MISFIT scale \(scale) \(m)") }
        let allowed = scale == 3 ? Self.allowedAtScale3 : 0
        #expect(misfits.count <= allowed, "\(misfits.count) misfits in \(count) at scale \(scale):\n\(misfits.prefix(3).joined(separator: "\n"))")
    }

    /// At the measured rate of 139 in 20,000 (ImportReference), 100 layouts miss more than 5 in about one
    /// run in 11,000 (Poisson, mean 0.695: P(X ≤ 5) = e^−0.695 · (1 + 0.695 + 0.242 + 0.056 +
    /// 0.010 + 0.001) ≈ 0.4991 · 2.004 ≈ 0.99991, so P(X > 5) ≈ 0.009%).
    static let allowedAtScale3 = 5
}

/// A long search, only with `LATTICE_FIT_STRESS=N` in the environment: N scenarios per scale,
/// each from a fresh seed, counting misfits (the report prints the first few:
/// `LATTICE_FIT_SHOW=N` prints N).
@Suite struct ListInferenceStressTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LATTICE_FIT_STRESS"] != nil), arguments: [1, 2, 3])
    func countMisfits(scale: Int) {
        let n = ProcessInfo.processInfo.environment["LATTICE_FIT_STRESS"].flatMap(Int.init) ?? 0
        let misfits = ListInferencePropertyTests.misfits(scale: scale, count: n, seed: nil)
        let shown = ProcessInfo.processInfo.environment["LATTICE_FIT_SHOW"].flatMap(Int.init) ?? 5
        for m in misfits.prefix(shown) { print("MISFIT scale \(scale) \(m)") }
        print("STRESS scale \(scale): \(misfits.count) misfits in \(n) scenarios")
        #expect(misfits.isEmpty)
    }
}
