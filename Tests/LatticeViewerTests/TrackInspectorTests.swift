import Testing
import LatticeFixtures
import LatticeLayout
import LatticeRender
import LatticeViewer

/// The pin inspector on a capture (FixtureFormat §9a): for a tracked header, its resting frame,
/// its current frame and the stretch it is on with the offsets where the stretch begins and ends.
struct TrackInspectorTests {
    /// Section 0's header is held 47 points below the top from offset -47 (y 0) to 1956
    /// (y 2003), then pushed: section 1 starts at 2047 = 2003 + 44.
    static let capture = """
        layout: {type: snapshot, contentSize: [390, 4000]}
        viewport: {width: 390, height: 400}
        elements:
          - {category: supplementary, kind: UICollectionElementKindSectionHeader, section: 0, item: 0, frame: [0, 0, 390, 44], zIndex: 10,
             track: [[-47, 0, 0, 390, 44], [0, 0, 47, 390, 44], [1956, 0, 2003, 390, 44], [2100, 0, 2003, 390, 44]]}
          - {section: 0, item: 0, frame: [0, 44, 390, 100]}
          - {section: 0, item: 1, frame: [0, 1900, 390, 100]}
          - {section: 1, item: 0, frame: [0, 2047, 390, 100]}
        """

    func inspector(at offset: Double) throws -> String {
        var s = ViewerModel(fixture: try FixtureLoader.load(text: Self.capture), path: nil, terminalSize: (100, 40), headless: true)
        s.collectionView.setContentOffset(Point(x: 0, y: offset), clamped: false)
        s.handle(try KeyNotation.parse("i"))
        return s.frame().text()
    }

    @Test func aHeldHeader() throws {
        // At offset 1000: y = 47 + 1000 × (2003 − 47) / (1956 − 0) = 1047, on the slope-1
        // stretch that runs from the sample at -47 to the one at 1956.
        let text = try inspector(at: 1000)
        #expect(text.contains("§0 header pinned y 1047 (rests 0)"), "\(text)")
        #expect(text.contains("rest (0 0; 390 44)"))
        #expect(text.contains("now  (0 1047; 390 44)"))
        #expect(text.contains("→ held at the top"))
        #expect(text.contains("offsets -47 … 1956"))
        #expect(text.contains("▓ ⇱"))   // drawn pinned
    }

    @Test func aPushedHeaderAndOneAtRest() throws {
        // At 2000 (past 1956): y stays 2003, away from its rest at 0: pushed, to the end.
        let pushed = try inspector(at: 2000)
        #expect(pushed.contains("§0 header pinned y 2003 (rests 0)"), "\(pushed)")
        #expect(pushed.contains("→ pushed by the next section"))
        #expect(pushed.contains("offsets from 1956"))
        // At -100 (before -47): the first frame, its rest: moving with the content.
        let resting = try inspector(at: -100)
        #expect(resting.contains("§0 header at rest y 0"), "\(resting)")
        #expect(resting.contains("→ moving with the content"))
        #expect(resting.contains("offsets up to -47"))
    }
}
