// The C half of the bridge: allocator, instruction-count hook, trampoline, protected calls.
// See LuaShim.h for the rules this file upholds.
#include "LuaShim.h"
#include "ShimCost.h"
#include "ShimLib.h"
#include "ShimMatch.h"
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

ShimState *shim_state(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (ShimState *)ud;
}

/// Every block carries a header before the memory Lua sees: the creation number of the object
/// it holds (0 for what is not a table, function, thread or userdata). `pairs` and `next` order
/// such keys by it (ShimSandbox.c): the order in which a script made its objects is the same on
/// every run, their addresses are not.
#define SHIM_HEADER 16

/// A string of 100 bytes or more (with Lua's 24-byte header and its terminating zero, 125) is a
/// long string: never interned, so made anew each time, and charged (SHIM_STRING_BYTES_PER_STEP).
/// Shorter strings are free: whether one is made or found interned depends on the collector.
#define SHIM_LONG_STRING 125
/// A debt this large arms the count hook of the running thread at once instead of waiting for
/// the next tick, so a loop of huge concatenations is stopped within one instruction.
#define SHIM_EARLY_DEBT ((size_t)1 << 20)

static int shim_is_object(size_t tag) {
    return tag == LUA_TTABLE || tag == LUA_TFUNCTION || tag == LUA_TUSERDATA || tag == LUA_TTHREAD;
}

/// The limited allocator: refuses growth past `limit` while Lua code runs, and records the
/// refusal as a sticky halt so that a `pcall` in the script cannot swallow it. When Lua asks
/// for a new object, `osize` is its type (manual, lua_Alloc): objects get their creation
/// number, and long strings made while Lua code runs are owed as work (shim_fold_debt).
static void *shim_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    ShimState *s = (ShimState *)ud;
    size_t old = ptr ? osize : 0;
    char *block = ptr ? (char *)ptr - SHIM_HEADER : NULL;
    if (nsize == 0) {
        free(block);
        s->used -= old;
        return NULL;
    }
    if (s->enforce && nsize > old && s->used - old + nsize > s->limit) {
        if (s->halted == SHIM_RUNNING) s->halted = SHIM_HALT_MEMORY;
        return NULL;
    }
    if (nsize > SIZE_MAX - SHIM_HEADER) return NULL;
    char *p = realloc(block, nsize + SHIM_HEADER);
    if (p == NULL) return NULL;
    if (ptr == NULL) {
        unsigned long long number = shim_is_object(osize) ? ++s->objects : 0;
        memcpy(p, &number, sizeof number);
        if (osize == LUA_TSTRING && nsize >= SHIM_LONG_STRING && s->enforce) {
            s->debt += nsize;
            if (s->debt >= SHIM_EARLY_DEBT && !s->early && s->running != NULL) {
                // lua_sethook is safe anywhere (lua.c calls it from a signal handler).
                s->early = 1;
                lua_sethook(s->running, shim_count_hook, LUA_MASKCOUNT, 1);
            }
        }
    }
    s->used = s->used - old + nsize;
    if (s->used > s->peak) s->peak = s->used;
    return p + SHIM_HEADER;
}

unsigned long long shim_object_number(const void *object) {
    unsigned long long number;
    memcpy(&number, (const char *)object - SHIM_HEADER, sizeof number);
    return number;
}

static int shim_panic(lua_State *L) {
    const char *msg = lua_tostring(L, -1);
    fprintf(stderr, "lifecycle: unprotected Lua error (a bug in lifecycle): %s\n", msg ? msg : "?");
    abort();
}

static const char *shim_halt_message(int halted) {
    switch (halted) {
    case SHIM_HALT_BUDGET: return "watchdog: the time budget ran out";
    case SHIM_HALT_MEMORY: return "not enough memory: the memory cap was reached";
    case SHIM_HALT_KILL: return "killed by the system";
    case SHIM_HALT_INTERRUPT: return "interrupted";
    case SHIM_HALT_STEPS: return "stopped: too many instructions without progress";
    case SHIM_HALT_DEADLINE: return "stopped by the host: its deadline of processor time passed";
    case SHIM_HALT_CUT: return "stopped: it had to pause where it cannot (inside a C function that called back into Lua, or in a coroutine of its own)";
    default: return "halted";
    }
}

