import Foundation
import Testing

/// Hostile command-line inputs (`Tests/Corpus/`), run through the real binary: each must end
/// quickly with the right exit code and a message, never hang, run away or pass silently.
@Suite struct HardeningCLITests {
    static func corpus(_ name: String) -> String { "Tests/Corpus/" + name }

    @Test func aFocusedHugeCellRendersAtOnce() throws {
        let r = try CLIProcessTests.lattice(["render", Self.corpus("fixtures/huge-cell-list.yaml"), "--keys", "<tab>a<S-tab>x"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("┏") || r.stdout.contains("#"))   // the focus box's corner, Unicode or ASCII
    }

    @Test func anAliasBombInSetIsRefused() throws {
        for name in ["sets/alias-bomb-name.txt", "sets/alias-bomb-items.txt", "sets/alias-bomb-sections.txt"] {
            let value = try String(contentsOf: CLIProcessTests.root.appendingPathComponent(Self.corpus(name)), encoding: .utf8)
            let r = try CLIProcessTests.lattice(["render", CLIProcessTests.sticky, "--set", value])
            #expect(r.status == 1)
            #expect(r.stderr.contains("(value from --set)"))
        }
    }

    @Test func hexFloatsAreRefusedOnTheCommandLine() throws {
        for arguments in [["render", "--offset", "0x1p3,0"], ["render", "--viewport", "0x1p3x10"],
                          ["render", "--keys", "<wait 0x1p3s>"], ["dump", CLIProcessTests.sticky, "--rect", "0,0,0x1p1023,10"]] {
            let r = try CLIProcessTests.lattice(arguments)
            #expect(r.status == 1, "\(arguments)")
            #expect(r.stderr.contains("0x1p"), "\(arguments)")
        }
    }

    @Test func aResizeKeyObeysTheSizeCap() throws {
        let r = try CLIProcessTests.lattice(["render", "--keys", "<resize 10000x10000>"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("up to 2000x1000"))
    }

    @Test func anEmptyFolderDoesNotValidate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try CLIProcessTests.lattice(["validate", folder.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(folder.path): error: no fixture files"))
    }

    @Test func anEmptyFileErrorIsLocated() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-empty-\(UUID().uuidString).yaml")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = try CLIProcessTests.lattice(["validate", file.path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("\(file.path):1:1: error: the file is empty"))
    }
}

extension HardeningCLITests {
    @Test func commandLineNumbersObeyTheFixtureBound() throws {
        for arguments in [["render", "--offset", "0,1e16"], ["render", "--viewport", "1e16x10"],
                          ["dump", CLIProcessTests.sticky, "--rect", "0,0,1e16,10"]] {
            let r = try CLIProcessTests.lattice(arguments)
            #expect(r.status == 1, "\(arguments)")
            #expect(r.stderr.contains("up to 1e15"), "\(arguments)")
        }
    }
}
