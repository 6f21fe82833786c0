// LuaShim: the only place where Lua may raise an error.
//
// Swift never calls lua_error/luaL_error and no longjmp ever crosses a Swift frame:
// - the headers Swift sees bring in none of Lua's own: Swift sees an opaque lua_State,
//   Lua's constants by value and the stack operations that cannot raise, as real C functions
//   (ShimStack.h), so it cannot even name lua_error or lua_callk;
// - Swift-implemented Lua functions are reached through one C trampoline. The Swift side returns
//   a status (a result count, SHIM_RAISE with a message on the stack, or SHIM_HALT) and the
//   trampoline raises the error in C;
// - the instruction-count hook and the limited allocator are C, and their errors are raised in C;
// - while Swift code runs, the allocator never refuses (the cap is enforced only while Lua code
//   runs inside shim_pcall), so an allocating API call made from Swift cannot raise;
// - once a state is halted (budget, memory, kill, interrupt), the trampoline dispatches no Swift
//   function any more, on any thread of the state, until the host clears the halt: a stopped
//   app's code cannot print, save or schedule anything (H07).
#ifndef LUA_SHIM_H
#define LUA_SHIM_H

#include <stddef.h>
#include <signal.h>
// Lua's state, opaque, and the stack operations Swift may use.
#include "ShimStack.h"

/// Why a state stopped running Lua code. Sticky: once set, every further instruction raises.
typedef enum {
    SHIM_RUNNING = 0,
    SHIM_HALT_BUDGET = 1,     ///< the time budget ran out (watchdog)
    SHIM_HALT_MEMORY = 2,     ///< the allocator refused (memory cap)
    SHIM_HALT_KILL = 3,       ///< the host killed the code from a binding
    SHIM_HALT_INTERRUPT = 4,  ///< the user interrupted (Ctrl-C)
    SHIM_HALT_STEPS = 5,      ///< too many instructions without progress (scenario state)
    SHIM_HALT_DEADLINE = 6,   ///< the host's backstop: the case's deadline of processor time passed
    SHIM_HALT_CUT = 7,        ///< S3: the code had to pause where Lua cannot yield (ShimThreads.c)
    /// S3: not a halt and never stored in `halted`: the reason `on_tick` gives to ask the host's
    /// coroutine to pause (the count hook yields it at its next tick, or cuts it: ShimThreads.c).
    SHIM_PAUSE = 8
} ShimHalt;

/// Return values of a Swift function besides a result count.
#define SHIM_RAISE (-1)  ///< raise the error message on top of the stack
#define SHIM_HALT (-2)   ///< raise the sticky halt already recorded in the state
/// S3: pause here: the host's coroutine yields and, when resumed, the function returns no value;
/// where it cannot yield, the code is cut (SHIM_HALT_CUT).
#define SHIM_PAUSE_CALL (-3)

/// Called every `tick_instructions` VM instructions; returns non-zero to halt with `*reason`.
typedef int (*ShimTickFn)(void *owner, int *reason);
/// Runs Swift function `fn_id`; returns a result count, SHIM_RAISE or SHIM_HALT.
typedef int (*ShimCallFn)(void *owner, lua_State *L, int fn_id);

/// Steps of work done in C not yet charged (fewer than a tick's worth between two charges).
typedef struct ShimMeter {
    size_t steps;
} ShimMeter;

