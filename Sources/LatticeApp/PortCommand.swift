import ArgumentParser
import Foundation
import LatticeTerminal
import LatticeSources

/// `lattice port FILES… --output DIR`: the Linux-ready copy of Swift files written for iOS, for a
/// package of your own (unit tests on Linux CI). The same port a `sources:` fixture goes through.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Write the Linux-ready copy of iOS Swift files (UIKit imports, @objc, optional protocols).",
        discussion: """
            A file is written under its name, a folder's .swift files under the folder's name. Code the \
            port cannot carry over is a located error (nothing is written, exit 1); an existing file with \
            other contents is never overwritten without --force. The port is built on first use (swift-syntax).
            """)

    @Argument(help: "Swift files and folders, as they are in the iOS project.")
    var files: [String]

    @Option(help: "The folder to write the ported copies into.")
    var output: String

    @Flag(help: "List every rewrite with its FILE:LINE:COL.")
    var explain = false

    @Flag(help: "Overwrite files in the output folder that differ.")
    var force = false

    func run() throws {
        let tool: String
        do { tool = try PortTool.prepare(BuildProgress(quiet: false, reporter: TerminalProgress.standardError())) } catch {
            printError("lattice: error: \(error)")
            throw ExitCode(1)
        }
        var arguments = ["--output", output]
        if explain { arguments.append("--explain") }
        if force { arguments.append("--force") }
        let outcome = try ChildProcess.run(tool, arguments + files) { line in
            let isError = line.contains(": error: ") || line.hasPrefix("lattice port: error")
            if isError { printError(line) } else { print(line) }
        }
        if outcome.status != 0 { throw ExitCode(1) }
    }
}
