import ArgumentParser
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// `--compare B.yaml` and `--compare-set PATH=VALUE` (`run`, `render`, `record` and `export`): two panes, one scroll
/// (`CompareModel`). The second pane shows B (or the same fixture) with the same `--viewport`,
/// `--set` and `--offset`, then the `--compare-set` assignments.
struct CompareOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Show a second fixture beside the first; both panes scroll together.", valueName: "FIXTURE"))
    var compare: String?

    @Option(name: .customLong("compare-set"),
            help: ArgumentHelp("Show the fixture again beside itself with a field set, as --set (repeatable).", valueName: "PATH=VALUE"))
    var compareSets: [String] = []

    var isComparing: Bool { compare != nil || !compareSets.isEmpty }

    /// The program to run: `first` alone, or `first` and its comparison pane.
    func program(first: ViewerModel, path: String?, scene: SceneOptions,
                 terminalSize: (cols: Int, rows: Int), headless: Bool) throws -> any ViewerProgram {
        guard isComparing else { return first }
        let secondPath = compare ?? path
        let overrides = FixtureOverride.set(try scene.fixtureOverrides()) + compareSets.map { FixtureOverride($0, origin: .compareSet) }
        // Each error names the option its value came from (`--set`, `--compare-set`).
        var fixture = try FixtureLoader.load(fileOrDemo: secondPath, applying: overrides, layouts: first.layouts)
        fixture.contentOffset = first.scene.contentOffset
        var second = ViewerModel(fixture: fixture, path: secondPath, terminalSize: terminalSize, headless: headless)
        second.layouts = first.layouts
        second.overrides = overrides
        second.glyphs = first.glyphs
        return CompareModel(first, second, terminalSize: terminalSize)
    }

    /// What `export` draws: `first`'s picture, or (comparing) each pane's at its own offset, the
    /// second titled by its fixture's name and the `--compare-set` assignments.
    func pictures(program: any ViewerProgram, whole: Bool) throws -> [LayoutPicture] {
        var pictures = try program.panes.map { try $0.layoutPicture(whole: whole) }
        guard pictures.count > 1 else { return pictures }
        if !compareSets.isEmpty { pictures[1].title += " + " + compareSets.joined(separator: ", ") }
        return pictures
    }

    /// What `export --html` writes: each pane's page pane, the second titled like its picture.
    func page(program: any ViewerProgram) throws -> LayoutPage {
        var panes = try program.panes.map { try $0.layoutPagePane() }
        if panes.count > 1, !compareSets.isEmpty { panes[1].title += " + " + compareSets.joined(separator: ", ") }
        return LayoutPage(panes: panes)
    }
}
