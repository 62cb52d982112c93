import Foundation
import LatticeFixtures
import LatticeLayout
import LatticeTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Before a command runs: when a fixture named on the command line has `layout.sources`, the
/// command runs in that sources' program instead (built first when needed), with the same
/// arguments, once the sources are allowed (`SourcesConsent`). In the program itself
/// (`LATTICE_PROGRAM` names its digest) it goes on as usual when the sources are still the ones
/// it was built from, and hands over to a new program when they changed.
package enum SourcesLaunch {
    package static let programVariable = "LATTICE_PROGRAM"
    /// Subcommands that build and run no fixture's sources: `validate` checks that the files
    /// are there and are Swift files, `allow` records them, `port` rewrites files it is given.
    static let skipped: Set<String> = ["validate", "allow", "port", "import", "help", "--help", "-h", "--version"]

    /// Returns when the command should run here; otherwise execs the program or exits 1.
    /// `parse` is the command line's parser: nil when it refuses `arguments`, else true for the
    /// viewer (`lattice run`, the one command that may ask for consent); `progress` draws a
    /// build's progress.
    package static func handOver(_ arguments: [String], parse: ([String]) -> Bool?,
                                 progress: () -> any ProgressReporter) {
        if let first = arguments.first, skipped.contains(first) { return }
        let found: [LayoutSources]
        do { found = try fixturesWithSources(arguments) } catch {
            printError("\(error)"); exit(1)
        }
        guard let sources = found.first else { return }
        // A command line the command would refuse is refused before anything is built.
        guard let isViewer = parse(arguments) else { return }
        let program = SourcesProgram(sources)
        if let other = found.dropFirst().first(where: { SourcesProgram($0).key != program.key }) {
            printError("lattice: error: \(sources.fixture) and \(other.fixture) name different sources; one run takes the fixtures of one set of sources")
            exit(1)
        }
        requireConsent(found, arguments: arguments, mayAsk: isViewer)
        if ProcessInfo.processInfo.environment[programVariable] == program.key { return }
        let path: String
        do { path = try program.prepare(BuildProgress(quiet: false, reporter: progress())) } catch {
            printError(error is ProgramFailure ? "lattice: error: \(error)" : "\(error)")
            exit(1)
        }
        exec(path, arguments, key: program.key)
    }

    /// Returns when the sources of `found` may be built and run: `--allow-sources` is given,
    /// each fixture is allowed as it is, or (`mayAsk`: the viewer, in a terminal, not yet in a
    /// program) the user answers yes. Otherwise says how to allow them and exits 1.
    static func requireConsent(_ found: [LayoutSources], arguments: [String], mayAsk: Bool) {
        guard !SourcesConsent.flagGiven(in: arguments) else { return }
        let consent = SourcesConsent()
        do {
            let needed = try consent.needed(found)
            guard !needed.isEmpty else { return }
            let inProgram = ProcessInfo.processInfo.environment[programVariable] != nil
            guard mayAsk, !inProgram, isatty(0) != 0, isatty(2) != 0 else {
                printError(SourcesConsent.refusal(needed)); exit(1)
            }
            FileHandle.standardError.write(Data(visibleText(SourcesConsent.question(needed)).utf8))
            guard SourcesConsent.isYes(readLine()) else {
                printError("lattice: not allowed: nothing was built or run; " + SourcesConsent.howToAllow(needed))
                exit(1)
            }
            try consent.allow(needed)
        } catch {
            printError("lattice: error: \(error)"); exit(1)
        }
    }

    /// The `sources:` of every fixture among the arguments (folders walked), in order.
    static func fixturesWithSources(_ arguments: [String]) throws -> [LayoutSources] {
        let candidates = arguments.filter { arg in
            !arg.hasPrefix("-") && (FixtureSyntax(path: arg) != nil || isFolder(arg)) && FileManager.default.fileExists(atPath: arg)
        }
        var found: [LayoutSources] = []
        for path in FixtureFolder.expand(candidates) where FixtureSyntax(path: path) != nil {
            // A fixture that cannot be read is the command's to report.
            do { if let s = try LayoutSources.read(path: path) { found.append(s) } } catch where error.field?.hasPrefix("layout.sources") == true {
                throw error
            } catch {}
        }
        return found
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// Replaces this process with the program, same arguments, `LATTICE_PROGRAM` set.
    package static func exec(_ path: String, _ arguments: [String], key: String) -> Never {
        setenv(programVariable, key, 1)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        printError("lattice: error: cannot run \(path): \(String(cString: strerror(errno)))")
        exit(1)
    }
}
