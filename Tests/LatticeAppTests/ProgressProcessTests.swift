import Foundation
import Testing

/// The real `lattice` draws progress on standard error only when that is a terminal: a pipe
/// gets not one byte of it; under a pseudo-terminal (`script`) the step and its bar appear and
/// the line is erased at the end, before the command's own output.
@Suite struct ProgressProcessTests {
    /// A list of 2,000,000 generated items: generating their sizes is a step with a fraction.
    static func fixture() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-progress-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/many.yaml"
        try "viewport: {width: 100, height: 300}\nsections: [{items: [{generate: {count: 2000000, width: 100, height: 10}}]}]\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aPipeGetsNoProgress() throws {
        let path = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let r = try CLIProcessTests.lattice(["dump", path, "--rect", "0,0,10,10"], environment: ["TERM": "xterm"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "stderr: \(r.stderr.debugDescription)")
        #expect(r.stdout.contains("\"contentSize\": {\"width\": 100, \"height\": 20000000}"))
    }

    #if os(Linux)
    @Test func aTerminalGetsTheBarAndItIsErasedAtTheEnd() throws {
        let script = "/usr/bin/script"
        try #require(FileManager.default.isExecutableFile(atPath: script), "util-linux's script(1) runs the command under a pseudo-terminal")
        let binary = try LatticeBinary.required().path
        let path = try Self.fixture()
        let dir = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = dir + "/typescript", out = dir + "/out.json"
        // Standard output to a file: what the terminal shows is standard error alone.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", "'\(binary)' dump '\(path)' --rect 0,0,10,10 > '\(out)'", log]
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm"
        environment["LATTICE_CONFIG_DIR"] = dir + "/config"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let typescript = try String(contentsOfFile: log, encoding: .utf8)
        let erase = "\r\u{1B}[K"
        // The step, then its bar: the first draw right as it begins, the last at the latest
        // a tenth of a second before it ends.
        #expect(typescript.contains(erase + "generating 2,000,000 item sizes"), "\(typescript.debugDescription)")
        #expect(typescript.contains("generating 2,000,000 item sizes  [#"), "\(typescript.debugDescription)")
        // The last thing drawn is the erase: nothing of a bar stays on the line.
        let erases = typescript.components(separatedBy: erase)
        #expect(erases.count >= 3)
        let after = erases.last ?? ""
        #expect(!after.contains("%") && !after.contains("generating") && !after.contains("laying out"), "after the last erase: \(after.debugDescription)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("\"contentSize\": {\"width\": 100, \"height\": 20000000}"))
    }
    #endif
}
