// The state of the host's backstop on one thread (ShimBackstop.h), shared by ShimBackstop.c (the
// deadlines and their checks) and ShimBackstopWatch.c (the watcher thread and its signal).
// Private to LuaShim.
#ifndef SHIM_BACKSTOP_SLOT_H
#define SHIM_BACKSTOP_SLOT_H

#include "ShimBackstop.h"
#include <lua.h>
#include <pthread.h>
#include <stdatomic.h>

/// No deadline.
#define SHIM_BACKSTOP_NONE (~0ULL)

/// One thread's backstop. The watcher reads `deadline`, `signaled` and `thread` under its lock
/// (the first two are atomic: the owner writes them without the lock); the rest is the owner's.
typedef struct ShimBackstopSlot {
    /// The monotonic time before which `frame.deadline`, in the thread's processor time, cannot
    /// have passed (ShimBackstop.c): what the watcher and the signal handler compare with.
    _Atomic unsigned long long deadline;
    atomic_int signaled;
    pthread_t thread;
    struct ShimBackstopSlot *next;
    ShimBackstopFrame frame;        ///< the case now (`deadline` mirrors frame.deadline)
    lua_State *volatile running;    ///< the Lua thread running code now, of any state
    lua_State *driver;              ///< the scenario thread inside a verb now (NULL: none)
    ShimBackstopReport report;
    /// The latest reading of the thread's processor time, and the monotonic time it was taken
    /// (ShimBackstop.c: deadlines are set from them without a system call each time).
    unsigned long long cpu_mark, wall_mark;
} ShimBackstopSlot;

/// This thread's slot (NULL until its first case).
extern _Thread_local ShimBackstopSlot *shim_backstop_current;
/// This thread's slot, made and handed to the watcher on its first case (NULL: out of memory).
ShimBackstopSlot *shim_backstop_slot(void);
/// Nanoseconds on the monotonic clock.
unsigned long long shim_backstop_now(void);

#endif
