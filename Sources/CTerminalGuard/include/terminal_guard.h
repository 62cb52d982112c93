#ifndef LATTICE_TERMINAL_GUARD_H
#define LATTICE_TERMINAL_GUARD_H

/// The terminal's way out when the program ends by a signal or a crash, written in C so that the
/// signal handler is async-signal-safe: it uses only tcsetattr(3), write(2), sigaction(2) and
/// raise(3) on state prepared beforehand (CommandLineContract §4.5).

/// Saves the terminal settings of `fd` (call before the terminal is put into raw mode) and
/// installs the handler for every signal that can end the program: SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGSYS, SIGUSR1, SIGUSR2, SIGPIPE,
/// SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ. The handler runs on its own stack (a stack
/// overflow is caught too). It replaces whatever was installed (the Swift runtime's
/// backtracer among them) until `lattice_guard_uninstall`. Returns 0, or -1 when `fd` is not a
/// terminal.
int lattice_guard_install(int fd);

/// Puts back the handlers `lattice_guard_install` replaced (after a normal way out).
void lattice_guard_uninstall(void);

/// The restoring itself: the saved settings back with tcsetattr, then the reset sequences with
/// one write(2): cancel a half-written sequence, attributes off, mouse reporting off, keypad
/// transmit off, leave the alternate screen, show the cursor. Async-signal-safe.
void lattice_guard_restore(void);

/// Sends standard error to an unlinked temporary file while the terminal is taken, so that a
/// message written meanwhile (a Swift fatal error's, say) is not lost on the alternate screen:
/// the way out (`lattice_guard_release_stderr`, or the signal handler after restoring the
/// terminal) puts standard error back and copies what was captured to it. Returns 0, or -1 when
/// no temporary file could be made (standard error is then left alone).
int lattice_guard_capture_stderr(void);

/// Puts standard error back and writes out what was captured (a normal way out).
void lattice_guard_release_stderr(void);

/// The bytes `lattice_guard_restore` writes, and their count (for tests).
const char *lattice_guard_reset_sequence(int *length);

#endif
