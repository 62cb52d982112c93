import ArgumentParser
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// What `render`, `export` and `record` share (one `@OptionGroup`): FIXTURE, the scene options,
/// the terminal the headless viewer session runs in (`--size`), the comparison pane and the
/// drawing options, in this order in `--help`, before each command's own options. `run` has its
/// own FIXTURE (a file or a folder) and the real terminal's size.
struct HeadlessOptions: ParsableArguments {
    @Argument(help: "A fixture file (.yaml, .yml or .json); omit for the built-in demo.")
    var fixture: String?

    @OptionGroup var scene: SceneOptions

    @Option(name: .long, help: "Terminal size COLSxROWS the viewer session runs in (the keys, the screen), e.g. 80x24.")
    var size: String = "80x24"

    @OptionGroup var comparing: CompareOptions

    /// `--color` (for a file, `auto` is colour unless NO_COLOR asks otherwise) and `--ascii`.
    @OptionGroup var drawing: DrawingOptions

    /// `--size` as a screen size (at least the smallest screen the viewer draws).
    func terminalSize() throws -> (cols: Int, rows: Int) {
        try OptionValues.screenSize(size, option: "--size")
    }

    /// A headless session on `loaded` (FIXTURE's content, loaded once) in a `terminalSize`
    /// terminal, with the glyphs for a file (UTF-8 unless `--ascii`), and the program to run:
    /// the session alone, or with its comparison pane. No key typed yet.
    func program(_ loaded: Fixture, terminalSize: (cols: Int, rows: Int))
        throws -> (session: ViewerSession, program: ViewerProgram) {
        let session = try scene.session(fixture: loaded, path: fixture, terminalSize: terminalSize, headless: true)
        session.glyphs = Glyphs.forFiles(ascii: drawing.ascii)
        let program = try comparing.program(first: session, path: fixture, scene: scene, terminalSize: terminalSize,
                                            headless: true)
        return (session, program)
    }

    /// What `render` and `export` draw: FIXTURE loaded with the scene's options, its program in a
    /// `terminalSize` terminal, and the scene's `--keys` typed into it (both panes).
    func typedProgram(terminalSize: (cols: Int, rows: Int)) throws -> (session: ViewerSession, program: ViewerProgram) {
        let loaded = try scene.loadFixture(path: fixture)
        let keys = try scene.parsedKeys()
        let made = try program(loaded, terminalSize: terminalSize)
        for key in keys { made.program.update(ViewerMessage(key)) }
        return made
    }
}
