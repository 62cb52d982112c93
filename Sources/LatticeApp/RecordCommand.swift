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

    /// FIXTURE, the scene options, `--size`, `--compare…`, `--color` and `--ascii`.
    @OptionGroup var headless: HeadlessOptions

    @Option(name: .long, help: ArgumentHelp("The .cast file to write (never over an existing file without --force).", valueName: "FILE"))
    var output: String

    @Option(name: .long, help: "The pause before each key's screen, for watching (presentation time only), e.g. 400ms, 1s.")
    var keyDelay: String = "400ms"

    @Flag(name: .long, help: "Overwrite FILE if it exists.")
    var force = false

    func run() throws {
        try runReportingInvalidInput {
            let terminal = try headless.terminalSize()
            guard let delay = KeyNotation.milliseconds(keyDelay.lowercased()) else {
                throw OptionValueError(option: "--key-delay", value: keyDelay, expected: "a duration in ms or s, e.g. 400ms or 1s")
            }
            let keys = try headless.scene.parsedKeys()
            let loaded = try headless.scene.loadFixture(path: headless.fixture)
            // The same program twice: `truth` as `render` types the keys, `steps` frame by frame.
            let truth = try headless.program(loaded, terminalSize: terminal)
            let steps = try headless.program(loaded, terminalSize: terminal)
            let file = try AtomicFile(path: output, force: force)
            do {
                var recording = ScriptedRecording(truth: truth, steps: steps, keyDelay: delay,
                                                  colour: try FileColour.use(headless.drawing.color),
                                                  writer: CastWriter(descriptor: file.descriptor, path: output))
                try recording.record(keys, title: truth.panes[0].scene.name)
            } catch {
                file.discard(); throw error
            }
            try file.commit()
        }
    }
}
