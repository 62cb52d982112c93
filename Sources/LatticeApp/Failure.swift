import ArgumentParser
import Foundation
import LatticeTerminal

/// Runs a command body; invalid input (a fixture or an option value) prints one clear message on
/// stderr and exits with `status` (1; `diff` uses 2), never a stack trace.
func runReportingInvalidInput(status: ExitCode = ExitCode(1), _ body: () throws -> Void) throws {
    do {
        try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        let text = "\(error)"
        printError(text.contains(": error: ") ? text : "lattice: error: " + text)
        throw status
    }
}
