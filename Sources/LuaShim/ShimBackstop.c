// The host's backstop (ShimBackstop.h): per-thread deadlines of the thread's processor time, and
// the checks the count hook, the trampoline and the host's loops make (the watcher thread and its
// signal: ShimBackstopWatch.c).
//
// Deadlines are in the thread's processor time, not the wall clock's: a case waiting (for its
// turn to hold a large storage, for a core of a busy machine while `--jobs` cases run side by
// side) is not charged for it, so a case is stopped where it would be alone, whatever the load.
// A thread's processor time runs no faster than the wall clock, so each deadline has a bound on
// the wall clock before which it cannot have passed (`wall_bound`): the watcher, the signal
// handler and each check compare the cheap monotonic clock (a vDSO call of about 20 ns, against
// the 2 to 5 µs of a tick's 1,000 instructions) with that bound, and only a check past it reads
// the thread's processor time (a system call), either firing or moving the bound on. Setting a
// deadline (twice a verb) reads it at most every half second of wall time, and otherwise takes
// an upper bound of it (`cpu_upper`): one system call per verb doubled the cost of a Home/reopen
// cycle.
// Nothing it reads reaches the simulation: it can only stop a case (docs/security.md, "The host's
// backstop"), so a trace that finishes under it is byte for byte the trace without it.
#include "ShimBackstopSlot.h"
#include "ShimLib.h"
#include "LuaShim.h"
#include <stdio.h>
#include <string.h>
#include <time.h>

#define NONE SHIM_BACKSTOP_NONE

/// Wall time between two readings of the processor clock when deadlines are set (half a second):
/// a reading is a system call, and a verb sets two deadlines.
#define REFRESH_NS 500000000ULL

/// Reads this thread's processor time (a system call), noting it and `wall`.
static unsigned long long cpu_read(ShimBackstopSlot *slot, unsigned long long wall) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    slot->cpu_mark = (unsigned long long)t.tv_sec * 1000000000ULL + (unsigned long long)t.tv_nsec;
    slot->wall_mark = wall;
    return slot->cpu_mark;
}

/// An upper bound of this thread's processor time at `wall`: the last reading plus the wall time
/// since, which the thread cannot have exceeded; read again past REFRESH_NS. A deadline set from
/// it is never early (a stop never comes before its processor time is spent), and late by at
/// most what the thread waited since the last reading.
static unsigned long long cpu_upper(ShimBackstopSlot *slot, unsigned long long wall) {
    if (wall - slot->wall_mark > REFRESH_NS) return cpu_read(slot, wall);
    return slot->cpu_mark + (wall - slot->wall_mark);
}

static unsigned long long after(ShimBackstopSlot *slot, double seconds) {
    if (!(seconds > 0)) return NONE;
    return cpu_upper(slot, shim_backstop_now()) + (unsigned long long)(seconds * 1e9);
}

/// The time on the monotonic clock before which this thread cannot have reached `deadline` of
/// its processor time.
static unsigned long long wall_bound(ShimBackstopSlot *slot, unsigned long long deadline) {
    if (deadline == NONE) return NONE;
    unsigned long long wall = shim_backstop_now(), used = cpu_upper(slot, wall);
    return wall + (deadline > used ? deadline - used : 0);
}

/// Sets the deadline now in force: `deadline` of `kind`, or the case's if that comes first.
static void set_deadline(ShimBackstopSlot *slot, unsigned long long deadline, int kind) {
    if (slot->frame.case_deadline <= deadline) {
        deadline = slot->frame.case_deadline;
        kind = SHIM_BACKSTOP_CASE;
    }
    slot->frame.deadline = deadline;
    slot->frame.kind = kind;
    atomic_store(&slot->deadline, wall_bound(slot, deadline));
    atomic_store(&slot->signaled, 0);
}

