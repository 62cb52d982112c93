import ArgumentParser
import LatticeFixtures
import LatticeLayout
import LatticeRender
import LatticeTerminal
import LatticeViewer
import LatticeSources

/// `lattice [run] [FIXTURE|FOLDER]`: the interactive viewer (the built-in demo without an argument;
/// CommandLineContract §2.1).
struct RunCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the interactive viewer on a fixture, a folder of fixtures, or the built-in demo.")

    @Argument(help: "A fixture file or a folder of fixtures; omit for the built-in demo.")
    var fixture: String?

    @OptionGroup var scene: SceneOptions

    @OptionGroup var comparing: CompareOptions

    @OptionGroup var drawing: DrawingOptions

    @Option(name: .long, help: ArgumentHelp("Record the session, in real time, as an asciicast v2 file (valid however the session ends).", valueName: "FILE.cast"))
    var record: String?

    @Flag(name: .long, help: "With --record: overwrite FILE if it exists.")
    var force = false

    func run(in environment: LatticeEnvironment) throws {
        var session: (any ViewerProgram)?
        var effects = environment.effectRunner()
        var color = ColorMode.auto
        var recording: LiveRecording?
        var builds: SourcesWatch?
        try runReportingInvalidInput {
            color = try drawing.colorMode()
            // Everything is validated before the terminal is touched.
            let keys = try scene.parsedKeys()
            let folder = fixture.map { FixtureFolder.expand([$0]) } ?? []
            if let fixture, folder.isEmpty {
                throw OptionValueError(option: "FIXTURE", value: fixture, expected: "a fixture file or a folder holding .yaml/.yml/.json files")
            }
            let first = folder.first
            let loaded = try scene.loadFixture(path: first, layouts: environment.layouts)
            let terminal = TerminalSize.current()
            let created = try scene.session(fixture: loaded, path: first, folder: folder, layouts: environment.layouts,
                                            terminalSize: terminal, headless: false)
            var program = try comparing.program(first: created, path: first, scene: scene, terminalSize: terminal, headless: false)
            // A sources: fixture's program also watches the sources, and rebuilds on a save.
            program = SourcesWatch.wrap(program, fixture: first, allowSources: scene.consent.allowSources)
            builds = program as? SourcesWatch
            effects.start(&program)
            effects.send(keys, to: &program)
            session = program
            if let record {
                recording = try LiveRecording(path: record, force: force, title: created.scene.name,
                                              colour: try FileColour.use(drawing.color))
            }
        }
        guard let session else { return }
        // While ncurses owns the screen no bar is written to standard error: the run loop draws
        // the progress of work done in the viewer (a reload) on the status line instead.
        let status = WorkProgress.$reporter.withValue(SilentProgress()) {
            TerminalViewer.run(session, effects: effects, color: color, ascii: drawing.ascii) { terminal in
                recording.map { RecordingBackend(terminal: terminal, recording: $0) } ?? terminal
            }
        }
        let length = recording.map { Int($0.length) } ?? 0
        recording?.finish()
        if let next = builds?.takeHandOver() {
            // The sources were saved and built again: the same command line in the new program.
            SourcesLaunch.exec(next.path, Array(CommandLine.arguments.dropFirst()), key: next.key)
        }
        if let failure = recording?.failure {
            printError("\(failure) (the recording stops at its last whole event)")
            throw ExitCode(1)
        }
        // After the terminal is restored: what was written (nothing when the viewer never drew).
        if let recording, recording.shown != nil {
            OutputFile.summary(recording.writer.path, bytes: length, "a live session")
        }
        if status != 0 { throw ExitCode(status) }
    }
}
