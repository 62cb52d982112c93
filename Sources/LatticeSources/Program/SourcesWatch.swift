import Foundation
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// The viewer of a `sources:` fixture, watching the source files as well as the fixture (the
/// `.watch` effect): when one is saved the program is built again (the status bar says so) while
/// the viewer goes on with the last good layout. A build that fails shows the compiler's first
/// located error in the status bar, and `E` opens the whole diagnostic (`DiagnosticPanel`); one
/// that succeeds quits the viewer so that `RunCommand` hands the same command line over to the
/// new program (`takeHandOver()`).
/// The build is an effect (a `.task`, Bubble Tea's `Cmd`): reading the fixture's sources,
/// checking the allowance and building run away from `update`, and the outcome comes back as a
/// message (`SourcesBuildMessage`), as does its progress while it runs.
package struct SourcesWatch: ViewerProgram {
    var inner: any ViewerProgram
    let fixture: String
    /// The Swift files of the sources, watched.
    var files: [String]
    /// A build is running (the status bar says so, with its progress).
    var building = false
    /// The running build's step and fraction, as last sent by its task.
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
    /// The program the last good build made, handed over once the viewer has quit.
    var builtProgram: (path: String, key: String)?

    /// `program` itself, unless it is the program of a `sources:` fixture: then wrapped.
    package static func wrap(_ program: any ViewerProgram, fixture: String?, allowSources: Bool) -> any ViewerProgram {
        guard let fixture, ProcessInfo.processInfo.environment[SourcesLaunch.programVariable] != nil,
              let sources = try? LayoutSources.read(path: fixture) else { return program }
        return SourcesWatch(inner: program, fixture: fixture, files: sources.files, allowsAnySources: allowSources)
    }

    package var startEffects: [ViewerEffect] { inner.startEffects + files.map { .watch(path: $0) } }
    package var isAnimating: Bool { inner.isAnimating }
    package var panes: [ViewerModel] { inner.panes }
    package var glyphs: Glyphs {
        get { inner.glyphs }
        set { inner.glyphs = newValue }
    }

    package mutating func update(_ message: ViewerMessage) -> [ViewerEffect] {
        if case let .key(key) = message, let open = panel {
            var next = open
            panel = next.update(key, rows: inner.panes.first?.terminalSize.rows ?? 24) ? next : nil
            return []
        }
        if case .key(DiagnosticPanel.openKey) = message, !building, problem != nil, !diagnostic.isEmpty {
            panel = DiagnosticPanel(lines: diagnostic)
            return []
        }
        switch message {
        case let .fileChanged(path, _) where files.contains(path): return startBuild()
        case let .program(m as SourcesBuildMessage): return handle(m)
        default: return inner.update(message)
        }
    }

    /// A save: the build, as an effect (nothing is read or started here).
    private mutating func startBuild() -> [ViewerEffect] {
        guard !building else { return [] }
        problem = nil
        diagnostic = []
        panel = nil
        building = true
        progress = nil
        let request = SourcesBuildRequest(fixture: fixture, allowedFiles: files, allowsAnySources: allowsAnySources)
        return [.task(ViewerTask(name: "build the sources of \(fixture)") { send in
            // The reporter lives only as long as the build, inside this call.
            withoutActuallyEscaping(send) { send in
                let reporter = SentProgress { step, fraction in send(.program(SourcesBuildMessage.progress(step: step, fraction: fraction))) }
                send(.program(SourcesBuildMessage.finished(request.run(progress: reporter))))
            }
        })]
    }

    private mutating func handle(_ message: SourcesBuildMessage) -> [ViewerEffect] {
        switch message {
        case let .progress(step, fraction):
            if building { progress = (step, fraction) }
            return []
        case let .finished(result):
            building = false
            progress = nil
            // New files of a folder are watched from now on.
            let added = result.files.filter { !files.contains($0) }
            if !result.files.isEmpty { files = result.files }
            switch result.outcome {
            case let .built(path, key): builtProgram = (path, key); return added.map { .watch(path: $0) } + [.quit]
            case let .failed(text, lines): problem = text; diagnostic = lines; return added.map { .watch(path: $0) }
            }
        }
    }

    /// The program built from the saved sources, once a build succeeded (`RunCommand` asks once
    /// the viewer has quit).
    package func takeHandOver() -> (path: String, key: String)? { builtProgram }

    package func frame() -> ScreenBuffer {
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
