#ifndef LATTICE_EXIT_CLEANUP_H
#define LATTICE_EXIT_CLEANUP_H

/// The temporary files a program has open, removed when a signal ends it before they are
/// committed or discarded (Ctrl-C, SIGTERM during a long `record`, a closed terminal). Written in
/// C, beside the terminal guard, so that the handler is async-signal-safe: it only unlink(2)s
/// paths copied beforehand into fixed storage, puts back the action it replaced (the terminal
/// guard's, or the default) with sigaction(2) and raises the signal again, so whatever was there
/// runs next.
///
/// While at least one path is remembered, the handler is installed for the signals that end a
/// program without a crash: SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2,
/// SIGXCPU, SIGXFSZ (one the program ignores, SIGPIPE often, is left alone). When the last is
/// forgotten the replaced actions are put back. Remembering and forgetting may happen on any
/// thread (they take a lock; the handler takes none).

/// Removes `path` if a signal ends the program before `lattice_cleanup_forget(path)`. Returns 0,
/// or -1 when the path is too long or eight are already remembered (the file is then not removed
/// on a signal).
int lattice_cleanup_remember(const char *path);

/// `path` is gone or kept on purpose: a signal leaves it alone. Returns 1 when it was
/// remembered, 0 when not.
int lattice_cleanup_forget(const char *path);

#endif
