#ifndef LATTICE_TERMINAL_GUARD_H
#define LATTICE_TERMINAL_GUARD_H

/// The terminal's way out when the program ends by a signal or a crash, written in C so that the
/// signal handler is async-signal-safe: it uses only tcsetattr(3), write(2), sigaction(2) and
/// raise(3) on state prepared beforehand.

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

/// The bytes `lattice_guard_restore` writes, and their count (for tests).
const char *lattice_guard_reset_sequence(int *length);

#endif
