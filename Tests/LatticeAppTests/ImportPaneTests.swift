import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import LatticeViewer
import Testing
@testable import LatticeApp

/// A pane of `lattice import A.txt@X,Y B.txt@X,Y`: a paste shown as a snapshot. Its errors are
/// located in the paste, and `:w`, `r` and `:set` say what they can do with a paste.
@MainActor @Suite struct ImportPaneTests {
    /// Two cells of 100 x 10 printed on lines 2 and 3.
    let text = """
        (lldb) po layout
        <UICollectionViewLayoutAttributes: 0x1> index path: (0-0); frame = (0 0; 100 10);
        <UICollectionViewLayoutAttributes: 0x2> index path: (0-1); frame = (0 10; 100 10);
        """

    func pane() throws -> ViewerModel {
        let paste = try DebuggerPaste(text: text, file: "a.txt")
        return try ImportCommand.pane(paste, path: "a.txt", offset: Point(x: 0, y: 0), viewport: Size(width: 100, height: 50),
                                      direction: .vertical, notes: [], terminal: (80, 24))
    }

    func typed(_ keys: String, into model: inout ViewerModel) throws {
        var runner = EffectRunner()
        runner.send(try KeyNotation.parse(keys), to: &model)
    }

    @Test func writeAndReloadSayWhatAPasteAllows() throws {
        var model = try pane()
        try typed(":w<enter>", into: &model)
        #expect(model.message?.text == "a.txt@0,0 is a paste, not a fixture file: :w FILE writes it as a snapshot fixture")
        try typed("r", into: &model)
        #expect(model.message?.text == "nothing to reload: a.txt@0,0 was read once, when lattice import started (run it again for a newer paste)")
        try typed(":set viewport.width=200<enter>", into: &model)
        #expect(model.message?.text.hasPrefix(":set changes a fixture file, and a.txt@0,0 is a paste") == true)
        #expect(model.collectionView.viewportSize == Size(width: 100, height: 50))   // not the demo's
    }

    @Test func writeFileWritesThePasteAsASnapshot() throws {
        var model = try pane()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("pane-\(UUID().uuidString).yaml").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        try typed(":w \(out)<enter>", into: &model)
        #expect(model.message?.text == "wrote \(out)")
        let written = try FixtureLoader.load(path: out)
        let layout = written.makeLayout(viewport: Size(width: 100, height: 50))
        layout.prepare()
        // The two cells as printed: (0, 0) and (0, 10), each 100 x 10.
        #expect(layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 50)).map(\.frame)
                == [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 10, width: 100, height: 10)])
    }
}
