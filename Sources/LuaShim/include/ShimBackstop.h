// ShimBackstop: the host's backstop, a deadline of the host's processor time (the thread's, so a
// case waiting for a core or a turn is not charged) on the work of one case, and on each verb and
// each stretch of scenario code inside it (docs/security.md,
// "The host's backstop"). Simulated time is what a script is charged and what the watchdogs
// watch; the backstop catches what they cannot see: an instruction that does unbounded work (a
// comparison of two huge strings, an __index chain), host work charged less than it costs. It
// only ever stops a case: a trace that finishes under it is the trace without it.
//
// The state is per thread (a case runs on one thread; `explore` runs cases on several), so every
// Lua state of a case shares it: the scenario's, and each process of each app. It is checked
// - by the count hook at every tick (LuaShim.c), and at once after the instruction running when
//   the deadline passes: a watcher thread signals the case's thread, whose handler arms the
//   running Lua thread's count hook for the very next instruction, as lua.c does for Ctrl-C
//   (ShimBackstopWatch.c);
// - by the trampoline before and after every host function (a verb, a framework call);
// - by the host's own loops (`shim_backstop_due`).
// Once past, the backstop has fired: every state of the thread halts (SHIM_HALT_DEADLINE) at its
// next instruction or host call until the case ends.
#ifndef SHIM_BACKSTOP_H
#define SHIM_BACKSTOP_H

/// Which deadline fired: a verb, a stretch of scenario code between verbs, or the whole case.
typedef enum { SHIM_BACKSTOP_VERB = 1, SHIM_BACKSTOP_STRETCH = 2, SHIM_BACKSTOP_CASE = 3 } ShimBackstopKind;

/// What ends a case's backstop frame restores (`shim_backstop_begin`).
typedef struct ShimBackstopFrame {
    unsigned long long deadline;       ///< ns of the thread's processor time; ~0: none
    unsigned long long case_deadline;  ///< the case's own deadline
    double stretch;                    ///< seconds one verb or stretch may take (0: no stretches)
    double case_seconds;               ///< seconds the case may take
    int kind;                          ///< what `deadline` is: a ShimBackstopKind
    int fired;
} ShimBackstopFrame;

/// What the backstop knew when it fired, for the message (`shim_backstop_report`).
typedef struct ShimBackstopReport {
    int fired;            ///< 0: it has not fired
    int kind;             ///< a ShimBackstopKind
    double seconds;       ///< the limit that was reached
    char site[256];       ///< `file:line` of the code running when it fired ("" when none)
    char verb[64];        ///< the verb running then ("" when none)
    char verb_site[256];  ///< `file:line` of the scenario's call of that verb
} ShimBackstopReport;

/// Starts a case on this thread: it may take `case_seconds`, and each verb or stretch of scenario
/// code `stretch_seconds` (0: the case's deadline only). Returns what `shim_backstop_end` puts
/// back (cases nest: the inner one never outlives the outer).
ShimBackstopFrame shim_backstop_begin(double case_seconds, double stretch_seconds);
/// Ends the case begun by the `shim_backstop_begin` that returned `saved`.
void shim_backstop_end(ShimBackstopFrame saved);
/// A verb or a stretch of scenario code begins (`verb` non-zero: a verb): its deadline is
/// `stretch_seconds` from now, never past the case's. No effect outside a case.
void shim_backstop_rearm(int verb);
/// Whether this thread's case is past its deadline; reading the clock, fires the backstop when it
/// just passed (naming the line of the Lua code that called the host). For the host's own loops.
int shim_backstop_due(void);
/// Whether the backstop fired in this thread's case (no clock read).
int shim_backstop_fired(void);
/// What the backstop knew when it fired.
void shim_backstop_report(ShimBackstopReport *report);

#endif
