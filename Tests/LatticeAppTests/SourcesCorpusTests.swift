import Foundation
import Testing

/// The corpus (Examples/Corpus): layouts written as iOS code (UIKit imports, `@objc optional`
/// delegates called with `?(`, `import CoreGraphics` / `QuartzCore`, `#if canImport(UIKit)`),
/// opened through `sources:` fixtures with no edit. Every expected frame is worked out by hand
/// from the layout's rules and the fixture's numbers; the arithmetic is written beside it.
///
/// The fixtures share one list of sources, so the whole corpus is one program: the first test to
/// run builds it (the port, then lattice in the cache, minutes), the others wait for it.
@Suite(.serialized) struct SourcesCorpusTests {
    static let cache = CLIProcessTests.root.appendingPathComponent(".build/lattice-cache").path

    static func dump(_ fixture: String, _ extra: [String] = []) throws -> (object: [String: Any], elements: [String: [String: Any]]) {
        let r = try CLIProcessTests.lattice(["dump", "Examples/Corpus/Fixtures/\(fixture).yaml", "--allow-sources"] + extra,
                                            environment: ["LATTICE_CACHE_DIR": cache])
        try #require(r.status == 0, "lattice dump \(fixture) failed: \(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        return (object, try CLIProcessTests.elements(r.stdout))
    }

    /// [x, y, width, height] of an element.
    static func frame(_ element: [String: Any]?) -> [Double]? {
        guard let f = element?["frame"] as? [String: Any] else { return nil }
        return ["x", "y", "width", "height"].compactMap { f[$0] as? Double }
    }

    static func contentSize(_ object: [String: Any]) -> [Double]? {
        guard let s = object["contentSize"] as? [String: Any] else { return nil }
        return ["width", "height"].compactMap { s[$0] as? Double }
    }

    @Test func tagCloudWrapsLinesLeftAligned() throws {
        let (object, e) = try Self.dump("tag-cloud")
        // Insets 10, line ends at 200 − 10 = 190, spacing 6 both ways, tags 24 tall.
        #expect(Self.frame(e["cell 0.0"]) == [10, 10, 80, 24])      // next x = 10 + 80 + 6 = 96
        #expect(Self.frame(e["cell 0.1"]) == [96, 10, 60, 24])      // 96 + 60 = 156 ≤ 190; next x = 162
        #expect(Self.frame(e["cell 0.2"]) == [10, 40, 90, 24])      // 162 + 90 = 252 > 190: wraps, y = 10 + 24 + 6
        #expect(Self.frame(e["cell 0.3"]) == [106, 40, 50, 24])     // 10 + 90 + 6 = 106; 106 + 50 = 156 ≤ 190
        #expect(Self.frame(e["cell 0.4"]) == [10, 70, 120, 24])     // 162 + 120 = 282 > 190: y = 40 + 24 + 6
        #expect(Self.contentSize(object) == [200, 104])             // 70 + 24 + 10
    }

    @Test func aStoryboardReadyLayoutWithANonOptionalCollectionViewBuildsAndLaysOutCards() throws {
        let (object, e) = try Self.dump("card-strip")
        // 320 × 200 is not regular both ways: a phone, one card a page. Width 320 − 2 × 16 = 288,
        // height 200 − 2 × 16 = 168; each card starts 288 + 8 = 296 after the last.
        #expect(Self.frame(e["cell 0.0"]) == [16, 16, 288, 168])
        #expect(Self.frame(e["cell 0.1"]) == [312, 16, 288, 168])
        #expect(Self.frame(e["cell 0.2"]) == [608, 16, 288, 168])
        #expect(Self.contentSize(object) == [912, 200])             // 608 + 288 + 16
    }

    @Test func theDeviceIdiomFollowsTheFixturesScreen() throws {
        let (object, e) = try Self.dump("card-strip-pad")
        // 1024 × 768 is regular both ways: an iPad, two cards a page. Width (1024 − 32 − 8) / 2 = 492,
        // height 768 − 32 = 736; each card starts 492 + 8 = 500 after the last.
        #expect(Self.frame(e["cell 0.0"]) == [16, 16, 492, 736])
        #expect(Self.frame(e["cell 0.1"]) == [516, 16, 492, 736])
        #expect(Self.frame(e["cell 0.2"]) == [1016, 16, 492, 736])
        #expect(Self.contentSize(object) == [1524, 768])            // 1016 + 492 + 16
    }

