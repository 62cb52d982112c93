import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let fixture = CLIProcessTests.root.appendingPathComponent("Fixtures/list/generated-100k.yaml").path
        let pid = try Self.spawn(try LatticeBinary.required().path,
                                 ["record", fixture, "--keys", "<resize 1000x500>" + String(repeating: "j", count: 5000),
                                  "--key-delay", "0ms", "--output", output])
        // Wait for the temporary file (`.long.cast.PID.0.tmp`) to appear, then stop the program.
        var seen: [String] = []
        for _ in 0..<1200 where seen.isEmpty {
            Thread.sleep(forTimeInterval: 0.1)
            seen = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try #require(!seen.isEmpty, "the temporary file never appeared")
        #expect(status & 0x7F == SIGTERM)   // ended by the signal (WTERMSIG)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    /// Starts `path` with no signal blocked and default actions (a test runner's thread may
    /// block signals, and a child inherits its mask), output to /dev/null.
    static func spawn(_ path: String, _ arguments: [String]) throws -> pid_t {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), terminating = sigset_t()
        sigemptyset(&none)
        sigemptyset(&terminating)
        sigaddset(&terminating, SIGTERM)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &terminating)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        try #require(result == 0, "posix_spawn: \(result)")
        return pid
    }
}
