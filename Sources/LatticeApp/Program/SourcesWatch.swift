import Foundation
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// The viewer of a `sources:` fixture, watching the source files as well as the fixture (the
/// `.watch` effect): when one is saved the program is built again on another thread (the status
/// bar says so) while the viewer goes on with the last good layout. A build that fails shows the
/// compiler's first located error in the status bar, and `E` opens the whole diagnostic
/// (`DiagnosticPanel`); one that succeeds quits the viewer so that
/// `RunCommand` hands the same command line over to the new program (`takeHandOver()`).
/// The build thread shares no memory with the viewer: it writes its `BuildOutcome` to a file the
/// viewer watches, so the outcome arrives as an ordinary `.fileChanged` message and is read there.
struct SourcesWatch: ViewerProgram {
    var inner: any ViewerProgram
    let fixture: String
    /// The Swift files of the sources, watched.
    var files: [String]
    /// Where a build writes its outcome when it ends (the viewer watches it).
    let doneFile = NSTemporaryDirectory() + "/lattice-build-\(getpid())-\(UUID().uuidString)"
    /// Where a running build writes its step and fraction (`FileProgress`; watched too).
    let progressFile = NSTemporaryDirectory() + "/lattice-build-progress-\(getpid())-\(UUID().uuidString)"
    /// A build is running (the status bar says so, with its progress).
    var building = false
    /// The running build's step and fraction, as last read from `progressFile`.
    var progress: (step: String, fraction: Double?)?
    /// The problem of the last build, shown in the status bar until the next save.
    var problem: String?
    /// The last failed build's whole diagnostic (`DiagnosticPanel.openKey` shows it).
    var diagnostic: [String] = []
    /// The diagnostic's panel, while open.
    var panel: DiagnosticPanel?
    /// `--allow-sources` was given: any list of files may be built. Without it a save builds
    /// only the files allowed when the viewer started (`files`) or allowed since (`lattice allow`).
    var allowsAnySources = false

    /// `program` itself, unless it is the program of a `sources:` fixture: then wrapped.
    static func wrap(_ program: any ViewerProgram, fixture: String?, allowSources: Bool) -> any ViewerProgram {
        guard let fixture, ProcessInfo.processInfo.environment[SourcesLaunch.programVariable] != nil,
              let sources = try? LayoutSources.read(path: fixture) else { return program }
        return SourcesWatch(inner: program, fixture: fixture, files: sources.files, allowsAnySources: allowSources)
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
            if path == doneFile { return finishBuild() }
            if path == progressFile { progress = building ? FileProgress.read(progressFile) : nil; return [] }
            if files.contains(path) { return startBuild() }
        }
        if case let .key(key) = message, let open = panel {
            var next = open
            panel = next.update(key, rows: inner.panes.first?.terminalSize.rows ?? 24) ? next : nil
            return []
        }
        if case .key(DiagnosticPanel.openKey) = message, !building, problem != nil, !diagnostic.isEmpty {
            panel = DiagnosticPanel(lines: diagnostic)
            return []
        }
        return inner.update(message)
    }

    private mutating func startBuild() -> [ViewerEffect] {
        guard !building else { return [] }
        let read: LayoutSources?
        do { read = try LayoutSources.read(path: fixture) } catch { problem = "\(error)"; return [] }
        guard let sources = read else { problem = "\(fixture) names no sources: any more"; return [] }
        // A list of files other than the allowed one is not built until allowed.
        if !allowsAnySources, Set(sources.files) != Set(files),
           (try? AllowanceStore().allows(SourcesAllowance(sources))) != true {
            problem = "the sources' files changed: quit, then `lattice allow \(SourcesConsent.shellWord(fixture))` (or \(SourcesConsentOptions.flag))"
            return []
        }
        problem = nil
        diagnostic = []
        panel = nil
        building = true
        progress = nil
        BuildOutcome.build(SourcesProgram(sources), reportingTo: doneFile, progress: progressFile)
        // New files of a folder are watched from now on; the end of the build too.
        let now = sources.files
        let added = now.filter { !files.contains($0) }
        files = now
        return added.map { .watch(path: $0) } + [.watch(path: doneFile), .watch(path: progressFile)]
    }

    private mutating func finishBuild() -> [ViewerEffect] {
        guard building, let outcome = BuildOutcome(file: doneFile) else { return [] }
        building = false
        progress = nil
        switch outcome {
        case .built: return [.quit]
        case let .failed(text, lines): problem = text; diagnostic = lines; return []
        }
    }

    /// The program built from the saved sources, once a build succeeded; the outcome's file is
    /// removed (`RunCommand` asks once the viewer has quit).
    func takeHandOver() -> (path: String, key: String)? {
        defer { try? FileManager.default.removeItem(atPath: doneFile) }
        guard case let .built(path, key) = BuildOutcome(file: doneFile) else { return nil }
        return (path, key)
    }

    func frame() -> ScreenBuffer {
        var screen = inner.frame()
        let note = building ? Self.buildingNote(progress)
            : problem.map { "⚠ \(diagnostic.isEmpty ? "" : "(\(DiagnosticPanel.openKey.description): all of it) ")\($0) " }
        if let note, screen.rows > 0 {
            screen.fill(CellRect(col: 0, row: 0, cols: screen.cols, rows: 1), with: " ", style: CellStyle(.error))
            screen.write(note, col: 0, row: 0, style: CellStyle(.error, bold: true), maxWidth: screen.cols)
        }
        panel?.draw(into: &screen, glyphs: glyphs)
        return screen
    }

    /// The status bar while a build runs: its step and how far it is (swift build's N/M).
    static func buildingNote(_ progress: (step: String, fraction: Double?)?) -> String {
        guard let progress else { return "⟳ building the sources… " }
        let percent = progress.fraction.map { " \(Int(($0 * 100).rounded(.down)))%" } ?? "…"
        return "⟳ \(progress.step)\(percent) "
    }
}

/// How a build of the sources ended, as its thread writes it (JSON) to the file the viewer
/// watches: the thread hands over a value and shares nothing else.
enum BuildOutcome: Codable, Equatable {
    /// The program built, and the key `SourcesLaunch` hands over with.
    case built(path: String, key: String)
    /// The compiler's first located error (or the first line of what went wrong), and every
    /// line of the diagnostic.
    case failed(String, lines: [String])

    /// The outcome written to `file`; nil while there is none.
    init?(file: String) {
        guard let data = FileManager.default.contents(atPath: file),
              let outcome = try? JSONDecoder().decode(Self.self, from: data) else { return nil }
        self = outcome
    }

    /// Builds `program` on another thread, writing its progress to `progress` (`FileProgress`),
    /// then writes the outcome to `file`.
    static func build(_ program: SourcesProgram, reportingTo file: String, progress: String) {
        Thread.detachNewThread {
            let outcome: BuildOutcome
            let reporter = FileProgress(path: progress)
            do {
                outcome = .built(path: try program.prepare(BuildProgress(quiet: true, reporter: reporter)), key: program.key)
            } catch {
                outcome = failed(error)
            }
            reporter.finish()
            try? JSONEncoder().encode(outcome).write(to: URL(fileURLWithPath: file), options: .atomic)
        }
    }

    /// The outcome of a build that threw `error`: its first located error line, and all lines.
    static func failed(_ error: Error) -> BuildOutcome {
        let lines = "\(error)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return .failed(lines.first { $0.contains(": error: ") } ?? lines.first ?? "the build failed", lines: lines)
    }
}
