import Foundation
import Testing

/// Messages that name the real problem, through the real binary: a missing file is missing, a
/// folder is a folder, an option is named as given, caps are named, and no raw control character
/// from the input reaches the terminal.
@Suite struct MessagesProcessTests {
    static func lattice(_ arguments: [String]) throws -> CLIProcessTests.Result { try CLIProcessTests.lattice(arguments) }

    @Test func aMissingPathSaysItDoesNotExist() throws {
        for path in ["no-such.yaml", "no-such-folder/x.yaml", "no-such-name"] {
            let r = try Self.lattice(["render", path])
            #expect(r.status == 1)
            #expect(r.stderr == "\(path): error: does not exist\n", "\(path)")
        }
        let folder = try Self.lattice(["render", "Fixtures/list"])
        #expect(folder.stderr == "Fixtures/list: error: is a folder, not a fixture file\n")
    }

    @Test func anOutputThatIsAFolderIsNamedAsOne() throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try Self.lattice(["record", CLIProcessTests.sticky, "--output", folder.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("is a directory") && !r.stderr.contains("exists"))
    }

    @Test func compareSetErrorsNameCompareSet() throws {
        let r = try Self.lattice(["render", CLIProcessTests.sticky, "--compare-set", "layout.scrollDirection=diagonal"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("(value from --compare-set)"), "\(r.stderr)")
        let path = try Self.lattice(["render", CLIProcessTests.sticky, "--compare-set", "sections.9.header=1"])
        #expect(path.stderr.contains("--compare-set sections.9.header=1:"), "\(path.stderr)")
    }

    @Test func aWaitOverTheCapNamesTheCap() throws {
        let r = try Self.lattice(["render", "--keys", "<wait 1000000s>"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("at most an hour"), "\(r.stderr)")
    }

    @Test func anUnknownKeyCitesNoInternalSection() throws {
        let r = try Self.lattice(["render", "--keys", "<wat>"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("unknown key <wat>"))
        #expect(!r.stderr.contains("§"))
    }

    @Test func aZeroViewportIsRefused() throws {
        for command in ["dump", "render"] {
            let r = try Self.lattice([command, CLIProcessTests.sticky, "--viewport", "0x100"])
            #expect(r.status == 1, "\(command)")
            #expect(r.stderr.contains("--viewport"), "\(command)")
        }
    }

    @Test func yesIsNotABoolean() throws {
        let r = try Self.lattice(["render", CLIProcessTests.sticky, "--set", "layout.stickyHeaders=yes"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("use true or false"), "\(r.stderr)")
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file name with ESC and a fixture label with C1 CSI (U+009B) and NUL.
        let name = folder.appendingPathComponent("bad\u{1B}[31m.yaml").path
        try "sections: [{headerLabel: \"x\\u009B31m\\0y\", header: 20, items: [[50, 20]]}]\n".write(toFile: name, atomically: true, encoding: .utf8)
        let validate = try Self.lattice(["validate", name])
        #expect(validate.status == 0)
        let render = try Self.lattice(["render", name, "--size", "80x24"])
        #expect(render.status == 0)
        let wrong = try Self.lattice(["render", "--offset", "\u{1B}[2J"])
        #expect(wrong.status == 1)
        for text in [validate.stdout, validate.stderr, render.stdout, render.stderr, wrong.stderr] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, "\(text.debugDescription)")
        }
        #expect(validate.stdout.contains("bad\\u{1B}[31m.yaml"))
    }
}