/// Raises the sticky halt: from now on the hook fires at every instruction of this thread and of
/// the main thread, so an enclosing pcall in the script gets at most one instruction before the
/// error comes back (a coroutine's resumer raises it again at once: ShimLimits.c).
int shim_raise_halt(lua_State *L) {
    ShimState *s = shim_state(L);
    lua_sethook(L, shim_count_hook, LUA_MASKCOUNT, 1);
    if (lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD) == LUA_TTHREAD) {
        lua_State *main = lua_tothread(L, -1);
        if (main != L) lua_sethook(main, shim_count_hook, LUA_MASKCOUNT, 1);
    }
    lua_settop(L, lua_gettop(L) - 1);
    return luaL_error(L, "%s", shim_halt_message(s->halted));
}

void shim_check_halt(lua_State *L) {
    if (shim_state(L)->halted != SHIM_RUNNING) shim_raise_halt(L);
}

/// Raises the backstop's halt when this thread's case is past its deadline (ShimBackstop.h).
static void shim_check_backstop(lua_State *L, ShimState *s) {
    if (!shim_backstop_check(L)) return;
    if (s->halted == SHIM_RUNNING) s->halted = SHIM_HALT_DEADLINE;
    shim_raise_halt(L);
}

/// One tick of the running code (also called by ShimLimits.c for work done in C). A pause the
/// host asks for (S3) is only noted: C work cannot yield, the count hook pauses at its next tick.
void shim_tick(lua_State *L) {
    ShimState *s = shim_state(L);
    shim_check_backstop(L, s);
    if (s->halted == SHIM_RUNNING) {
        if (s->interrupt_requested) {
            s->interrupt_requested = 0;
            s->halted = SHIM_HALT_INTERRUPT;
        } else if (s->on_tick) {
            int reason = SHIM_RUNNING;
            if (s->on_tick(s->owner, &reason) != 0) {
                if (reason == SHIM_PAUSE) s->pause = 1;
                else s->halted = reason ? reason : SHIM_HALT_BUDGET;
            }
        }
    }
    if (s->halted != SHIM_RUNNING) shim_raise_halt(L);
}

/// A function running with more values in `...` than this is stopped with an error (at its next
/// tick). One VM instruction copies them all (`{...}`, `select(i, ...)`, `f(...)`), so a loop
/// over them would do that many times the work the instruction count sees.
#define SHIM_MAX_VARARGS 256

/// Raises an error when the function running at this tick holds more than SHIM_MAX_VARARGS
/// values in `...` (manual, lua_getlocal: negative indices are the varargs).
static void shim_check_varargs(lua_State *L, lua_Debug *ar) {
    if (!lua_getinfo(L, "u", ar) || !ar->isvararg) return;
    if (lua_getlocal(L, ar, -(SHIM_MAX_VARARGS + 1)) == NULL) return;
    lua_settop(L, lua_gettop(L) - 1);
    lua_Debug here;
    if (lua_getstack(L, 0, &here) && lua_getinfo(L, "Sl", &here) && here.currentline > 0)
        lua_pushfstring(L, "%s:%d: ", here.short_src, here.currentline);
    else
        shim_pushtext(L, "");
    lua_pushfstring(L, "too many values in '...' (a function may hold at most %d): pass a table instead",
                    SHIM_MAX_VARARGS);
    lua_concat(L, 2);
    lua_error(L);
}

