import ArgumentParser
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// `lattice export FIXTURE --svg FILE`: the layout at point precision as an SVG picture (every
/// element's frame, the viewport, the content bounds, pinned headers and their resting places,
/// the line layout's decorations, labels and a legend). With `--compare B.yaml` or
/// `--compare-set EXPR`, both panes' layouts side by side, as the viewer's two panes show them.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the layout as an SVG picture at point precision (the viewport and its neighbourhood, or --whole).")

    @Argument(help: "A fixture file (.yaml, .yml or .json); omit for the built-in demo.")
    var fixture: String?

    @OptionGroup var scene: SceneOptions

    @Option(name: .long, help: ArgumentHelp("The SVG file to write (never over an existing file without --force).", valueName: "FILE"))
    var svg: String

    @Flag(name: .long, help: "Draw the whole content, not the viewport and one viewport length around it.")
    var whole = false

    @Flag(name: .long, help: "Overwrite FILE if it exists.")
    var force = false

    @Option(name: .long, help: "Terminal size COLSxROWS the keys are interpreted in (as render).")
    var size: String = "80x24"

    @OptionGroup var comparing: CompareOptions

    /// `--color` (for a file, `auto` is colour unless NO_COLOR asks otherwise) and `--ascii`.
    @OptionGroup var drawing: DrawingOptions

    func run() throws {
        try runReportingInvalidInput {
            let terminal = try OptionValues.screenSize(size, option: "--size")
            let (session, program) = try comparing.typedProgram(fixture: fixture, scene: scene, terminalSize: terminal,
                                                                ascii: drawing.ascii)
            let pictures = try comparing.pictures(first: session, program: program, whole: whole)
            try AtomicFile.write(LayoutPicture.svg(pictures, colour: try FileColour.use(drawing.color)), to: svg, force: force)
        }
    }
}
