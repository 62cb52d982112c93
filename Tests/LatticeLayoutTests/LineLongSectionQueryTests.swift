import Testing
import PropertyBased
@testable import LatticeLayout

/// Rect queries on long sections, where the query's index (every 16th item's running maximum of
/// how far its elements reach, `LineLayoutPass.Storage.reachSamples`) has many entries per
/// section and its blocks straddle section boundaries: the answer must equal the brute-force
/// filter over every element (CommandLineContract §2.3's open intersection), also after a partial
/// relayout that keeps the first sections (IGList's `didModifySection:`).
@Suite struct LineLongSectionQueryTests {
    static func randomSections(_ g: inout SplitMix) -> [LineSection] {
        func num(_ lo: Double, _ hi: Double) -> Double { Double.random(in: lo...hi, using: &g).rounded() }
        return (0..<Int(num(1, 4))).map { _ in
            LineSection(insets: Bool.random(using: &g) ? EdgeInsets(top: num(-15, 20), left: num(0, 20), bottom: num(-15, 20), right: num(0, 20)) : nil,
                        headerSize: Size(width: 0, height: num(0, 30)),
                        items: (0..<Int(num(0, 90))).map { _ in
                            LineItem(size: Size(width: num(0, 150), height: num(0, 70)),
                                     side: LineItemSide.allCases.randomElement(using: &g)!,
                                     lineLabel: Bool.random(using: &g) ? "l" : nil)
                        })
        }
    }

    static func options(_ g: inout SplitMix) -> LineLayoutOptions {
        var o = LineLayoutOptions()
        o.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
        o.minimumInteritemSpacing = Double(Int.random(in: 0...12, using: &g))
        o.tailWidth = Bool.random(using: &g) ? 20 : nil       // wider than the grip: tails overhang it
        o.displayArrows = true
        return o
    }

    static func expectQueriesMatch(_ layout: LineLayout, _ g: inout SplitMix, _ note: String) {
        let size = layout.contentSize
        let d = layout.options.scrollDirection
        for _ in 0..<25 {
            let len = Double(Int.random(in: 1...400, using: &g))
            let at = Double(Int.random(in: -40...Int(size.s(d) + 40), using: &g))
            let rect = Rect(minS: at, lenS: len, minF: -10, lenF: size.f(d) + 20, d)
            #expect(sorted(layout.attributes(in: rect)) == sorted(layout.bruteForce(in: rect)), "\(note) rect \(rect)")
        }
    }

    @Test func longSectionsQueryLikeBruteForce() async {
        await propertyCheck(count: 60, input: Gen.uint64()) { seed in
            var g = SplitMix(seed: seed)
            let layout = makeLine(Self.randomSections(&g), Self.options(&g), width: 300, height: 200)
            Self.expectQueriesMatch(layout, &g, "seed \(seed)")
        }
    }

    @Test func partialRelayoutKeepsTheIndexOfTheKeptSections() async {
        await propertyCheck(count: 60, input: Gen.uint64()) { seed in
            var g = SplitMix(seed: seed)
            var sections = Self.randomSections(&g)
            let options = Self.options(&g)
            let layout = makeLine(sections, options, width: 300, height: 200)
            let modified = Int.random(in: 0..<sections.count, using: &g)
            sections[modified].items.append(LineItem(size: Size(width: 40, height: 33), side: .either))
            sections.append(LineSection(items: [LineItem(size: Size(width: 20, height: 10))]))
            layout.sections = sections
            layout.prepare()
            #expect(layout.lastPrepareLaidOutSections == sections.count - modified)
            let fresh = makeLine(sections, options, width: 300, height: 200)
            #expect(layout.storage.reachSamples == fresh.storage.reachSamples, "seed \(seed)")
            #expect(layout.itemFrames == fresh.itemFrames && layout.itemFlags == fresh.itemFlags, "seed \(seed)")
            Self.expectQueriesMatch(layout, &g, "seed \(seed)")
        }
    }
}
