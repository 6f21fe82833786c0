// S3: app code the host runs as a coroutine, so that it can freeze where it is and go on later
// (S3, docs/rules.md). The host starts it (shim_thread_start), runs it (shim_thread_resume) as
// shim_pcall runs a call, and the code pauses when the host's tick asks (SHIM_PAUSE) or a host
// function does (SHIM_PAUSE_CALL, `work`): the count hook or the trampoline yields the coroutine,
// the trampoline also after a host function whose work took the code past the pause point (a file
// written: shim_pause_after), with its results.
// Lua yields only from Lua code the VM runs, never from a C function's own call of Lua (a
// table.sort comparator, a gsub replacement function, a message handler, a metamethod called
// from C), nor, rightly, from a coroutine of the app's own (its yield would go to the app's
// resumer): there the pause waits, the code running on (its time counted, its watchdog
// watching) until it is back where it can pause, at the next tick. Lua's pcall and the
// sandbox's xpcall are yieldable (lua_pcallk), so a pause inside them is a pause.
#include "LuaShim.h"
#include "ShimLib.h"
#include <lauxlib.h>
#include <string.h>

_Static_assert(SHIM_YIELD == LUA_YIELD, "SHIM_YIELD is Lua's LUA_YIELD");

int shim_can_pause(lua_State *L) {
    return L == shim_state(L)->host_thread && lua_isyieldable(L);
}

void shim_pause_in_hook(lua_State *L) {
    ShimState *s = shim_state(L);
    if (!shim_can_pause(L)) return;   /* the pause waits for a tick where it can be made */
    s->pause = 0;
    lua_yield(L, 0);
}

int shim_pause_or_cut(lua_State *L) {
    ShimState *s = shim_state(L);
    if (shim_can_pause(L)) {
        s->pause = 0;
        return lua_yield(L, 0);
    }
    // A host function asks to pause only where the code can (`work` checks shim_can_pause
    // first): this is a backstop, never reached by the host's own functions.
    if (s->halted == SHIM_RUNNING) s->halted = SHIM_HALT_CUT;
    return shim_raise_halt(L);
}

/// The continuation of a function paused after its work: its `n` results are still on the stack.
static int resumed_call(lua_State *L, int status, lua_KContext n) {
    (void)L;
    (void)status;
    return (int)n;
}

int shim_pause_after(lua_State *L, int n) {
    ShimState *s = shim_state(L);
    if (!s->pause || L != s->host_thread || !lua_isyieldable(L)) return n;
    s->pause = 0;
    return lua_yieldk(L, 0, (lua_KContext)n, resumed_call);
}

/// The coroutine `thread` of the registry (NULL when it is not one).
static lua_State *thread_of(lua_State *L, int thread) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, thread);
    lua_State *co = lua_tothread(L, -1);
    lua_pop(L, 1);   /* the registry holds it */
    return co;
}

/// new(f): a coroutine with `f` on its stack, ready to run.
static int thread_new(lua_State *L) {
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    return 1;
}

int shim_thread_start(lua_State *L, int function, int *thread) {
    lua_pushcfunction(L, thread_new);
    lua_rawgeti(L, LUA_REGISTRYINDEX, function);
    int status = lua_pcall(L, 1, 1, 0);
    if (status == LUA_OK) *thread = luaL_ref(L, LUA_REGISTRYINDEX);
    return status;
}

/// message(co, error): the message and traceback of the error `co` failed with (its stack is
/// not unwound: lua_resume leaves it as it was when the error was raised, level 0 the function
/// that raised it), as shim_pcall's message handler gives them.
static int thread_message(lua_State *L) {
    return shim_error_text(L, lua_tothread(L, 1), 2, 0);
}

/// Runs `co` once, with the bookkeeping of a protected call (LuaShim.c, shim_pcall_at): a fresh
/// count of C work, the cap enforced, `co` the running thread (for the allocator's early charge
/// and the backstop's signal) and the host's coroutine (the one that may pause).
static int run(lua_State *L, lua_State *co, int fresh, int *nres) {
    ShimState *s = shim_state(L);
    // A resumed coroutine ticks at once (the count hook's early path puts the count back): Lua
    // skips the first count event after a hook yielded, which would leave a tick's worth free.
    lua_sethook(co, shim_count_hook, LUA_MASKCOUNT, fresh ? s->tick_instructions : 1);
    if (s->depth == 0) {
        s->charged += s->meter.steps;
        s->meter.steps = 0;
        s->debt = 0;
        s->early = 0;
    }
    int saved = s->enforce;
    lua_State *running = s->running, *host = s->host_thread;
    lua_State *outer = shim_backstop_running(co);
    s->enforce = 1;
    s->running = co;
    s->host_thread = co;
    s->pause = 0;
    s->depth++;
    int status = lua_resume(co, L, 0, nres);
    s->depth--;
    s->pause = 0;
    shim_backstop_running(outer);
    s->host_thread = host;
    s->running = running;
    s->enforce = saved;
    return status;
}

/// After a failure: the message on top of L (built on L, as the handler would, its count hook
/// armed), then the coroutine's `<close>` variables closed as the error unwinding them would have
/// (a halt is raised again in them at their first instruction; a pause there is a cut).
static void fail(lua_State *L, lua_State *co, int thread) {
    ShimState *s = shim_state(L);
    lua_xmove(co, L, 1);
    int saved = s->enforce;
    lua_State *running = s->running;
    s->enforce = 1;
    s->depth++;
    if (s->halted == SHIM_RUNNING) {
        lua_sethook(L, shim_count_hook, LUA_MASKCOUNT, s->tick_instructions);
        s->running = L;
        lua_pushcfunction(L, thread_message);
        lua_rawgeti(L, LUA_REGISTRYINDEX, thread);
        lua_pushvalue(L, -3);
        if (lua_pcall(L, 2, 1, 0) != LUA_OK) {
            lua_pop(L, 1);
            shim_pushtext(L, "error in error handling");
        }
        lua_replace(L, -2);
    }
    s->running = co;
    lua_State *outer = shim_backstop_running(co);
    lua_resetthread(co);
    shim_backstop_running(outer);
    s->running = running;
    s->depth--;
    s->enforce = saved;
}

int shim_thread_resume(lua_State *L, int thread, ShimValue *result) {
    lua_State *co = thread_of(L, thread);
    if (co == NULL || (lua_status(co) != LUA_OK && lua_status(co) != LUA_YIELD)) {
        shim_pushtext(L, "cannot resume: not a paused coroutine of the host");
        return LUA_ERRRUN;
    }
    int nres = 0;
    int fresh = lua_status(co) == LUA_OK;
    int status = run(L, co, fresh, &nres);
    if (status == LUA_YIELD) {
        lua_pop(co, nres);
        return status;
    }
    if (status == LUA_OK) {
        int first = lua_gettop(co) - nres + 1;
        int type = nres > 0 ? lua_type(co, first) : LUA_TNIL;
        result->type = type;
        result->boolean = nres > 0 && lua_toboolean(co, first);
        result->number = type == LUA_TNUMBER ? lua_tonumberx(co, first, NULL) : 0;
        lua_settop(co, 0);
    } else {
        fail(L, co, thread);
    }
    luaL_unref(L, LUA_REGISTRYINDEX, thread);
    return status;
}

void shim_thread_release(lua_State *L, int thread) { luaL_unref(L, LUA_REGISTRYINDEX, thread); }

int shim_thread_site(lua_State *L, int thread, char *buffer, int size) {
    lua_State *co = thread_of(L, thread);
    return co == NULL ? 0 : shim_site(co, buffer, size);
}
