import Testing
@testable import LatticeLayout

/// Hand-worked examples, one per rule of FlowLayoutRules; the arithmetic is in the comments.
@Suite struct FlowWorkedExampleTests {
    static func layout(_ sections: [FlowSection], _ o: FlowLayoutOptions = FlowLayoutOptions(),
                       viewport: Size = Size(width: 320, height: 480), inset: EdgeInsets = .zero,
                       offset: Point = .zero) -> FlowLayout {
        let l = FlowLayout(sections: sections, options: o,
                           collectionView: CollectionViewGeometry(bounds: Rect(origin: offset, size: viewport), contentInset: inset))
        l.prepare()
        return l
    }

    static func cell(_ l: FlowLayout, _ s: Int, _ i: Int) -> Rect? { l.attributesForItem(at: IndexPath(item: i, section: s))?.frame }

    /// FlowLayoutRules §2, §3: a 320-point grid of 100-point items with spacing 10 fits 3 a row
    /// exactly (100 + 110 + 110 = 320); the short last row (item 6) lines up with the first column:
    /// left 320 − 100 = 220 holds two copies of 110, so it is justified as 3 items, gap 0.
    @Test func gridWithShortLastRow() {
        let l = Self.layout([FlowSection(itemSizes: Array(repeating: Size(width: 100, height: 100), count: 7))])
        #expect(Self.cell(l, 0, 0) == R(0, 0, 100, 100))
        #expect(Self.cell(l, 0, 1) == R(110, 0, 100, 100))
        #expect(Self.cell(l, 0, 2) == R(220, 0, 100, 100))
        #expect(Self.cell(l, 0, 3) == R(0, 110, 100, 100))     // y = 100 + line spacing 10
        #expect(Self.cell(l, 0, 6) == R(0, 220, 100, 100))     // third row: 2 × (100 + 10)
        #expect(l.contentSize == Size(width: 320, height: 320)) // 3 rows of 100, 2 spacings of 10
    }

    /// FlowLayoutRules §3: leftover spread between items. 300 points, items 80 wide, spacing 10: a
    /// row holds 80 + 90 + 90 = 260, left 40 over 2 gaps, so each gap is 10 + 20 = 30: x = 0, 110,
    /// 220. The last row (2 items) takes one copy (left 300 − 170 = 130 ≥ 90, then 40): justified
    /// as 3 items, x = 0, 110, the first two columns.
    @Test func justifiedRowsAndTheLastRowsColumns() {
        let l = Self.layout([FlowSection(itemSizes: Array(repeating: Size(width: 80, height: 40), count: 5))],
                            viewport: Size(width: 300, height: 400))
        #expect([0, 1, 2, 3, 4].map { Self.cell(l, 0, $0)!.minX } == [0, 110, 220, 0, 110])
        #expect(Self.cell(l, 0, 3)!.minY == 50)                  // 40 + 10
    }

    /// FlowLayoutRules §3: a row that holds one item centres it. Widths 200 then 150 in 300: 150 +
    /// 10 does not fit the 100 left, so 200 is alone: x = (300 − 200) / 2 = 50. The last row's 150
    /// leaves 150, less than a copy's 160: alone too, x = (300 − 150) / 2 = 75.
    @Test func aRowOfOneIsCentred() {
        let l = Self.layout([FlowSection(itemSizes: [Size(width: 200, height: 20), Size(width: 150, height: 20)])],
                            viewport: Size(width: 300, height: 400))
        #expect(Self.cell(l, 0, 0) == R(50, 0, 200, 20))
        #expect(Self.cell(l, 0, 1) == R(75, 30, 150, 20))
    }

    /// FlowLayoutRules §2, §3: an item longer than the row takes a row of its own, centred across
    /// it. Inset left 10: 400 > 300 − 20 = 280, so x = 10 + (280 − 400) / 2 = −50; item 2 (50)
    /// starts the next row.
    @Test func anOverLongItemTakesItsOwnRow() {
        let l = Self.layout([FlowSection(insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
                                         itemSizes: [Size(width: 50, height: 20), Size(width: 400, height: 30), Size(width: 50, height: 20)])],
                            viewport: Size(width: 300, height: 400))
        #expect(Self.cell(l, 0, 0) == R(125, 0, 50, 20))   // alone (400 does not fit): 10 + (280 − 50) / 2
        #expect(Self.cell(l, 0, 1) == R(-50, 30, 400, 30))
        #expect(Self.cell(l, 0, 2)!.minY == 70)            // 30 + 30 + 10
        #expect(l.warnings.count == 1)
    }

