import ArgumentParser
import LatticeFixtures
import LatticeLayout

/// `lattice validate FIXTURE...`: `ok PATH` per valid file, every located error of an invalid
/// one (as a compiler reports: it goes on past an error where it can), warnings on stderr.
struct ValidateCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check fixture files; print `ok PATH` or every `PATH:LINE:COL: error: …`.",
        discussion: "Exit status 1 when a file has an error; warnings (e.g. an ignored value) do not fail it.")

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

    var ok: Bool { check.errors.isEmpty }

    init(path: String, layouts: LayoutCatalogue) {
        self.path = path
        check = FixtureLoader.check(path: path, layouts: layouts)
        if let fixture = check.fixture {
            let layout = fixture.makeLayout(viewport: fixture.viewport(default: Fixture.headlessViewport))
            layout.prepare()
            layoutWarnings = layout.warnings
        }
    }

    /// `ok PATH` on stdout, errors and warnings on stderr.
    func print() {
        if ok { Swift.print(visibleText("ok \(path)")) }
        for error in check.errors { printError("\(error)") }
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
            let errors = r.check.errors.map { diagnostic($0.file, $0.line, $0.column, $0.field, $0.message) }
            let warnings = r.check.warnings.map(\.problem).map { diagnostic($0.file, $0.line, $0.column, $0.field, $0.message) }
                + r.layoutWarnings.map { diagnostic(r.path, nil, nil, $0.field, $0.message) }
            return "{\"path\": \(jsonString(r.path)), \"ok\": \(r.ok), \"complete\": \(r.check.isComplete),\n"
                + "   \"errors\": [" + errors.joined(separator: ",\n     ") + "],\n"
                + "   \"warnings\": [" + warnings.joined(separator: ",\n     ") + "]}"
        }
        return "{\"files\": [\n  " + files.joined(separator: ",\n  ") + "]}"
    }
}
