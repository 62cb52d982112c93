import Foundation
import Testing
import LatticeTestSupport

/// The `lattice` binary as users and outside checks run it (CommandLineContract §2.7): output,
/// exit codes 0 / 1 / 64. Expected frames come from ListLayoutRules §10.2 ("sticky walk", the
/// table of header positions by offset), not from the program's own output.
@Suite struct CLIProcessTests {
    /// The package root.
    static let root = Repository.root
    static let sticky = "Fixtures/list/sticky-headers-vertical.yaml"

    struct Result { var status: Int32; var stdout: String; var stderr: String }

    /// Runs the `lattice` that `swift build` made (`LatticeBinary`; scripts/test builds before
    /// testing).
    static func lattice(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        let binary = try LatticeBinary.required()
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // A configuration folder of its own: no allowance of the user's (`lattice allow`) counts.
        environment["LATTICE_CONFIG_DIR"] = FileManager.default.temporaryDirectory
            .appendingPathComponent("lattice-config-\(UUID().uuidString)").path
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The elements of a dump, by "kind section.item".
    static func elements(_ json: String) throws -> [String: [String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let list = try #require(object["elements"] as? [[String: Any]])
        var byName: [String: [String: Any]] = [:]
        for e in list { byName["\(e["kind"]!) \(e["section"]!).\(e["item"]!)"] = e }
        return byName
    }

    static func y(_ element: [String: Any]?) -> Double? { (element?["frame"] as? [String: Any])?["y"] as? Double }

    @Test func dumpAtOffset45PinsHeader0AtItsUpperClamp() throws {
        let r = try Self.lattice(["dump", Self.sticky, "--offset", "0,45"])
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let content = try #require(object["contentSize"] as? [String: Any])
        #expect(content["width"] as? Double == 100 && content["height"] as? Double == 150)
        let bounds = try #require(object["bounds"] as? [String: Any])
        #expect(bounds["y"] as? Double == 45 && bounds["height"] as? Double == 100)
        let e = try Self.elements(r.stdout)
        // ListLayoutRules §10.2: offset 45 → header 0 held at hi = 40 (pinned), header 1 at rest at
        // 50.
        #expect(Self.y(e["header 0.0"]) == 40)
        #expect(e["header 0.0"]?["pinned"] as? Bool == true)
        #expect(e["header 0.0"]?["zIndex"] as? Int == 999)
        #expect(Self.y(e["header 1.0"]) == 50)
        #expect(e["header 1.0"]?["pinned"] as? Bool == false)
        #expect(Self.y(e["cell 1.2"]) == 120)
        #expect(e["cell 1.2"]?["zIndex"] as? Int == 1002)
        #expect(e["cell 0.0"]?["category"] as? String == "cell")
        #expect(e["header 0.0"]?["category"] as? String == "supplementary")
    }

    @Test func dumpPastTheContentReturnsNothingForTheViewport() throws {
        // ListLayoutRules §10.2: at offset 200 a query for the viewport alone returns nothing.
        let r = try Self.lattice(["dump", Self.sticky, "--offset", "0,200", "--rect", "0,200,100,100"])
        #expect(r.status == 0)
        #expect(try Self.elements(r.stdout).isEmpty)
    }

    @Test func setAppliesBeforeOffset() throws {
        // ListLayoutRules §10.2, second table: offset 30 with stickyHeaderYOffset 25 → line 55:
        // header 0 at hi 40, header 1 pinned at 55.
        let r = try Self.lattice(["dump", Self.sticky, "--set", "layout.stickyHeaderYOffset=25", "--offset", "0,30"])
        #expect(r.status == 0)
        let e = try Self.elements(r.stdout)
        #expect(Self.y(e["header 0.0"]) == 40)
        #expect(Self.y(e["header 1.0"]) == 55)
        #expect(e["header 1.0"]?["pinned"] as? Bool == true)
    }

    @Test func negativeOffsetIsUsedAsGiven() throws {
        let r = try Self.lattice(["dump", Self.sticky, "--offset=-20,0"])
        #expect(r.status == 0)
        #expect(r.stdout.contains(#""bounds": {"x": -20, "y": 0, "width": 100, "height": 100}"#))
    }

    @Test func viewportOptionChangesTheContainer() throws {
        // A 50-point-wide viewport: the [100, 20] items are clamped to 50 (ListLayoutRules §3.1).
        let r = try Self.lattice(["dump", Self.sticky, "--viewport", "50x100"])
        #expect(r.status == 0)
        let e = try Self.elements(r.stdout)
        #expect((e["cell 0.0"]?["frame"] as? [String: Any])?["width"] as? Double == 50)
    }

    @Test func renderAfterEightRowsShowsHeader0PinnedOnTheTopRow() throws {
        let r = try Self.lattice(["render", Self.sticky, "--size", "80x24", "--keys", "jjjjjjjj", "--color", "never"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 24)
        // Row 0 is the status line, row 1 the viewport's top edge, row 2 its first row.
        #expect(lines[2].contains("⇱ 0") || lines[2].contains("^ 0"))
    }

    @Test func validatePrintsOkForEveryShippedFixture() throws {
        let r = try Self.lattice(["validate", "Fixtures"])
        #expect(r.status == 0)
        let oks = r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok Fixtures/") }
        #expect(oks.count >= 30)
    }

    @Test func invalidFixtureExitsOneWithALocatedMessage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-cli-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let bad = dir.appendingPathComponent("bad.yaml")
        try "sections:\n  - items:\n      - [10, -1]\n".write(to: bad, atomically: true, encoding: .utf8)
        for command in [["validate"], ["dump"], ["render"]] {
            let r = try Self.lattice(command + [bad.path])
            #expect(r.status == 1, "\(command)")
            #expect(r.stderr.hasPrefix("\(bad.path):3:"), "\(command): \(r.stderr)")
            #expect(r.stderr.contains("sections[0].items[0]"))
            #expect(!r.stderr.contains("Fatal error"))
        }
    }

    @Test func badOptionValuesExitOne() throws {
        for args in [["--viewport", "wide"], ["--offset", "1"], ["--rect", "0,0,-1,5"], ["--keys", "<nope>"]] {
            let r = try Self.lattice(["dump", Self.sticky] + args)
            #expect(r.status == 1, "\(args)")
            #expect(r.stderr.contains(args[0]), "\(args): \(r.stderr)")
        }
        let r = try Self.lattice(["render", Self.sticky, "--size", "0x0"])
        #expect(r.status == 1)
    }

    @Test func usageErrorsExit64() throws {
        #expect(try Self.lattice(["dump"]).status == 64)
        #expect(try Self.lattice(["dump", Self.sticky, "--no-such-option"]).status == 64)
    }

    @Test func viewerWithoutATerminalPointsToRender() throws {
        let r = try Self.lattice([Self.sticky])
        #expect(r.status == 1)
        #expect(r.stderr.contains("render"))
    }
}

/// `render --compare` / `--compare-set`: two panes in one frame.
struct CompareCLITests {
    @Test func renderComparesAFixtureWithItselfAndWithAnother() throws {
        let r = try CLIProcessTests.lattice(["render", CLIProcessTests.sticky, "--size", "120x30", "--keys", "jjjj",
                                             "--compare-set", "layout.stickyHeaderYOffset=20"])
        #expect(r.status == 0)
        let first = try #require(r.stdout.split(separator: "\n").first)
        #expect(first.contains("offset 0,16  sticky ") && first.contains("│sticky walk") && first.hasSuffix("yOff 20"))
        let other = try CLIProcessTests.lattice(["render", CLIProcessTests.sticky, "--size", "80x48",
                                                 "--compare", "Fixtures/list/sticky-mail.yaml"])
        #expect(other.status == 0 && other.stdout.contains("sticky walk") && other.stdout.contains("sticky mail"))
        let bad = try CLIProcessTests.lattice(["render", CLIProcessTests.sticky, "--compare-set", "layout.stickyHeaderYOffset=x"])
        #expect(bad.status == 1 && bad.stderr.contains("stickyHeaderYOffset"))
    }
}
