import ArgumentParser
import Foundation
import LatticeFixtures
import LatticeTerminal
import LatticeSources

/// `lattice allow FIXTURE…`, `lattice allow --list`, `lattice allow --revoke FIXTURE…`: the
/// fixtures whose `sources:` lattice may compile and run (`SourcesConsent`).
struct AllowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "allow",
        abstract: "Allow fixtures' sources: (Swift files) to be compiled and run; list or revoke allowances.",
        discussion: """
            A fixture's sources: name Swift files that lattice compiles into a program and runs: \
            code, run only once allowed. `lattice allow FIXTURE` prints the files and records the \
            fixture with them in the configuration folder (LATTICE_CONFIG_DIR, else \
            $XDG_CONFIG_HOME/lattice or ~/.config/lattice; on macOS ~/Library/Application \
            Support/lattice). A changed list of files (an entry changed, a file added to a listed \
            folder) asks again; edits to the files do not. A folder allows each fixture in it \
            that has sources:. `validate` never builds or runs sources; --allow-sources allows \
            them for one run of any other command.
            """)

    @Argument(help: "Fixture files with sources:, or folders of fixtures.")
    var fixtures: [String] = []

    @Flag(help: "List the allowed fixtures and their files.")
    var list = false

    @Flag(help: "Take back the allowance of the fixtures named (a folder: of every fixture in it).")
    var revoke = false

    func validate() throws {
        if list && revoke { throw ValidationError("give --list or --revoke, not both") }
        if list && !fixtures.isEmpty { throw ValidationError("--list takes no fixture") }
        if !list && fixtures.isEmpty { throw ValidationError("name the fixtures to \(revoke ? "revoke" : "allow"), or give --list") }
    }

    func run() throws {
        try runReportingInvalidInput {
            let store = AllowanceStore()
            if list { try printList(store) } else if revoke { try revokeAll(store) } else { try allowAll(store) }
        }
    }

    /// Records each fixture named (folders walked) with its files, and prints them.
    private func allowAll(_ store: AllowanceStore) throws {
        var failed = false
        for path in fixtures {
            let named = FixtureFolder.expand([path])
            var allowed = 0
            for fixture in named {
                let sources: LayoutSources?
                do { sources = try LayoutSources.read(path: fixture) } catch {
                    printError("\(error)"); failed = true; continue
                }
                guard let sources else {
                    // A fixture in a folder without sources needs nothing; one named alone is a mistake.
                    if named == [path] { printError("\(fixture): error: the fixture has no layout.sources: it runs no code of its own"); failed = true }
                    continue
                }
                let allowance = SourcesAllowance(sources)
                try store.record(allowance)
                allowed += 1
                print(visibleText("allowed \(fixture): lattice may compile and run\n" + allowance.files.map { "  \($0)\n" }.joined()), terminator: "")
            }
            if allowed == 0, named != [path] {
                printError("\(path): error: no fixture with layout.sources in this folder"); failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// Each allowance with its files, and whether it still holds.
    private func printList(_ store: AllowanceStore) throws {
        let all = try store.all()
        if all.isEmpty { print(visibleText("no fixture is allowed to run its sources (\(store.path))")); return }
        for allowance in all {
            var state = ""
            if !FileManager.default.fileExists(atPath: allowance.fixture) {
                state = " (the fixture is gone)"
            } else if let now = try? LayoutSources.read(path: allowance.fixture), SourcesAllowance(now) != allowance {
                state = " (its sources changed: asks again)"
            }
            print(visibleText(allowance.fixture + state + "\n" + allowance.files.map { "  \($0)\n" }.joined()), terminator: "")
        }
    }

    /// Removes the allowances of the fixtures named; exit 1 when one of them had none.
    private func revokeAll(_ store: AllowanceStore) throws {
        var failed = false
        for path in fixtures {
            let absolute = SourcesAllowance.absolute(path)
            let inside = try store.all().map(\.fixture).filter { $0 == absolute || $0.hasPrefix(absolute + "/") }
            guard !inside.isEmpty else {
                printError("\(path): error: not allowed (lattice allow --list shows what is)"); failed = true; continue
            }
            for fixture in inside {
                if try store.revoke(fixture) { print(visibleText("revoked \(fixture)")) }
            }
        }
        if failed { throw ExitCode(1) }
    }
}
