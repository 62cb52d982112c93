import LatticeCLI
import LatticeFixtures
import LatticeLayout
import LatticeUIKit
import LatticeViewer
import LatticeViewport
import Testing

/// A layout type added the way `LatticeCLI.main(layouts:)` adds it: its options are checked with
/// located errors when the fixture is read, and the layout runs through UIKit's generic path.
@MainActor
@Suite struct CustomLayoutTypeTests {
    let name = "recording-\(Int.random(in: 0..<1_000_000_000))"
    /// The catalogue `LatticeCLI.main(layouts:)` would build for this one type.
    let layouts: LayoutCatalogue

    init() {
        layouts = LatticeCLI.catalogue([name: { options in
            let layout = RecordingLayout()
            layout.invalidatesOnBoundsChange = try options.bool("pins", default: false)
            _ = try options.integer("columns", default: 2, min: 1)
            return layout
        }])
    }

    func load(_ layoutLine: String, layouts: LayoutCatalogue? = nil) throws(FixtureError) -> Fixture {
        try FixtureLoader.load(text: "viewport: {width: 100, height: 200}\n\(layoutLine)\nsections:\n  - items: [[100, 40], [100, 40], [100, 40]]\n",
                               name: "custom.yaml", layouts: layouts ?? self.layouts)
    }

    @Test func badOptionIsALocatedError() {
        // "layout: {type: " is 15 columns, ", columns: " 11 more: the value starts at column 27 + the name.
        let negative = #expect(throws: FixtureError.self) { try load("layout: {type: \(name), columns: -1}") }
        #expect(negative?.description == "custom.yaml:2:\(name.count + 27): error: layout.columns: must be at least 1 (got -1)")
        let misspelt = #expect(throws: FixtureError.self) { try load("layout: {type: \(name), colums: 3}") }
        #expect(misspelt?.description.contains("layout.colums: unknown key \"colums\" for the \(name) layout (did you mean \"columns\"?)") == true)
        #expect(misspelt?.line == 2)
    }

    @Test func aTypeOutsideTheCatalogueNamesTheCataloguedOnes() {
        let unknown = #expect(throws: FixtureError.self) { try load("layout: {type: nosuchlayout}") }
        #expect(unknown?.description.contains("unknown layout type \"nosuchlayout\"") == true)
        #expect(unknown?.description.contains(name) == true)
    }

    @Test func aLoaderWithoutTheCatalogueDoesNotKnowTheType() {
        let unknown = #expect(throws: FixtureError.self) { try load("layout: {type: \(name)}", layouts: LayoutCatalogue()) }
        #expect(unknown?.description.contains("unknown layout type \"\(name)\"") == true)
    }

    @Test func theViewerDrivesItThroughUIKitsPath() throws {
        let fixture = try load("layout: {type: \(name), pins: true}")
        let scene = Scene(fixture: fixture)
        #expect(scene.layout.layoutName == "RecordingLayout")
        let cv = CollectionView(layout: scene.layout, viewportSize: Size(width: 100, height: 200))
        #expect(cv.layout.attributes(in: cv.bounds).count == 3)
        cv.setContentOffset(Point(x: 0, y: 10), clamped: false)
        #expect(cv.relayoutCount == 1, "a layout that invalidates on bounds changes is prepared again")
        let done = try cv.performAnimatedBatchUpdates(.insertItems([LatticeLayout.IndexPath(item: 1, section: 0)]),
                                                      copying: LatticeLayout.IndexPath(item: 0, section: 0))
        #expect(done != nil)
        #expect(cv.layout.numberOfItems(inSection: 0) == 4)
        #expect(cv.layout.attributesForItem(at: LatticeLayout.IndexPath(item: 3, section: 0))?.frame.y == 150)
        let hosted = try #require(scene.layout as? UpdatingLayout<UIKitLayoutBridge>)
        #expect(hosted.base.stats.updatePrepares == 1)
    }
}
