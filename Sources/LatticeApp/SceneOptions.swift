import ArgumentParser
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// The options shared by `run`, `render` and `dump` (CommandLineContract §2.2), applied in this
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

    /// `--allow-sources`: every command that opens a fixture takes it with these options.
    @OptionGroup var consent: SourcesConsentOptions

    /// `--viewport` then `--set`, as fixture overrides in that order (`--viewport WxH` is
    /// `viewport.width=W` and `viewport.height=H`), so that a later `--set viewport.width=…` wins.
    func fixtureOverrides() throws -> [String] {
        try Self.overrides(viewport: viewport, assignments: assignments)
    }

    /// Loads the fixture file (nil: the built-in demo) with `--viewport` and `--set` applied,
    /// then `--offset`.
    func loadFixture(path: String?, layouts: LayoutCatalogue) throws -> Fixture {
        try Self.loadFixture(path: path, viewport: viewport, assignments: assignments, offset: offset, layouts: layouts)
    }

    /// The fixture overrides of `--viewport WxH` (`viewport.width=W`, `viewport.height=H`) and
    /// then of the `--set` assignments, in that order.
    static func overrides(viewport: String?, assignments: [String]) throws -> [String] {
        try (viewport.map { try OptionValues.viewportOverrides($0) } ?? []) + assignments
    }

    /// The rule of `run`, `render`, `dump` and both sides of `diff`: the fixture file (nil: the
    /// built-in demo) with the `--viewport` and `--set` overrides applied, then `--offset` as
    /// its content offset.
    static func loadFixture(path: String?, viewport: String?, assignments: [String], offset: String?,
                            layouts: LayoutCatalogue) throws -> Fixture {
        let overrides = try Self.overrides(viewport: viewport, assignments: assignments)
        var fixture = try FixtureLoader.load(fileOrDemo: path, overrides: overrides, layouts: layouts)
        if let offset { fixture.contentOffset = try OptionValues.point(offset, option: "--offset") }
        return fixture
    }

    /// A viewer model on `fixture`, told the `--viewport` and `--set` overrides so that reloads
    /// (`r`, a changed file, `:set`) keep them, in the same order.
    func session(fixture: Fixture, path: String?, folder: [String] = [], layouts: LayoutCatalogue,
                 terminalSize: (cols: Int, rows: Int), headless: Bool) throws -> ViewerModel {
        // Making the model lays the fixture out (its first prepare): a large one says so.
        let count = fixture.itemCount + fixture.elements.count
        let progress = count >= Self.progressItems ? WorkProgress.reporter : SilentProgress()
        progress.begin("laying out \(WorkProgress.count(count)) elements")
        var session = ViewerModel(fixture: fixture, path: path, folder: folder, terminalSize: terminalSize, headless: headless)
        progress.finish()
        session.layouts = layouts
        session.overrides = FixtureOverride.set(try fixtureOverrides())
        return session
    }

    /// Fixtures with this many items or elements report their first layout (`WorkProgress`).
    static let progressItems = 100_000

    /// Parses `--keys` (a malformed `<…>` is an invalid option value).
    func parsedKeys() throws -> [ViewerKey] {
        guard let keys else { return [] }
        do { return try KeyNotation.parse(keys) } catch {
            throw OptionValueError(option: "--keys", value: keys, expected: "keys such as 'jj<tab>i' or '<C-d><wait 120ms>' (\(error))")
        }
    }
}
