import ArgumentParser
import LatticeFixtures
import LatticeLayout
import LatticeTerminal
import LatticeSources

/// `lattice validate FIXTURE...`: `ok PATH` per valid file, every located error of an invalid
/// one (as a compiler reports: it goes on past an error where it can), warnings on stderr.
/// It never builds or runs a fixture's `sources:` (it is what one runs on a downloaded file):
/// it checks that they name regular `.swift` files or folders holding some, and leaves the
/// options of the layout type they declare to its factory, which checks them when it runs.
struct ValidateCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check fixture files; print `ok PATH` or every `PATH:LINE:COL: error: …`.",
        discussion: """
            Exit status 1 when a file has an error; warnings (e.g. an ignored value) do not fail it. \
            A fixture's sources: are not built or run: validate checks that they name .swift files \
            (or folders of them); the layout type's own options are checked when the sources run \
            (see `lattice allow`).
            """)

    @Argument(help: "Fixture files or folders of fixtures.")
    var fixtures: [String]

    @Flag(help: "Print one JSON object: per file ok, errors and warnings with path, line, column, field and message.")
    var json = false

    func run(in environment: LatticeEnvironment) throws {
        var reports: [ValidationReport] = []
        // A folder without a fixture is a mistake (a wrong path, files with another extension).
        let emptyFolders = FixtureFolder.emptyFolders(fixtures)
        for folder in emptyFolders {
            printError("\(folder): error: no fixture files (.yaml, .yml or .json) in this folder")
        }
        for path in FixtureFolder.expand(fixtures) {
            let report = ValidationReport(path: path, layouts: environment.layouts)
            if !json { report.print() }
            reports.append(report)
        }
        if json { Swift.print(ValidationReport.json(reports)) }
        if !emptyFolders.isEmpty || reports.contains(where: { !$0.ok }) { throw ExitCode(1) }
    }
}

/// One file's validation: the loader's errors and warnings, plus the layout's own warnings
/// (e.g. an item clamped to the container; FixtureFormat §11) for a valid file.
struct ValidationReport {
    var path: String
    var check: FixtureCheck
    var layoutWarnings: [LayoutWarning] = []

    /// The fixture's `sources:` that are not Swift files, or not there.
    var sourcesErrors: [FixtureError] = []
    /// The layout type the fixture's `sources:` declare (its options left unchecked).
    var sourcesType: String?

    var ok: Bool { check.errors.isEmpty && sourcesErrors.isEmpty }

    init(path: String, layouts: LayoutCatalogue) {
        self.path = path
        var layouts = layouts
        do {
            if let sources = try LayoutSources.readList(path: path) {
                sourcesErrors = sources.problems
                if let type = sources.typeName {
                    // The type the sources declare, as a stand-in that runs nothing.
                    layouts[type] = Self.unbuilt
                    sourcesType = type
                }
            }
        } catch where error.field?.hasPrefix("layout.sources") == true {
            sourcesErrors = [error]
        } catch {
            // A file that cannot be read or parsed: the loader's check reports it.
        }
        check = FixtureLoader.check(path: path, layouts: layouts)
        if let fixture = check.fixture {
            let layout = fixture.makeLayout(viewport: fixture.viewport(default: Fixture.headlessViewport))
            layout.prepare()
            layoutWarnings = layout.warnings
        }
    }

    /// A layout type of `sources:` for validation: its options unchecked, no layout made (the
    /// fixture's sections are still checked).
    static let unbuilt = LayoutCatalogue.Entry(check: { _ in }, make: { _, _ in nil })

    /// `ok PATH` on stdout, errors and warnings on stderr.
    func print() {
        if ok { Swift.print(visibleText("ok \(path)")) }
        for error in sourcesErrors + check.errors { printError("\(error)") }
        if ok, let sourcesType {
            printError("\(path): note: layout type \"\(sourcesType)\" comes from sources:, which validate does not build or run; "
                       + "its options are checked when they run (after `lattice allow \(SourcesConsent.shellWord(path))`, or with --allow-sources)")
        }
        if !check.isComplete { printError("\(path): note: stopped after \(check.errors.count) errors") }
        for warning in check.warnings { printError("\(warning)") }
        for warning in layoutWarnings { printError("\(path): warning: \(warning)") }
    }

    /// `{"files": [{"path", "ok", "complete", "errors": [D], "warnings": [D]}]}` where D is
    /// `{"path", "line", "column", "field", "message"}` (line, column, field may be null).
    static func json(_ reports: [ValidationReport]) -> String {
        func diagnostic(_ path: String, _ line: Int?, _ column: Int?, _ field: String?, _ message: String) -> String {
            "{\"path\": \(jsonString(path)), \"line\": \(line.map(String.init) ?? "null"), "
                + "\"column\": \(column.map(String.init) ?? "null"), \"field\": \(field.map(jsonString) ?? "null"), "
                + "\"message\": \(jsonString(message))}"
        }
        let files = reports.map { r in
            let errors = (r.sourcesErrors + r.check.errors).map { diagnostic($0.file, $0.line, $0.column, $0.field, $0.message) }
            let warnings = r.check.warnings.map(\.problem).map { diagnostic($0.file, $0.line, $0.column, $0.field, $0.message) }
                + r.layoutWarnings.map { diagnostic(r.path, nil, nil, $0.field, $0.message) }
            return "{\"path\": \(jsonString(r.path)), \"ok\": \(r.ok), \"complete\": \(r.check.isComplete),\n"
                + "   \"errors\": [" + errors.joined(separator: ",\n     ") + "],\n"
                + "   \"warnings\": [" + warnings.joined(separator: ",\n     ") + "]}"
        }
        return "{\"files\": [\n  " + files.joined(separator: ",\n  ") + "]}"
    }
}
