import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// `:set` keeps the unsaved edits, as the same change made with a key (`]`) does: they are run
/// again on the data the `:set` gives, and stay undoable.
@MainActor struct SetKeepsEditsTests {
    /// A 10-point header and two 100 x 20 items in one section.
    let yaml = "name: \"edits\"\nviewport: {width: 100, height: 100}\nsections:\n  - header: 10\n    items: [[100, 20], [100, 20]]\n"

    func session() throws -> Driven {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-set-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("e.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (80, 24), headless: true))
    }

    func header(_ s: Driven) -> Rect? {
        s.collectionView.layout.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))?.frame
    }

    @Test func aSetKeepsTheEditsAndTheirUndo() throws {
        var s = try session()
        // Tab order: the header, then cell 0.0; `x` deletes cell 0.0.
        s.handle(try KeyNotation.parse("<tab><tab>x<wait 250ms>:set sections.0.header=30<enter>"))
        #expect(s.message?.text == "set sections.0.header = 30 (edits kept, undo 1 redo 0)")
        #expect(s.hasUnsavedChanges)
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 1)
        // The new header, 30 tall, and the one item left below it: y = 30.
        #expect(header(s)?.height == 30)
        #expect(s.collectionView.layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.y == 30)
        s.handle(try KeyNotation.parse("u<wait 250ms>"))
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 2)
        #expect(!s.hasUnsavedChanges && header(s)?.height == 30)
    }

    @Test func editsThatDoNotFitTheNewDataAskOnce() throws {
        var s = try session()
        // `a` on cell 0.1 (three tabs: header, 0.0, 0.1) inserts item 0.2: three items.
        s.handle(try KeyNotation.parse("<tab><tab><tab>a<wait 250ms>"))
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 3)
        // One item in the new data: an insert at 0.2 is past its end (at most 0.1).
        s.handle(try KeyNotation.parse(":set sections.0.items=[[100,20]]<enter>"))
        let m = try #require(s.message)
        #expect(m.isError && m.text.hasPrefix(":set sections.0.items=[[100,20]] not applied: your unsaved edits do not fit"))
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 3 && s.hasUnsavedChanges)
        s.handle(try KeyNotation.parse(":set sections.0.items=[[100,20]]<enter>"))
        #expect(s.message?.text == "set sections.0.items = [[100,20]] (edits dropped)")
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 1 && !s.hasUnsavedChanges)
    }
}
