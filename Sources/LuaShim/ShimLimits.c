// Counted replacements for the loops of Lua's C library that the instruction hook never sees.
//
// The hook fires between VM instructions only, so one call into C can run unwatched for as long
// as its loop lasts: a backtracking pattern (ShimMatch.c), string.rep of an empty string a
// trillion times, table.move over a range no table holds, table.insert/remove under a __len that
// lies. Each replacement counts its steps on the state's ShimMeter and charges a tick of
// simulated time (shim_tick, the price of 1,000 VM instructions) per 1,000 steps, so the watchdog
// stops them as it stops an endless Lua loop; the long strings made since the last charge are
// folded in at each charge (LuaShim.c). Coroutine creation is charged too: a new coroutine starts
// with a fresh hook count, so without a price a tree of short-lived coroutines could run any
// amount of code between two ticks of its creator. Resuming one (resume, and the function wrap
// returns) raises the state's halt again in the resumer at once.
#include "ShimLimits.h"
#include "ShimLib.h"
#include "ShimMatch.h"
#include "LuaShim.h"
#include "ShimCost.h"
#include <lauxlib.h>

/// More ticks than any budget holds (1,000 simulated seconds): a charge past it halts at once.
#define MAX_TICKS 1000000
/// Steps charged for creating a coroutine (a tenth of a tick).
#define COROUTINE_STEPS 100

void shim_meter_charge(lua_State *L, ShimMeter *meter, size_t steps) {
    ShimState *s = shim_state(L);
    size_t unit = s->tick_instructions > 0 ? (size_t)s->tick_instructions : 1000;
    if (s->debt >= SHIM_STRING_BYTES_PER_STEP) {  /* the long strings made since the last charge */
        steps += s->debt / SHIM_STRING_BYTES_PER_STEP;
        s->debt %= SHIM_STRING_BYTES_PER_STEP;
        s->early = 0;
    }
    if (steps > SIZE_MAX / 4) steps = SIZE_MAX / 4;
    meter->steps += steps;
    if (meter->steps < unit) return;
    size_t ticks = meter->steps / unit;
    meter->steps %= unit;
    s->charged += (unsigned long long)ticks * unit;
    for (size_t i = 0; i < ticks && i < MAX_TICKS; i++) shim_tick(L);  /* raises when out of time */
    if (ticks > MAX_TICKS) {
        if (s->halted == SHIM_RUNNING) s->halted = SHIM_HALT_BUDGET;
        shim_tick(L);
    }
}

void shim_charge(lua_State *L, size_t steps) { shim_meter_charge(L, shim_meter(L), steps); }

void shim_step(lua_State *L, size_t steps) {
    ShimState *s = shim_state(L);
    s->meter.steps += steps;
    if (s->meter.steps >= (size_t)s->tick_instructions || s->debt >= SHIM_STRING_BYTES_PER_STEP * 64)
        shim_meter_charge(L, &s->meter, 0);
}

/// charge(steps): lets the host's preludes charge work they know the size of (collectgarbage).
static int limits_charge(lua_State *L) {
    lua_Number steps = luaL_checknumber(L, 1);
    if (steps > 0) shim_meter_charge(L, shim_meter(L), steps < 1e15 ? (size_t)steps : (size_t)1e15);
    return 0;
}

/// Is argument `arg` a table, or does its metatable have every metamethod named in `needs`?
void shim_check_table(lua_State *L, int arg, const char *const needs[]) {
    if (lua_type(L, arg) == LUA_TTABLE) return;
    int ok = lua_getmetatable(L, arg);
    for (int i = 0; ok && needs[i] != NULL; i++) {
        shim_pushtext(L, needs[i]);
        ok = lua_rawget(L, -2) != LUA_TNIL;
        lua_pop(L, 1);
    }
    if (ok) lua_pop(L, 1);
    else luaL_checktype(L, arg, LUA_TTABLE);  /* raises "table expected" */
}
static const char *const readable[] = { "__index", NULL };
static const char *const writable[] = { "__newindex", NULL };
static const char *const list[] = { "__index", "__newindex", "__len", NULL };

/// One element moved by a table loop: 4 steps, what the same loop written in Lua would cost.
static void table_step(lua_State *L, ShimMeter *meter) {
    (void)meter;
    shim_step(L, 4);
}

/// table.move(a1, f, e, t [, a2]), reference manual §6.6.
static int limits_move(lua_State *L) {
    lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3), t = luaL_checkinteger(L, 4);
    int tt = !lua_isnoneornil(L, 5) ? 5 : 1;
    ShimMeter *meter = shim_meter(L);
    shim_check_table(L, 1, readable);
    shim_check_table(L, tt, writable);
    if (e >= f) {
        luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
        lua_Integer n = e - f;
        luaL_argcheck(L, t <= LUA_MAXINTEGER - n, 4, "destination wrap around");
        int forward = t > e || t <= f || (tt != 1 && !lua_compare(L, 1, tt, LUA_OPEQ));
        for (lua_Integer i = 0; i <= n; i++) {
            lua_Integer k = forward ? i : n - i;
            table_step(L, meter);
            lua_geti(L, 1, f + k);
            lua_seti(L, tt, t + k);
        }
    }
    lua_pushvalue(L, tt);
    return 1;
}

