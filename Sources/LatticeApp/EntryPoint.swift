import ArgumentParser
import Foundation
import LatticeFixtures
import LatticeLayout
import LatticeSources
import LatticeTerminal

/// Parses the command line and runs the command, as `ParsableCommand.main()` does, with two
/// additions: a mistyped subcommand gets "did you mean" (exit 64) instead of being opened as a
/// fixture, and `lattice diff` exits 2 on a usage error (diff(1), CommandLineContract §4).
enum EntryPoint {
    static func run(_ arguments: [String], environment: LatticeEnvironment) -> Never {
        if let message = unknownCommandMessage(arguments) ?? ImportCommand.stdinOffsetMessage(arguments) {
            printError(message)
            exit(ExitCode.validationFailure.rawValue)
        }
        // A fixture with `layout.sources` runs in its sources' program (built when needed).
        SourcesLaunch.handOver(arguments, parse: { line in
            (try? LatticeCommand.parseAsRoot(line)).map { $0 is RunCommand }
        }, progress: { TerminalProgress.standardError() })
        do {
            var command = try LatticeCommand.parseAsRoot(arguments)
            if let needing = command as? any EnvironmentCommand {
                // Long work draws its progress on standard error when that is a terminal.
                let bar = TerminalProgress.standardError()
                defer { bar.finish() }
                try WorkProgress.$reporter.withValue(bar) { try needing.run(in: environment) }
            } else {
                try command.run()
            }
            exit(0)
        } catch {
            if arguments.first == DiffCommand.configuration.commandName,
               LatticeCommand.exitCode(for: error) == .validationFailure {
                printError(LatticeCommand.fullMessage(for: error))
                exit(DiffCommand.invalidInput.rawValue)
            }
            LatticeCommand.exit(withError: error)
        }
    }

    /// The subcommands' names, `help` included.
    static var commandNames: [String] {
        LatticeCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// "unknown command 'rendr'; did you mean 'render'?" when the first argument is no
    /// subcommand, no option, no existing path and looks like no file name (`lattice FILE` is
    /// `lattice run FILE`), yet is close to a subcommand's name; nil otherwise.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), !commandNames.contains(word),
              !word.contains("/"), !word.contains("."), !FileManager.default.fileExists(atPath: word),
              let suggestion = closestKey(to: word, in: commandNames) else { return nil }
        return "lattice: error: unknown command '\(word)'; did you mean '\(suggestion)'?"
    }
}
