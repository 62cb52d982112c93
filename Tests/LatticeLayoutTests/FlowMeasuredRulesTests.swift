import Testing
@testable import LatticeLayout

/// The three rules measured on real UIKit: pixel snapping (FlowLayoutRules §11), the last line
/// and an item longer than its line (FlowLayoutRules §3), each worked by hand at screen scales 2
/// and 3. The measured cases themselves are `FlowMeasuredTests` (LatticeFixturesTests).
@Suite struct FlowMeasuredRulesTests {
    static func layout(_ sections: [FlowSection], scale: Double, direction: ScrollDirection = .vertical,
                       viewport: Size = Size(width: 320, height: 480), offset: Point = .zero,
                       pinHeaders: Bool = false) -> FlowLayout {
        var o = FlowLayoutOptions(scrollDirection: direction)
        o.screenScale = scale
        o.sectionHeadersPinToVisibleBounds = pinHeaders
        return FlowWorkedExampleTests.layout(sections, o, viewport: viewport, offset: offset)
    }

    static func xs(_ l: FlowLayout, _ count: Int, section: Int = 0) -> [Double] {
        (0 ..< count).map { FlowWorkedExampleTests.cell(l, section, $0)!.minX }
    }

    static let items70 = Array(repeating: Size(width: 70, height: 40), count: 4)

    // MARK: Pixel snapping (FlowLayoutRules §11)

    /// Four 70-point items in 320: 280 + 3 × 10 = 310, leftover 10 over 3 gaps, x = 0, 83.333,
    /// 166.667, 250. Each is snapped on its own: at scale 2, 83.333 → 83.5 and 166.667 → 166.5
    /// (snapping the gap 13.333 → 13.5 and adding would give 167); at scale 3 both are on the
    /// grid already (250/3, 500/3).
    @Test func eachOriginSnapsOnItsOwn() {
        let two = Self.layout([FlowSection(itemSizes: Self.items70)], scale: 2)
        #expect(Self.xs(two, 4) == [0, 83.5, 166.5, 250])
        let three = Self.layout([FlowSection(itemSizes: Self.items70)], scale: 3)
        let thirds: [Double] = [0, 250.0 / 3, 500.0 / 3, 250]
        #expect(Self.xs(three, 4) == thirds)
    }

    /// Three 70-point items in 305: 210 + 20 = 230, leftover 75 over 2 gaps of 10 + 37.5: x = 0,
    /// 117.5, 235. Scale 2 keeps 117.5; at scale 3, 117.5 × 3 = 352.5, a tie, away from zero:
    /// 353 / 3.
    @Test func tiesRoundAwayFromZero() {
        let sizes = Array(repeating: Size(width: 70, height: 40), count: 3)
        let viewport = Size(width: 305, height: 400)
        #expect(Self.xs(Self.layout([FlowSection(itemSizes: sizes)], scale: 2, viewport: viewport), 3) == [0, 117.5, 235])
        let thirds: [Double] = [0, 353.0 / 3, 235]
        #expect(Self.xs(Self.layout([FlowSection(itemSizes: sizes)], scale: 3, viewport: viewport), 3) == thirds)
    }