    @Test func pinterestAsksItsOwnOptionalDelegate() throws {
        let (object, e) = try Self.dump("pinterest")
        // Column width 300 / 2 = 150, padding 4: a cell is 150 − 8 wide; heights 100, 60, 140 + 8.
        #expect(Self.frame(e["cell 0.0"]) == [4, 4, 142, 100])      // column 0: 0…108
        #expect(Self.frame(e["cell 0.1"]) == [154, 4, 142, 60])     // column 1 (0 < 108): 0…68
        #expect(Self.frame(e["cell 0.2"]) == [154, 72, 142, 140])   // column 1 (68 < 108): 68…216
        #expect(Self.frame(e["cell 0.3"]) == [4, 112, 142, 100])    // column 0 (108 < 216): 108…216
        #expect(Self.frame(e["cell 0.4"]) == [4, 220, 142, 60])     // tie 216 = 216: the first, column 0: 216…284
        #expect(Self.contentSize(object) == [300, 284])
    }

    @Test func anUnimplementedOptionalMethodAnswersNil() throws {
        let (_, e) = try Self.dump("pinterest-unanswered")
        // The delegate implements nothing: `?(` gives nil, the layout uses the column width 150.
        #expect(Self.frame(e["cell 0.0"]) == [4, 4, 142, 150])      // 150 + 8 tall, inset 4
        #expect(Self.frame(e["cell 0.1"]) == [154, 4, 142, 150])
        #expect(Self.frame(e["cell 0.2"]) == [4, 162, 142, 150])    // tie 158 = 158: column 0, y 158 + 4
    }

    @Test func calendarImportsCoreGraphicsAndQuartzCore() throws {
        let (object, e) = try Self.dump("calendar")
        // Side floor(280 / 7) = 40; header 30 tall; day d sits in slot d + 3.
        #expect(Self.frame(e["UICollectionElementKindSectionHeader 0.0"]) == [0, 0, 280, 30])
        #expect(Self.frame(e["cell 0.0"]) == [120, 30, 40, 40])     // slot 3: x 3 × 40
        #expect(Self.frame(e["cell 0.3"]) == [240, 30, 40, 40])     // slot 6
        #expect(Self.frame(e["cell 0.4"]) == [0, 70, 40, 40])       // slot 7: next week, y 30 + 40
        #expect(Self.frame(e["cell 0.9"]) == [200, 70, 40, 40])     // slot 12: x (12 − 7) × 40
        #expect(Self.contentSize(object) == [280, 110])             // weeks (10 + 3 + 6) / 7 = 2: 30 + 80
    }

    @Test func stickyListPinsItsOwnHeaders() throws {
        // Section 0: header 0…28, rows at 28, 69, 110 (40 + 1 spacing), ends at 151.
        // Section 1: header 151, rows 179, 220, ends at 261.
        let (_, rest) = try Self.dump("sticky-list")
        #expect(Self.frame(rest["UICollectionElementKindSectionHeader 0.0"]) == [0, 0, 320, 28])
        #expect(Self.frame(rest["cell 0.2"]) == [0, 110, 320, 40])
        let (_, scrolled) = try Self.dump("sticky-list", ["--offset", "0,160"])
        // Header 0: min(max(160, 0), 151 − 28) = 123; header 1: min(max(160, 151), 261 − 28) = 160.
        #expect(Self.frame(scrolled["UICollectionElementKindSectionHeader 0.0"]) == [0, 123, 320, 28])
        #expect(Self.frame(scrolled["UICollectionElementKindSectionHeader 1.0"]) == [0, 160, 320, 28])
    }

