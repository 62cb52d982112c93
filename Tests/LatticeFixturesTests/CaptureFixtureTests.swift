import LatticeFixtures
import LatticeLayout
import Testing

/// The capture keys of a snapshot fixture (FixtureFormat §9a): `layout.contentSize`, `capture`,
/// and each element's `track`, `transform` and `transform3D`, read from JSON (as LatticeCapture
/// writes them) and from YAML, with located errors.
@Suite struct CaptureFixtureTests {
    static let capture = """
        {
          "name": "MyApp.CardsViewController (captured)",
          "viewport": {"width": 390, "height": 844},
          "safeAreaInsets": {"top": 47, "left": 0, "bottom": 34, "right": 0},
          "contentInsetAdjustmentBehavior": "automatic",
          "contentOffset": {"x": 0, "y": 1200},
          "screenScale": 3,
          "layout": {"type": "snapshot", "scrollDirection": "vertical",
                     "contentSize": {"width": 390, "height": 9120}},
          "capture": {
            "tool": "LatticeCapture 1",
            "layoutClass": "UICollectionViewFlowLayout",
            "adjustedContentInset": {"top": 47, "left": 0, "bottom": 34, "right": 0},
            "settings": {"sectionHeadersPinToVisibleBounds": true, "itemSize": {"width": 50, "height": 50},
                         "minimumLineSpacing": 10, "sectionInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
                         "MyLayout.mode": "cards"},
            "sampledOffsets": 412,
            "truncated": false
          },
          "elements": [
            {"category": "supplementary", "kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0,
             "frame": [0, 1200, 390, 44], "zIndex": 10,
             "track": [[-47, 0, 0, 390, 44], [0, 0, 47, 390, 44], [1956, 0, 2003, 390, 44], [2100, 0, 2003, 390, 44]]},
            {"section": 0, "item": 0, "frame": [0, 44, 50, 50]},
            {"section": 0, "item": 1, "frame": [60, 44, 50, 50], "transform": [0.8, 0, 0, 0.8, 0, 0]},
            {"section": 0, "item": 2, "frame": [120, 44, 50, 50],
             "transform3D": [1, 0, 0, 0, 0, 1, 0, -0.002, 0, 0, 1, 0, 0, 0, 0, 1]}
          ]
        }
        """

    @Test func theDecidedFormatLoads() throws {
        let f = try FixtureLoader.load(text: Self.capture, format: .json, name: "cards.json")
        #expect(f.layout == .snapshot(SnapshotOptions(scrollDirection: .vertical, contentSize: Size(width: 390, height: 9120))))
        #expect(f.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(f.elements.count == 4)
        // Only element 0 has a track, 2 and 3 transforms: the side tables hold just those.
        #expect(Array(f.tracks.keys) == [0])
        #expect(f.tracks[0]?.offsets == [-47, 0, 1956, 2100])
        #expect(f.tracks[0]?.frames[2] == Rect(x: 0, y: 2003, width: 390, height: 44))
        #expect(Set(f.transforms.keys) == [2, 3])
        #expect(f.transforms[2]?.affine == [0.8, 0, 0, 0.8, 0, 0] && f.transforms[2]?.isAffine == true)
        #expect(f.transforms[3]?.matrix[7] == -0.002 && f.transforms[3]?.isAffine == false)
        let c = try #require(f.capture)
        #expect(c.tool == "LatticeCapture 1" && c.layoutClass == "UICollectionViewFlowLayout")
        #expect(c.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(c.sampledOffsets == 412 && c.truncated == false)
        #expect(c.settings.map(\.name) == ["sectionHeadersPinToVisibleBounds", "itemSize", "minimumLineSpacing", "sectionInset", "MyLayout.mode"])
        #expect(c.setting("sectionHeadersPinToVisibleBounds") == .bool(true))
        #expect(c.setting("itemSize") == .size(Size(width: 50, height: 50)))
        #expect(c.setting("minimumLineSpacing") == .number(10))
        #expect(c.setting("sectionInset") == .insets(.zero))
        #expect(c.setting("MyLayout.mode") == .text("cards"))
        // The layout plays the track: at offset 1200 the header is held at 1200 + 47 = 1247.
        let layout = try #require(f.makeLayout(viewport: Size(width: 390, height: 844)) as? SnapshotLayout)
        #expect(layout.attributes(at: 0).frame.y == 1247 && layout.contentSize.height == 9120)
    }

    @Test func yamlStreamsTheSameSideTables() throws {
        // YAML elements are decoded as the reader reads them (StreamedElements): same tables.
        let f = try loadYAML("""
            layout: {type: snapshot, contentSize: [390, 5000]}
            elements:
              - {section: 0, frame: [0, 0, 10, 10]}
              - {category: supplementary, kind: header, section: 0, frame: [0, 0, 390, 44], track: [[0, 0, 0, 390, 44], [100, 0, 100, 390, 44]]}
              - {section: 0, item: 1, frame: [0, 20, 10, 10], transform: [1, 0, 0, 1, 5, 0]}
            """)
        #expect(Array(f.tracks.keys) == [1] && f.tracks[1]?.offsets == [0, 100])
        #expect(Array(f.transforms.keys) == [2] && f.transforms[2]?.affine == [1, 0, 0, 1, 5, 0])
        #expect(f.layout == .snapshot(SnapshotOptions(contentSize: Size(width: 390, height: 5000))))
    }