    /// Rows of 100 x 30.25 items in a 100-point view, inset top and bottom 5, line spacing 8:
    /// unsnapped y = 5, 5 + 30.25 + 8 = 43.25, 43.25 + 38.25 = 81.5. Scale 2: 86.5 → 87 → 43.5,
    /// 81.5 kept. Scale 3: 129.75 → 130 → 43.333, 244.5 → 245 (a tie) → 81.667. Heights stay
    /// 30.25 and the content is the unsnapped 5 + 3 × 30.25 + 2 × 8 + 5 = 116.75 at both scales.
    @Test func sizesAndContentSizeAreNotSnapped() {
        let section = FlowSection(insets: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0), lineSpacing: 8,
                                  itemSizes: Array(repeating: Size(width: 100, height: 30.25), count: 3))
        let viewport = Size(width: 100, height: 400)
        let two = Self.layout([section], scale: 2, viewport: viewport)
        #expect((0 ..< 3).map { FlowWorkedExampleTests.cell(two, 0, $0)! } == [R(0, 5, 100, 30.25), R(0, 43.5, 100, 30.25), R(0, 81.5, 100, 30.25)])
        #expect(two.contentSize == Size(width: 100, height: 116.75))
        let three = Self.layout([section], scale: 3, viewport: viewport)
        let thirds: [Double] = [5, 130.0 / 3, 245.0 / 3]
        #expect((0 ..< 3).map { FlowWorkedExampleTests.cell(three, 0, $0)!.minY } == thirds)
        #expect(three.contentSize == Size(width: 100, height: 116.75))
    }

    /// Horizontal scrolling snaps y the same way: columns of four 40 x 70 items in a 320-point
    /// tall view are spread like `eachOriginSnapsOnItsOwn`'s rows: y = 0, 83.5, 166.5, 250 at scale 2.
    @Test func horizontalColumnsSnapToo() {
        let l = Self.layout([FlowSection(itemSizes: Array(repeating: Size(width: 40, height: 70), count: 4))], scale: 2,
                            direction: .horizontal, viewport: Size(width: 480, height: 320))
        #expect((0 ..< 4).map { FlowWorkedExampleTests.cell(l, 0, $0)!.minY } == [0, 83.5, 166.5, 250])
    }

    /// Headers and footers snap as cells do (inferred, no measurement shows one off the grid).
    /// Section 0: one 100 x 10.25 item, footer 4; section 1: header 20. Footer 0 at 10.25,
    /// header 1 at 14.25. Scale 2: 20.5 → 21 → 10.5 and 28.5 → 29 → 14.5. Scale 3: 30.75 → 31 →
    /// 10.333 and 42.75 → 43 → 14.333. The content stays 14.25 + 20 = 34.25.
    @Test func headersAndFootersSnapAsCells() {
        let sections = [FlowSection(footerSize: Size(width: 0, height: 4), itemSizes: [Size(width: 100, height: 10.25)]),
                        FlowSection(headerSize: Size(width: 0, height: 20), itemSizes: [])]
        let viewport = Size(width: 100, height: 400)
        let f0 = IndexPath(item: 0, section: 0), h1 = IndexPath(item: 0, section: 1)
        let two = Self.layout(sections, scale: 2, viewport: viewport)
        #expect(two.attributesForSupplementaryView(ofKind: ElementKind.footer, at: f0)?.frame == R(0, 10.5, 100, 4))
        #expect(two.attributesForSupplementaryView(ofKind: ElementKind.header, at: h1)?.frame == R(0, 14.5, 100, 20))
        #expect(two.contentSize.height == 34.25)
        let three = Self.layout(sections, scale: 3, viewport: viewport)
        #expect(three.attributesForSupplementaryView(ofKind: ElementKind.footer, at: f0)?.frame.minY == 31.0 / 3)
        #expect(three.attributesForSupplementaryView(ofKind: ElementKind.header, at: h1)?.frame.minY == 43.0 / 3)
    }

    /// A pinned header snaps too (inferred). Header 10 over a 100 x 200 item, offset 3.3: the
    /// header pins at top = 3.3 (between its start 0 and 210 − 10). Scale 2: 6.6 → 7 → 3.5;
    /// scale 3: 9.9 → 10 → 3.333. A rect query answers the same frame.
    @Test func pinnedHeadersSnap() {
        let sections = [FlowSection(headerSize: Size(width: 0, height: 10), itemSizes: [Size(width: 100, height: 200)])]
        let h0 = IndexPath(item: 0, section: 0)
        for (scale, y) in [(2.0, 3.5), (3.0, 10.0 / 3)] {
            let l = Self.layout(sections, scale: scale, viewport: Size(width: 100, height: 50), offset: Point(x: 0, y: 3.3), pinHeaders: true)
            #expect(l.attributesForSupplementaryView(ofKind: ElementKind.header, at: h0)?.frame == R(0, y, 100, 10))
            #expect(l.attributes(in: R(0, 3.3, 100, 50)).first { $0.category == .supplementary }?.frame.minY == y)
        }
    }

    // MARK: The last line (FlowLayoutRules §3)

    /// A uniform last line keeps a full line's spacing. Two 70-point items in 320: leftover 170,
    /// two copies of 80 fit (10 left), counted as 4: gap 10 + 10/3, x = 0 and 83.333: 83.5 at
    /// scale 2, 250/3 at scale 3.
    @Test func aUniformLastLineIsSpacedAsIfFull() {
        let sizes = Array(repeating: Size(width: 70, height: 40), count: 2)
        #expect(Self.xs(Self.layout([FlowSection(itemSizes: sizes)], scale: 2), 2) == [0, 83.5])
        let thirds: [Double] = [0, 250.0 / 3]
        #expect(Self.xs(Self.layout([FlowSection(itemSizes: sizes)], scale: 3), 2) == thirds)
    }

    /// A last line of mixed widths is packed from the leading inset at the interitem spacing:
    /// 70, 60 and 50 wide, inset left 7.25: x = 7.25, 7.25 + 80 = 87.25, 87.25 + 70 = 157.25.
    /// Scale 2: 14.5 → 15, 174.5 → 175, 314.5 → 315: 7.5, 87.5, 157.5. Scale 3: 21.75 → 22,
    /// 261.75 → 262, 471.75 → 472: 7.333, 87.333, 157.333.
    @Test func aMixedLastLineIsPacked() {
        let section = FlowSection(insets: EdgeInsets(top: 0, left: 7.25, bottom: 0, right: 0),
                                  itemSizes: [Size(width: 70, height: 40), Size(width: 60, height: 40), Size(width: 50, height: 40)])
        #expect(Self.xs(Self.layout([section], scale: 2), 3) == [7.5, 87.5, 157.5])
        let thirds: [Double] = [22.0 / 3, 262.0 / 3, 472.0 / 3]
        #expect(Self.xs(Self.layout([section], scale: 3), 3) == thirds)
    }

    /// Heights alone make a last line mixed: 70 x 40 and 70 x 50 sit at x = 0 and 80 (packed,
    /// not 0 and 83.333 as a uniform line would), and the shorter is centred in the 50-point
    /// line, y = 5. The same at scales 2 and 3 (all on both grids).
    @Test func differentHeightsMakeALastLineMixed() {
        for scale in [2.0, 3.0] {
            let l = Self.layout([FlowSection(itemSizes: [Size(width: 70, height: 40), Size(width: 70, height: 50)])], scale: scale)
            #expect(FlowWorkedExampleTests.cell(l, 0, 0) == R(0, 5, 70, 40))
            #expect(FlowWorkedExampleTests.cell(l, 0, 1) == R(80, 0, 70, 50))
        }
    }

    /// Inferred (no measurement tells the readings apart): "same size" is judged over the last
    /// line, not the section. Item 0 is 70 x 90, the rest 70 x 40; the first line holds 4
    /// (280 + 30 = 310), the last line items 4 and 5, both 70 x 40: uniform, spaced as
    /// `aUniformLastLineIsSpacedAsIfFull` (x = 0, 83.5 at scale 2, 250/3 at scale 3), where
    /// judging the section would pack them at 0 and 80.
    @Test func sameSizeIsJudgedOverTheLastLine() {
        let sizes = [Size(width: 70, height: 90)] + Array(repeating: Size(width: 70, height: 40), count: 5)
        let two = Self.layout([FlowSection(itemSizes: sizes)], scale: 2)
        #expect([4, 5].map { FlowWorkedExampleTests.cell(two, 0, $0)!.minX } == [0, 83.5])
        let three = Self.layout([FlowSection(itemSizes: sizes)], scale: 3)
        let thirds: [Double] = [0, 250.0 / 3]
        #expect([4, 5].map { FlowWorkedExampleTests.cell(three, 0, $0)!.minX } == thirds)
    }

    // MARK: An item longer than its line (FlowLayoutRules §3)

    /// An item longer than its line is centred across it on every line: inset 10 each side in a
    /// 300-point view makes the line 280; a 400-point item at x = 10 + (280 − 400)/2 = −50, on a
    /// line that is not the last (item 0) and on the last (item 2). Item 1 (50) is alone between
    /// them, centred at 10 + 115 = 125. The same at both scales (on both grids).
    @Test func aLongerItemIsCentredOnEveryLine() {
        let section = FlowSection(insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
                                  itemSizes: [Size(width: 400, height: 20), Size(width: 50, height: 20), Size(width: 400, height: 20)])
        for scale in [2.0, 3.0] {
            let l = Self.layout([section], scale: scale, viewport: Size(width: 300, height: 400))
            #expect(Self.xs(l, 3) == [-50, 125, -50])
            #expect(l.warnings.count == 2)
        }
    }

    /// A negative origin snaps away from zero too: 224.5 wide in 200 is at (200 − 224.5)/2 =
    /// −12.25. Scale 2: −24.5 → −25 → −12.5 (half to even would give −12). Scale 3: −36.75 →
    /// −37 → −12.333.
    @Test func aLongerItemsNegativeOriginSnaps() {
        let sizes = [Size(width: 224.5, height: 20)]
        let viewport = Size(width: 200, height: 400)
        #expect(Self.xs(Self.layout([FlowSection(itemSizes: sizes)], scale: 2, viewport: viewport), 1) == [-12.5])
        let thirds: [Double] = [-37.0 / 3]
        #expect(Self.xs(Self.layout([FlowSection(itemSizes: sizes)], scale: 3, viewport: viewport), 1) == thirds)
    }
}
