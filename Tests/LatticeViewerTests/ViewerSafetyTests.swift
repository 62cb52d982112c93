import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeRender
import LatticeViewer

/// The viewer keeps what the user sees and writes honest: the focus mark stays under a pinned
/// header, `:viewport` pulls the offset back, `:wq` / `:x` write then quit, `:w!` does not drop
/// a change made on disk without `:w!!`, and a headless program writes only when allowed.
@MainActor struct ViewerSafetyTests {
    let dir: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-safety-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()
    static let sticky = GoldenScreenTests.root.appendingPathComponent("Fixtures/list/sticky-headers-vertical.yaml").path

    /// A copy of the sticky walk in the test's folder, driven with its effects carried out.
    func copy() throws -> (Driven, String) {
        let path = dir.appendingPathComponent("walk.yaml").path
        try FileManager.default.copyItem(atPath: Self.sticky, toPath: path)
        return (Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (60, 20), headless: true)), path)
    }

    @Test func theFocusMarkStaysUnderAPinnedHeader() throws {
        // Sticky walk (ListLayoutRules §10.2): item 0.0 spans y 10…30; at offset 16 header 0 is
        // pinned at the line, y 16…26 (lo 0 < 16 < hi 40), over the item's upper part. The
        // viewport's first row (16…18 at 2 points a row, 1 point a column) is the header's.
        var m = ViewerModel(fixture: try FixtureLoader.load(path: Self.sticky), path: nil, terminalSize: (60, 20), headless: true)
        m.glyphs = .ascii
        _ = m.handle(try KeyNotation.parse("<tab><tab>jj"))
        #expect(m.focus == ElementID(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: 0, section: 0)))
        #expect(m.collectionView.contentOffset.y == 16)
        let rows = m.frame().text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[2].contains("# ^ 0 #"), "\(rows[2])")   // the pinned header, not the focus box's top edge
        #expect(!rows[2].contains("#===="))
    }

    @Test func viewportPullsTheOffsetBack() throws {
        // Content 100 x 150 in 100 x 100: the end is offset 50. In 100 x 300 the largest offset
        // is max(0, 150 − 300) = 0.
        var m = ViewerModel(fixture: try FixtureLoader.load(path: Self.sticky), path: nil, terminalSize: (60, 20), headless: true)
        _ = m.handle(try KeyNotation.parse("G"))
        #expect(m.collectionView.contentOffset.y == 50)
        _ = m.handle(try KeyNotation.parse(":viewport 100x300<enter>"))
        #expect(m.collectionView.contentOffset.y == 0)
    }

    @Test func wqWritesThenQuitsAndXQuitsWhenNothingChanged() throws {
        var (d, path) = try copy()
        d.handle(try KeyNotation.parse(":x<enter>"))
        #expect(d.shouldQuit)
        #expect(!FileManager.default.fileExists(atPath: path.replacingOccurrences(of: "walk.yaml", with: "walk.edited.yaml")))
        (d, _) = try copy2()
        d.handle(try KeyNotation.parse("<tab><tab>x<wait 300ms>:wq<enter>"))
        #expect(d.shouldQuit)
        #expect(try FixtureLoader.load(path: path.replacingOccurrences(of: "walk.yaml", with: "walk.edited.yaml")).sections[0].itemCount == 1)   // 2 − 1
        // Refused (the edited file exists now, no `!`): it stays.
        var (again, _) = try copy2()
        again.handle(try KeyNotation.parse("<tab><tab>x<wait 300ms>:wq<enter>"))
        #expect(!again.shouldQuit)
        #expect(again.message?.text.contains("exists") == true)
    }

    /// A second model on the same file (the first one's copy is already there).
    func copy2() throws -> (Driven, String) {
        let path = dir.appendingPathComponent("walk.yaml").path
        return (Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (60, 20), headless: true)), path)
    }

    @Test func overwritingAfterAChangeOnDiskTakesASecondBang() throws {
        var (d, path) = try copy()
        d.handle(try KeyNotation.parse("<tab><tab>x<wait 300ms>"))
        let changed = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "header: 10", with: "header: 12")
        try changed.write(toFile: path, atomically: false, encoding: .utf8)
        d.update(.fileChanged(path: path, exists: true))
        #expect(d.message?.text.contains("not reloaded over unsaved edits") == true)
        d.handle(try KeyNotation.parse(":w! \(path)<enter>"))
        #expect(d.message?.text.contains(":w!! \(path)") == true, "\(d.message?.text ?? "")")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == changed)   // the other program's change kept
        d.handle(try KeyNotation.parse(":w!! \(path)<enter>"))
        #expect(d.message?.text == "wrote \(path)")
        #expect(try FixtureLoader.load(path: path).sections[0].itemCount == 1)
    }

    @Test func aHeadlessRunnerWritesOnlyWhenAllowed() throws {
        let (start, path) = try copy()
        var refused = EffectRunner()
        refused.writes = .refuse("render writes no files from --keys unless given --allow-writes")
        var model = start.model
        refused.start(&model)
        let target = dir.appendingPathComponent("out.yaml").path
        refused.send(try KeyNotation.parse("<tab><tab>x<wait 300ms>:w \(target)<enter>"), to: &model)
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(model.message?.text == "\(target): not written: render writes no files from --keys unless given --allow-writes")
        _ = path
    }
}
