import Testing
@testable import LatticeLayout

/// Rect queries over long sections (ListLayoutRules §8): the query finds a section's first
/// candidate item through `ReachSamples` (one running maximum per 16 items), so sections of
/// hundreds of items — rows mixing tall and short items, so S ends are not sorted —
/// must still return exactly the cells whose frames meet the rect (`Rect.meets`), the brute-force
/// answer over every stored frame.
@Suite struct ListLongSectionQueryTests {
    @Test(arguments: bothDirections) func longSectionsMatchBruteForce(_ d: ScrollDirection) {
        var g = SplitMix(7)
        // Two long sections and a short one; items 4...60 long on S (some rows hold one tall item
        // and short ones), 10...45 across, in a 100-point container.
        let sections = [300, 5, 170].map { count in
            ListSection(insets: EdgeInsets(all: 3), lineSpacing: 2, interitemSpacing: 1, headerSize: S(6, 6),
                        itemSizes: (0 ..< count).map { _ in
                            let across = Double(10 + Int(g.next() % 36)), along = Double(4 + Int(g.next() % 57))
                            return Size(s: along, f: across, d)
                        })
        }
        let layout = makeList(sections, options: ListLayoutOptions(scrollDirection: d))
        let extent = layout.contentSize.s(d)
        for _ in 0 ..< 400 {
            let start = Double(g.next() % UInt64(extent + 40)) - 20, length = Double(1 + g.next() % 120)
            let rect = Rect(minS: start, lenS: length, minF: -5, lenF: 120, d)
            var expected: [IndexPath] = []
            for s in 0 ..< sections.count {
                for i in 0 ..< sections[s].itemSizes.count {
                    let path = IndexPath(item: i, section: s)
                    if let cell = layout.attributesForItem(at: path), cell.frame.meets(rect) { expected.append(path) }
                }
            }
            let got = layout.attributes(in: rect).filter { $0.category == .cell }.map(\.indexPath)
            #expect(got == expected, "rect \(rect)")
        }
    }
}
