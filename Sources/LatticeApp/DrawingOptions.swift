import ArgumentParser
import LatticeRender

/// The options of every command that draws (the viewer and `render`): colour and glyph set
/// (CommandLineContract §4.3, "Glyphs and colour"). Values are taken as strings and checked here, so a
/// bad one is invalid input (exit 1) with lattice's message, like every other option value.
struct DrawingOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Colour: auto, always or never. auto: colour on a terminal and in files and pictures (record, export, render --format svg), none in text sent to a pipe; none when NO_COLOR is set and not empty.", valueName: "auto|always|never"))
    var color: String = "auto"

    @Flag(name: .long, help: "Draw with ASCII characters only (the viewer otherwise follows the locale; render writes UTF-8).")
    var ascii = false

    /// `--color` as a mode.
    func colorMode() throws -> ColorMode {
        guard let mode = ColorMode(rawValue: color) else {
            throw OptionValueError(option: "--color", value: color, expected: "auto, always or never")
        }
        return mode
    }
}