    /// FlowLayoutRules §4: items of different heights are centred in their row: row height 40, the
    /// 20-high item at y = (40 − 20) / 2 = 10.
    @Test func itemsAreCentredAcrossTheScrollAxis() {
        let l = Self.layout([FlowSection(itemSizes: [Size(width: 100, height: 40), Size(width: 100, height: 20), Size(width: 100, height: 40)])])
        #expect(Self.cell(l, 0, 1) == R(110, 10, 100, 20))
    }

    /// FlowLayoutRules §5: header 30, inset (10, 5, 10, 5), one row of 50, footer 20; the next
    /// section starts at 30 + 10 + 50 + 10 + 20 = 120. Headers span C = 320 − 10 − 10 (content
    /// inset) = 300.
    @Test func sectionsStackHeaderInsetsRowsFooter() {
        let s = FlowSection(insets: EdgeInsets(top: 10, left: 5, bottom: 10, right: 5), headerSize: Size(width: 0, height: 30),
                            footerSize: Size(width: 7, height: 20), itemSizes: [Size(width: 50, height: 50)])
        let l = Self.layout([s, s], inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let header1 = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame == R(0, 120, 300, 30))
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: 0))?.frame == R(0, 100, 300, 20))
        #expect(Self.cell(l, 1, 0) == R(5, 160, 50, 50))   // 120 + 30 + 10; single item in a last row with room: x = 5
        #expect(l.contentSize == Size(width: 300, height: 240))
        // A header or footer of length 0 is no element.
        let bare = Self.layout([FlowSection(headerSize: Size(width: 320, height: 0), itemSizes: [Size(width: 10, height: 10)])])
        #expect(bare.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0)) == nil)
    }

    /// FlowLayoutRules §1 turned a quarter: horizontal scrolling fills columns top to bottom.
    /// Viewport height 320, 100-point items: 3 a column at y = 0, 110, 220; the 4th at x = 110.
    @Test func horizontalScrolling() {
        let l = Self.layout([FlowSection(itemSizes: Array(repeating: Size(width: 60, height: 100), count: 4))],
                            FlowLayoutOptions(scrollDirection: .horizontal), viewport: Size(width: 480, height: 320))
        #expect(Self.cell(l, 0, 2) == R(0, 220, 60, 100))
        #expect(Self.cell(l, 0, 3) == R(70, 0, 60, 100))    // 60 + line spacing 10
        #expect(l.contentSize == Size(width: 130, height: 320))
    }

    /// FlowLayoutRules §6: two sections of header 40 + one 100-high row + footer 20 = 160 each
    /// (spacing and insets 0), viewport 200 high. At offset 100 with content inset top 0: header 0
    /// = min(max(100, 0), 160 − 40) = 100 (follows the top); at 130: min(130, 120) = 120 (pushed by
    /// section 1); footer 1 (rests at 300) = max(min(100 + 200 − 20, 300), 160) = 280, pinned to
    /// the bottom.
    @Test func pinnedHeadersAndFooters() {
        let s = FlowSection(lineSpacing: 0, headerSize: Size(width: 0, height: 40), footerSize: Size(width: 0, height: 20),
                            itemSizes: [Size(width: 50, height: 100)])
        var o = FlowLayoutOptions()
        o.sectionHeadersPinToVisibleBounds = true
        o.sectionFootersPinToVisibleBounds = true
        let l = Self.layout([s, s], o, viewport: Size(width: 320, height: 200), offset: Point(x: 0, y: 100))
        let h0 = IndexPath(item: 0, section: 0), f1 = IndexPath(item: 0, section: 1)
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.header, at: h0)?.frame.minY == 100)
        #expect(l.headerPin(section: 0)?.activeClamp == HeaderPin.Clamp.none)
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.footer, at: f1)?.frame.minY == 280)
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.footer, at: f1)?.zIndex == FlowLayout.pinnedZIndex)
        #expect(l.footerPin(section: 1)?.activeClamp == HeaderPin.Clamp.none)
        l.collectionView.bounds.origin.y = 130
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.header, at: h0)?.frame.minY == 120)
        #expect(l.headerPin(section: 0)?.activeClamp == .upper)
        // Footer 1 at offset 0: max(min(0 + 200 − 20, 300), 160) = 180... the section start holds it: 180 ≥ 160, so 180.
        l.collectionView.bounds.origin.y = 0
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.footer, at: f1)?.frame.minY == 180)
        // At offset −100 the line 80 is before the section's start 160: held there (lower clamp).
        l.collectionView.bounds.origin.y = -100
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.footer, at: f1)?.frame.minY == 160)
        #expect(l.footerPin(section: 1)?.activeClamp == .lower)
    }

    /// FlowLayoutRules §9: a change of width invalidates everything; a scroll only with pinning,
    /// and then only the supplementary views; a change of height alone nothing without pinning.
    @Test func boundsChanges() {
        let l = Self.layout([FlowSection(itemSizes: [Size(width: 10, height: 10)])])
        #expect(l.invalidationContext(forBoundsChange: R(0, 0, 300, 480)) == .everything)
        #expect(!l.shouldInvalidate(forBoundsChange: R(0, 50, 320, 480)))
        #expect(!l.shouldInvalidate(forBoundsChange: R(0, 0, 320, 400)))
        l.options.sectionHeadersPinToVisibleBounds = true
        #expect(l.invalidationContext(forBoundsChange: R(0, 50, 320, 480)) == .supplementaryOnly)
    }

    /// The shared clamp (`HeaderPin`): header min(max(line, lower), upper), footer
    /// max(min(line, upper), lower), with the clamp that decided.
    @Test func theSharedClamp() {
        #expect(HeaderPin.pinnedHeaderStart(line: 5, lower: 10, upper: 50) == (10, .lower))
        #expect(HeaderPin.pinnedHeaderStart(line: 60, lower: 10, upper: 50) == (50, .upper))
        #expect(HeaderPin.pinnedHeaderStart(line: 20, lower: 10, upper: nil) == (20, .none))
        #expect(HeaderPin.pinnedFooterStart(line: 70, lower: 10, upper: 50) == (50, .upper))
        #expect(HeaderPin.pinnedFooterStart(line: 5, lower: 10, upper: 50) == (10, .lower))
        #expect(HeaderPin.pinnedFooterStart(line: 30, lower: 10, upper: 50) == (30, .none))
    }
}

