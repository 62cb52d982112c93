import LatticeLayout
import Testing

/// Tracks of a captured snapshot (FixtureFormat §9a): the playback rule, the stretches, the
/// rect query over tracked elements, pinning and the captured content size.
@Suite struct SnapshotTrackTests {
    /// The header of capture-format's example: a 390 x 44 header of section 0 in a collection view
    /// whose adjustedContentInset.top is 47; section 1 starts at y 2047, so the header is pushed
    /// at 2047 − 44 = 2003.
    static let header = SnapshotTrack(offsets: [-47, 0, 1956, 2100], frames: [
        Rect(x: 0, y: 0, width: 390, height: 44), Rect(x: 0, y: 47, width: 390, height: 44),
        Rect(x: 0, y: 2003, width: 390, height: 44), Rect(x: 0, y: 2003, width: 390, height: 44),
    ])!

    @Test func framesAtSamplesBetweenThemAndOutside() {
        let t = Self.header
        // At each sample: that sample's frame.
        #expect(t.frame(atOffset: 0).y == 47)
        #expect(t.frame(atOffset: 1956).y == 2003)
        // Between -47 (y 0) and 0 (y 47): at -20, 27/47 of the way: 0 + 47 × 27/47 = 27.
        #expect(t.frame(atOffset: -20).y == 27)
        // Between 0 (y 47) and 1956 (y 2003): at 500, 47 + 1956 × 500/1956 = 547.
        #expect(t.frame(atOffset: 500).y == 547)
        // Between 1956 and 2100 both y 2003: 2003.
        #expect(t.frame(atOffset: 2050).y == 2003)
        // Before the first sample: the first frame; after the last: the last.
        #expect(t.frame(atOffset: -500) == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(t.frame(atOffset: 9000) == Rect(x: 0, y: 2003, width: 390, height: 44))
    }

    @Test func everyCoordinateIsInterpolated() {
        let t = SnapshotTrack(offsets: [0, 10], frames: [Rect(x: 0, y: 0, width: 100, height: 10),
                                                         Rect(x: 20, y: 40, width: 200, height: 30)])!
        // At 2.5, a quarter of the way: x 0 + 20/4 = 5, y 0 + 40/4 = 10, width 100 + 100/4 = 125,
        // height 10 + 20/4 = 15.
        #expect(t.frame(atOffset: 2.5) == Rect(x: 5, y: 10, width: 125, height: 15))
    }

    @Test func badSamplesMakeNoTrack() {
        let f = Rect(x: 0, y: 0, width: 1, height: 1)
        #expect(SnapshotTrack(offsets: [0], frames: [f]) == nil)                 // one sample
        #expect(SnapshotTrack(offsets: [0, 0], frames: [f, f]) == nil)           // not increasing
        #expect(SnapshotTrack(offsets: [1, 0], frames: [f, f]) == nil)
        #expect(SnapshotTrack(offsets: [0, .nan], frames: [f, f]) == nil)
        #expect(SnapshotTrack(offsets: [0, 1], frames: [f, Rect(x: .infinity, y: 0, width: 1, height: 1)]) == nil)
    }