    @Test func circlePlacesItemsClockwiseFromTheTop() throws {
        let (_, e) = try Self.dump("circle")
        // Centre (100, 100), radius 200 / 2 − 40 / 2 = 80; item i at angle i × 90°.
        #expect(Self.frame(e["cell 0.0"]) == [80, 0, 40, 40])       // centre (100, 100 − 80)
        #expect(Self.frame(e["cell 0.1"]) == [160, 80, 40, 40])     // centre (100 + 80, 100)
        #expect(Self.frame(e["cell 0.2"]) == [80, 160, 40, 40])     // centre (100, 100 + 80)
        #expect(Self.frame(e["cell 0.3"]) == [0, 80, 40, 40])       // centre (100 − 80, 100)
    }

    @Test func mosaicAlternatesTheBigTile() throws {
        let (object, e) = try Self.dump("mosaic")
        // Big (302 − 2) × 2 / 3 = 200, small 302 − 2 − 200 = 100, half (120 − 2) / 2 = 59.
        #expect(Self.frame(e["cell 0.0"]) == [0, 0, 200, 120])
        #expect(Self.frame(e["cell 0.1"]) == [202, 0, 100, 59])
        #expect(Self.frame(e["cell 0.2"]) == [202, 61, 100, 59])    // 59 + 2
        #expect(Self.frame(e["cell 0.3"]) == [102, 122, 200, 120])  // second row y 120 + 2, big on the right: 100 + 2
        #expect(Self.frame(e["cell 0.4"]) == [0, 122, 100, 59])
        #expect(Self.contentSize(object) == [302, 242])             // 122 + 120
    }

    @Test func chatPutsMyMessagesOnTheRight() throws {
        let (object, e) = try Self.dump("chat")
        // Widest 200 × 0.75 = 150, margin 8, spacing 4.
        #expect(Self.frame(e["cell 0.0"]) == [8, 8, 120, 30])
        #expect(Self.frame(e["cell 0.1"]) == [42, 42, 150, 40])     // min(180, 150); x 200 − 8 − 150; y 8 + 30 + 4
        #expect(Self.frame(e["cell 0.2"]) == [8, 86, 60, 30])       // y 42 + 40 + 4
        #expect(Self.contentSize(object) == [200, 124])             // 86 + 30 + 8
    }

    @Test func cardPagingLetsTheNextCardPeekIn() throws {
        let (object, e) = try Self.dump("card-paging")
        // Card width 300 − 2 × (24 + 12) = 228, page 228 + 12 = 240, first x 36, height 200 − 32.
        #expect(Self.frame(e["cell 0.0"]) == [36, 16, 228, 168])
        #expect(Self.frame(e["cell 0.1"]) == [276, 16, 228, 168])   // 36 + 240
        #expect(Self.frame(e["cell 0.2"]) == [516, 16, 228, 168])   // 36 + 480
        #expect(Self.contentSize(object) == [780, 200])             // 516 + 228 + 36
    }

    @Test func kanbanColumnsAreSections() throws {
        let (object, e) = try Self.dump("kanban")
        // Column x = 10 + section × (140 + 10); cards from 24 + 6 = 30, 6 apart.
        #expect(Self.frame(e["UICollectionElementKindSectionHeader 0.0"]) == [10, 0, 140, 24])
        #expect(Self.frame(e["cell 0.1"]) == [10, 86, 140, 70])     // 30 + 50 + 6
        #expect(Self.frame(e["cell 1.0"]) == [160, 30, 140, 40])
        #expect(Self.frame(e["cell 2.0"]) == [310, 30, 140, 30])
        #expect(Self.contentSize(object) == [460, 162])             // 10 + 3 × 150; 86 + 70 + 6
    }

    @Test func sectionGridAsksItsDelegateForColumns() throws {
        let (object, e) = try Self.dump("section-grid")
        // Section 0: 2 columns of 160; 3 items → 2 rows → next section at 320 + 20.
        #expect(Self.frame(e["cell 0.1"]) == [160, 0, 160, 160])
        #expect(Self.frame(e["cell 0.2"]) == [0, 160, 160, 160])
        // Section 1: 4 columns of 80; item 4 wraps to the second row: y 340 + 80.
        #expect(Self.frame(e["cell 1.3"]) == [240, 340, 80, 80])
        #expect(Self.frame(e["cell 1.4"]) == [0, 420, 80, 80])
        #expect(Self.contentSize(object) == [320, 500])             // 340 + 2 × 80 + 20 − 20
    }

