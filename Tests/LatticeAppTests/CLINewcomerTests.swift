import Foundation
import Testing

/// The command line as a newcomer meets it: version, mistyped commands, sizes, help texts,
/// exit codes (CommandLineContract §4.1: 1 for a bad option value, 64 for a usage error).
@Suite struct CLINewcomerTests {
    static let sticky = CLIProcessTests.sticky
    static func lattice(_ arguments: [String]) throws -> CLIProcessTests.Result { try CLIProcessTests.lattice(arguments) }

    @Test func versionPrintsOneVersionNumber() throws {
        let r = try Self.lattice(["--version"])
        #expect(r.status == 0)
        let version = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3)
        #expect(version.split(separator: ".").allSatisfy { Int($0) != nil })
    }

    @Test func mistypedCommandSuggestsTheRightOne() throws {
        let r = try Self.lattice(["rendr", Self.sticky])
        #expect(r.status == 64)
        #expect(r.stderr.contains("unknown command 'rendr'; did you mean 'render'?"))
        #expect(!r.stderr.contains("not a fixture file"))
        let v = try Self.lattice(["valdate"])
        #expect(v.status == 64)
        #expect(v.stderr.contains("did you mean 'validate'?"))
    }

    @Test func wordsFarFromEveryCommandAreStillFixtures() throws {
        // `lattice FILE` is `lattice run FILE`: a name with a dot, or far from every command,
        // is taken as a fixture and reported as one.
        let far = try Self.lattice(["xyzzyq"])
        #expect(far.status == 1)
        #expect(!far.stderr.contains("unknown command"))
        let file = try Self.lattice(["rendr.yaml"])
        #expect(file.status == 1)
        #expect(file.stderr.contains("rendr.yaml"))
        #expect(!file.stderr.contains("unknown command"))
    }

    @Test func renderPrintsExactlyOneLinePerRow() throws {
        let r = try Self.lattice(["render", Self.sticky, "--size", "80x24", "--color", "never"])
        #expect(r.status == 0)
        #expect(r.stdout.filter { $0 == "\n" }.count == 24)
        #expect(r.stdout.hasSuffix("\n"))
    }

    @Test func tooSmallARenderSizeExitsOneAndSaysTheMinimum() throws {
        let r = try Self.lattice(["render", Self.sticky, "--size", "60x6"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("24x7"))
        #expect(r.stdout.isEmpty)
        let zero = try Self.lattice(["render", Self.sticky, "--size", "0x24"])
        #expect(zero.status == 1)
        #expect(zero.stderr.contains("0 is not a size"))
        #expect(try Self.lattice(["render", Self.sticky, "--size", "24x7", "--color", "never"]).status == 0)
    }

    @Test func benchFilterMatchingNothingExitsOne() throws {
        let r = try Self.lattice(["bench", "--filter", "zzz"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--filter"))
        #expect(r.stderr.contains("list-1x1M"))
        #expect(r.stdout.isEmpty)
    }

    @Test func quickBenchCoversEveryLayout() throws {
        let r = try Self.lattice(["bench", "--quick", "--json", "--filter", "100x100"])
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let cases = try #require(object["cases"] as? [[String: Any]])
        // The five engine layouts, and IGList through LatticeUIKit on the list workload.
        #expect(Set(cases.compactMap { $0["layout"] as? String }) == ["list", "flow", "aligned", "line", "compositional", "IGList/UIKit"])
    }

    @Test func helpTextsTellTheTruth() throws {
        let bench = try Self.lattice(["bench", "--help"])
        #expect(bench.stdout.contains("about 3 s"))
        #expect(!bench.stdout.contains("minute"))
        let dump = try Self.lattice(["dump", "-h"])
        #expect(dump.stdout.components(separatedBy: "120x40").count == 2, "the default once: \(dump.stdout)")
    }

    @Test func spaceKeyByName() throws {
        let named = try Self.lattice(["render", Self.sticky, "--keys", "<space>", "--color", "never"])
        let literal = try Self.lattice(["render", Self.sticky, "--keys", " ", "--color", "never"])
        let none = try Self.lattice(["render", Self.sticky, "--color", "never"])
        #expect(named.status == 0)
        #expect(named.stdout == literal.stdout)
        #expect(named.stdout != none.stdout, "space pages down")
    }
}

/// Enum-like options are checked by lattice (exit 1 with its message), completions exist.
@Suite struct CLIOptionValueTests {
    @Test func aWrongFormatIsInvalidInput() throws {
        let r = try CLIProcessTests.lattice(["render", CLIProcessTests.sticky, "--format", "pdf"])
        #expect(r.status == 1)
        #expect(r.stderr == "lattice: error: --format: expected one of text, svg, got 'pdf'\n")
    }

    @Test func completionScriptsAreGenerated() throws {
        for shell in ["bash", "zsh", "fish"] {
            let r = try CLIProcessTests.lattice(["--generate-completion-script", shell])
            #expect(r.status == 0, "\(shell)")
            #expect(r.stdout.contains("diff") && r.stdout.contains("validate"), "\(shell)")
        }
    }

    @Test func licenseIsMIT() throws {
        let text = try String(contentsOf: CLIProcessTests.root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(text.hasPrefix("MIT License"))
        #expect(text.contains("lattice authors"))
    }
}