/// FlowLayoutRules §8, self-sizing: items start at the estimate 320 x 44 and take their own size
/// when they first come into view.
@Suite struct FlowSelfSizingTests {
    static let sizes: [Size] = Array(repeating: Size(width: 320, height: 44), count: 3) + [Size(width: 320, height: 120)]
        + Array(repeating: Size(width: 320, height: 44), count: 4) + [Size(width: 320, height: 200)]
        + Array(repeating: Size(width: 320, height: 60), count: 10)

    @Test func itemsTakeTheirSizeWhenTheyComeIntoView() {
        var o = FlowLayoutOptions(estimatedItemSize: .size(Size(width: 320, height: 44)))
        o.minimumLineSpacing = 1
        let l = FlowWorkedExampleTests.layout([FlowSection(lineSpacing: 1, interitemSpacing: 0, itemSizes: Self.sizes)], o,
                                              viewport: Size(width: 320, height: 300))
        // At first items 0...6 show (estimated tops 0, 45, …, 270 < 300) and are measured:
        // item 3 is 120 high, so item 4 moves to 135 + 120 + 1 = 256.
        #expect(FlowWorkedExampleTests.cell(l, 0, 4) == R(0, 256, 320, 44))
        #expect(l.isMeasured(IndexPath(item: 6, section: 0)) && !l.isMeasured(IndexPath(item: 7, section: 0)))
        // Content: measured 3×44 + 120 + 3×44, unmeasured 12 × 44, 18 spacings of 1 = 930.
        #expect(l.contentSize.height == 930)
        // Scrolling to 300 shows items 7...11 (estimated tops 391 to 571): a bounds change that
        // invalidates them.
        let b = R(0, 300, 320, 300)
        let context = l.invalidationContext(forBoundsChange: b)
        #expect(context.invalidatedItemIndexPaths.map(\.item).sorted() == [7, 8, 9, 10, 11])
        l.invalidate(with: context)
        l.collectionView.bounds = b
        l.prepare()
        // Measured 0...11: 132 + 120 + 176 + 200 + 3×60 = 808; 7 × 44 unmeasured; 18 spacings.
        #expect(l.contentSize.height == 1134)
        #expect(FlowWorkedExampleTests.cell(l, 0, 9) == R(0, 637, 320, 60))   // 436 + 200 + 1
    }
}