/// Every 1,000 instructions: the backstop, the long strings made since the last tick, then the
/// tick itself. A hook armed early (count 1), by the allocator, by the backstop's signal once
/// past its deadline (ShimBackstopWatch.c) or by a resume (ShimThreads.c), checks the backstop,
/// charges the strings only and puts the count back. A pause asked for is made here, the one
/// place a hook may yield (a count event, no results: manual, lua_yieldk); where the code cannot
/// pause the pause waits for a later tick (ShimThreads.c).
void shim_count_hook(lua_State *L, lua_Debug *ar) {
    ShimState *s = shim_state(L);
    shim_check_backstop(L, s);
    if (s->halted == SHIM_RUNNING && lua_gethookcount(L) == 1 && s->tick_instructions > 1) {
        s->early = 0;
        lua_sethook(L, shim_count_hook, LUA_MASKCOUNT, s->tick_instructions);
        shim_meter_charge(L, &s->meter, 0);
        if (s->pause) shim_pause_in_hook(L);
        return;
    }
    shim_meter_charge(L, &s->meter, 0);
    shim_tick(L);
    shim_check_varargs(L, ar);
    if (s->pause) shim_pause_in_hook(L);
}

unsigned long long shim_charged_steps(lua_State *L) {
    ShimState *s = shim_state(L);
    return s->charged + s->meter.steps + s->debt / SHIM_STRING_BYTES_PER_STEP;
}

lua_State *shim_newstate(ShimState *s) {
    s->used = 0;
    s->peak = 0;
    s->enforce = 0;
    s->halted = SHIM_RUNNING;
    s->interrupt_requested = 0;
    s->meter.steps = 0;
    s->debt = 0;
    s->charged = 0;
    s->objects = 0;
    s->shown = 0;
    s->running = NULL;
    s->depth = 0;
    s->early = 0;
    s->host_thread = NULL;
    s->pause = 0;
    if (s->tick_instructions <= 0) s->tick_instructions = 1000;
    lua_State *L = lua_newstate(shim_alloc, s);
    if (L == NULL) return NULL;
    lua_atpanic(L, shim_panic);
    return L;
}

int shim_call_original(lua_State *L, int index) {
    if (lua_getupvalue(L, index, 1) == NULL) return lua_tocfunction(L, index)(L);  /* light */
    lua_settop(L, lua_gettop(L) - 1);
    int n = lua_gettop(L);
    lua_pushvalue(L, index);
    lua_rotate(L, 1, 1);
    lua_call(L, n, LUA_MULTRET);
    return lua_gettop(L);
}

static int shim_openlibs_body(lua_State *L) {
    luaL_openlibs(L);
    return 0;
}

int shim_openlibs(lua_State *L) {
    lua_pushcfunction(L, shim_openlibs_body);
    return lua_pcall(L, 0, 0, 0);
}

int shim_loadtext(lua_State *L, const char *text, size_t len, const char *chunkname) {
    return luaL_loadbufferx(L, text, len, chunkname, "t");
}

