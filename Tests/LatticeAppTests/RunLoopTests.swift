import Foundation
import LatticeApp
import LatticeFixtures
import LatticeRender
import LatticeTerminal
import LatticeViewer
import Testing

/// The run loop on the in-memory backend: what it draws, the timeouts it asks for (frame pacing),
/// and the messages it sends (keys, ticks, file changes). No terminal, no tmux.
@Suite struct RunLoopTests {
    func demo(cols: Int = 100, rows: Int = 30) -> ViewerModel {
        ViewerModel(fixture: ViewerModel.demoFixture(), path: nil, terminalSize: (cols, rows), headless: true)
    }

    @Test func drawsTheFirstFrameAtTheBackendsSizeThenOneFramePerKey() {
        // Frames are compared as text: a failing comparison of whole buffers would print every cell.
        var session = demo(cols: 80, rows: 24)
        let backend = MemoryBackend(cols: 120, rows: 40, script: [.init(.char("j")), .init(.char("j")), .init(.char("q"))])
        var loop = RunLoop(program: session, backend: backend)
        loop.run()
        session = loop.program
        #expect(session.shouldQuit)
        // The terminal's size reached the session before the first frame (not the 80x24 it was made with).
        #expect(backend.frames.first?.cols == 120)
        #expect(backend.frames.first?.rows == 40)
        #expect(backend.frames.count == 3)   // the first frame, after j, after j (q quits before drawing)
        var reference = demo(cols: 120, rows: 40)
        reference.handle([.char("j"), .char("j")])
        #expect(backend.frames.last?.text() == reference.frame().text())
    }

    @Test func idleTheLoopWaitsAQuarterSecondAndDrawsNothing() {
        var session = demo()
        let backend = MemoryBackend(cols: 100, rows: 30, script: [.init(after: 1000, .char("q"))])
        var loop = RunLoop(program: session, backend: backend)
        loop.run()
        session = loop.program
        // q comes at 1000 ms: three idle waits run out (0-250-500-750), the fourth gets q.
        // Only the first frame was drawn.
        #expect(backend.timeouts == [250, 250, 250, 250])
        #expect(backend.frames.count == 1)
    }

    /// ratatui's double buffer: the first frame sends its cells that are not blank, a scroll sends
    /// what moved, and a frame that changes nothing (a resize to the size the terminal has) sends
    /// no cell at all.
    @Test func aFrameSendsOnlyTheCellsThatChanged() {
        let backend = MemoryBackend(cols: 100, rows: 30, script: [
            .init(.resize(cols: 100, rows: 30)), .init(.char("j")), .init(.char("q")),
        ])
        var loop = RunLoop(program: demo(), backend: backend)
        loop.run()
        #expect(backend.cellsSent.count == 3)
        let first = backend.frames[0]
        let nonBlank = (0..<first.rows).reduce(0) { n, r in n + (0..<first.cols).filter { first[$0, r] != .blank }.count }
        #expect(backend.cellsSent[0] == nonBlank)
        #expect(backend.cellsSent[1] == 0)
        #expect(backend.cellsSent[2] > 0 && backend.cellsSent[2] < 100 * 30)
        #expect(backend.frames[1].text() == backend.frames[0].text())
    }

    @Test func resizeFromTheTerminalReachesTheSession() {
        var session = demo()
        let backend = MemoryBackend(cols: 100, rows: 30, script: [.init(.resize(cols: 90, rows: 25)), .init(.char("q"))])
        var loop = RunLoop(program: session, backend: backend)
        loop.run()
        session = loop.program
        #expect(session.terminalSize.cols == 90 && session.terminalSize.rows == 25)
        #expect(backend.frames.last?.cols == 90)
        #expect(backend.frames.last?.rows == 25)
    }

    /// An insert animates for 250 ms: the loop wakes every frame (17 ms at 60 fps), sends the
    /// real time that passed as ticks, and goes back to idle waits when the animation is over.
    /// The last frame is the one `<wait 250ms>` gives in `--keys`.
    @Test func animationIsPacedAtSixtyFramesASecondThenIdle() {
        let keys: [TerminalKey] = [.tab, .tab, .tab, .char("a")]
        var session = demo()
        let backend = MemoryBackend(cols: 100, rows: 30, script: keys.map { .init($0) } + [.init(after: 600, .char("q"))])
        var settled: String?
        backend.beforeRead = { now in if now >= 400, settled == nil { settled = backend.frames.last?.text() } }
        var loop = RunLoop(program: session, backend: backend)
        loop.run()
        session = loop.program
        // The keys all come at once: four idle reads (three tabs and a), then the animation.
        #expect(backend.timeouts.prefix(4) == [250, 250, 250, 250])
        let afterInsert = Array(backend.timeouts.dropFirst(4))
        let paced = afterInsert.prefix { $0 < 250 }
        // 250 ms in frames of 17 ms: 15 wake-ups (the last one ends it), every one a full frame.
        #expect(paced.count == 15)
        #expect(paced.allSatisfy { $0 == 17 })
        #expect(afterInsert.dropFirst(paced.count).allSatisfy { $0 == 250 })
        #expect(!session.isAnimating)
        var reference = demo()
        reference.handle(keys.map(ViewerKey.init) + [.wait(milliseconds: 250)])
        #expect(settled == reference.frame().text())
    }

    @Test func aChangedOrDeletedFixtureFileReachesTheSessionWithoutAKey() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-runloop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("f.yaml").path
        func write(_ items: Int) {
            try? "name: f\nviewport: {width: 100, height: 100}\nsections:\n  - items: [{size: [100, 20], repeat: \(items)}]\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        write(3)
        var session = ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (100, 30), headless: true)
        // Wide enough for the whole status bar: the "gone" error and the content size side by side.
        let backend = MemoryBackend(cols: 240, rows: 30, script: [.init(after: 2000, .char("q"))])
        var contents: [Bool] = []
        var goneShown = false
        // The content size as the last frame's status bar shows it: 12 rows of 20 points.
        func shows240() -> Bool { backend.frames.last?.text().contains("content 100×240") ?? false }
        backend.beforeRead = { now in
            if now == 500 { write(12) }   // an edit: 12 rows of 20 points
            if now == 1000 { contents.append(shows240()); try? FileManager.default.removeItem(atPath: path) }
            if now == 1500 {
                goneShown = backend.frames.last?.text().contains("gone") ?? false
                contents.append(shows240())   // the last layout stays
                write(4)   // the file comes back (an editor's save by rename)
            }
        }
        var loop = RunLoop(program: session, backend: backend)
        loop.run()
        session = loop.program
        #expect(contents == [true, true])
        #expect(goneShown)
        #expect(session.reloadError == nil)
        #expect(session.collectionView.contentSize.height == 80)   // reloaded: 4 rows of 20
    }
}
