import ArgumentParser
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// The options shared by `run`, `render` and `dump` (CONTRACT.md section 2), applied in this
/// order after loading: `--viewport`, `--set`, `--offset`, then `--keys`.
struct SceneOptions: ParsableArguments {
    @Option(name: .long, help: "Viewport size in points, WxH (e.g. 100x100).")
    var viewport: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("Set a fixture field by dotted path, PATH=VALUE (repeatable).", valueName: "PATH=VALUE"))
    var assignments: [String] = []

    @Option(name: .long, help: "Content offset X,Y, used as given (negative: --offset=-5,0).")
    var offset: String?

    @Option(name: .long, help: "Keys to feed as if typed in the viewer, e.g. 'jjj<pgdn>d]'.")
    var keys: String?

    /// Loads the fixture with `--set` applied, then `--viewport` and `--offset`. The viewport
    /// is set on the model before the overrides so that `--set viewport.width=…` can refine it.
    func loadFixture(path: String) throws -> Fixture {
        var overrides: [String] = []
        if let viewport {
            let size = try OptionValues.size(viewport, option: "--viewport")
            overrides.append("viewport.width=\(size.width)")
            overrides.append("viewport.height=\(size.height)")
        }
        overrides += assignments
        var fixture = try FixtureLoader.load(path: path, overrides: overrides)
        if let offset { fixture.contentOffset = try OptionValues.point(offset, option: "--offset") }
        return fixture
    }

    /// The demo fixture compiled into the binary, with the same options applied.
    func loadDemo() throws -> Fixture {
        var overrides: [String] = []
        if let viewport {
            let size = try OptionValues.size(viewport, option: "--viewport")
            overrides += ["viewport.width=\(size.width)", "viewport.height=\(size.height)"]
        }
        overrides += assignments
        var fixture = try FixtureLoader.load(text: DemoFixture.yaml, format: .yaml, name: "demo", overrides: overrides)
        if let offset { fixture.contentOffset = try OptionValues.point(offset, option: "--offset") }
        return fixture
    }

    /// A viewer session on `fixture`, told the `--set` and `--viewport` options so that reloads
    /// (`r`, a changed file, `:set`) keep them.
    func session(fixture: Fixture, path: String?, folder: [String] = [],
                 terminalSize: (cols: Int, rows: Int), headless: Bool) throws -> ViewerSession {
        let session = ViewerSession(fixture: fixture, path: path, folder: folder, terminalSize: terminalSize, headless: headless)
        session.overrides = assignments
        session.viewportOverride = try viewport.map { try OptionValues.size($0, option: "--viewport") }
        return session
    }

    /// Parses `--keys` (a malformed `<…>` is an invalid option value).
    func parsedKeys() throws -> [ViewerKey] {
        guard let keys else { return [] }
        do { return try KeyNotation.parse(keys) } catch {
            throw OptionValueError(option: "--keys", value: keys, expected: "keys in CONTRACT.md notation (\(error))")
        }
    }
}