/// Pushes "file:line: " for the nearest caller from `level` up of `co`'s stack (L's own, or a
/// failed coroutine's) that is not one of the host's preludes, so an error from a binding called
/// through a prelude wrapper names the script's own line; "" when there is none.
static void shim_where_from(lua_State *L, lua_State *co, int level) {
    lua_Debug ar;
    for (; lua_getstack(co, level, &ar); level++) {
        lua_getinfo(co, "Sl", &ar);
        if (strncmp(ar.source, "=stdlib/host/", 13) == 0) continue;
        if (ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
        break;
    }
    shim_pushtext(L, "");
}

int shim_site(lua_State *L, char *buffer, int size) {
    lua_Debug ar;
    for (int level = 0; size > 0 && lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
        if (strncmp(ar.source, "=stdlib/host/", 13) == 0) continue;
        int written = snprintf(buffer, (size_t)size, "%s:%d", ar.short_src, ar.currentline);
        return written < 0 ? 0 : (written < size ? written : size - 1);
    }
    return 0;
}

/// A message that starts with a position inside the host's preludes ("stdlib/host/x.lua:12: ")
/// gets the learner's position instead (the nearest frame that is not the host's).
static void shim_blame_learner(lua_State *L, lua_State *co, int message, int level) {
    size_t len;
    const char *text = lua_tolstring(L, message, &len);
    if (text == NULL || strncmp(text, "stdlib/host/", 12) != 0) return;
    const char *colon = strchr(text + 12, ':');
    if (colon == NULL) return;
    const char *rest = colon + 1;
    while (*rest >= '0' && *rest <= '9') rest++;
    if (rest == colon + 1 || rest[0] != ':' || rest[1] != ' ') return;
    shim_where_from(L, co, level);
    lua_pushlstring(L, rest + 2, len - (size_t)(rest + 2 - text));  /* a NUL in it is kept */
    lua_concat(L, 2);
    lua_replace(L, message);
}

int shim_error_text(lua_State *L, lua_State *co, int message, int level) {
    ShimState *s = shim_state(L);
    if (s->halted != SHIM_RUNNING) {
        shim_pushtext(L, shim_halt_message(s->halted));
        return 1;
    }
    if (lua_tostring(L, message) == NULL) {
        if (luaL_callmeta(L, message, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
        lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, message));
        lua_replace(L, message);
    } else {
        shim_blame_learner(L, co, message, level);
    }
    shim_traceback(L, co, message, level);
    return 1;
}

/// Message handler: adds a traceback to string errors; keeps other error values as they are.
/// Once the state is halted, nothing of the script runs here (no __tostring).
static int shim_msgh(lua_State *L) { return shim_error_text(L, L, 1, 1); }

/// The protected call itself, the message handler already at `msgh` below the function: the
/// count hook restarted (each call of the script counts its instructions from zero), the cap
/// enforced, the thread that runs recorded.
static int shim_pcall_at(lua_State *L, int nargs, int nresults, int msgh) {
    ShimState *s = shim_state(L);
    lua_sethook(L, shim_count_hook, LUA_MASKCOUNT, s->tick_instructions);
    if (s->depth == 0) {
        // Work is counted per call of the script, like its instructions: nothing carries over.
        s->charged += s->meter.steps;
        s->meter.steps = 0;
        s->debt = 0;
        s->early = 0;
        s->pause = 0;
    }
    int saved = s->enforce;
    lua_State *running = s->running;
    lua_State *outer = shim_backstop_running(L);
    s->enforce = 1;
    s->running = L;
    s->depth++;
    int status = lua_pcall(L, nargs, nresults, msgh);
    s->depth--;
    shim_backstop_running(outer);
    s->running = running;
    s->enforce = saved;
    return status;
}

int shim_pcall(lua_State *L, int nargs, int nresults) {
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, shim_msgh);
    lua_rotate(L, base, 1);
    int status = shim_pcall_at(L, nargs, nresults, base);
    lua_rotate(L, base, -1);
    lua_settop(L, lua_gettop(L) - 1);
    return status;
}

_Static_assert(SHIM_NOREF == LUA_NOREF, "SHIM_NOREF is lauxlib's LUA_NOREF");

int shim_pushcall(lua_State *L, int function, int count, int first, int second) {
    lua_pushcfunction(L, shim_msgh);
    int msgh = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, function);
    if (count == 2) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, first);
        lua_rawgeti(L, LUA_REGISTRYINDEX, second);
    }
    return msgh;
}

int shim_callone(lua_State *L, int msgh, ShimValue *result) {
    int status = shim_pcall_at(L, lua_gettop(L) - msgh - 1, 1, msgh);
    if (status == LUA_OK) {
        int type = lua_type(L, -1);
        result->type = type;
        result->boolean = lua_toboolean(L, -1);
        result->number = type == LUA_TNUMBER ? lua_tonumberx(L, -1, NULL) : 0;
        lua_settop(L, msgh - 1);
    }
    return status;
}

static void shim_where(lua_State *L) { shim_where_from(L, L, 1); }

void shim_owe_read(lua_State *L, size_t bytes) {
    ShimState *s = shim_state(L);
    if (bytes >= SHIM_HOST_FREE_BYTES && s->depth > 0) s->meter.steps += bytes / SHIM_HOST_BYTES_PER_STEP;
}

