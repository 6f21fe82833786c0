// The host's backstop (ShimBackstop.h): per-thread deadlines of real time, a watcher thread that
// signals a thread past its deadline, and the checks the count hook and the trampoline make.
//
// The clock is read only here: at the start of a case, at each verb (twice: the verb, then the
// stretch of scenario code after it), at each tick of the count hook and each host call while a
// case runs (a vDSO call of about 20 ns, against the 2 to 5 µs of a tick's 1,000 instructions).
// Nothing it reads reaches the simulation: it can only stop a case (docs/security.md, "The host's
// backstop"), so a trace that finishes under it is byte for byte the trace without it.
#include "ShimBackstop.h"
#include "ShimLib.h"
#include "LuaShim.h"
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NONE (~0ULL)
/// How often the watcher looks at the deadlines: a thread past its deadline is signalled within
/// this much real time.
#define WATCH_NS 20000000ULL
/// The signal the watcher sends (ignored by default: a stray one does nothing).
#define BACKSTOP_SIGNAL SIGURG

/// One thread's backstop. The watcher reads `deadline`, `signaled` and `thread` under `slots_lock`
/// (the first two are atomic: the owner writes them without the lock); the rest is the owner's.
typedef struct Slot {
    _Atomic unsigned long long deadline;
    atomic_int signaled;
    pthread_t thread;
    struct Slot *next;
    ShimBackstopFrame frame;        ///< the case now (deadline mirrors frame.deadline)
    int kind;                       ///< what `deadline` is: a ShimBackstopKind
    lua_State *volatile running;    ///< the Lua thread running code now, of any state
    lua_State *driver;              ///< the scenario thread inside a verb now (NULL: none)
    ShimBackstopReport report;
} Slot;

static _Thread_local Slot *current;
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
static Slot *slots;
static pthread_key_t slot_key;
static pthread_once_t started = PTHREAD_ONCE_INIT;

static unsigned long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ULL + (unsigned long long)t.tv_nsec;
}

static unsigned long long after(double seconds) {
    if (!(seconds > 0)) return NONE;
    return now_ns() + (unsigned long long)(seconds * 1e9);
}

/// On the thread past its deadline: arms the count hook of the Lua thread running there, so that
/// the hook runs after the instruction under way (lua_sethook is safe in a signal handler).
static void on_signal(int number) {
    (void)number;
    int saved = errno;
    Slot *slot = current;
    if (slot != NULL && slot->running != NULL && now_ns() >= atomic_load(&slot->deadline))
        lua_sethook(slot->running, shim_count_hook, LUA_MASKCOUNT, 1);
    errno = saved;
}

static void *watch(void *unused) {
    (void)unused;
    for (;;) {
        struct timespec pause = { 0, (long)WATCH_NS };
        nanosleep(&pause, NULL);
        unsigned long long now = now_ns();
        pthread_mutex_lock(&slots_lock);
        for (Slot *slot = slots; slot != NULL; slot = slot->next) {
            if (now >= atomic_load(&slot->deadline) && atomic_exchange(&slot->signaled, 1) == 0)
                pthread_kill(slot->thread, BACKSTOP_SIGNAL);
        }
        pthread_mutex_unlock(&slots_lock);
    }
    return NULL;
}

