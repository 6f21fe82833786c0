// The C half of the bridge: allocator, instruction-count hook, trampoline, protected calls.
// See LuaShim.h for the rules this file upholds.
#include "LuaShim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

ShimState *shim_state(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (ShimState *)ud;
}

/// The limited allocator: refuses growth past `limit` while Lua code runs, and records the
/// refusal as a sticky halt so that a `pcall` in the script cannot swallow it.
static void *shim_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    ShimState *s = (ShimState *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        s->used -= old;
        return NULL;
    }
    if (s->enforce && nsize > old && s->used - old + nsize > s->limit) {
        if (s->halted == SHIM_RUNNING) s->halted = SHIM_HALT_MEMORY;
        return NULL;
    }
    void *p = realloc(ptr, nsize);
    if (p == NULL) return NULL;
    s->used = s->used - old + nsize;
    if (s->used > s->peak) s->peak = s->used;
    return p;
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
    default: return "halted";
    }
}

/// Raises the sticky halt: from now on the hook fires at every instruction of this thread, so an
/// enclosing pcall in the script gets at most one instruction before the error comes back.
static int shim_raise_halt(lua_State *L) {
    ShimState *s = shim_state(L);
    lua_sethook(L, lua_gethook(L), LUA_MASKCOUNT, 1);
    return luaL_error(L, "%s", shim_halt_message(s->halted));
}

/// One tick of the running code (also called by ShimLimits.c for work done in C).
void shim_tick(lua_State *L) {
    ShimState *s = shim_state(L);
    if (s->halted == SHIM_RUNNING) {
        if (s->interrupt_requested) {
            s->interrupt_requested = 0;
            s->halted = SHIM_HALT_INTERRUPT;
        } else if (s->on_tick) {
            int reason = SHIM_RUNNING;
            if (s->on_tick(s->owner, &reason) != 0) s->halted = reason ? reason : SHIM_HALT_BUDGET;
        }
    }
    if (s->halted != SHIM_RUNNING) shim_raise_halt(L);
}

static void shim_count_hook(lua_State *L, lua_Debug *ar) { (void)ar; shim_tick(L); }

lua_State *shim_newstate(ShimState *s) {
    s->used = 0;
    s->peak = 0;
    s->enforce = 0;
    s->halted = SHIM_RUNNING;
    s->interrupt_requested = 0;
    if (s->tick_instructions <= 0) s->tick_instructions = 1000;
    lua_State *L = lua_newstate(shim_alloc, s);
    if (L == NULL) return NULL;
    lua_atpanic(L, shim_panic);
    return L;
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

/// Message handler: adds a traceback to string errors; keeps other error values as they are.
static int shim_msgh(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}

int shim_pcall(lua_State *L, int nargs, int nresults) {
    ShimState *s = shim_state(L);
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, shim_msgh);
    lua_rotate(L, base, 1);
    lua_sethook(L, shim_count_hook, LUA_MASKCOUNT, s->tick_instructions);
    int saved = s->enforce;
    s->enforce = 1;
    int status = lua_pcall(L, nargs, nresults, base);
    s->enforce = saved;
    lua_rotate(L, base, -1);
    lua_settop(L, lua_gettop(L) - 1);
    return status;
}

/// Pushes "file:line: " for the nearest caller that is not one of the host's preludes, so an
/// error from a binding called through a prelude wrapper names the script's own line.
static void shim_where(lua_State *L) {
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (strncmp(ar.source, "=stdlib/host/", 13) == 0) continue;
        if (ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
        break;
    }
    lua_pushliteral(L, "");
}

static int shim_trampoline(lua_State *L) {
    ShimState *s = shim_state(L);
    int fn_id = (int)lua_tointeger(L, lua_upvalueindex(1));
    int saved = s->enforce;
    s->enforce = 0;
    int n = s->on_call(s->owner, L, fn_id);
    s->enforce = saved;
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
    return n;
}

void shim_pushswift(lua_State *L, int fn_id) {
    lua_pushinteger(L, fn_id);
    lua_pushcclosure(L, shim_trampoline, 1);
}

void shim_resume(lua_State *L) {
    ShimState *s = shim_state(L);
    s->halted = SHIM_RUNNING;
    s->interrupt_requested = 0;
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
