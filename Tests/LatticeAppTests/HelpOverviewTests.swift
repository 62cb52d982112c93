import Foundation
import Testing

/// `lattice --help` introduces the tool as the README does: every built-in layout and your own.
@Suite struct HelpOverviewTests {
    @Test func theOverviewNamesEveryKindOfLayout() throws {
        let help = try CLIProcessTests.lattice(["--help"])
        #expect(help.status == 0)
        // The help is wrapped to the terminal's width: compare with the line breaks as spaces.
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for name in ["flow", "compositional", "IGListKit's list", "FSQ's aligned", "SW's line", "sources:", "lattice allow"] {
            #expect(text.contains(name), "--help does not mention \(name)")
        }
    }
}
