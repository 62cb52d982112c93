import Testing
import PropertyBased
import LatticeLayout

/// Rect queries (AlignedLayoutRules §11), out-of-range lookups, partial relayout, and properties
/// over random sections.
@Suite struct AlignedQueryTests {
    /// AlignedLayoutRules §4's worked example: line 1 cells at y 5-105, line 2 at 110-210 / 110-130.
    func workedExample() -> AlignedLayout {
        alignedLayout([AlignedSection(items: [AlignedItem(), AlignedItem(), AlignedItem(), AlignedItem(), cell(40, 20)])])
    }

    func items(_ a: [LayoutAttributes]) -> [Int] { a.map(\.indexPath.item).sorted() }

    @Test func touchingEdgesDoNotCount() {
        // CommandLineContract §2.3 (CGRectIntersectsRect on iOS): a frame meets the rect only when
        // their overlap has positive width and height. Frames (AlignedLayoutRules §4): cells 0, 1, 2 at
        // x 5-105, 110-210, 215-315 and y 5-105; cell 3 at x 5-105, y 110-210; cell 4 at x
        // 110-150, y 110-130.
        let l = workedExample()
        // A rect from y 105 only touches line 1's bottom edge; one ending at 110 only touches line 2.
        #expect(l.attributes(in: R(0, 105, 320, 3)).isEmpty)
        #expect(l.attributes(in: R(0, 105, 320, 5)).isEmpty)
        // One point into each line meets both.
        #expect(items(l.attributes(in: R(0, 104, 320, 7))) == [0, 1, 2, 3, 4])
        #expect(l.attributes(in: R(0, 106, 320, 3)).isEmpty)
        // The rect's right edge on cell 1's and cell 4's left edge (x 110): neither is returned.
        #expect(items(l.attributes(in: R(0, 0, 110, 300))) == [0, 3])
        // x 150-160: cell 4 ends exactly at 150, so only cell 1.
        #expect(items(l.attributes(in: R(150, 0, 10, 300))) == [1])
        // A zero-size rect meets nothing, even on a corner.
        #expect(l.attributes(in: R(105, 105, 0, 0)).isEmpty)
    }

    @Test func queryIncludesHeadersAtTheirPinnedFrames() {
        // The AlignedLayoutRules §10 example at offset 75, query = the viewport [75, 135]:
        // header 1 pinned at 75, header 2 at 120; section 1's cells (70-90, 95-115), section 2's (130-150).
        let s = [4, 4, 2].map { AlignedSection(insets: EdgeInsets(bottom: 5), headerHeight: 10, items: Array(repeating: cell(45, 20), count: $0)) }
        let l = alignedLayout(s, width: 100, height: 60, options: bareOptions(sectionSpacing: 0), offsetY: 75)
        let got = l.attributes(in: R(0, 75, 100, 60))
        let headers = got.filter { $0.category == .supplementary }
        #expect(headers.map(\.indexPath.section).sorted() == [1, 2])
        #expect(headers.first { $0.indexPath.section == 1 }?.frame == R(0, 75, 100, 10))
        #expect(got.filter { $0.indexPath.section == 1 && $0.category == .cell }.count == 4)
        #expect(got.filter { $0.indexPath.section == 2 && $0.category == .cell }.count == 2)
        #expect(got.count == 8)
    }

