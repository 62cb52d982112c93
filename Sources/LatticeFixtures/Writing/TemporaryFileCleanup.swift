#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files `AtomicFile` has open, removed when a signal ends the program before they
/// are committed or discarded (Ctrl-C, SIGTERM during a long `record`, a closed terminal).
///
/// While at least one is open, a handler is installed for the signals that end a program
/// without a crash (SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2,
/// SIGXCPU, SIGXFSZ). It is async-signal-safe: it only unlink(2)s paths copied beforehand into
/// fixed storage, puts back the action it replaced (the terminal guard's, or the default) with
/// sigaction(2) and raises the signal again, so whatever was there runs next. When the last
/// temporary file is gone the replaced actions are put back.
///
/// Registration happens on one thread at a time (the commands and the viewer write from the
/// main thread).
enum TemporaryFileCleanup {
    static let slotCount = 8
    static let slotBytes = 4096
    static let signals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ]

    // The three statics below are `nonisolated(unsafe)` on purpose: the signal handler reads
    // them, and a handler may take no lock (locks are not async-signal-safe), so no Mutex or actor
    // can guard them. They are safe as written: registration runs on one thread at a time, a slot
    // is published by writing its first byte last, and the handler only reads.

    /// `slotCount` NUL-terminated paths; an empty one is a free slot.
    nonisolated(unsafe) static let paths: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotBytes)
        p.initialize(repeating: 0, count: slotCount * slotBytes)
        return p
    }()
    /// The actions the handler replaced, one per signal of `signals`.
    nonisolated(unsafe) static let replaced: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: signals.count)
        p.initialize(repeating: sigaction(), count: signals.count)
        return p
    }()
    nonisolated(unsafe) static var held = 0

    /// Removes `path` if a signal ends the program before `forget(path)`.
    static func remember(_ path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < slotBytes, let slot = (0..<slotCount).first(where: { paths[$0 * slotBytes] == 0 }) else { return }
        let start = paths + slot * slotBytes
        for (i, b) in bytes.enumerated().reversed() { start[i] = CChar(bitPattern: b) }   // the first byte last: the slot is taken when whole
        start[bytes.count] = 0
        held += 1
        if held == 1 { install() }
    }

    /// `path` is gone or kept on purpose: a signal leaves it alone.
    static func forget(_ path: String) {
        for slot in 0..<slotCount {
            let start = paths + slot * slotBytes
            guard start[0] != 0, strcmp(start, path) == 0 else { continue }
            start[0] = 0
            held -= 1
            if held == 0 { uninstall() }
            return
        }
    }

    static func install() {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = onSignal
        #else
        action.__sigaction_handler.sa_handler = onSignal
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for (i, s) in signals.enumerated() {
            sigaction(s, nil, replaced + i)
            // A signal the program ignores (SIGPIPE, often) does not end it: left alone.
            if handlerAddress(replaced[i]) == 1 { continue }   // SIG_IGN
            sigaction(s, &action, nil)
        }
    }

    /// The address of an action's handler (0 for SIG_DFL, 1 for SIG_IGN on Linux and macOS).
    static func handlerAddress(_ action: sigaction) -> Int {
        #if canImport(Darwin)
        unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #else
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #endif
    }

    static func uninstall() {
        for (i, s) in signals.enumerated() { sigaction(s, replaced + i, nil) }
    }

    /// Removes every remembered file, puts back the replaced action of `signal` and raises it
    /// again (delivered as soon as this handler returns).
    static let onSignal: @convention(c) (Int32) -> Void = { signal in
        for slot in 0..<TemporaryFileCleanup.slotCount {
            let start = TemporaryFileCleanup.paths + slot * TemporaryFileCleanup.slotBytes
            if start[0] != 0 { unlink(start); start[0] = 0 }
        }
        for (i, s) in TemporaryFileCleanup.signals.enumerated() where s == signal {
            sigaction(s, TemporaryFileCleanup.replaced + i, nil)
        }
        raise(signal)
    }
}
