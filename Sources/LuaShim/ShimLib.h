// The C functions the sandbox prelude installs (stdlib/host/sandbox.lua, limits.lua), beyond the
// pattern matcher of ShimMatch.h. Private to LuaShim.
//
// - ShimCharge.c: the library functions whose work grows with their input, charged by it;
// - ShimTable.c: table.sort (deterministic pivots, counted comparisons), concat and unpack;
// - ShimSandbox.c: the sandbox's own functions (a deterministic next and pairs, tostring, print,
//   string.format, setmetatable, rawset, load, collectgarbage, os.date, math.randomseed),
//   written in C so that their errors name the script's line, never a prelude's.
#ifndef SHIM_LIB_H
#define SHIM_LIB_H

#include <lua.h>
#include <string.h>

/// Pushes a C string past Lua's string cache. `lua_pushstring` (and `lua_pushliteral`) look a
/// string up by its address first, so whether a long string is made anew, and with it the heap's
/// size and the garbage collector's pace, would depend on where the text lies in memory (ASLR):
/// the same run could give another trace. Every C string the shim pushes goes through here.
static inline void shim_pushtext(lua_State *L, const char *s) { lua_pushlstring(L, s, strlen(s)); }

/// Charges `steps` of work now (may raise the halt).
void shim_charge(lua_State *L, size_t steps);
/// Adds `steps` and charges only when a tick's worth has gathered (for loops in C).
void shim_step(lua_State *L, size_t steps);
/// Raises the state's halt in `L` when it is halted (a coroutine's halt reaches its resumer).
void shim_check_halt(lua_State *L);
/// The creation number of a table or function object (LuaShim.c's allocator header).
unsigned long long shim_object_number(const void *object);

/// Is argument `arg` a table, or does its metatable have every metamethod named in `needs`?
/// Raises "table expected" otherwise (ShimLimits.c).
void shim_check_table(lua_State *L, int arg, const char *const needs[]);

/// Runs the original C function at `index` (an upvalue of the running wrapper) on this frame's
/// arguments and returns its result count (LuaShim.c). A light C function runs in the wrapper's
/// own frame, so its errors name the script's line and the function as the script called it. A C
/// closure (math.randomseed and math.random hold their generator as an upvalue) is called through
/// Lua instead: in the wrapper's frame it would read the wrapper's upvalues as its own state
/// (H25: math.randomseed crashed the host that way). Every wrapper of an original goes through
/// here, so no original can ever see another function's upvalues.
int shim_call_original(lua_State *L, int index);

/// Adds the charged library functions to the table on top (ShimCharge.c): each is a closure of
/// the original, called through shim_call_original.
void shim_add_charged(lua_State *L);
/// Adds sort, concat and unpack to the table on top (ShimTable.c).
void shim_add_tables(lua_State *L);
/// sandbox(env, host): the table of the sandbox's own functions (ShimSandbox.c).
int shim_sandbox_open(lua_State *L);

/// One tick of the running code, as the instruction hook does it: spends 1,000
/// instruction-equivalents of simulated time and raises the sticky halt when the budget is gone.
/// Defined in LuaShim.c. It raises, so it is declared here, where only C sees it.
void shim_tick(lua_State *L);

/// The count hook (LuaShim.c): ticks, the backstop, the early charge of a large debt.
void shim_count_hook(lua_State *L, lua_Debug *ar);

/// The backstop's side of a running case (ShimBackstop.c). Whether the case is past its deadline
/// (reading the clock), firing it with `L`'s line when it just passed.
int shim_backstop_check(lua_State *L);
/// Makes `L` this thread's running Lua thread (for the backstop's signal); returns the one before.
lua_State *shim_backstop_running(lua_State *L);
/// Makes `L` the scenario thread inside a verb (NULL: none); returns the one before.
lua_State *shim_backstop_driver(lua_State *L);

/// The message handler's traceback (ShimTraceback.c), pushed on L: the message at `message` of
/// L's stack, whole (a NUL in it included), then luaL_traceback of `co` (L itself, or a failed
/// coroutine whose stack was not unwound) from `level`, with a learner's frame called by a host
/// prelude renamed so that it does not read as the prelude's variable.
void shim_traceback(lua_State *L, lua_State *co, int message, int level);

/// What the message handler pushes for the error at `message` of L's stack, raised in `co` (L
/// itself in a handler, level 1; a failed coroutine, level 0): the learner's position and the
/// traceback, or the halt's message once halted (LuaShim.c).
int shim_error_text(lua_State *L, lua_State *co, int message, int level);
/// Raises the state's sticky halt in L (LuaShim.c).
int shim_raise_halt(lua_State *L);
/// S3: makes the pause the host asked for (ShimThreads.c): yields when L is the host's coroutine
/// and may yield (from the count hook, or `return`ed by a C function), else cuts the code.
/// S3: in the count hook, a pause due is made where the code can pause (shim_can_pause); elsewhere
/// (inside a C function that called back into Lua, in an app's own coroutine) it waits, pending,
/// for a later tick.
void shim_pause_in_hook(lua_State *L);
int shim_pause_or_cut(lua_State *L);
/// S3: a C function returning `n` results: when a pause is pending and L is the host's coroutine
/// and may yield, yields there (the results returned when it is resumed); else returns `n` (a
/// pending pause is then made, or the code cut, at the next tick).
int shim_pause_after(lua_State *L, int n);

#endif