    @Test func timelineDrawsItsLineAsADecoration() throws {
        let (object, e) = try Self.dump("timeline")
        // Cards from x 40, 300 − 40 − 10 = 250 wide, 10 apart from y 10.
        #expect(Self.frame(e["cell 0.0"]) == [40, 10, 250, 50])
        #expect(Self.frame(e["cell 0.1"]) == [40, 70, 250, 30])     // 10 + 50 + 10
        #expect(Self.contentSize(object) == [300, 110])             // 70 + 30 + 10
        let line = e.first { $0.key.hasPrefix("timeline-line") }?.value
        #expect(Self.frame(line) == [19, 0, 2, 110])                // x 20 − 1, the content's height
    }

    @Test func stretchyHeaderGrowsWhenPulled() throws {
        let (_, rest) = try Self.dump("stretchy-header")
        #expect(Self.frame(rest["UICollectionElementKindSectionHeader 0.0"]) == [0, 0, 320, 150])
        #expect(Self.frame(rest["cell 0.1"]) == [0, 194, 320, 44])  // 150 + 44
        let (_, pulled) = try Self.dump("stretchy-header", ["--offset=0,-50"])
        // Pulled 50 past the top: the header starts at −50 and is 150 + 50 tall.
        #expect(Self.frame(pulled["UICollectionElementKindSectionHeader 0.0"]) == [0, -50, 320, 200])
    }

    @Test func coverFlowScalesItemsWithTransform3D() throws {
        // Side inset (300 − 100) / 2 = 100, item i's centre x 150 + 100 i, y (200 − 100) / 2 = 50.
        // Scale max(0.6, 1 − |centre − visible middle| / 250); the frame is the scaled box.
        let (object, e) = try Self.dump("cover-flow")
        #expect(Self.frame(e["cell 0.0"]) == [100, 50, 100, 100])   // in the middle (150): scale 1
        #expect(Self.frame(e["cell 0.1"]) == [220, 70, 60, 60])     // 100 away: 0.6, 60 around centre (250, 100)
        #expect(Self.frame(e["cell 0.3"]) == [420, 70, 60, 60])     // 300 away: 1 − 1.2 → 0.6
        #expect(Self.contentSize(object) == [600, 200])             // 2 × 100 + 4 × 100
        let (_, moved) = try Self.dump("cover-flow", ["--offset", "50,0"])
        // Visible middle 50 + 150 = 200: items 0 and 1 are 50 away, scale 0.8, 80 × 80.
        #expect(Self.frame(moved["cell 0.0"]) == [110, 60, 80, 80])  // centre (150, 100)
        #expect(Self.frame(moved["cell 0.1"]) == [210, 60, 80, 80])  // centre (250, 100)
    }

    @Test func springyListRestsWhereItsSpringsHoldIt() throws {
        let (object, e) = try Self.dump("springy-list")
        // Each row attached (length 0) to its own centre: at rest, row i at y 44 i.
        #expect(Self.frame(e["cell 0.0"]) == [0, 0, 320, 44])
        #expect(Self.frame(e["cell 0.3"]) == [0, 132, 320, 44])     // 3 × 44
        #expect(Self.contentSize(object) == [320, 264])             // 6 × 44
    }

    @Test func theFixturesDelegateAnswersTheLayoutsOwnProtocol() throws {
        let (object, e) = try Self.dump("proportional-grid")
        // numberOfColumns(in:) left out: 3 columns of (340 − 4 × 10) / 3 = 100. Heights keep the
        // fixture's aspect ratios, which LatticeFixtureDelegate answers through the grid's protocol.
        #expect(Self.frame(e["cell 0.0"]) == [10, 10, 100, 100])     // 100 × 100 / 100
        #expect(Self.frame(e["cell 0.1"]) == [120, 10, 100, 50])     // 100 × 100 / 200
        #expect(Self.frame(e["cell 0.2"]) == [230, 10, 100, 150])    // 100 × 150 / 100
        #expect(Self.frame(e["cell 0.3"]) == [10, 170, 100, 50])     // next row: 10 + 150 + 10; 100 × 150 / 300
        #expect(Self.contentSize(object) == [340, 230])              // 170 + 50 + 10
    }

