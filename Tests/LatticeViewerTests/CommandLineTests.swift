import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// The `:` command line: `:viewport` survives `:set`, errors name `:set` and wrap,
/// zero viewports are refused, a failed automatic reload does not claim success.
@MainActor struct CommandLineTests {
    let dir: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-cmd-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    func write(_ name: String, _ text: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    let yaml = "name: \"cmd\"\nviewport: {width: 100, height: 100}\nsections:\n  - header: 10\n    items: [[100, 20], [100, 20]]\n"

    func session(_ text: String? = nil) throws -> Driven {
        let path = try write("c.yaml", text ?? yaml)
        return Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (80, 24), headless: true))
    }

    @Test func viewportSurvivesALaterSet() throws {
        var s = try session()
        s.handle(try KeyNotation.parse(":viewport 150x120<enter>:set sections.0.header=20<enter>"))
        #expect(s.message?.isError == false)
        #expect(s.collectionView.viewportSize == Size(width: 150, height: 120))
        #expect(s.collectionView.layout.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))?.frame.height == 20)
    }

    @Test func setErrorsNameTheCommandLine() throws {
        var s = try session()
        s.handle(try KeyNotation.parse(":set sections.0.header=-5<enter>"))
        let m = try #require(s.message)
        #expect(m.isError)
        #expect(!m.text.contains("--set"))
        #expect(m.text.contains("(value from :set)"))
    }

    @Test func zeroViewportsAreRefusedSayingWhich() throws {
        var s = try session()
        s.handle(try KeyNotation.parse(":viewport 0x0<enter>"))
        #expect(s.message?.text == ":viewport 0x0: the width and height must be greater than 0 (e.g. :viewport 375x667)")
        s.handle(try KeyNotation.parse(":viewport 100x0<enter>"))
        #expect(s.message?.text.contains("the height must be greater than 0") == true)
        #expect(s.collectionView.viewportSize == Size(width: 100, height: 100))
    }

    @Test func longErrorsWrapInsteadOfBeingCut() throws {
        var s = try session()
        s.handle(try KeyNotation.parse(":set sections.0.items.0=[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]<enter>"))
        let m = try #require(s.message)
        #expect(m.isError && m.text.unicodeScalars.count > 80)
        // Every word of the message is on the screen, over as many bottom rows as it needs.
        let screen = s.frame().text().split(separator: "\n").suffix(8).joined(separator: " ")
        for word in m.text.split(separator: " ").suffix(4) { #expect(screen.contains(word), "\(word)") }
    }

    @Test func aFailedAutomaticReloadDoesNotSayReloaded() throws {
        var s = try session()
        _ = try write("c.yaml", yaml + "# longer now\n")
        s.pollFiles()
        #expect(s.message?.text == "file changed: reloaded")
        _ = try write("c.yaml", "sections: [{items: [[-1, 20]]}]\n# broken, and longer than before: a negative size\n")
        s.pollFiles()
        #expect(s.reloadError != nil)
        let screen = s.frame()
        #expect(!screen.line(23).contains("reloaded"))
        #expect(screen.line(0).contains("reload failed"))
    }

    @Test func reloadsAskOnceBeforeDroppingUnsavedEdits() throws {
        var s = try session()
        s.handle(try KeyNotation.parse("<tab><tab>x<wait 250ms>"))
        #expect(s.hasUnsavedChanges)
        // The file changes on disk: no automatic reload over the edits, and it says so.
        _ = try write("c.yaml", yaml + "# longer now\n")
        s.pollFiles()
        #expect(s.hasUnsavedChanges && s.collectionView.layout.numberOfItems(inSection: 0) == 1)
        #expect(s.message?.text.contains("not reloaded over unsaved edits") == true)
        #expect(!s.watchedFileChanged)                         // told once, not every poll
        s.handle(try KeyNotation.parse(":set sections.0.header=20<enter>"))
        // `:set` reads the file as it is now and runs the edits again on it (SetKeepsEditsTests).
        #expect(s.message?.text == "set sections.0.header = 20 (edits kept, undo 1 redo 0)")
        #expect(s.hasUnsavedChanges && s.collectionView.layout.numberOfItems(inSection: 0) == 1)
        s.handle(try KeyNotation.parse("r"))
        #expect(s.message?.text == "unsaved changes: r again reloads without saving, :w saves")
        s.handle(try KeyNotation.parse("r"))
        #expect(!s.hasUnsavedChanges && s.collectionView.layout.numberOfItems(inSection: 0) == 2)
    }
}
