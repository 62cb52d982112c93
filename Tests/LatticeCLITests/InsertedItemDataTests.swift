import Foundation
import LatticeCLI
import LatticeFixtures
import LatticeUIKit
import LatticeViewer
import Testing
import struct LatticeLayout.Rect

/// Item `data:` follows its item through the viewer's batch updates (`a` `x` `m`): what a
/// layout's own delegate reads through `LatticeFixtureDelegate.itemData(at:)` is the data of the
/// item now at that index path, an inserted copy has its source's data (as it has its size and
/// label), and `:w` writes it all back. `PhotoColumnLayout` (FixtureDelegateDataTests) stacks
/// cells of photo height + 20, 50 for an item without data.
@MainActor
@Suite struct InsertedItemDataTests {
    let name = "photos-\(Int.random(in: 0..<1_000_000_000))"
    let layouts: LayoutCatalogue
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-data-\(UUID().uuidString)")
    init() { layouts = LatticeCLI.catalogue([name: { _ in PhotoColumnLayout() }]) }

    func open() throws -> (ViewerModel, EffectRunner, String) {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("photos.yaml").path
        try """
            viewport: {width: 100, height: 600}
            layout: {type: \(name)}
            sections:
              - items:
                  - {size: [100, 10], data: {photoHeight: 80}}
                  - {size: [100, 10], data: {photoHeight: 120}}
                  - [100, 10]

            """.write(toFile: path, atomically: true, encoding: .utf8)
        var model = ViewerModel(fixture: try FixtureLoader.load(path: path, layouts: layouts), path: path,
                                terminalSize: (80, 30), headless: true)
        model.layouts = layouts
        var effects = EffectRunner(layouts: layouts)
        effects.start(&model)
        return (model, effects, path)
    }

    func heights(_ model: ViewerModel) -> [Double] {
        model.collectionView.layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 2000)).map(\.frame.height)
    }

    @Test func anInsertedCopyHasItsSourcesDataAndTheItemsAfterItKeepTheirs() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        var (model, effects, _) = try open()
        // Photo heights 80, 120 and none (50), each + 20.
        #expect(heights(model) == [100, 140, 70])
        effects.send(try KeyNotation.parse(":goto 0.0<enter>a<wait 250ms>"), to: &model)
        // A copy of item 0 (80) after it; the 120 and the item without data move down one.
        #expect(heights(model) == [100, 100, 140, 70])
        effects.send(try KeyNotation.parse(":goto 0.2<enter>x<wait 250ms>"), to: &model)
        // The 120 goes; the item without data moves up to 0.2.
        #expect(heights(model) == [100, 100, 70])
        effects.send(try KeyNotation.parse("u<wait 250ms>"), to: &model)
        // Undo gives the 120 back at 0.2, data and all.
        #expect(heights(model) == [100, 100, 140, 70])
    }

    @Test func wWritesTheDataOfEveryItemAsEdited() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        var (model, effects, path) = try open()
        effects.send(try KeyNotation.parse(":goto 0.1<enter>a<wait 250ms>:goto 0.0<enter>x<wait 250ms>:w<enter>"), to: &model)
        // Insert a copy of the 120 after it, then delete the 80: 120, 120 (copy), none.
        let edited = String(path.dropLast(".yaml".count)) + ".edited.yaml"
        #expect(model.message?.text == "wrote \(edited)")
        let saved = try FixtureLoader.load(path: edited, layouts: layouts)
        let data = (0..<saved.sections[0].itemCount).map { saved.sections[0].data(ofItem: $0)?.values["photoHeight"] }
        #expect(data == [.number(120), .number(120), nil])
    }
}
