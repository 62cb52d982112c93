import ArgumentParser
import LatticeFixtures
import LatticeRender
import LatticeViewer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lattice record FIXTURE --keys KEYS -o FILE`: a scripted viewer session as an asciicast v2
/// recording (`.cast`) or an animated SVG (`--format svg`, or a name ending in `.svg`), whose
/// last screen is what `render` prints for the same arguments (CommandLineContract §2.8).
struct RecordCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a scripted viewer session (--keys) as an asciicast v2 file or an animated SVG.")

    /// What the recording is written as.
    enum Format: String, CaseIterable {
        /// asciicast v2 (asciinema).
        case cast
        /// One animated SVG of the screens (CSS animation, no script), for READMEs and pull requests.
        case svg
    }

    /// FIXTURE, the scene options, `--size`, `--compare…`, `--color` and `--ascii`.
    @OptionGroup var headless: HeadlessOptions

    @Option(name: [.short, .long], help: ArgumentHelp("The file to write (never over an existing file without --force).", valueName: "FILE"))
    var output: String

    @Option(name: .long, help: ArgumentHelp("cast (asciicast v2) or svg (an animated SVG that loops); default: svg when FILE ends in .svg, else cast.", valueName: "cast|svg"))
    var format: String?

    @Option(name: .long, help: "The pause before each key's screen, for watching (presentation time only), e.g. 400ms, 1s.")
    var keyDelay: String = "400ms"

    @Flag(name: .long, help: "Overwrite FILE if it exists.")
    var force = false

    /// `--format`, or chosen by the output's name.
    func chosenFormat() throws -> Format {
        if let format { return try OptionValues.choice(format, option: "--format", Format.self) }
        return output.lowercased().hasSuffix(".svg") ? .svg : .cast
    }

    func run(in environment: LatticeEnvironment) throws {
        try runReportingInvalidInput {
            let terminal = try headless.terminalSize()
            let format = try chosenFormat()
            guard let delay = KeyNotation.milliseconds(keyDelay.lowercased()) else {
                throw OptionValueError(option: "--key-delay", value: keyDelay, expected: "a duration in ms or s, e.g. 400ms or 1s")
            }
            let colour = try FileColour.use(headless.drawing.color)
            let keys = try headless.scene.parsedKeys()
            let loaded = try headless.scene.loadFixture(path: headless.fixture, layouts: environment.layouts)
            let file = try OutputFile(output, force: force)
            var bytes = 0, detail = ""
            try file.stream { fd in
                // The same program twice: `truth` as `render` types the keys, `steps` frame by frame.
                let truth = try headless.program(loaded, terminalSize: terminal, layouts: environment.layouts)
                let steps = try headless.program(loaded, terminalSize: terminal, layouts: environment.layouts)
                let sink: RecordingSink
                switch format {
                case .cast:
                    sink = CastSink(writer: CastWriter(descriptor: fd, path: output), colour: colour)
                case .svg:
                    sink = AnimatedSVGSink(colour: colour) { text in
                        let utf8 = Array(text.utf8)
                        try FileDescriptorOutput.writeAll(fd, utf8, path: output)
                    }
                }
                var recording = ScriptedRecording(truth: truth, steps: steps, effects: environment, keyDelay: delay, sink: sink,
                                                  allowWrites: headless.allowWrites)
                try recording.record(keys, title: truth.panes[0].scene.name)
                bytes = Int(lseek(fd, 0, SEEK_CUR))
                detail = Self.describe(sink, seconds: recording.clock / 1000)
            }
            OutputFile.summary(output, bytes: bytes, detail)
        }
    }

    /// `12 screens, 4.8 s` for the stderr summary.
    static func describe(_ sink: RecordingSink, seconds: Double) -> String {
        let time = "\((seconds * 10).rounded() / 10) s"
        guard let svg = sink as? AnimatedSVGSink else { return time }
        return "\(svg.animation.distinctScreens) distinct screens, \(svg.animation.distinctRows) distinct rows, \(time) loop"
    }
}