typedef struct ShimState {
    size_t used;            ///< bytes allocated now
    size_t peak;            ///< most bytes allocated at once
    size_t limit;           ///< the cap, enforced while `enforce` is set
    int enforce;            ///< set only while Lua code runs under shim_pcall
    int halted;             ///< a ShimHalt
    int tick_instructions;  ///< instructions between two ticks
    volatile sig_atomic_t interrupt_requested;  ///< set from a signal handler
    void *owner;            ///< the Swift object (unretained)
    ShimTickFn on_tick;
    ShimCallFn on_call;
    // The price of work done in C (ShimLimits.c, docs/security.md "The Lua sandbox").
    ShimMeter meter;        ///< steps of C work not yet charged as a tick
    size_t debt;            ///< bytes of long strings made since the last charge
    unsigned long long charged;  ///< every step of C work charged so far (for tests)
    unsigned long long objects;  ///< objects (tables, functions, threads, userdata) made so far
    unsigned long long shown;    ///< objects named by tostring so far ("table: #N")
    lua_State *running;     ///< the thread running Lua code now, set where a thread starts or
                            ///< stops running: shim_pcall, resume, the trampoline (NULL when none)
    int depth;              ///< shim_pcall calls in progress
    int early;              ///< a count hook was armed early to charge a large debt
    int driver;             ///< a scenario's state: each of its host calls is a verb, which the
                            ///< backstop times on its own (ShimBackstop.h)
    lua_State *host_thread; ///< S3: the coroutine the host runs now (shim_thread_resume), the only
                            ///< thread that may pause (NULL when none)
    int pause;              ///< S3: `on_tick` asked for a pause the count hook has not made yet
} ShimState;

/// A new state whose allocator is limited by `s`. NULL if out of memory.
lua_State *shim_newstate(ShimState *s);
/// The ShimState of a state (or of any of its threads).
ShimState *shim_state(lua_State *L);
/// Opens the standard libraries in protected mode. Returns a Lua status.
int shim_openlibs(lua_State *L);
/// Loads a text chunk (binary chunks are refused). Returns a Lua status; error message on top.
int shim_loadtext(lua_State *L, const char *text, size_t len, const char *chunkname);
/// Loads trusted bytecode the host made itself (ShimChunks.c): the preludes compiled at build
/// time, or an app script compiled by shim_compile_text. Never user bytes. Returns a Lua status.
int shim_load_trusted(lua_State *L, const unsigned char *bytes, size_t len, const char *chunkname);
/// Compiles a text chunk in a state of its own and dumps it (not stripped) into `*out`, a
/// malloc'd buffer for shim_free_chunk. Returns a Lua status; nothing is made on failure.
int shim_compile_text(const char *text, size_t len, const char *chunkname, unsigned char **out, size_t *out_len);
/// Frees a buffer made by shim_compile_text.
void shim_free_chunk(unsigned char *bytes);
/// The Lua release these headers are (`Lua 5.4.4`): bytecode loads only in the same release.
const char *shim_lua_release(void);
/// Calls the function below `nargs` arguments in protected mode, with the cap enforced, the
/// instruction count restarted and a traceback added to errors. Returns a Lua status.
int shim_pcall(lua_State *L, int nargs, int nresults);
/// The one result of a call, as the host reads it (shim_callone).
typedef struct ShimValue {
    int type;        ///< its type (SHIM_T*)
    int boolean;     ///< lua_toboolean of it
    double number;   ///< its value when it is a number, else 0
} ShimValue;
/// Starts a call without moving values afterwards (shim_pcall rotates its message handler under
/// the function and back; this pushes it first): pushes the message handler, then the registry
/// values `function` and, when `count` is 2, `first` and `second` (its first arguments; a
/// reference to nothing, SHIM_NOREF, pushes nil: an argument is never dropped). Push any other
/// arguments, then call shim_callone with the handler's index, which this returns. Pushes at
/// most four values: Lua guarantees a C function and the host LUA_MINSTACK (20) free slots,
/// which the host's own pushes around a call (at most 8) stay well within.
int shim_pushcall(lua_State *L, int function, int count, int first, int second);
/// A registry reference to nothing (lauxlib's LUA_NOREF): pushing it pushes nil.
#define SHIM_NOREF (-2)
/// Calls the function above the message handler at `msgh` with every value above it, as
/// shim_pcall does (the same count hook restart, cap and halts), for one result. On LUA_OK the
/// result is read into `result` and the stack is cut back below the handler; otherwise the error
/// is on top, above the handler, and the caller cuts the stack back to `msgh - 1`.
int shim_callone(lua_State *L, int msgh, ShimValue *result);
/// Pushes a Lua function that calls Swift function `fn_id` through the trampoline.
void shim_pushswift(lua_State *L, int fn_id);
/// Writes `file:line` of the nearest running frame that is not one of the host's preludes (the
/// script line that called a binding) into `buffer`, and returns its length; 0 when there is
/// none. Raises nothing and pushes nothing: Swift may call it from a binding.
int shim_site(lua_State *L, char *buffer, int size);
/// S3: whether the code running on `L` can pause here: it is the host's coroutine, and no C
/// function that called back into Lua is below it. Raises nothing.
int shim_can_pause(lua_State *L);
/// Makes SIGINT (Ctrl-C) request an interrupt of this state's running code (the REPL).
void shim_watch_sigint(lua_State *L);
/// Clears a halt (after an interrupt at the REPL) so the state can run code again.
void shim_resume(lua_State *L);
/// Pushes a list of the keys of the table at `idx` in the one fixed order `pairs` and `next` use
/// in the sandbox (numbers, strings, booleans, then objects in the order they were made), so a
/// host walk of a script's table is the same on every run, whatever the hash seed (H24). Returns
/// 1 and sets `*count` to their number; returns 0 and pushes nothing when the table has more than
/// `limit` keys (`*count` is then `limit + 1`: the count stops there). Raises nothing while Swift
/// runs (the allocator refuses nothing then): Swift may call it from a binding. The sandbox's
/// `next` orders a table's keys with it too.
int shim_pushkeys(lua_State *L, int idx, size_t limit, size_t *count);
/// Steps of C work charged so far (the long strings made, counted loops, library calls).
unsigned long long shim_charged_steps(lua_State *L);
/// The host read `bytes` of a string from the stack (LuaStack): owed as work, 1 step per 8 bytes
/// for strings of 100 bytes or more, and charged when the host function returns (H21). Raises
/// nothing; nothing is owed outside a protected call.
void shim_owe_read(lua_State *L, size_t bytes);