/// A thread that ran cases ends: its slot leaves the watcher's list.
static void forget(void *value) {
    Slot *slot = value;
    pthread_mutex_lock(&slots_lock);
    for (Slot **at = &slots; *at != NULL; at = &(*at)->next) {
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

/// This thread's slot, made and registered with the watcher on its first case.
static Slot *slot_here(void) {
    if (current != NULL) return current;
    pthread_once(&started, start);
    Slot *slot = calloc(1, sizeof *slot);
    if (slot == NULL) return NULL;
    atomic_store(&slot->deadline, NONE);
    slot->frame.deadline = slot->frame.case_deadline = NONE;
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
    current = slot;
    return slot;
}

/// Sets the deadline now in force: `deadline` of `kind`, or the case's if that comes first.
static void set_deadline(Slot *slot, unsigned long long deadline, int kind) {
    if (slot->frame.case_deadline <= deadline) {
        deadline = slot->frame.case_deadline;
        kind = SHIM_BACKSTOP_CASE;
    }
    slot->frame.deadline = deadline;
    slot->kind = kind;
    atomic_store(&slot->deadline, deadline);
    atomic_store(&slot->signaled, 0);
}

ShimBackstopFrame shim_backstop_begin(double case_seconds, double stretch_seconds) {
    Slot *slot = slot_here();
    ShimBackstopFrame none = { NONE, NONE, 0, 0, 0 };
    if (slot == NULL) return none;
    ShimBackstopFrame saved = slot->frame;
    unsigned long long ends = after(case_seconds);
    slot->frame.case_seconds = case_seconds;
    if (saved.case_deadline < ends) {   /* never past the outer case, whose limit it then is */
        ends = saved.case_deadline;
        slot->frame.case_seconds = saved.case_seconds;
    }
    slot->frame.case_deadline = ends;
    slot->frame.stretch = stretch_seconds;
    slot->frame.fired = saved.fired;
    if (!saved.fired) memset(&slot->report, 0, sizeof slot->report);
    set_deadline(slot, after(stretch_seconds), SHIM_BACKSTOP_STRETCH);
    return saved;
}

void shim_backstop_end(ShimBackstopFrame saved) {
    Slot *slot = current;
    if (slot == NULL) return;
    slot->frame = saved;
    slot->kind = SHIM_BACKSTOP_STRETCH;
    atomic_store(&slot->deadline, saved.deadline);
    atomic_store(&slot->signaled, 0);
}

void shim_backstop_rearm(int verb) {
    Slot *slot = current;
    if (slot == NULL || slot->frame.case_deadline == NONE || slot->frame.fired) return;
    set_deadline(slot, after(slot->frame.stretch), verb ? SHIM_BACKSTOP_VERB : SHIM_BACKSTOP_STRETCH);
}

/// Records what was running and fires.
static void fire(Slot *slot, lua_State *L) {
    if (slot->frame.fired) return;
    slot->frame.fired = 1;
    ShimBackstopReport *report = &slot->report;
    report->fired = 1;
    report->kind = slot->kind;
    report->seconds = slot->kind == SHIM_BACKSTOP_CASE ? slot->frame.case_seconds : slot->frame.stretch;
    if (L != NULL) shim_site(L, report->site, (int)sizeof report->site);
    lua_State *driver = slot->driver;
    if (driver != NULL && slot->kind == SHIM_BACKSTOP_VERB) {
        lua_Debug ar;
        if (lua_getstack(driver, 0, &ar) && lua_getinfo(driver, "n", &ar) && ar.name != NULL)
            snprintf(report->verb, sizeof report->verb, "%s", ar.name);
        shim_site(driver, report->verb_site, (int)sizeof report->verb_site);
    }
}

int shim_backstop_check(lua_State *L) {
    Slot *slot = current;
    if (slot == NULL || slot->frame.deadline == NONE) return 0;
    if (slot->frame.fired) return 1;
    if (now_ns() < slot->frame.deadline) return 0;
    fire(slot, L);
    return 1;
}

int shim_backstop_due(void) { return shim_backstop_check(current != NULL ? current->running : NULL); }

int shim_backstop_fired(void) { return current != NULL && current->frame.fired; }

void shim_backstop_report(ShimBackstopReport *report) {
    if (current != NULL && current->frame.fired) *report = current->report;
    else memset(report, 0, sizeof *report);
}

lua_State *shim_backstop_running(lua_State *L) {
    Slot *slot = current;
    if (slot == NULL) return NULL;
    lua_State *before = slot->running;
    slot->running = L;
    return before;
}

lua_State *shim_backstop_driver(lua_State *L) {
    Slot *slot = current;
    if (slot == NULL) return NULL;
    lua_State *before = slot->driver;
    slot->driver = L;
    return before;
}
