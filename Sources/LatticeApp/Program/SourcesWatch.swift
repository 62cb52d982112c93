import Foundation
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// The viewer of a `sources:` fixture, watching the source files as well as the fixture (the
/// `.watch` effect): when one is saved the program is built again on another thread (the status
/// bar says so) while the viewer goes on with the last good layout. A build that fails shows the
/// compiler's first located error in the status bar; one that succeeds quits the viewer so that
/// `RunCommand` hands the same command line over to the new program (`BuildState.handOver`).
/// The build's end is a file the thread writes and the viewer watches, so it arrives as an
/// ordinary `.fileChanged` message.
struct SourcesWatch: ViewerProgram {
    var inner: any ViewerProgram
    let fixture: String
    /// The Swift files of the sources, watched.
    var files: [String]
    /// Shared with `RunCommand`, which reads `handOver` once the viewer has quit.
    let state = BuildState()
    /// The problem of the last build, shown in the status bar until the next save.
    var problem: String?

    /// `program` itself, unless it is the program of a `sources:` fixture: then wrapped.
    static func wrap(_ program: any ViewerProgram, fixture: String?) -> any ViewerProgram {
        guard let fixture, ProcessInfo.processInfo.environment[SourcesLaunch.programVariable] != nil,
              let sources = try? LayoutSources.read(path: fixture) else { return program }
        return SourcesWatch(inner: program, fixture: fixture, files: SourcesProgram.expand(sources.entries.map(\.path)))
    }

    var startEffects: [ViewerEffect] { inner.startEffects + files.map { .watch(path: $0) } }
    var isAnimating: Bool { inner.isAnimating }
    var panes: [ViewerModel] { inner.panes }
    var glyphs: Glyphs {
        get { inner.glyphs }
        set { inner.glyphs = newValue }
    }

    mutating func update(_ message: ViewerMessage) -> [ViewerEffect] {
        if case let .fileChanged(path, _) = message {
            if path == state.doneFile { return finishBuild() }
            if files.contains(path) { return startBuild() }
        }
        return inner.update(message)
    }

    private mutating func startBuild() -> [ViewerEffect] {
        guard !state.running, let sources = try? LayoutSources.read(path: fixture) else { return [] }
        problem = nil
        state.start(SourcesProgram(sources))
        // New files of a folder are watched from now on; the end of the build too.
        let now = SourcesProgram.expand(sources.entries.map(\.path))
        let added = now.filter { !files.contains($0) }
        files = now
        return added.map { .watch(path: $0) } + [.watch(path: state.doneFile)]
    }

    private mutating func finishBuild() -> [ViewerEffect] {
        switch state.take() {
        case .success: return [.quit]
        case let .failure(text): problem = text; return []
        case nil: return []
        }
    }

    func frame() -> ScreenBuffer {
        var screen = inner.frame()
        let note = state.running ? "⟳ building the sources… " : problem.map { "⚠ \($0) " }
        if let note, screen.rows > 0 {
            screen.fill(CellRect(col: 0, row: 0, cols: screen.cols, rows: 1), with: " ", style: CellStyle(.error))
            screen.write(note, col: 0, row: 0, style: CellStyle(.error, bold: true), maxWidth: screen.cols)
        }
        return screen
    }
}

/// A build running on another thread, its outcome once done, and the program to hand over to.
final class BuildState: @unchecked Sendable {
    enum Outcome { case success, failure(String) }
    private let lock = NSLock()
    private var outcome: Outcome?
    private var isRunning = false
    private var next: (path: String, key: String)?
    /// Written when a build ends (the viewer watches it).
    let doneFile = NSTemporaryDirectory() + "/lattice-build-\(getpid())-\(UUID().uuidString)"

    deinit { try? FileManager.default.removeItem(atPath: doneFile) }

    var running: Bool { lock.withLock { isRunning } }
    /// The program built from the saved sources, once a build succeeded.
    var handOver: (path: String, key: String)? { lock.withLock { next } }

    func take() -> Outcome? {
        lock.withLock { defer { outcome = nil }; return outcome }
    }

    func start(_ program: SourcesProgram) {
        lock.withLock { isRunning = true }
        Thread.detachNewThread { [self] in
            var built: (String, String)?
            let result: Outcome
            do {
                built = (try program.prepare(BuildProgress(quiet: true)), program.key)
                result = .success
            } catch {
                let lines = "\(error)".split(separator: "\n").map(String.init)
                result = .failure(lines.first { $0.contains(": error: ") } ?? lines.first ?? "the build failed")
            }
            lock.withLock { outcome = result; isRunning = false; if let built { next = built } }
            try? UUID().uuidString.write(toFile: doneFile, atomically: true, encoding: .utf8)
        }
    }
}