    @Test func theHeaderHasThreeStretches() {
        let t = Self.header
        let resting = t.restingFrame(kind: ElementKind.uiKitSectionHeader)
        #expect(resting.y == 0)   // a header rests at its first sample
        // Before -47: the first frame, slope 0, at rest: with the content.
        // -47 … 1956: y goes 0 → 2003 while the offset goes 2003: slope 1, held (through the
        // sample at 0, where the slope is 47/47 = 1 and then 1956/1956 = 1: one stretch).
        // From 1956: y stays 2003, slope 0 away from rest: pushed.
        #expect(t.stretches(.vertical, resting: resting) == [
            TrackStretch(kind: .withContent, from: -.infinity, to: -47),
            TrackStretch(kind: .held, from: -47, to: 1956),
            TrackStretch(kind: .pushed, from: 1956, to: .infinity),
        ])
        #expect(t.stretch(atOffset: 100, .vertical, resting: resting).kind == .held)
        #expect(t.stretch(atOffset: 1956, .vertical, resting: resting).kind == .pushed)
        #expect(t.stretch(atOffset: -100, .vertical, resting: resting).kind == .withContent)
    }

    @Test func aFooterRestsAtItsLastSampleAndOtherSlopesAreTheLayouts() {
        // A footer held at the bottom of a 400-point viewport (y = offset + 400 − 30) until it
        // reaches its resting place at y 900 (offset 530), then with the content.
        let t = SnapshotTrack(offsets: [0, 530, 600], frames: [
            Rect(x: 0, y: 370, width: 100, height: 30), Rect(x: 0, y: 900, width: 100, height: 30),
            Rect(x: 0, y: 900, width: 100, height: 30)])!
        let resting = t.restingFrame(kind: ElementKind.uiKitSectionFooter)
        #expect(resting.y == 900)
        // Slope (900 − 370) / 530 = 1: held; then 0 at rest: with the content; before offset 0
        // the first frame (y 370, not its rest): pushed.
        #expect(t.stretches(.vertical, resting: resting).map(\.kind) == [.pushed, .held, .withContent])
        // A parallax decoration moving half as fast as the content: slope 0.5.
        let p = SnapshotTrack(offsets: [0, 100], frames: [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 50, width: 10, height: 10)])!
        #expect(p.stretches(.vertical, resting: p.frames[0]).map(\.kind) == [.withContent, .movedByLayout(slope: 0.5), .pushed])
    }

    /// A snapshot whose header 0 carries `header`, two cells, and a captured content size.
    static func layout(offset: Double) -> SnapshotLayout {
        let elements = [
            SnapshotElement(category: .supplementary, kind: ElementKind.uiKitSectionHeader, indexPath: IndexPath(item: 0, section: 0),
                            frame: Rect(x: 0, y: 47, width: 390, height: 44), zIndex: 10),
            SnapshotElement(category: .cell, kind: "cell", indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 44, width: 390, height: 100)),
            SnapshotElement(category: .cell, kind: "cell", indexPath: IndexPath(item: 0, section: 1), frame: Rect(x: 0, y: 2047, width: 390, height: 100)),
        ]
        return SnapshotLayout(elements: elements, collectionView: CollectionViewGeometry(bounds: Rect(x: 0, y: offset, width: 390, height: 800)),
                              contentSize: Size(width: 390, height: 9120), tracks: [0: header])
    }

    @Test func theRectQueryFindsATrackedHeaderWhereverItIs() throws {
        let layout = Self.layout(offset: 1000)
        // At offset 1000 the header is held: y = 47 + (1000 − 0) = 1047, pinned.
        let near = layout.attributes(in: Rect(x: 0, y: 1000, width: 390, height: 100))
        let header = try #require(near.first(where: { $0.category == .supplementary }))
        #expect(header.frame.y == 1047 && header.isPinned)
        // Its stored frame (y 47) is not where it is now: a query there finds only the cell.
        #expect(layout.attributes(in: Rect(x: 0, y: 45, width: 390, height: 40)).map(\.category) == [.cell])
        // The by-index-path query agrees with the rect query.
        #expect(layout.attributesForSupplementaryView(ofKind: ElementKind.uiKitSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.y == 1047)
        // Before the first sample the header is at rest (y 0), not pinned.
        layout.collectionView = CollectionViewGeometry(bounds: Rect(x: 0, y: -100, width: 390, height: 800))
        let rest = layout.attributes(in: Rect(x: 0, y: -100, width: 390, height: 800)).first { $0.category == .supplementary }
        #expect(rest?.frame.y == 0 && rest?.isPinned == false)
    }

    @Test func theCapturedContentSizeIsHonouredAndTracksFollowTheBounds() {
        let layout = Self.layout(offset: 0)
        #expect(layout.contentSize == Size(width: 390, height: 9120))
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 10, width: 390, height: 800)))
        let plain = SnapshotLayout(elements: layout.elements, collectionView: layout.collectionView)
        // Without a content size: the union's far corner, the cell at 2047 + 100 = 2147.
        #expect(plain.contentSize == Size(width: 390, height: 2147))
        #expect(!plain.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 10, width: 390, height: 800)))
    }

    @Test func theMotionPlaysTheTrack() {
        let m = Self.header.motion(.vertical)
        // Pieces: y 0 before -47; y = o + 47 from -47 (the two slope-1 pieces merge: both are
        // 47 + o); y 2003 from 1956 (the last two, both 2003, merge).
        #expect(m.pieces.map(\.from) == [-.infinity, -47, 1956])
        for o in [-100.0, -47, -20, 0, 500, 1956, 2050, 3000] {
            #expect(m.position(atOffset: o) == Self.header.frame(atOffset: o).y, "offset \(o)")
        }
    }
}