    @Test func aFlowSubclassCentresTheRowsOfSupersAttributes() throws {
        let (object, e) = try Self.dump("centered-tags")
        // Insets 12, spacing 8: a row ends at 300 − 12 = 288 and is 276 wide. The flow layout
        // breaks rows: 12 + 100 + 8 + 80 = 200, + 8 + 120 = 328 > 288; then 120 + 8 + 60 = 188,
        // + 8 + 200 > 276; then 200 alone. Rows are 30 tall, 8 apart: y 12, 50, 88.
        // Each row moves to x = 12 + floor((276 − row width) / 2).
        #expect(Self.frame(e["cell 0.0"]) == [56, 12, 100, 30])     // row 188 wide: 12 + 44
        #expect(Self.frame(e["cell 0.1"]) == [164, 12, 80, 30])     // 56 + 100 + 8
        #expect(Self.frame(e["cell 0.2"]) == [56, 50, 120, 30])     // row 120 + 8 + 60 = 188
        #expect(Self.frame(e["cell 0.3"]) == [184, 50, 60, 30])     // 56 + 120 + 8
        #expect(Self.frame(e["cell 0.4"]) == [50, 88, 200, 30])     // 12 + floor(76 / 2)
        #expect(Self.contentSize(object) == [300, 130])             // 88 + 30 + 12
    }

    @Test func aRightToLeftInterfaceMirrorsAFlippingGrid() throws {
        let (object, e) = try Self.dump("leading-index-grid")
        // Written left to right: columns (340 − 24 − 8 − 2 × 4) / 3 = 100 wide at x 24, 128, 232;
        // header (24, 8, 150, 30); rows from 8 + 30 + 4 = 42, 60 + 4 apart.
        // Right to left, mirrored within the content width 340: x ↦ 340 − x − width.
        #expect(Self.frame(e["UICollectionElementKindSectionHeader 0.0"]) == [166, 8, 150, 30])  // 340 − 24 − 150
        #expect(Self.frame(e["cell 0.0"]) == [216, 42, 100, 60])    // 340 − 24 − 100
        #expect(Self.frame(e["cell 0.1"]) == [112, 42, 100, 60])    // 340 − 128 − 100
        #expect(Self.frame(e["cell 0.2"]) == [8, 42, 100, 60])      // 340 − 232 − 100
        #expect(Self.frame(e["cell 0.4"]) == [112, 106, 100, 60])   // second row: 42 + 64, column 1
        #expect(Self.contentSize(object) == [340, 174])             // 106 + 60 + 8
    }

    @Test func aPagingLayoutFollowsContentOffsetThroughKeyValueObserving() throws {
        // Pages 300 wide; cards inset 20: 260 × (400 − 40 − 40) = 320 at x 300 i + 20. Cards off
        // the current page are scaled 0.9 about their centre: 234 × 288.
        // Dots: 20 + 2 × (8 + 6) = 48 wide, from x 300 page + (300 − 48) / 2 = 126, y 400 − 16 − 8.
        let (object, e) = try Self.dump("onboarding-pages")
        #expect(Self.frame(e["cell 0.0"]) == [20, 20, 260, 320])
        #expect(Self.frame(e["cell 0.1"]) == [333, 36, 234, 288])   // centre (450, 180): 450 − 117, 180 − 144
        #expect(Self.frame(e["page-dot 0.0"]) == [126, 376, 20, 8])
        #expect(Self.frame(e["page-dot 0.1"]) == [152, 376, 8, 8])   // 126 + 20 + 6
        #expect(Self.frame(e["page-dot 0.2"]) == [166, 376, 8, 8])   // 152 + 8 + 6
        #expect(Self.contentSize(object) == [900, 400])
        // A fling with isPagingEnabled stops on the next page (offset 300); the observer sees the
        // offset, the page becomes 1, and the layout is invalidated.
        let (paged, p) = try Self.dump("onboarding-pages", ["--keys", "J<wait 1s><wait 1s><wait 1s>"])
        let bounds = paged["bounds"] as? [String: Any]
        #expect(bounds?["x"] as? Double == 300)
        #expect(Self.frame(p["cell 0.0"]) == [33, 36, 234, 288])    // centre (150, 180) scaled
        #expect(Self.frame(p["cell 0.1"]) == [320, 20, 260, 320])
        #expect(Self.frame(p["page-dot 0.0"]) == [426, 376, 8, 8])   // 300 + 126
        #expect(Self.frame(p["page-dot 0.1"]) == [440, 376, 20, 8])  // 426 + 8 + 6, the wide one
        #expect(Self.frame(p["page-dot 0.2"]) == [466, 376, 8, 8])   // 440 + 20 + 6
    }

