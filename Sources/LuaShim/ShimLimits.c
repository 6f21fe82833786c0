// Counted replacements for the loops of Lua's C library that the instruction hook never sees.
//
// The hook fires between VM instructions only, so one call into C can run unwatched for as long
// as its loop lasts: a backtracking pattern (ShimMatch.c), string.rep of an empty string a
// trillion times, table.move over a range no table holds, table.insert/remove under a __len that
// lies. Each replacement counts its steps in a ShimMeter and charges a tick of simulated time
// (shim_tick, the price of 1,000 VM instructions) per 1,000 steps, so the watchdog stops them as
// it stops an endless Lua loop. Coroutine creation is charged too: a new coroutine starts with a
// fresh hook count, so without a price a tree of short-lived coroutines could run any amount of
// code between two ticks of its creator.
#include "ShimLimits.h"
#include "ShimMatch.h"
#include "LuaShim.h"
#include <lauxlib.h>

/// More ticks than any budget holds (1,000 simulated seconds): a charge past it halts at once.
#define MAX_TICKS 1000000
/// Steps charged for creating a coroutine (a tenth of a tick).
#define COROUTINE_STEPS 100

void shim_meter_charge(lua_State *L, ShimMeter *meter, size_t steps) {
    ShimState *s = shim_state(L);
    size_t unit = s->tick_instructions > 0 ? (size_t)s->tick_instructions : 1000;
    meter->steps += steps < SIZE_MAX / 2 ? steps : SIZE_MAX / 2;
    if (meter->steps < unit) return;
    size_t ticks = meter->steps / unit;
    meter->steps %= unit;
    for (size_t i = 0; i < ticks && i < MAX_TICKS; i++) shim_tick(L);  /* raises when out of time */
    if (ticks > MAX_TICKS) {
        if (s->halted == SHIM_RUNNING) s->halted = SHIM_HALT_BUDGET;
        shim_tick(L);
    }
}

/// charge(steps): lets the host's preludes charge work they know the size of (collectgarbage).
static int limits_charge(lua_State *L) {
    lua_Number steps = luaL_checknumber(L, 1);
    if (steps > 0) shim_meter_charge(L, shim_meter(L), steps < 1e15 ? (size_t)steps : (size_t)1e15);
    return 0;
}

/// Is argument `arg` a table, or does its metatable have every metamethod named in `needs`?
static void check_table(lua_State *L, int arg, const char *const needs[]) {
    if (lua_type(L, arg) == LUA_TTABLE) return;
    int ok = lua_getmetatable(L, arg);
    for (int i = 0; ok && needs[i] != NULL; i++) {
        lua_pushstring(L, needs[i]);
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
    meter->steps += 4;
    if (meter->steps >= 1000) shim_meter_charge(L, meter, 0);
}

/// table.move(a1, f, e, t [, a2]), reference manual §6.6.
static int limits_move(lua_State *L) {
    lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3), t = luaL_checkinteger(L, 4);
    int tt = !lua_isnoneornil(L, 5) ? 5 : 1;
    ShimMeter *meter = shim_meter(L);
    check_table(L, 1, readable);
    check_table(L, tt, writable);
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
    check_table(L, 1, list);
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
    check_table(L, 1, list);
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

/// coroutine.create and coroutine.wrap: checked, charged, then made by the original (upvalue 2).
static int limits_coroutine(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    shim_meter_charge(L, shim_meter(L), COROUTINE_STEPS);
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_insert(L, 1);
    lua_call(L, 1, 1);
    return 1;
}

/// Adds `fn` under `name` to the table below the meter, closing over the meter and, when
/// `library` is given, the original `library.name`.
static void add(lua_State *L, const char *name, lua_CFunction fn, const char *library) {
    lua_pushvalue(L, -1);  /* the meter */
    int n = 1;
    if (library != NULL) {
        lua_getglobal(L, library);
        lua_getfield(L, -1, name);
        lua_remove(L, -2);
        n = 2;
    }
    lua_pushcclosure(L, fn, n);
    lua_setfield(L, -3, name);
}

static int limits_open(lua_State *L) {
    lua_newtable(L);
    ShimMeter *meter = lua_newuserdatauv(L, sizeof(ShimMeter), 0);
    meter->steps = 0;
    add(L, "find", shim_str_find, NULL);
    add(L, "match", shim_str_match, NULL);
    add(L, "gmatch", shim_str_gmatch, NULL);
    add(L, "gsub", shim_str_gsub, NULL);
    add(L, "rep", shim_str_rep, "string");
    add(L, "move", limits_move, NULL);
    add(L, "insert", limits_insert, NULL);
    add(L, "remove", limits_remove, NULL);
    add(L, "create", limits_coroutine, "coroutine");
    add(L, "wrap", limits_coroutine, "coroutine");
    add(L, "charge", limits_charge, NULL);
    lua_pop(L, 1);
    return 1;
}

void shim_pushlimits(lua_State *L) { lua_pushcfunction(L, limits_open); }
