#include "exit_cleanup.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#define SLOT_COUNT 8
#define SLOT_BYTES 4096

static const int cleaned[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ,
};
#define CLEANED_COUNT ((int)(sizeof cleaned / sizeof cleaned[0]))

/// NUL-terminated paths; an empty one is a free slot. A slot is published by writing its first
/// byte last, so the handler never reads half a path.
static char paths[SLOT_COUNT][SLOT_BYTES];
static struct sigaction replaced[CLEANED_COUNT];
static int held;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void on_signal(int signal) {
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        if (paths[slot][0] != 0) {
            unlink(paths[slot]);
            paths[slot][0] = 0;
        }
    }
    for (int i = 0; i < CLEANED_COUNT; i++) {
        if (cleaned[i] == signal) sigaction(signal, &replaced[i], NULL);
    }
    raise(signal);
}

static void install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < CLEANED_COUNT; i++) {
        sigaction(cleaned[i], NULL, &replaced[i]);
        if (replaced[i].sa_handler == SIG_IGN) continue;   // ignored: it does not end the program
        sigaction(cleaned[i], &action, NULL);
    }
}

static void uninstall(void) {
    for (int i = 0; i < CLEANED_COUNT; i++) sigaction(cleaned[i], &replaced[i], NULL);
}

int lattice_cleanup_remember(const char *path) {
    size_t length = strlen(path);
    if (length == 0 || length >= SLOT_BYTES) return -1;
    int result = -1;
    pthread_mutex_lock(&lock);
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        if (paths[slot][0] != 0) continue;
        memcpy(paths[slot] + 1, path + 1, length);   // the rest and its NUL first
        __atomic_signal_fence(__ATOMIC_SEQ_CST);
        paths[slot][0] = path[0];                     // then the first byte: the slot is taken
        if (++held == 1) install();
        result = 0;
        break;
    }
    pthread_mutex_unlock(&lock);
    return result;
}

int lattice_cleanup_forget(const char *path) {
    int found = 0;
    pthread_mutex_lock(&lock);
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        if (paths[slot][0] == 0 || strcmp(paths[slot], path) != 0) continue;
        paths[slot][0] = 0;
        __atomic_signal_fence(__ATOMIC_SEQ_CST);
        if (--held == 0) uninstall();
        found = 1;
        break;
    }
    pthread_mutex_unlock(&lock);
    return found;
}