    @Test func mainQueueWorkFromPrepareShowsWithoutAWait() throws {
        // startPage 1: the first prepare() queues a scroll to 1 × 300 on DispatchQueue.main. A
        // command with no --keys drains the main queue before its first frame, so the dump is
        // already on page 1, and the offset observer has made it the current page.
        let (object, e) = try Self.dump("onboarding-second-page")
        #expect((object["bounds"] as? [String: Any])?["x"] as? Double == 300)
        #expect(Self.frame(e["cell 0.1"]) == [320, 20, 260, 320])   // page 1's card, full size
        #expect(Self.frame(e["page-dot 0.1"]) == [440, 376, 20, 8])  // 300 + 126 + 8 + 6, the wide one
        // render draws the same first frame: the bounds 300…600 hold page 1's card only.
        let r = try CLIProcessTests.lattice(["render", "Examples/Corpus/Fixtures/onboarding-second-page.yaml", "--color", "never", "--allow-sources"],
                                            environment: ["LATTICE_CACHE_DIR": Self.cache])
        try #require(r.status == 0, "lattice render failed: \(r.stderr)")
        #expect(r.stdout.contains("sync") && !r.stdout.contains("welcome"), "\(r.stdout)")
    }

    @Test func aFlowSubclassKeepsItsOwnInsetsAndStartsRowsAtTheLeadingMargin() throws {
        let (object, e) = try Self.dump("leading-tags")
        // The fixture gives no section values: the subclass's own sectionInset (10, 16, 10, 16),
        // line spacing 8 and interitem spacing 6 stand. Rows are 300 − 32 = 268 wide:
        // 100 + 6 + 90 = 196, + 6 + 70 = 272 > 268; then 70 + 6 + 120 + 6 + 60 = 262 ≤ 268.
        // Each row starts at the left layout margin, 20, with 6 between tags.
        #expect(Self.frame(e["cell 0.0"]) == [20, 10, 100, 30])
        #expect(Self.frame(e["cell 0.1"]) == [126, 10, 90, 30])     // 20 + 100 + 6
        #expect(Self.frame(e["cell 0.2"]) == [20, 48, 70, 30])      // y 10 + 30 + 8
        #expect(Self.frame(e["cell 0.3"]) == [96, 48, 120, 30])     // 20 + 70 + 6
        #expect(Self.frame(e["cell 0.4"]) == [222, 48, 60, 30])     // 96 + 120 + 6
        #expect(Self.contentSize(object) == [300, 88])              // 48 + 30 + 10
    }

    @Test func aFlowSubclassReadsTheAppsLayoutDirection() throws {
        let (_, e) = try Self.dump("leading-tags-rtl")
        // Right to left: each row ends at 300 − 20 = 280 and runs leftwards, 6 between tags.
        #expect(Self.frame(e["cell 0.0"]) == [180, 10, 100, 30])    // 280 − 100
        #expect(Self.frame(e["cell 0.1"]) == [84, 10, 90, 30])      // 180 − 6 − 90
        #expect(Self.frame(e["cell 0.2"]) == [210, 48, 70, 30])     // 280 − 70
        #expect(Self.frame(e["cell 0.3"]) == [84, 48, 120, 30])     // 210 − 6 − 120
        #expect(Self.frame(e["cell 0.4"]) == [18, 48, 60, 30])      // 84 − 6 − 60
    }