/// S3: code the host runs as a coroutine it starts and resumes (ShimThreads.c).
#define SHIM_YIELD 1  ///< LUA_YIELD: the coroutine paused and can be resumed
/// Makes a coroutine of the registry's function `function`, anchored in the registry
/// (`*thread`), ready for shim_thread_resume. Returns SHIM_OK; otherwise the error is on top.
int shim_thread_start(lua_State *L, int function, int *thread);
/// Runs the coroutine `thread` until it returns, fails or pauses, as shim_pcall runs a call (the
/// count hook armed, the cap enforced, the running thread recorded, halts). SHIM_YIELD: paused,
/// still anchored. SHIM_OK: returned, its first result in `result`. Otherwise it failed: the
/// message and traceback shim_pcall's handler would give are on top of L (the halt's message
/// when halted). A coroutine that returned or failed is released (its `<close>` variables closed
/// as an error unwinding them would); a paused one stays until shim_thread_release.
int shim_thread_resume(lua_State *L, int thread, ShimValue *result);
/// Releases a paused coroutine without running any more of it: its `<close>` variables never run.
void shim_thread_release(lua_State *L, int thread);
/// shim_site of the coroutine `thread` (where a paused one stopped).
int shim_thread_site(lua_State *L, int thread, char *buffer, int size);

/// Anchors the value on top in the registry (pops it) and returns its reference.
int shim_ref(lua_State *L);
/// Releases a reference made by shim_ref.
void shim_unref(lua_State *L, int ref);

// The counted replacements of C loops the instruction hook never sees (the sandbox's limits).
#include "ShimLimits.h"
// The host's backstop: deadlines of processor time on a case, its verbs and its stretches of code.
#include "ShimBackstop.h"

#endif
