// The backstop's watcher (ShimBackstop.h): a thread that looks at every thread's deadline every
// 20 ms and signals a thread past it, whose handler arms the count hook of the Lua thread running
// there, so that the hook runs right after the instruction under way (lua_sethook is safe in a
// signal handler: lua.c stops a script on Ctrl-C so). One instruction may do unbounded work (a
// comparison of two strings of 100 MiB, an __index chain of 2,000 tables), and a thousand of them
// come between two ticks. Also where a thread's slot is made, and forgotten when the thread ends.
#include "ShimBackstopSlot.h"
#include "ShimLib.h"
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/// How often the watcher looks at the deadlines: a thread past its deadline is signalled within
/// this much real time.
#define WATCH_NS 20000000L
/// The signal the watcher sends (ignored by default: a stray one does nothing).
#define BACKSTOP_SIGNAL SIGURG

_Thread_local ShimBackstopSlot *shim_backstop_current;
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
static ShimBackstopSlot *slots;
static pthread_key_t slot_key;
static pthread_once_t started = PTHREAD_ONCE_INIT;

unsigned long long shim_backstop_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ULL + (unsigned long long)t.tv_nsec;
}

/// On the thread past its deadline: arms the count hook of the Lua thread running there, so that
/// the hook runs after the instruction under way (lua_sethook is safe in a signal handler).
static void on_signal(int number) {
    (void)number;
    int saved = errno;
    ShimBackstopSlot *slot = shim_backstop_current;
    if (slot != NULL && slot->running != NULL && shim_backstop_now() >= atomic_load(&slot->deadline))
        lua_sethook(slot->running, shim_count_hook, LUA_MASKCOUNT, 1);
    errno = saved;
}

static void *watch(void *unused) {
    (void)unused;
    for (;;) {
        struct timespec pause = { 0, WATCH_NS };
        nanosleep(&pause, NULL);
        unsigned long long now = shim_backstop_now();
        pthread_mutex_lock(&slots_lock);
        for (ShimBackstopSlot *slot = slots; slot != NULL; slot = slot->next) {
            if (now >= atomic_load(&slot->deadline) && atomic_exchange(&slot->signaled, 1) == 0)
                pthread_kill(slot->thread, BACKSTOP_SIGNAL);
        }
        pthread_mutex_unlock(&slots_lock);
    }
    return NULL;
}

/// A thread that ran cases ends: its slot leaves the watcher's list.
static void forget(void *value) {
    ShimBackstopSlot *slot = value;
    pthread_mutex_lock(&slots_lock);
    for (ShimBackstopSlot **at = &slots; *at != NULL; at = &(*at)->next) {
        if (*at == slot) {
            *at = slot->next;
            break;
        }
    }
    pthread_mutex_unlock(&slots_lock);
    free(slot);
}

static void start(void) {
    pthread_key_create(&slot_key, forget);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(BACKSTOP_SIGNAL, &action, NULL);
    pthread_t watcher;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_create(&watcher, &attributes, watch, NULL);
    pthread_attr_destroy(&attributes);
}

ShimBackstopSlot *shim_backstop_slot(void) {
    if (shim_backstop_current != NULL) return shim_backstop_current;
    pthread_once(&started, start);
    ShimBackstopSlot *slot = calloc(1, sizeof *slot);
    if (slot == NULL) return NULL;
    atomic_store(&slot->deadline, SHIM_BACKSTOP_NONE);
    slot->frame.deadline = slot->frame.case_deadline = SHIM_BACKSTOP_NONE;
    slot->thread = pthread_self();
    // The signal may come while this thread runs Lua code: it must not be blocked here.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, BACKSTOP_SIGNAL);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    pthread_setspecific(slot_key, slot);
    pthread_mutex_lock(&slots_lock);
    slot->next = slots;
    slots = slot;
    pthread_mutex_unlock(&slots_lock);
    shim_backstop_current = slot;
    return slot;
}
