#include "terminal_guard.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int guarded[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGSYS,
    SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
};
#define GUARDED_COUNT ((int)(sizeof guarded / sizeof guarded[0]))

/// CAN (cancels an escape sequence the program was in the middle of), SGR 0, mouse modes off
/// (X10, button, any-motion, SGR, urxvt), keypad transmit off, main screen, cursor visible.
static const char reset[] =
    "\030\033[0m\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[?1015l\033[?1l\033>\033[?1049l\033[?25h";

static struct termios saved;
static int saved_fd = -1;
static struct sigaction previous[GUARDED_COUNT];
static int installed;
static void *alternate_stack;
static int original_stderr = -1;
static int captured_stderr = -1;
static char replay_buffer[4096];

const char *lattice_guard_reset_sequence(int *length) {
    *length = (int)(sizeof reset - 1);
    return reset;
}

void lattice_guard_restore(void) {
    if (saved_fd < 0) return;
    int e = errno;
    tcsetattr(saved_fd, TCSANOW, &saved);
    ssize_t unused = write(saved_fd, reset, sizeof reset - 1);
    (void)unused;
    errno = e;
}

int lattice_guard_capture_stderr(void) {
    if (captured_stderr >= 0) return 0;
    char path[] = "/tmp/lattice-stderr-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return -1;
    unlink(path);
    int saved = dup(STDERR_FILENO);
    if (saved < 0 || dup2(fd, STDERR_FILENO) < 0) {
        if (saved >= 0) close(saved);
        close(fd);
        return -1;
    }
    original_stderr = saved;
    captured_stderr = fd;
    return 0;
}

/// Puts standard error back and copies the captured bytes to it: dup2, lseek, read and write
/// only, so the signal handler can call it too.
static void replay_stderr(void) {
    if (captured_stderr < 0) return;
    dup2(original_stderr, STDERR_FILENO);
    lseek(captured_stderr, 0, SEEK_SET);
    ssize_t n;
    while ((n = read(captured_stderr, replay_buffer, sizeof replay_buffer)) > 0) {
        ssize_t unused = write(STDERR_FILENO, replay_buffer, (size_t)n);
        (void)unused;
    }
    close(captured_stderr);
    close(original_stderr);
    captured_stderr = -1;
    original_stderr = -1;
}

void lattice_guard_release_stderr(void) { replay_stderr(); }

/// SA_RESETHAND has already made the action the default one and SA_NODEFER lets the raise
/// through at once: the program ends as the signal says (a core for SIGSEGV, 130 for SIGINT…).
static void on_signal(int sig) {
    lattice_guard_restore();
    replay_stderr();
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(sig, &fallback, NULL);   /* SA_RESETHAND may not reset SIGILL / SIGTRAP everywhere */
    raise(sig);
}

int lattice_guard_install(int fd) {
    if (tcgetattr(fd, &saved) != 0) return -1;
    saved_fd = fd;
    if (!alternate_stack) {
        size_t size = 64 * 1024;
        alternate_stack = malloc(size);
        if (alternate_stack) {
            stack_t ss;
            memset(&ss, 0, sizeof ss);
            ss.ss_sp = alternate_stack;
            ss.ss_size = size;
            sigaltstack(&ss, NULL);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
    for (int i = 0; i < GUARDED_COUNT; i++) sigaction(guarded[i], &action, &previous[i]);
    installed = 1;
    return 0;
}

void lattice_guard_uninstall(void) {
    if (!installed) return;
    for (int i = 0; i < GUARDED_COUNT; i++) sigaction(guarded[i], &previous[i], NULL);
    installed = 0;
    saved_fd = -1;
}