/// table.insert(list, [pos,] value).
static int limits_insert(lua_State *L) {
    shim_check_table(L, 1, list);
    lua_Integer end = (lua_Integer)((lua_Unsigned)luaL_len(L, 1) + 1u), pos;  /* wraps as Lua's */
    switch (lua_gettop(L)) {
    case 2:
        pos = end;
        break;
    case 3:
        pos = luaL_checkinteger(L, 2);
        luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)end, 2, "position out of bounds");
        for (lua_Integer i = end; i > pos; i--) {
            table_step(L, shim_meter(L));
            lua_geti(L, 1, i - 1);
            lua_seti(L, 1, i);
        }
        break;
    default:
        return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, pos);
    return 0;
}

/// table.remove(list [, pos]). A bad position is blamed on argument #2, where Lua 5.4.4 says #1.
static int limits_remove(lua_State *L) {
    shim_check_table(L, 1, list);
    lua_Integer size = luaL_len(L, 1);
    lua_Integer pos = luaL_optinteger(L, 2, size);
    if (pos != size)
        luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 2, "position out of bounds");
    lua_geti(L, 1, pos);
    for (; pos < size; pos++) {
        table_step(L, shim_meter(L));
        lua_geti(L, 1, pos + 1);
        lua_seti(L, 1, pos);
    }
    lua_pushnil(L);
    lua_seti(L, 1, pos);
    return 1;
}

/// coroutine.create: checked, charged, then made by the original (upvalue 1).
static int limits_create(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    shim_charge(L, COROUTINE_STEPS);
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 1, 1);
    return 1;
}

/// Resumes `co` with the `narg` values on top of L: the number of values it gave back (moved to
/// L), or -1 with an error value on top. While it runs it is the state's running thread (for the
/// allocator's early charge), and a halt in it is raised again in L at once: once the state is
/// halted no thread of it runs another instruction (H07).
static int resume(lua_State *L, lua_State *co, int narg) {
    ShimState *s = shim_state(L);
    if (!lua_checkstack(co, narg)) {
        shim_pushtext(L, "too many arguments to resume");
        return -1;
    }
    lua_xmove(L, co, narg);
    int nres = 0;
    s->running = co;
    lua_State *outer = shim_backstop_running(co);
    int status = lua_resume(co, L, narg, &nres);
    shim_backstop_running(outer);
    s->running = L;
    shim_check_halt(L);
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            shim_pushtext(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        shim_charge(L, (size_t)nres * SHIM_STEPS_PER_VALUE);
        return nres;
    }
    lua_xmove(co, L, 1);
    return -1;
}

/// coroutine.resume(co, ...), as Lua's.
static int limits_resume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co != NULL, 1, "coroutine");
    int n = resume(L, co, lua_gettop(L) - 1);
    if (n < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(n + 1));
    return n + 1;
}

/// The function coroutine.wrap returns (upvalue 1: the coroutine), as Lua's.
static int limits_wrapped(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int n = resume(L, co, lua_gettop(L));
    if (n >= 0) return n;
    int status = lua_status(co);
    if (status != LUA_OK && status != LUA_YIELD) {  /* an error in the coroutine: close it */
        status = lua_resetthread(co);
        lua_xmove(co, L, 1);
    }
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/// coroutine.wrap(f): checked and charged like create.
static int limits_wrap(lua_State *L) {
    limits_create(L);
    lua_pushcclosure(L, limits_wrapped, 1);
    return 1;
}

/// halted(): whether the state is halted (the sandbox's xpcall then skips the script's handler).
static int limits_halted(lua_State *L) {
    lua_pushboolean(L, shim_state(L)->halted != SHIM_RUNNING);
    return 1;
}

/// Adds `fn` under `name` to the table on top, closing over the original `library.original`
/// when `library` is given (over nil otherwise: a closure is an object, ordered by when it was
/// made; a light function's address would change from run to run).
static void add_closing(lua_State *L, const char *name, lua_CFunction fn, const char *library,
                        const char *original) {
    if (library != NULL) {
        lua_getglobal(L, library);
        lua_getfield(L, -1, original);
        lua_remove(L, -2);
    } else {
        lua_pushnil(L);
    }
    lua_pushcclosure(L, fn, 1);
    lua_setfield(L, -2, name);
}

static void add(lua_State *L, const char *name, lua_CFunction fn, const char *library) {
    add_closing(L, name, fn, library, name);
}

static int limits_open(lua_State *L) {
    lua_newtable(L);
    add(L, "find", shim_str_find, NULL);
    add(L, "match", shim_str_match, NULL);
    add(L, "gmatch", shim_str_gmatch, NULL);
    add(L, "gsub", shim_str_gsub, NULL);
    add(L, "rep", shim_str_rep, "string");
    add(L, "move", limits_move, NULL);
    add(L, "insert", limits_insert, NULL);
    add(L, "remove", limits_remove, NULL);
    add(L, "create", limits_create, "coroutine");
    add_closing(L, "wrap", limits_wrap, "coroutine", "create");
    add(L, "resume", limits_resume, NULL);
    add(L, "charge", limits_charge, NULL);
    add(L, "halted", limits_halted, NULL);
    add(L, "sandbox", shim_sandbox_open, NULL);
    shim_add_tables(L);
    shim_add_charged(L);
    return 1;
}

void shim_pushlimits(lua_State *L) { lua_pushcfunction(L, limits_open); }
