import Foundation
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// The viewer of a `sources:` fixture, watching the source files as well as the fixture: when one
/// is saved the program is built again in the background (the status bar says so) while the
/// viewer goes on with the last good layout. A build that fails shows the compiler's first
/// located error in the status bar; one that succeeds ends the viewer so that `RunCommand` hands
/// the same command line over to the new program (`handOver`).
final class SourcesWatch: ViewerProgram {
    let inner: ViewerProgram
    private let fixture: String
    private var stamps: [String: Date]
    private let state = BuildState()
    /// The problem of the last build, shown in the status bar until the next save.
    private var problem: String?
    /// The new program to run in place of this one, once built.
    private(set) var handOver: (path: String, key: String)?

    init(wrapping inner: ViewerProgram, fixture: String, sources: LayoutSources) {
        self.inner = inner
        self.fixture = fixture
        stamps = Self.stamps(sources)
    }

    /// A fixture's `sources:` program is being viewed: the wrapper, else the session as it is.
    static func wrap(_ program: ViewerProgram, fixture: String?) -> ViewerProgram {
        guard let fixture, ProcessInfo.processInfo.environment[SourcesLaunch.programVariable] != nil,
              let sources = try? LayoutSources.read(path: fixture) else { return program }
        return SourcesWatch(wrapping: program, fixture: fixture, sources: sources)
    }

    static func stamps(_ sources: LayoutSources) -> [String: Date] {
        var out: [String: Date] = [:]
        for file in SourcesProgram.expand(sources.entries.map(\.path)) {
            out[file] = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate]) as? Date ?? .distantPast
        }
        return out
    }

    var shouldQuit: Bool { inner.shouldQuit || handOver != nil }
    var isAnimating: Bool { inner.isAnimating }
    var glyphs: Glyphs {
        get { inner.glyphs }
        set { inner.glyphs = newValue }
    }

    var watchedFileChanged: Bool {
        inner.watchedFileChanged || state.finished || (!state.running && currentSources().map { Self.stamps($0) != stamps } == true)
    }

    private func currentSources() -> LayoutSources? { try? LayoutSources.read(path: fixture) }

    func update(_ message: ViewerMessage) {
        if case .fileChanged = message { checkSources() }
        inner.update(message)
    }

    private func checkSources() {
        if let outcome = state.take() {
            switch outcome {
            case let .success(path, key): handOver = (path, key)
            case let .failure(text): problem = text
            }
            return
        }
        guard !state.running, let sources = currentSources() else { return }
        let now = Self.stamps(sources)
        guard now != stamps else { return }
        stamps = now
        problem = nil
        state.start(SourcesProgram(sources))
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

/// A build running on another thread, and its outcome once done.
final class BuildState: @unchecked Sendable {
    enum Outcome { case success(path: String, key: String), failure(String) }
    private let lock = NSLock()
    private var outcome: Outcome?
    private var isRunning = false

    var running: Bool { lock.withLock { isRunning } }
    var finished: Bool { lock.withLock { outcome != nil } }

    func take() -> Outcome? {
        lock.withLock { defer { outcome = nil }; return outcome }
    }

    func start(_ program: SourcesProgram) {
        lock.withLock { isRunning = true }
        let key = program.key
        nonisolated(unsafe) let program = program
        Thread.detachNewThread { [self] in
            let result: Outcome
            do { result = .success(path: try program.prepare(BuildProgress(quiet: true)), key: key) } catch {
                let lines = "\(error)".split(separator: "\n").map(String.init)
                result = .failure(lines.first { $0.contains(": error: ") } ?? lines.first ?? "the build failed")
            }
            lock.withLock { outcome = result; isRunning = false }
        }
    }
}
