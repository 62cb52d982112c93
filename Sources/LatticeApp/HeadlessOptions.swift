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

    /// The program to run on `loaded` (FIXTURE's content, loaded once), headless in a
    /// `terminalSize` terminal, with the glyphs for a file (UTF-8 unless `--ascii`): one model,
    /// or two with the comparison pane. No key typed yet.
    func program(_ loaded: Fixture, terminalSize: (cols: Int, rows: Int)) throws -> any ViewerProgram {
        var session = try scene.session(fixture: loaded, path: fixture, terminalSize: terminalSize, headless: true)
        session.glyphs = Glyphs.forFiles(ascii: drawing.ascii)
        return try comparing.program(first: session, path: fixture, scene: scene, terminalSize: terminalSize, headless: true)
    }

    /// What `render` and `export` draw: FIXTURE loaded with the scene's options, its program in a
    /// `terminalSize` terminal, and the scene's `--keys` typed into it (both panes), their
    /// effects carried out.
    func typedProgram(terminalSize: (cols: Int, rows: Int)) throws -> any ViewerProgram {
        let loaded = try scene.loadFixture(path: fixture)
        let keys = try scene.parsedKeys()
        var program = try program(loaded, terminalSize: terminalSize)
        var effects = MemoryTuning.effectRunner()
        effects.start(&program)
        effects.send(keys, to: &program)
        return program
    }
}
