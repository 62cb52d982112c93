import Testing
import PropertyBased
import LatticeLayout

/// The rect query against a brute-force filter over every element, on random compositional
/// layouts (fresh seeds each run; a failure prints its seed).
@Suite struct CompositionalPropertyTests {
    static func dimension(_ g: inout SplitMix) -> CompositionalDimension {
        switch g.int(0...3) {
        case 0: return .absolute(Double(g.int(0...80)))
        case 1: return .estimated(Double(g.int(1...60)))
        case 2: return .fractionalWidth(Double(g.int(1...6)) / 6)
        default: return .fractionalHeight(Double(g.int(1...4)) / 4)
        }
    }

    static func group(_ g: inout SplitMix, depth: Int) -> CompositionalGroup {
        var subitems: [CompositionalSubitem] = []
        for _ in 0 ..< g.int(1...3) {
            if depth < 2, g.int(0...3) == 0 { subitems.append(.group(group(&g, depth: depth + 1))) }
            else { subitems.append(Comp.item(dimension(&g), dimension(&g), insets: Double(g.int(0...3)))) }
        }
        let arrangement: CompositionalGroup.Arrangement = [.subitems, .subitems, .count(g.int(1...4)), .repeating(g.int(1...4))][g.int(0...3)]
        let spacing: CompositionalSpacing? = [nil, .fixed(Double(g.int(0...8))), .flexible(Double(g.int(0...8)))][g.int(0...2)]
        let size = Comp.size(g.int(0...1) == 0 ? .fractionalWidth(1) : .absolute(Double(g.int(40...200))),
                             g.int(0...1) == 0 ? .absolute(Double(g.int(10...90))) : .fractionalHeight(Double(g.int(1...4)) / 8))
        return CompositionalGroup(axis: g.int(0...1) == 0 ? .horizontal : .vertical, layoutSize: size, subitems: subitems,
                                  arrangement: arrangement, interItemSpacing: spacing)
    }

    static func randomLayout(_ seed: UInt64) -> (CompositionalLayout, [CompositionalSection]) {
        var g = SplitMix(seed: seed)
        var sections: [CompositionalSection] = []
        for _ in 0 ..< g.int(1...8) {
            var s = CompositionalSection(group: group(&g, depth: 0), itemCount: g.int(0...60), interGroupSpacing: Double(g.int(0...10)),
                                         contentInsets: EdgeInsets(top: Double(g.int(0...10)), left: Double(g.int(0...10)),
                                                                   bottom: Double(g.int(0...10)), right: Double(g.int(0...10))))
            if g.int(0...2) == 0 {
                s.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases[g.int(1...5)]
                s.orthogonalOffset = Double(g.int(-20...400))
            }
            for kind in ["h", "f", "badge"] where g.int(0...1) == 0 {
                s.boundarySupplementaryItems.append(CompositionalBoundaryItem(
                    elementKind: kind, layoutSize: Comp.size(.fractionalWidth(Double(g.int(1...4)) / 4), .absolute(Double(g.int(5...40)))),
                    alignment: CompositionalAlignment.allCases[g.int(0...8)], absoluteOffset: Point(x: Double(g.int(-10...10)), y: Double(g.int(-10...10))),
                    extendsBoundary: g.int(0...1) == 0, pinToVisibleBounds: g.int(0...1) == 0))
            }
            if g.int(0...2) == 0 { s.decorationItems = [CompositionalDecorationItem(elementKind: "bg", contentInsets: EdgeInsets(all: Double(g.int(-5...5))))] }
            sections.append(s)
        }
        let options = CompositionalLayoutOptions(scrollDirection: g.int(0...1) == 0 ? .vertical : .horizontal,
                                                 interSectionSpacing: Double(g.int(0...12)))
        let viewport = Size(width: Double(g.int(100...400)), height: Double(g.int(100...400)))
        let l = Comp.layout(sections, options, viewport: viewport, offset: Point(x: Double(g.int(0...300)), y: Double(g.int(0...600))),
                            inset: EdgeInsets(top: Double(g.int(0...20)), left: 0, bottom: Double(g.int(0...20)), right: 0))
        return (l, sections)
    }

    /// Every element the layout has, by the single-element queries, kept where it meets `rect`.
    static func bruteForce(_ l: CompositionalLayout, _ sections: [CompositionalSection], _ rect: Rect) -> [LayoutAttributes] {
        var all: [LayoutAttributes] = []
        for (s, section) in sections.enumerated() {
            for i in 0 ..< l.numberOfItems(inSection: s) { if let a = l.attributesForItem(at: IndexPath(item: i, section: s)) { all.append(a) } }
            for b in section.boundarySupplementaryItems {
                if let a = l.attributesForSupplementaryView(ofKind: b.elementKind, at: IndexPath(item: 0, section: s)) { all.append(a) }
            }
            if let a = l.attributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: s)) { all.append(a) }
        }
        return all.filter { $0.frame.meets(rect) }
    }

    @Test func rectQueryEqualsBruteForce() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (l, sections) = Self.randomLayout(seed)
            var g = SplitMix(seed: seed ^ 0x5DEE_CE66)
            let c = l.contentSize
            for _ in 0 ..< 12 {
                let rect = R(Double(g.int(-60...Int(c.width) + 60)), Double(g.int(-60...Int(c.height) + 60)),
                             Double(g.int(0...300)), Double(g.int(0...400)))
                let got = l.attributes(in: rect).sorted { $0.elementID < $1.elementID }
                let want = Self.bruteForce(l, sections, rect).sorted { $0.elementID < $1.elementID }
                #expect(got == want, "seed \(seed) rect \(rect)")
            }
        }
    }
}
