import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// `:w` (issue 12): the edited data as a fixture next to the original, never over an existing
/// file without `!`, atomically, keeping the original's text wherever the edits did not reach.
@MainActor struct SaveTests {
    let dir: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-save-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    /// Section 0: one item, a run of 4, a generated run of 3 (8 items, rows of 20 / 30 / 10…30).
    /// Section 1: a flow list with a labelled run of 2. Comments everywhere.
    static let original = """
        # top comment
        name: "save test"
        viewport: {width: 100, height: 200}
        sections:
          # section zero
          - header: 20
            items:
              - [100, 20]   # first
              - size: [100, 30]
                repeat: 4     # a run
              - {generate: {count: 3, width: 100, height: [10, 30], seed: 1}}
          # section one, untouched by some tests
          - items: [[100, 20], {size: [100, 10], label: "x", repeat: 2}]  # flow

        """

    func session() throws -> (Driven, String) {
        let path = dir.appendingPathComponent("list.yaml").path
        try Self.original.write(toFile: path, atomically: true, encoding: .utf8)
        return (Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (80, 30), headless: true)), path)
    }

    func keys(_ s: inout Driven, _ k: String) throws { s.handle(try KeyNotation.parse(k)) }

    var edited: String { dir.appendingPathComponent("list.edited.yaml").path }

    @Test func aNewFileIsWrittenNextToTheOriginalAndValidates() throws {
        var (s, path) = try session()
        try keys(&s, ":goto 0.2<enter>x<wait 250ms>")
        #expect(s.hasUnsavedChanges)
        #expect(s.frame().line(0).contains("modified"))
        try keys(&s, ":w<enter>")
        #expect(s.message?.text == "wrote \(edited)")
        #expect(!s.hasUnsavedChanges)
        let saved = try FixtureLoader.load(path: edited)
        #expect(saved.sections.map(\.itemCount) == [7, 3])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.original)   // the original is untouched
        try keys(&s, "q")
        #expect(s.shouldQuit)                                       // saved: q quits at once
    }

    @Test func commentsOfUntouchedPartsSurviveAndARunIsSplitOnlyWhereEdited() throws {
        var (s, _) = try session()
        try keys(&s, ":goto 0.2<enter>x<wait 250ms>:w<enter>")
        let text = try String(contentsOfFile: edited, encoding: .utf8)
        // Deleting the 2nd item of the run of 4 (items 0.1 … 0.4) leaves a run of 1 and a run of 2;
        // the first item, the generated run, section 1 and every comment outside section 0's
        // items stay as written.
        #expect(text == """
            # top comment
            name: "save test"
            viewport: {width: 100, height: 200}
            sections:
              # section zero
              - header: 20
                items:
                  - [100, 20]
                  - size: [100, 30]
                    repeat: 1     # a run
                  - size: [100, 30]
                    repeat: 2     # a run
                  - {generate: {count: 3, width: 100, height: [10, 30], seed: 1}}
              # section one, untouched by some tests
              - items: [[100, 20], {size: [100, 10], label: "x", repeat: 2}]  # flow

            """)
    }

    @Test func aGeneratedRunIsExpandedOnlyWhereCut() throws {
        var (s, _) = try session()
        let sizes = s.collectionView.layout.attributesForItem(at: IndexPath(item: 7, section: 0))!.frame.size
        try keys(&s, ":goto 0.6<enter>x<wait 250ms>:w<enter>")
        let text = try String(contentsOfFile: edited, encoding: .utf8)
        #expect(!text.contains("generate"))
        #expect(text.contains("      - [100, \(fmt(sizes.height))]\n  # section one"))   // the last generated item, its size written out
        #expect(text.contains("        repeat: 4     # a run\n"))                                  // the run of 4 as written
        #expect(try FixtureLoader.load(path: edited).sections[0].itemCount == 7)
    }

    @Test func aFlowListKeepsItsStyleAndACopyRepeatsItsSource() throws {
        var (s, _) = try session()
        try keys(&s, ":goto 1.1<enter>a<wait 250ms>:w<enter>")
        let text = try String(contentsOfFile: edited, encoding: .utf8)
        #expect(text.contains("  - items: [[100, 20], {size: [100, 10], label: \"x\", repeat: 1}, {size: [100, 10], label: \"x\", repeat: 2}]  # flow\n"))
        #expect(text.contains("      - [100, 20]   # first\n"))                                  // section 0 as written
    }

    @Test func wNeverOverwritesAnExistingFile() throws {
        var (s, _) = try session()
        try "keep me\n".write(toFile: edited, atomically: true, encoding: .utf8)
        try keys(&s, "<tab><tab>x<wait 250ms>:w<enter>")
        #expect(s.message?.isError == true)
        #expect(s.message?.text == "\(edited) exists: :w! overwrites it, :w PATH writes elsewhere")
        #expect(try String(contentsOfFile: edited, encoding: .utf8) == "keep me\n")
        #expect(s.hasUnsavedChanges)
        try keys(&s, ":w!<enter>")
        #expect(try FixtureLoader.load(path: edited).sections[0].itemCount == 7)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)                                        // no temporary file left behind
    }

    @Test func anInterruptedWriteLeavesTheOriginalIntact() throws {
        try "the original\n".write(toFile: edited, atomically: true, encoding: .utf8)
        // :w! writes through AtomicFile: the bytes go to a temporary file beside the target, which
        // takes the target's name only at commit. Interrupted before that, the target is intact.
        let file = try AtomicFile(path: edited, force: true)
        try file.write(Array("half a fix".utf8))
        #expect(try String(contentsOfFile: edited, encoding: .utf8) == "the original\n")
        file.discard()
        #expect(try String(contentsOfFile: edited, encoding: .utf8) == "the original\n")
        #expect(!FileManager.default.fileExists(atPath: file.temporary))
    }

    @Test func wPathWritesThereAndTheDemoNeedsAPath() throws {
        var (s, _) = try session()
        let other = dir.appendingPathComponent("other.yaml").path
        try keys(&s, "<tab><tab>x<wait 250ms>:w \(other)<enter>")
        #expect(s.message?.text == "wrote \(other)")
        #expect(try FixtureLoader.load(path: other).sections[0].itemCount == 7)
        var demo = Driven(ViewerModel(fixture: ViewerModel.demoFixture(), path: nil, terminalSize: (80, 24), headless: true))
        demo.handle(try KeyNotation.parse(":w<enter>"))
        #expect(demo.message?.text == "the built-in demo has no file: :w PATH names one")
    }

    @Test func anEditInsideARepeatedSectionSplitsOnlyThatSection() throws {
        let path = dir.appendingPathComponent("rep.yaml").path
        try """
            # repeated sections
            sections:
              - header: 10   # three of these
                repeat: 3
                items:
                  - [100, 20]
                  - [100, 30]
              - items: [[100, 10]]

            """.write(toFile: path, atomically: true, encoding: .utf8)
        var s = Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (80, 30), headless: true))
        s.handle(try KeyNotation.parse(":goto 2.1<enter>x<wait 250ms>:w<enter>"))
        let out = dir.appendingPathComponent("rep.edited.yaml").path
        // Copies 0 and 1 stay one entry (repeat: 2), the edited copy 2 is written on its own.
        #expect(try String(contentsOfFile: out, encoding: .utf8) == """
            # repeated sections
            sections:
              - header: 10   # three of these
                repeat: 2
                items:
                  - [100, 20]
                  - [100, 30]
              - header: 10   # three of these
                repeat: 1
                items:
                  - [100, 20]
              - items: [[100, 10]]

            """)
        #expect(try FixtureLoader.load(path: out).sections.map(\.itemCount) == [2, 2, 1, 1])
    }
}
