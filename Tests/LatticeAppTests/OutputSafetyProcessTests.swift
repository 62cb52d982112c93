import Foundation
import Testing

/// What the output files of `record` and friends leave behind when the program is stopped, run
/// through the real binary.
@Suite struct OutputSafetyProcessTests {
    /// SIGTERM in the middle of a long `record` removes the temporary file beside the output (and
    /// writes no output): the keys here take minutes (a 1000x500 screen redrawn for each of
    /// 5,000 scrolls), so the signal always lands while the cast is being written.
    @Test(.timeLimit(.minutes(3))) func sigtermDuringRecordLeavesNoTemporaryFile() throws {
        let folder = try DemoCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("long.cast").path
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("lattice")
        process.currentDirectoryURL = CLIProcessTests.root
        process.arguments = ["record", "Fixtures/list/generated-100k.yaml", "--keys", "<resize 1000x500>" + String(repeating: "j", count: 5000),
                             "--key-delay", "0ms", "--output", output]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the temporary file (`.long.cast.PID.0.tmp`) to appear, then stop the program.
        var seen: [String] = []
        for _ in 0..<1200 where seen.isEmpty && process.isRunning {
            Thread.sleep(forTimeInterval: 0.1)
            seen = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        }
        try #require(!seen.isEmpty, "the temporary file never appeared")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
}
