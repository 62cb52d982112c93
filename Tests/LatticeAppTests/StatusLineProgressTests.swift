import Foundation
import LatticeApp
import LatticeFixtures
import LatticeTerminal
import LatticeViewer
import Testing

/// Work done for a message while the viewer owns the screen (a reload of a large fixture) says
/// what it is doing on the status line, then the next frame puts the status bar back. On the
/// in-memory backend: its clock stands still while the work runs, so the step is drawn once.
@Suite struct StatusLineProgressTests {
    @Test func aLongReloadNamesItsStepOnTheStatusLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-status-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("many.yaml").path
        try "viewport: {width: 100, height: 300}\nsections: [{items: [{generate: {count: 300000, width: 100, height: 10}}]}]\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let session = ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (100, 30), headless: true)
        let backend = MemoryBackend(cols: 100, rows: 30, script: [.init(.char("r")), .init(.char("q"))])
        var loop = RunLoop(program: session, backend: backend)
        loop.run()
        let tops = backend.frames.map { $0.line(0) }
        // The first frame, the step drawn over it during the reload, the frame after the reload.
        #expect(tops.count == 3, "\(tops)")
        #expect(tops.dropFirst().first == "generating 300,000 item sizes …")
        #expect(tops.last == tops.first, "the status bar is back: \(tops)")
    }
}
