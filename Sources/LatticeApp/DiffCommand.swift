import ArgumentParser
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// `lattice diff A B`: which elements of B's layout moved, resized, appeared or disappeared
/// against A's (`LayoutDiff`), as text or JSON. Exit status as diff(1): 0 equal, 1 different,
/// 2 invalid input (CommandLineContract §4), so it can gate a CI job that changes a layout.
struct DiffCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the layouts of two fixtures: elements moved, resized, appeared or disappeared.",
        discussion: """
            Elements are matched by category, kind and index path (UIKit's section header and \
            footer kinds match header and footer); frames are equal within 0.001 points. An \
            element that moves with the offset (a capture's track, a pinned header) is also \
            compared along the whole scroll, and reported with the first offset where it \
            differs. Exit \
            status as diff(1): 0 equal, 1 different, 2 invalid input (a fixture or an option).
            """)

    /// diff(1)'s status for trouble: a bad fixture, option value or command line.
    static let invalidInput = ExitCode(2)
    static let different = ExitCode(1)

    @Argument(help: "The old fixture (.yaml, .yml or .json).")
    var a: String

    @Argument(help: "The new fixture.")
    var b: String

    @Option(name: .customLong("set"), help: ArgumentHelp("Set a field of both fixtures, PATH=VALUE (repeatable).", valueName: "PATH=VALUE"))
    var both: [String] = []

    @Option(name: .customLong("set-a"), help: ArgumentHelp("Set a field of A only (after --set).", valueName: "PATH=VALUE"))
    var onlyA: [String] = []

    @Option(name: .customLong("set-b"), help: ArgumentHelp("Set a field of B only (after --set).", valueName: "PATH=VALUE"))
    var onlyB: [String] = []

    @Option(name: .long, help: "Viewport size in points for both, WxH (e.g. 100x100).")
    var viewport: String?

    @Option(name: .long, help: "Content offset X,Y for both (negative: --offset=-5,0).")
    var offset: String?

    @Option(name: .long, help: "Compare only the elements in X,Y,W,H (default: the whole layout of both).")
    var rect: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    /// `--allow-sources`, as every command that opens a fixture takes it.
    @OptionGroup var consent: SourcesConsentOptions

    func run(in environment: LatticeEnvironment) throws {
        var different = false
        try runReportingInvalidInput(status: Self.invalidInput) {
            let old = try side(path: a, overrides: onlyA, layouts: environment.layouts)
            let new = try side(path: b, overrides: onlyB, layouts: environment.layouts)
            let query = try rect.map { try OptionValues.rect($0, option: "--rect") }
                ?? DumpCommand.wholeRect(of: old.session).union(DumpCommand.wholeRect(of: new.session))
            let diff = LayoutDiff(old: old.session.collectionView.layout, new: new.session.collectionView.layout, in: query)
            let report = DiffReport(diff: diff, old: old.summary, new: new.summary, rect: query,
                                    tracks: Self.trackDifferences(old, new, in: query))
            print(json ? report.json() : report.text(), terminator: "")
            different = !report.isEqual
        }
        if different { throw Self.different }
    }

    /// One side: the fixture with `--viewport`, `--set`, then its own `--set-a` / `--set-b`
    /// applied, at `--offset`, in a headless session as `dump` builds it.
    func side(path: String, overrides: [String], layouts: LayoutCatalogue) throws -> DiffSide {
        let fixture = try SceneOptions.loadFixture(path: path, viewport: viewport, assignments: both + overrides, offset: offset,
                                                   layouts: layouts)
        let session = ViewerModel(fixture: fixture, path: path, terminalSize: (120, 40), headless: true)
        return DiffSide(path: path, session: session)
    }
}

/// One fixture of a `diff`, laid out.
struct DiffSide {
    var path: String
    var session: ViewerModel

    var summary: DiffReport.Side {
        let view = session.collectionView
        return DiffReport.Side(path: path, contentSize: view.layout.contentSize, bounds: view.bounds,
                               knowsContentSize: (view.layout as? SnapshotLayout)?.hasCapturedContentSize ?? true)
    }
}