/// Calls a Swift function. Once the state is halted nothing is dispatched any more, on any of its
/// threads: a killed app cannot print, save a file or schedule work after its watchdog fired.
/// A function that asks to pause (SHIM_PAUSE_CALL, `work` past the pause point: S3) yields the
/// host's coroutine here, and returns no value when it is resumed; or the code is cut. A pause
/// that came due during the call (its work, a tick) is made once it returned, with its results.
/// The strings the host read are charged when it returns (shim_owe_read), and the backstop is
/// checked before and after; a scenario's host call is a verb, timed on its own, and the
/// scenario's code after it a new stretch (ShimBackstop.h).
static int shim_trampoline(lua_State *L) {
    ShimState *s = shim_state(L);
    if (s->halted != SHIM_RUNNING) return shim_raise_halt(L);
    s->running = L;
    shim_backstop_running(L);
    shim_check_backstop(L, s);
    shim_meter_charge(L, &s->meter, 0);   /* the long strings made so far (may halt) */
    int fn_id = (int)lua_tointeger(L, lua_upvalueindex(1));
    lua_State *driver = NULL;
    if (s->driver) {
        driver = shim_backstop_driver(L);
        shim_backstop_rearm(1);
    }
    int saved = s->enforce;
    s->enforce = 0;
    int n = s->on_call(s->owner, L, fn_id);
    s->enforce = saved;
    /* A verb's deadline is read at its end; an app's host call only asks whether it fired. */
    int late = s->driver ? shim_backstop_check(L) : shim_backstop_fired();
    if (s->driver) {
        shim_backstop_driver(driver);
        if (!late) shim_backstop_rearm(0);
    }
    if (late) {
        if (s->halted == SHIM_RUNNING) s->halted = SHIM_HALT_DEADLINE;
        return shim_raise_halt(L);
    }
    if (n != SHIM_HALT && s->halted == SHIM_RUNNING) shim_meter_charge(L, &s->meter, 0);   /* what it read (may halt) */
    if (n == SHIM_RAISE) {
        if (lua_type(L, -1) == LUA_TSTRING) {
            // Prefix the caller's position, as luaL_error does.
            shim_where(L);
            lua_rotate(L, -2, 1);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    if (n == SHIM_HALT || s->halted != SHIM_RUNNING) {
        if (s->halted == SHIM_RUNNING) s->halted = SHIM_HALT_KILL;
        return shim_raise_halt(L);
    }
    if (n == SHIM_PAUSE_CALL) return shim_pause_or_cut(L);
    return shim_pause_after(L, n);
}

void shim_pushswift(lua_State *L, int fn_id) {
    lua_pushinteger(L, fn_id);
    lua_pushcclosure(L, shim_trampoline, 1);
}

void shim_resume(lua_State *L) {
    ShimState *s = shim_state(L);
    s->halted = SHIM_RUNNING;
    s->interrupt_requested = 0;
    s->early = 0;
    s->pause = 0;
    lua_sethook(L, shim_count_hook, LUA_MASKCOUNT, s->tick_instructions);
}

static volatile sig_atomic_t *shim_sigint_flag = NULL;

static void shim_on_sigint(int signal_number) {
    (void)signal_number;
    if (shim_sigint_flag) *shim_sigint_flag = 1;
}

void shim_watch_sigint(lua_State *L) {
    shim_sigint_flag = &shim_state(L)->interrupt_requested;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = shim_on_sigint;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    // A parent may have started us with SIGINT blocked: Ctrl-C must still reach the handler.
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    sigprocmask(SIG_UNBLOCK, &interrupt, NULL);
}

int shim_ref(lua_State *L) { return luaL_ref(L, LUA_REGISTRYINDEX); }

void shim_unref(lua_State *L, int ref) { luaL_unref(L, LUA_REGISTRYINDEX, ref); }
