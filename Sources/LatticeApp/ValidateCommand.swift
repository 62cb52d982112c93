import ArgumentParser
import LatticeFixtures

/// `lattice validate FIXTURE...`: `ok PATH` per valid file, a located error per invalid one.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check fixture files; print `ok PATH` or `PATH:LINE:COL: error: …`.")

    @Argument(help: "Fixture files or folders of fixtures.")
    var fixtures: [String]

    func run() throws {
        var failed = false
        // A folder without a fixture is a mistake (a wrong path, files with another extension).
        for folder in FixtureFolder.emptyFolders(fixtures) {
            printError("\(folder): error: no fixture files (.yaml, .yml or .json) in this folder")
            failed = true
        }
        for path in FixtureFolder.expand(fixtures) {
            do {
                let fixture = try FixtureLoader.load(path: path, overrides: [])
                print("ok \(path)")
                // Layout warnings (e.g. an item clamped to the container) do not fail validation.
                let layout = fixture.makeLayout(viewport: fixture.viewport(default: Fixture.headlessViewport))
                layout.prepare()
                for warning in layout.warnings {
                    printError("\(path): warning: \(warning)")
                }
            } catch {
                printError("\(error)")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
