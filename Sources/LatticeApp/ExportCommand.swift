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

    /// FIXTURE, the scene options, `--size` (the terminal the keys are typed in), `--compare…`,
    /// `--color` and `--ascii`.
    @OptionGroup var headless: HeadlessOptions

    @Option(name: .long, help: ArgumentHelp("The SVG file to write (never over an existing file without --force).", valueName: "FILE"))
    var svg: String

    @Flag(name: .long, help: "Draw the whole content, not the viewport and one viewport length around it.")
    var whole = false

    @Flag(name: .long, help: "Overwrite FILE if it exists.")
    var force = false

    func run() throws {
        try runReportingInvalidInput {
            let program = try headless.typedProgram(terminalSize: try headless.terminalSize())
            let pictures = try headless.comparing.pictures(program: program, whole: whole)
            try AtomicFile.write(LayoutPicture.svg(pictures, colour: try FileColour.use(headless.drawing.color)), to: svg, force: force)
        }
    }
}
