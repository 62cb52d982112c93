#include "terminal_guard.h"

#include <errno.h>
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

/// SA_RESETHAND has already made the action the default one and SA_NODEFER lets the raise
/// through at once: the program ends as the signal says (a core for SIGSEGV, 130 for SIGINT…).
static void on_signal(int sig) {
    lattice_guard_restore();
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
