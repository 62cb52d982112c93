import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing

/// What lattice writes of a capture (`SnapshotText.fixture(_:)`) reads back as the same fixture:
/// tracks, transforms, the content size and `capture:` included (FixtureFormat §9a).
@Suite struct CaptureRoundTripTests {
    static let capture = """
        {"name": "Cards (captured)", "viewport": {"width": 390, "height": 844},
         "safeAreaInsets": {"top": 47, "left": 0, "bottom": 34, "right": 0},
         "contentInsetAdjustmentBehavior": "never", "contentOffset": {"x": 0, "y": 1200}, "screenScale": 3,
         "layout": {"type": "snapshot", "contentSize": {"width": 390, "height": 9120.5}},
         "capture": {"tool": "LatticeCapture 1", "layoutClass": "UICollectionViewFlowLayout",
                     "adjustedContentInset": {"top": 47, "left": 0, "bottom": 34, "right": 0},
                     "settings": {"sectionHeadersPinToVisibleBounds": true, "itemSize": {"width": 50, "height": 50},
                                  "minimumLineSpacing": 10.25, "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
                                  "note": "a \\"quoted\\" word", "flag": "true"},
                     "sampledOffsets": 412, "truncated": false},
         "elements": [
           {"category": "supplementary", "kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0,
            "frame": [0, 1247, 390, 44], "zIndex": 10,
            "track": [[-47, 0, 0, 390, 44], [0, 0, 47, 390, 44], [1956.333, 0, 2003.1, 390, 44.5], [2100, 0, 2003.1, 390, 44.5]]},
           {"section": 0, "item": 0, "frame": [0, 44, 50, 50]},
           {"section": 0, "item": 1, "frame": [60, 44, 50, 50], "transform": [0.8, 0, 0, 0.8, 0, 0]},
           {"section": 0, "item": 2, "frame": [120, 44, 50, 50], "transform3D": [1, 0, 0, 0, 0, 1, 0, -0.002, 0, 0, 1, 0, 0, 0, 0, 1]},
           {"section": 0, "item": 3, "frame": [180, 44, 50, 50], "transform3D": [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 3, 4, 0, 1]}
         ]}
        """

    @Test func writtenCapturesReadBackTheSame() throws {
        let original = try FixtureLoader.load(text: Self.capture, format: .json, name: "cards.json")
        let text = SnapshotText.fixture(original)
        let again = try FixtureLoader.load(text: text, format: .yaml, name: "cards.yaml")
        #expect(again == original, "\(text)")
        // The affine transform3D (element 4) is written as a transform; it is the same matrix.
        #expect(text.contains("transform: [2, 0, 0, 2, 3, 4]"))
        #expect(again.tracks[0]?.offsets == [-47, 0, 1956.333, 2100])
        #expect(again.capture?.setting("flag") == .text("true"))
    }
}