ShimBackstopFrame shim_backstop_begin(double case_seconds, double stretch_seconds) {
    ShimBackstopSlot *slot = shim_backstop_slot();
    ShimBackstopFrame none = { NONE, NONE, 0, 0, 0, 0 };
    if (slot == NULL) return none;
    ShimBackstopFrame saved = slot->frame;
    cpu_read(slot, shim_backstop_now());  /* a case starts from an exact reading */
    unsigned long long ends = after(slot, case_seconds);
    slot->frame.case_seconds = case_seconds;
    if (saved.case_deadline < ends) {   /* never past the outer case, whose limit it then is */
        ends = saved.case_deadline;
        slot->frame.case_seconds = saved.case_seconds;
    }
    slot->frame.case_deadline = ends;
    slot->frame.stretch = stretch_seconds;
    slot->frame.fired = saved.fired;
    if (!saved.fired) memset(&slot->report, 0, sizeof slot->report);
    set_deadline(slot, after(slot, stretch_seconds), SHIM_BACKSTOP_STRETCH);
    return saved;
}

void shim_backstop_end(ShimBackstopFrame saved) {
    ShimBackstopSlot *slot = shim_backstop_current;
    if (slot == NULL) return;
    slot->frame = saved;
    atomic_store(&slot->deadline, wall_bound(slot, saved.deadline));
    atomic_store(&slot->signaled, 0);
}

void shim_backstop_rearm(int verb) {
    ShimBackstopSlot *slot = shim_backstop_current;
    if (slot == NULL || slot->frame.case_deadline == NONE || slot->frame.fired) return;
    set_deadline(slot, after(slot, slot->frame.stretch), verb ? SHIM_BACKSTOP_VERB : SHIM_BACKSTOP_STRETCH);
}

/// Records what was running and fires.
static void fire(ShimBackstopSlot *slot, lua_State *L) {
    if (slot->frame.fired) return;
    slot->frame.fired = 1;
    ShimBackstopReport *report = &slot->report;
    report->fired = 1;
    report->kind = slot->frame.kind;
    report->seconds = slot->frame.kind == SHIM_BACKSTOP_CASE ? slot->frame.case_seconds : slot->frame.stretch;
    if (L != NULL) shim_site(L, report->site, (int)sizeof report->site);
    lua_State *driver = slot->driver;
    if (driver != NULL && slot->frame.kind == SHIM_BACKSTOP_VERB) {
        lua_Debug ar;
        if (lua_getstack(driver, 0, &ar) && lua_getinfo(driver, "n", &ar) && ar.name != NULL)
            snprintf(report->verb, sizeof report->verb, "%s", ar.name);
        shim_site(driver, report->verb_site, (int)sizeof report->verb_site);
    }
}

int shim_backstop_check(lua_State *L) {
    ShimBackstopSlot *slot = shim_backstop_current;
    if (slot == NULL || slot->frame.deadline == NONE) return 0;
    if (slot->frame.fired) return 1;
    unsigned long long wall = shim_backstop_now();
    if (wall < atomic_load(&slot->deadline)) return 0;
    unsigned long long used = cpu_read(slot, wall);
    if (used < slot->frame.deadline) {  /* the thread waited: its bound moves on */
        atomic_store(&slot->deadline, wall + (slot->frame.deadline - used));
        atomic_store(&slot->signaled, 0);
        return 0;
    }
    fire(slot, L);
    return 1;
}

int shim_backstop_due(void) {
    ShimBackstopSlot *slot = shim_backstop_current;
    return shim_backstop_check(slot != NULL ? slot->running : NULL);
}

int shim_backstop_fired(void) {
    ShimBackstopSlot *slot = shim_backstop_current;
    return slot != NULL && slot->frame.fired;
}

void shim_backstop_report(ShimBackstopReport *report) {
    ShimBackstopSlot *slot = shim_backstop_current;
    if (slot != NULL && slot->frame.fired) *report = slot->report;
    else memset(report, 0, sizeof *report);
}

lua_State *shim_backstop_running(lua_State *L) {
    ShimBackstopSlot *slot = shim_backstop_current;
    if (slot == NULL) return NULL;
    lua_State *before = slot->running;
    slot->running = L;
    return before;
}

lua_State *shim_backstop_driver(lua_State *L) {
    ShimBackstopSlot *slot = shim_backstop_current;
    if (slot == NULL) return NULL;
    lua_State *before = slot->driver;
    slot->driver = L;
    return before;
}
