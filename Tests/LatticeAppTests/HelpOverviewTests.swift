import Foundation
import Testing

/// `lattice --help` introduces the tool as the README does: every built-in layout and your own.
@Suite struct HelpOverviewTests {
    @Test func theOverviewNamesEveryKindOfLayout() throws {
        let help = try CLIProcessTests.lattice(["--help"])
        #expect(help.status == 0)
        for name in ["flow", "compositional", "IGListKit's list", "FSQ's aligned", "SW's line", "sources:", "lattice allow"] {
            #expect(help.stdout.contains(name), "--help does not mention \(name)")
        }
    }
}
