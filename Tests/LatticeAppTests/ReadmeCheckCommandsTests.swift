import Foundation
import LatticeTestSupport
import Testing

/// The README's "Check your layout in CI" commands, run as written (a `--junit` file goes to a
/// temporary folder instead of the checkout): each passes on the shipped fixtures.
@Suite struct ReadmeCheckCommandsTests {
    /// The `lattice check …` lines of the shell blocks of the README's "Check your layout in CI"
    /// section, comments cut off.
    static func commands() throws -> [[String]] {
        let readme = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
        var inSection = false, inShell = false, commands: [[String]] = []
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inSection = line == "## Check your layout in CI"; continue }
            guard inSection else { continue }
            if line.hasPrefix("```") { inShell = line == "```sh"; continue }
            guard inShell, line.hasPrefix("lattice check ") else { continue }
            let command = line.split(separator: "#", maxSplits: 1)[0]
            commands.append(command.split(separator: " ").dropFirst().map(String.init))
        }
        return commands
    }

    @Test func everyCheckCommandOfTheReadmePasses() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 3, "the README shows fewer lattice check commands than expected: \(commands)")
        for var arguments in commands {
            var junit: String?
            if let i = arguments.firstIndex(of: "--junit"), i + 1 < arguments.count {
                let path = FileManager.default.temporaryDirectory
                    .appendingPathComponent("readme-check-\(UUID().uuidString).xml").path
                arguments[i + 1] = path
                junit = path
            }
            let r = try CLIProcessTests.lattice(arguments)
            #expect(r.status == 0, "lattice \(arguments.joined(separator: " ")): \(r.stdout.suffix(1500)) \(r.stderr.suffix(500))")
            #expect(r.stdout.contains("0 errors"), "lattice \(arguments.joined(separator: " "))")
            if let junit {
                #expect(FileManager.default.fileExists(atPath: junit))
                try? FileManager.default.removeItem(atPath: junit)
            }
        }
    }
}
