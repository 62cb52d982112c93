import ArgumentParser
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// `lattice record FIXTURE --keys KEYS --output FILE.cast`: a scripted viewer session as an
/// asciicast v2 recording whose last screen is what `render` prints for the same arguments.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a scripted viewer session (--keys) as an asciicast v2 file (asciinema).")

    @Argument(help: "A fixture file (.yaml, .yml or .json); omit for the built-in demo.")
    var fixture: String?

    @OptionGroup var scene: SceneOptions

    @Option(name: .long, help: ArgumentHelp("The .cast file to write (never over an existing file without --force).", valueName: "FILE"))
    var output: String

    @Option(name: .long, help: "Terminal size COLSxROWS, e.g. 80x24.")
    var size: String = "80x24"

    @Option(name: .long, help: "The pause before each key's screen, for watching (presentation time only), e.g. 400ms, 1s.")
    var keyDelay: String = "400ms"

    @Flag(name: .long, help: "Overwrite FILE if it exists.")
    var force = false

    @OptionGroup var comparing: CompareOptions

    /// `--color` (for a file, `auto` is colour unless NO_COLOR asks otherwise) and `--ascii`.
    @OptionGroup var drawing: DrawingOptions

    func run() throws {
        try runReportingInvalidInput {
            let terminal = try OptionValues.screenSize(size, option: "--size")
            guard let delay = KeyNotation.milliseconds(keyDelay.lowercased()) else {
                throw OptionValueError(option: "--key-delay", value: keyDelay, expected: "a duration in ms or s, e.g. 400ms or 1s")
            }
            let keys = try scene.parsedKeys()
            let loaded = try scene.loadFixture(path: fixture)
            var sessions: [ViewerSession] = [], programs: [ViewerProgram] = []
            for _ in 0..<2 {
                let s = try scene.session(fixture: loaded, path: fixture, terminalSize: terminal, headless: true)
                s.glyphs = Glyphs.forFiles(ascii: drawing.ascii)
                sessions.append(s)
                programs.append(try comparing.program(first: s, path: fixture, scene: scene, terminalSize: terminal, headless: true))
            }
            let file = try AtomicFile(path: output, force: force)
            do {
                var recording = ScriptedRecording(truth: programs[0], steps: programs[1], keyDelay: delay,
                                                  colour: try FileColour.use(drawing.color),
                                                  writer: CastWriter(descriptor: file.descriptor, path: output))
                try recording.record(keys, title: sessions[0].scene.name)
            } catch {
                file.discard(); throw error
            }
            try file.commit()
        }
    }
}
