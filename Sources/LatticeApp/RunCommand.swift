import ArgumentParser
import LatticeRender
import LatticeTerminal
import LatticeViewer

/// `lattice [run] [FIXTURE|FOLDER]`: the interactive viewer (the built-in demo without an argument).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the interactive viewer on a fixture, a folder of fixtures, or the built-in demo.")

    @Argument(help: "A fixture file or a folder of fixtures; omit for the built-in demo.")
    var fixture: String?

    @OptionGroup var scene: SceneOptions

    @OptionGroup var comparing: CompareOptions

    @OptionGroup var drawing: DrawingOptions

    func run() throws {
        var session: ViewerProgram?
        var color = ColorMode.auto
        try runReportingInvalidInput {
            color = try drawing.colorMode()
            // Everything is validated before the terminal is touched.
            let keys = try scene.parsedKeys()
            let folder = fixture.map { FixtureFolder.expand([$0]) } ?? []
            if let fixture, folder.isEmpty {
                throw OptionValueError(option: "FIXTURE", value: fixture, expected: "a fixture file or a folder holding .yaml/.yml/.json files")
            }
            let first = folder.first
            let loaded = try scene.loadFixture(path: first)
            let terminal = TerminalSize.current()
            let created = try scene.session(fixture: loaded, path: first, folder: folder,
                                            terminalSize: terminal, headless: false)
            let program = try comparing.program(first: created, path: first, scene: scene, terminalSize: terminal, headless: false)
            for key in keys { program.update(ViewerMessage(key)) }
            session = program
        }
        guard let session else { return }
        let status = TerminalViewer.run(session: session, color: color, ascii: drawing.ascii)
        if status != 0 { throw ExitCode(status) }
    }
}