    @Test(arguments: [
        ("track: 5", "bad.yaml:2:62: error: elements[0].track: the track of elements[0] (item 0-0) must be a list of samples"),
        ("track: [[0, 0, 0, 1, 1]]", "bad.yaml:2:62: error: elements[0].track: the track of elements[0] (item 0-0) needs at least 2 samples, it has 1"),
        ("track: [[0, 0, 0, 1, 1], [0, 0, 0, 1]]", "bad.yaml:2:80: error: elements[0].track[1]: sample 1 of the track of elements[0] (item 0-0) must be [offset, x, y, width, height], found a list of 4"),
        ("track: [[5, 0, 0, 1, 1], [5, 0, 0, 1, 1]]", "bad.yaml:2:81: error: elements[0].track[1]: sample 1 of the track of elements[0] (item 0-0) is at offset 5, not after sample 0's 5: offsets must increase strictly"),
        ("track: [[0, 0, 0, 1, 1], [1, .nan, 0, 1, 1]]", "bad.yaml:2:84: error: elements[0].track[1]: NaN and infinity are not allowed"),
        ("track: [[0, 0, 0, 1, 1], [1, 0, 0, -1, 1]]", "bad.yaml:2:90: error: elements[0].track[1]: must not be negative (got -1)"),
        ("transform: [1, 0, 0, 1]", "bad.yaml:2:66: error: elements[0].transform: a transform is [a, b, c, d, tx, ty] (CGAffineTransform), this list has 4 entries"),
        ("transform3D: [1, 0, 0, 1, 0, 0]", "bad.yaml:2:68: error: elements[0].transform3D: a transform3D is 16 numbers, m11 … m44 row by row (CATransform3D), this list has 6 entries"),
        ("transform: [1, 0, 0, 1, 0, x]", "bad.yaml:2:82: error: elements[0].transform[5]: expected a number"),
        ("transform: [1, 0, 0, 1, 0, 0], transform3D: []", "bad.yaml:2:86: error: elements[0].transform3D: an element has transform or transform3D, not both"),
    ])
    func elementErrors(key: String, expected: String) throws {
        let e = try #require(loadError("layout: {type: snapshot}\nelements: [{section: 0, item: 0, frame: [0, 0, 1, 1], \(key)}]"))
        #expect(e.description.hasPrefix(expected), "\(e.description)")
    }

    @Test(arguments: [
        ("layout: {type: snapshot, contentSize: [1, -1]}", "bad.yaml:1:43: error: layout.contentSize: height must not be negative"),
        ("layout: {type: snapshot}\ncapture: 5", "bad.yaml:2:10: error: capture: expected a mapping (tool, layoutClass, settings, …), found the number 5"),
        ("layout: {type: snapshot}\ncapture: {tol: x}", "bad.yaml:2:11: error: capture.tol: unknown key \"tol\" (did you mean \"tool\"?)"),
        ("layout: {type: snapshot}\ncapture: {sampledOffsets: 1.5}", "bad.yaml:2:27: error: capture.sampledOffsets: must be a whole number"),
        ("layout: {type: snapshot}\ncapture: {truncated: maybe}", "bad.yaml:2:22: error: capture.truncated: expected true or false"),
        ("layout: {type: snapshot}\ncapture: {adjustedContentInset: [1, 2]}", "bad.yaml:2:33: error: capture.adjustedContentInset: insets as a list are [top, left, bottom, right]"),
        ("layout: {type: snapshot}\ncapture: {settings: [1]}", "bad.yaml:2:21: error: capture.settings: expected a mapping of the layout's properties by name, found a list"),
        ("layout: {type: snapshot}\ncapture: {settings: {itemSize: {width: 1}}}", "bad.yaml:2:32: error: capture.settings.itemSize: expected a size {width, height} or insets {top, left, bottom, right}, found the keys width"),
        ("layout: {type: snapshot}\ncapture: {settings: {minimumLineSpacing: .inf}}", "bad.yaml:2:42: error: capture.settings.minimumLineSpacing: NaN and infinity are not allowed"),
        ("layout: {type: snapshot}\ncapture: {settings: {itemSize: {width: -1, height: 2}}}", "bad.yaml:2:40: error: capture.settings.itemSize.width: width must not be negative"),
        ("layout: {type: snapshot}\ncapture: {settings: {a: [1]}}", "bad.yaml:2:25: error: capture.settings.a: expected a number, true or false, text"),
        ("capture: {}", "bad.yaml:1:1: error: capture: capture: belongs to a snapshot (layout: {type: snapshot}), not to the list layout"),
    ])
    func topLevelErrors(text: String, expected: String) throws {
        let e = try #require(loadError(text))
        #expect(e.description.hasPrefix(expected), "\(e.description)")
    }

    @Test func aSnapshotWithoutCaptureKeysIsAsBefore() throws {
        let f = try loadYAML("layout: {type: snapshot}\nelements: [{section: 0, frame: [0, 0, 10, 10]}]")
        #expect(f.tracks.isEmpty && f.transforms.isEmpty && f.capture == nil)
        #expect(f.layout == .snapshot(SnapshotOptions()))
    }
}
