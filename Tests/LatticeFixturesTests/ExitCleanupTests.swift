import CExitCleanup
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary-file cleanup of CExitCleanup: a remembered path is forgotten once, the ending
/// signals have a handler while it is remembered, and paths it cannot keep are refused. (That
/// a signal removes the file is `OutputSafetyProcessTests.sigtermDuringRecordLeavesNoTemporaryFile`,
/// in a child process; other tests of this process may remember files meanwhile, so nothing
/// here counts them.)
@Suite struct ExitCleanupTests {
    func handlerAddress(of signal: Int32) -> Int {
        var current = sigaction()
        sigaction(signal, nil, &current)
        #if canImport(Darwin)
        return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #else
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #endif
    }

    @Test func aRememberedPathHasAHandlerUntilItIsForgottenOnce() {
        let path = "/tmp/.lattice-exit-cleanup-\(getpid()).tmp"
        #expect(lattice_cleanup_remember(path) == 0)
        // SIG_DFL is 0 on Linux and macOS: while a path is remembered SIGTERM and SIGINT do not
        // end the program before the handler runs.
        #expect(handlerAddress(of: SIGTERM) != 0 && handlerAddress(of: SIGINT) != 0)
        #expect(lattice_cleanup_forget(path) == 1)
        #expect(lattice_cleanup_forget(path) == 0)
    }

    @Test func aPathTooLongOrAnEmptyOneIsRefused() {
        #expect(lattice_cleanup_remember(String(repeating: "x", count: 5000)) == -1)
        #expect(lattice_cleanup_remember("") == -1)
        #expect(lattice_cleanup_forget("") == 0)
    }
}
