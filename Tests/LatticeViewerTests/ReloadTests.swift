import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// Reload (`r`, automatic on file change), folders (`n` / `p`) and `:` commands on real files.
struct ReloadTests {
    let dir: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-reload-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    func write(_ name: String, _ text: String) -> String {
        let url = dir.appendingPathComponent(name)
        try? text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func fixture(items: Int, width: Double = 100) -> String {
        "name: \"reload\"\nviewport: {width: \(Int(width)), height: 100}\nsections:\n  - items: [{size: [\(Int(width)), 20], repeat: \(items)}]\n"
    }

    @Test func changedFileReloadsAndABadEditKeepsTheLastGoodLayout() throws {
        let path = write("a.yaml", fixture(items: 3))
        var s = Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (80, 24), headless: true))
        #expect(s.collectionView.contentSize.height == 60)
        #expect(s.watchedFileChanged == false)                // nothing changed yet
        _ = write("a.yaml", fixture(items: 5) + "# longer\n")  // size differs even within one mtime tick
        #expect(s.watchedFileChanged)
        s.pollFiles()
        #expect(s.watchedFileChanged == false)
        #expect(s.collectionView.contentSize.height == 100)   // 5 rows of 20
        _ = write("a.yaml", "sections: [{items: [[-1, 20]]}]\n# broken, and longer than before: a negative size\n")
        #expect(s.watchedFileChanged)
        s.pollFiles()
        #expect(s.reloadError != nil)
        #expect(s.collectionView.contentSize.height == 100)   // the last good layout stays
        #expect(s.frame().text().contains("reload failed"))
        _ = write("a.yaml", fixture(items: 2))
        s.handle(.char("r"))
        #expect(s.reloadError == nil)
        #expect(s.collectionView.contentSize.height == 40)
    }

    @Test func nextAndPreviousFixtureInAFolder() throws {
        let a = write("a.yaml", fixture(items: 1)), b = write("b.yaml", fixture(items: 2))
        var s = Driven(ViewerModel(fixture: try FixtureLoader.load(path: a), path: a, folder: [a, b], terminalSize: (80, 24), headless: true))
        s.handle(.ctrl("n"))
        #expect(s.path == b && s.collectionView.contentSize.height == 40)
        s.handle(.ctrl("n"))                                   // wraps around
        #expect(s.path == a && s.collectionView.contentSize.height == 20)
        s.handle(.ctrl("p"))
        #expect(s.path == b)
    }

    @Test func setCommandChangesTheFixtureAndKeepsKeyedOptions() throws {
        let path = write("c.yaml", fixture(items: 3))
        var s = Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (80, 24), headless: true))
        s.handle(.char("s"))                                   // sticky on, by key
        s.handle(try KeyNotation.parse(":set sections.0.header=30<enter>"))
        // A 30-point header before three 20-point rows.
        #expect(s.collectionView.contentSize.height == 90)
        #expect(s.scene.layout.knobs.stickyHeaders)
        s.handle(try KeyNotation.parse(":set sections.0.items.0.size=[-1, 2]<enter>"))
        #expect(s.collectionView.contentSize.height == 90)     // refused, unchanged
    }

    @Test func viewportCommandFixesTheViewport() throws {
        var s = Driven(ViewerModel(fixture: ViewerModel.demoFixture(), path: nil, terminalSize: (80, 24), headless: true))
        s.handle(try KeyNotation.parse(":viewport 375x667<enter>"))
        #expect(s.collectionView.viewportSize == Size(width: 375, height: 667))
    }

    @Test func demoFixtureLoadsWithoutWarningsAndHasNoViewport() throws {
        let f = try FixtureLoader.load(text: DemoFixture.yaml, name: "demo")
        #expect(f.viewport == nil)
        var s = Driven(ViewerModel(fixture: f, path: nil, terminalSize: (80, 24), headless: true))
        #expect(s.scene.layout.warnings.isEmpty)
        #expect(s.scene.layout.knobs.stickyHeaders)
        s.handle(.char("d"))
        #expect(s.scene.layout.warnings.isEmpty)
    }
}
