import Foundation
import Testing

/// `lattice record`: asciicast v2 files whose last screen is `render`'s, byte-for-byte
/// reproducible, with key pauses in presentation time and animations at 30 frames a second.
@Suite struct RecordCommandTests {
    typealias CLI = CLIProcessTests

    struct Case: CustomStringConvertible, Sendable {
        var fixture: String?
        var arguments: [String]
        var description: String { ([fixture ?? "demo"] + arguments).joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Scrolling, focus, an animated insert cut mid-way, a fling let run, the inspector.
        Case(fixture: CLI.sticky, arguments: ["--keys", "jjj<tab>a<wait 120ms>J<wait 1s>i"]),
        // A resize in the middle, colour and ASCII.
        Case(fixture: nil, arguments: ["--keys", "jj<resize 100x30>jd", "--color", "always", "--ascii"]),
        Case(fixture: "Fixtures/line/horizontal.yaml", arguments: ["--size", "100x30", "--keys", "llllK<wait 300ms>"]),
        Case(fixture: "Fixtures/list/sticky-mail.yaml", arguments: ["--set", "layout.stickyHeaderYOffset=20", "--keys", "jjjjx<wait 100ms>"]),
    ]

    static func record(_ c: Case, to path: String, extra: [String] = []) throws -> CLI.Result {
        try CLI.lattice(["record"] + (c.fixture.map { [$0] } ?? []) + c.arguments + ["--output", path] + extra)
    }

    @Test(arguments: cases)
    func lastScreenIsRendersText(_ c: Case) throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.cast").path
        let r = try Self.record(c, to: path)
        try #require(r.status == 0, "\(r.stderr)")
        let replay = try CastReplay(cast: try String(contentsOfFile: path, encoding: .utf8))
        // render prints the frame as text, one line per row; the same options but --color.
        var arguments = c.arguments
        if let i = arguments.firstIndex(of: "--color") { arguments.removeSubrange(i...(i + 1)) }
        let render = try CLI.lattice(["render"] + (c.fixture.map { [$0] } ?? []) + arguments + ["--color", "never"])
        #expect(render.status == 0)
        #expect(replay.text == render.stdout)
        #expect(replay.times == replay.times.sorted())
    }

    @Test func wideLabelsTakeTwoColumnsInTheCast() throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = folder.appendingPathComponent("wide.yaml"), path = folder.appendingPathComponent("a.cast").path
        try Data("""
            name: "日本語"
            viewport: {width: 200, height: 200}
            layout: {stickyHeaders: true}
            sections:
              - header: 20
                headerLabel: "受信箱"
                items:
                  - {size: [200, 40], label: "漢字のラベル"}
                  - {size: [200, 40], label: "한국어"}
                  - {size: [200, 40], repeat: 4}
            """.utf8).write(to: fixture)
        let keys = "jjjj<tab>"
        let r = try CLI.lattice(["record", fixture.path, "--keys", keys, "--output", path])
        try #require(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("\\u0000"))   // a wide character's second column is never written
        let replay = try CastReplay(cast: text)
        let render = try CLI.lattice(["render", fixture.path, "--keys", keys, "--color", "never"])
        #expect(render.stdout.contains("受信箱"))
        #expect(replay.text == render.stdout)
    }

    @Test func sameCommandSameBytes() throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.cast").path, b = folder.appendingPathComponent("b.cast").path
        #expect(try Self.record(Self.cases[0], to: a, extra: ["--color", "always"]).status == 0)
        #expect(try Self.record(Self.cases[0], to: b, extra: ["--color", "always"]).status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: a))
        #expect(bytes.count > 1000)
        #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: b))))
    }

    @Test func headerAndKeyPausesInPresentationTime() throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.cast").path
        let r = try CLI.lattice(["record", CLI.sticky, "--keys", "j<tab>", "--key-delay", "1s", "--size", "80x24", "--output", path])
        try #require(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let replay = try CastReplay(cast: text)
        #expect(replay.header["version"] as? Int == 2)
        #expect(replay.header["width"] as? Int == 80 && replay.header["height"] as? Int == 24)
        #expect(replay.header["title"] as? String == "sticky walk")
        #expect((replay.header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        #expect(replay.header["timestamp"] == nil)
        // The first screen at 0, each key's a second later, the last held one more second.
        #expect(replay.times == [0, 1, 2, 3])
        // After the first screen only changed cells are written: focusing marks one element.
        let events = text.split(separator: "\n").dropFirst().map(String.init)
        #expect(events[2].utf8.count * 3 < events[0].utf8.count)
    }

    @Test func animationsPlayAtThirtyFramesASecond() throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.cast").path
        // A fling down the sticky walk (offset 0 → its end at 50 over about 2.3 s), 500 ms of it.
        let r = try CLI.lattice(["record", CLI.sticky, "--keys", "J<wait 500ms>", "--key-delay", "0ms", "--output", path])
        try #require(r.status == 0, "\(r.stderr)")
        let times = try CastReplay(cast: try String(contentsOfFile: path, encoding: .utf8)).times
        let inside = times.filter { $0 > 0 && $0 < 0.5 }
        #expect(inside.count >= 5)
        for t in inside { #expect(abs(t * 30 - (t * 30).rounded()) < 0.001, "\(t) is not on a 1/30 s frame") }
        #expect(times.last == 0.5)
    }

    @Test func liveRecordingRefusesAFileAndLeavesNoEmptyCast() throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let taken = folder.appendingPathComponent("taken.cast").path, fresh = folder.appendingPathComponent("new.cast").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: taken))
        let refused = try CLI.lattice([CLI.sticky, "--record", taken])
        #expect(refused.status == 1 && refused.stderr.contains("--force"))
        #expect(try String(contentsOfFile: taken, encoding: .utf8) == "old")
        // The test's stdout is no terminal: the viewer does not start, and no empty cast is left.
        let noTerminal = try CLI.lattice([CLI.sticky, "--record", fresh])
        #expect(noTerminal.status == 1)
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }

    @Test func badValuesAreInvalidInput() throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.cast").path
        let delay = try CLI.lattice(["record", CLI.sticky, "--key-delay", "soon", "--output", path])
        #expect(delay.status == 1 && delay.stderr.contains("--key-delay"))
        #expect(!FileManager.default.fileExists(atPath: path))
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let taken = try CLI.lattice(["record", CLI.sticky, "--output", path])
        #expect(taken.status == 1 && taken.stderr.contains("--force"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    }
}