    @Test func aCachedLayoutReadsTheTextSizeAndObservesItsChanges() throws {
        let (object, e) = try Self.dump("dynamic-type-list")
        // extraExtraLarge: rows 44 + 16 = 60 tall, 4 apart: row i at y 64 i.
        #expect(Self.frame(e["cell 0.0"]) == [0, 0, 320, 60])
        #expect(Self.frame(e["cell 0.2"]) == [0, 128, 320, 60])
        #expect(Self.contentSize(object) == [320, 380])             // 6 × 64 − 4
        let (_, small) = try Self.dump("dynamic-type-list", ["--set", "traits.contentSizeCategory=small"])
        #expect(Self.frame(small["cell 0.1"]) == [0, 48, 320, 44])   // small: the base height, 44 + 4
    }

    /// The viewer's `t` / `T` reach the layout's `#selector` observer: its cache is dropped only
    /// there, so the rows change height only if the notification came.
    @Test func theViewersTextSizeKeysReachTheLayoutsSelectorObserver() throws {
        // extraExtraLarge, one `t`: extraExtraExtraLarge, rows 44 + 24 = 68 tall, 72 apart.
        let (object, e) = try Self.dump("dynamic-type-list", ["--keys", "t"])
        #expect(Self.frame(e["cell 0.1"]) == [0, 72, 320, 68])
        #expect(Self.contentSize(object) == [320, 428])             // 6 × 72 − 4
        // One `T`: extraLarge, 44 + 8 = 52 tall: row 1 at 56.
        let (_, smaller) = try Self.dump("dynamic-type-list", ["--keys", "T"])
        #expect(Self.frame(smaller["cell 0.1"]) == [0, 56, 320, 52])
        // Two `T`: large, the base 44: row 1 at 48.
        let (_, large) = try Self.dump("dynamic-type-list", ["--keys", "TT"])
        #expect(Self.frame(large["cell 0.1"]) == [0, 48, 320, 44])
        // Two `t`: accessibilityMedium, twice the base, 88: row 1 at 92.
        let (_, largest) = try Self.dump("dynamic-type-list", ["--keys", "tt"])
        #expect(Self.frame(largest["cell 0.1"]) == [0, 92, 320, 88])
    }

    @Test func helpersOutsideTheMainActorReadTheLayoutAndItsItemSizeStands() throws {
        let (object, e) = try Self.dump("shelf")
        // Side floor((320 − 20 − 2 × 10) / 3) = floor(93.3) = 93; the items give no size, so the
        // layout's itemSize 93 x 93 stands. Three to a row (3 × 93 + 2 × 10 = 299 ≤ 300), the
        // row spread between the insets: the last ends at 320 − 10 = 310.
        #expect(Self.frame(e["cell 0.0"]) == [10, 10, 93, 93])
        #expect(Self.frame(e["cell 0.2"]) == [217, 10, 93, 93])     // 310 − 93
        #expect(Self.frame(e["cell 0.3"]) == [10, 113, 93, 93])     // y 10 + 93 + 10
        #expect(Self.frame(e["cell 0.5"]) == [217, 113, 93, 93])
        #expect(Self.contentSize(object) == [320, 216])             // 113 + 93 + 10
    }

    @Test func overridesWrittenInExtensionsRunAndAGenericViewTypeIsMadeFromItsClass() throws {
        let (object, e) = try Self.dump("extension-pages")
        // prepare(), overridden in an extension, sets the item size from a BorderedPageView made
        // as Content(frame:) for a 200 x 100 frame: its init(frame:) adds 2 on each side, 204 x 104.
        // Horizontal, inset 20 top and 30 left and right, 10 between pages: one page per column
        // (124 − 20 = 104 high), page i at x 30 + 214 i.
        #expect(Self.frame(e["cell 0.0"]) == [30, 20, 204, 104])
        #expect(Self.frame(e["cell 0.1"]) == [244, 20, 204, 104])
        #expect(Self.frame(e["cell 0.2"]) == [458, 20, 204, 104])
        #expect(Self.contentSize(object) == [692, 124])             // 30 + 3 × 204 + 2 × 10 + 30
    }
}