    @Test func outOfRangeLookupsAreNil() {
        let l = workedExample()
        #expect(l.attributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(l.attributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(l.attributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(l.attributesForItem(at: IndexPath(item: 0, section: -1)) == nil)
        // Section 0 has no header; footers do not exist; decorations neither.
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(l.attributesForDecorationView(ofKind: "line", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(l.numberOfItems(inSection: 3) == 0 && l.numberOfItems(inSection: -2) == 0)
        #expect(l.numberOfSections == 1 && l.numberOfItems(inSection: 0) == 5)
        let h = alignedLayout([AlignedSection(headerHeight: 10, items: [cell(1, 1)])])
        #expect(h.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(h.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1)) == nil)
        // A NaN rect answers nothing instead of crashing.
        #expect(l.attributes(in: R(.nan, 0, 10, 10)).isEmpty)
    }

    @Test func modifiedSectionRelaysOutFromThatSectionOnly() {
        let base = (0..<4).map { i in AlignedSection(headerHeight: 10, items: Array(repeating: cell(50, Double(10 + i)), count: 5)) }
        let l = alignedLayout(base)
        #expect(l.lastPrepareLaidOutSections == 4)
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 0)   // nothing invalid: cheap
        // Assigning `sections` finds the first changed section itself.
        l.sections[2].items.append(cell(300, 40))
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 2)
        // An explicit modifiedSection context.
        l.invalidate(with: InvalidationContext(modifiedSection: 3))
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 1)
        // Same frames as a fresh layout of the new data.
        var changed = base
        changed[2].items.append(cell(300, 40))
        let fresh = alignedLayout(changed)
        for s in 0..<4 {
            #expect(l.frames(section: s) == fresh.frames(section: s))
            #expect(l.headerFrame(s) == fresh.headerFrame(s))
        }
        #expect(l.contentSize == fresh.contentSize)
        // Removing sections shrinks the storage.
        l.sections.removeLast(2)
        l.prepare()
        #expect(l.numberOfSections == 2 && l.lastPrepareLaidOutSections == 0)
        #expect(l.contentSize == alignedLayout(Array(base.prefix(2))).contentSize)
    }

    // MARK: properties

    /// Random sections from a seed (a small deterministic generator so a failing seed replays).
    static func randomSections(seed: UInt64, negativeInsets: Bool, hangingCells: Bool) -> (sections: [AlignedSection], options: AlignedLayoutOptions, width: Double) {
        var g = SplitMix(seed)
        func d(_ r: ClosedRange<Int>) -> Double { Double(g.int(r)) }
        func inset(_ allowNegative: Bool) -> Double { allowNegative ? d(-6...8) : d(0...8) }
        let width = d(40...400)
        var sections: [AlignedSection] = []
        for _ in 0..<g.int(0...6) {
            var s = AlignedSection()
            s.horizontalAlignment = AlignedHorizontalAlignment.allCases[g.int(0...2)]
            s.verticalAlignment = AlignedVerticalAlignment.allCases[g.int(0...2)]
            s.itemSpacing = d(0...10); s.lineSpacing = d(0...10)
            s.insets = EdgeInsets(top: inset(negativeInsets), left: inset(negativeInsets), bottom: inset(negativeInsets), right: inset(negativeInsets))
            s.headerHeight = g.int(0...2) == 0 ? 0 : d(1...30)
            for _ in 0..<g.int(0...25) {
                var item = AlignedItem()
                let kind = g.int(0...9)
                if kind == 0 { item.size = nil }
                else if kind == 1 { item.fillsLine = true; item.size = Size(width: 0, height: d(1...40)) }
                else { item.size = Size(width: Double(g.int(0...120)) / 2, height: d(0...60)) }
                if g.int(0...3) == 0 {
                    // A top inset makes center / bottom cells hang below their line (AlignedLayoutRules §6).
                    let top = hangingCells || s.verticalAlignment == .top ? inset(negativeInsets) : 0
                    item.insets = EdgeInsets(top: top, left: inset(negativeInsets), bottom: inset(negativeInsets), right: inset(negativeInsets))
                }
                item.shouldBeginLine = g.int(0...7) == 0
                item.shouldEndLine = g.int(0...7) == 0
                item.startLineIndentation = g.int(0...5) == 0
                s.items.append(item)
            }
            sections.append(s)
        }
        let options = AlignedLayoutOptions(defaultCellSize: Size(width: d(0...80), height: d(0...50)),
                                           sectionSpacing: d(0...20),
                                           contentInsets: EdgeInsets(all: negativeInsets ? d(-5...10) : d(0...10)),
                                           pinSectionHeaders: g.int(0...3) != 0)
        return (sections, options, width)
    }

    /// What a brute-force filter over every element says for `rect` (AlignedLayoutRules §11).
    static func bruteForce(_ l: AlignedLayout, _ rect: Rect) -> [LayoutAttributes] {
        var all: [LayoutAttributes] = []
        for s in 0..<l.numberOfSections {
            if let h = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: s)) { all.append(h) }
            for i in 0..<l.numberOfItems(inSection: s) { all.append(l.attributesForItem(at: IndexPath(item: i, section: s))!) }
        }
        // CommandLineContract §2, written out: the overlap has positive width and height.
        return all.filter { a in
            let f = a.frame
            return max(f.minX, rect.minX) < min(f.maxX, rect.maxX) && max(f.minY, rect.minY) < min(f.maxY, rect.maxY)
        }
    }

    @Test func rectQueryEqualsBruteForce() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (sections, options, width) = Self.randomSections(seed: seed, negativeInsets: true, hangingCells: true)
            var g = SplitMix(seed ^ 0x9E37_79B9)
            let l = alignedLayout(sections, width: width, height: 200, options: options, offsetY: Double(g.int(-50...600)))
            let h = max(l.contentSize.height, 1)
            for _ in 0..<12 {
                let rect = R(Double(g.int(-40...Int(width) + 40)), Double(g.int(-40...Int(h) + 40)),
                             Double(g.int(0...200)), Double(g.int(0...300)))
                let got = l.attributes(in: rect).sorted { $0.elementID < $1.elementID }
                let want = Self.bruteForce(l, rect).sorted { $0.elementID < $1.elementID }
                #expect(got == want, "seed \(seed) rect \(rect)")
            }
        }
    }

    @Test func cellsDoNotOverlap() async {
        // With non-negative insets and spacings, and no top insets under center / bottom alignment
        // (FSQ lets those hang into the next line, AlignedLayoutRules §6), no two cell frames overlap
        // (touching is fine: an exact fit with spacing 0).
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (sections, options, width) = Self.randomSections(seed: seed, negativeInsets: false, hangingCells: false)
            let l = alignedLayout(sections, width: width, options: options)
            var frames: [Rect] = []
            for s in 0..<l.numberOfSections { frames += l.frames(section: s) }
            var overlaps = 0
            for i in frames.indices { for j in frames.indices where j > i && frames[i].meets(frames[j]) { overlaps += 1 } }
            #expect(overlaps == 0, "seed \(seed)")
        }
    }

    @Test func partialRelayoutEqualsAFreshLayout() async {
        await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (sections, options, width) = Self.randomSections(seed: seed, negativeInsets: true, hangingCells: true)
            guard !sections.isEmpty else { return }
            let other = Self.randomSections(seed: seed &+ 1, negativeInsets: true, hangingCells: true).sections
            var g = SplitMix(seed)
            let k = g.int(0...sections.count - 1)
            let l = alignedLayout(sections, width: width, options: options)
            var changed = sections
            changed[k] = other.first ?? AlignedSection()
            l.sections = changed
            l.prepare()
            #expect(l.lastPrepareLaidOutSections <= sections.count - k)
            let fresh = alignedLayout(changed, width: width, options: options)
            #expect(l.contentSize == fresh.contentSize)
            for s in 0..<changed.count {
                #expect(l.frames(section: s) == fresh.frames(section: s), "seed \(seed) section \(s)")
            }
            let all = R(-100, -100, width + 200, fresh.contentSize.height + 200)
            #expect(l.attributes(in: all).count == fresh.attributes(in: all).count)
        }
    }
}

