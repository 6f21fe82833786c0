// table.sort, table.concat and table.unpack, counted (ShimCost.h). Results and error messages are
// those of Lua 5.4's own functions (reference manual §6.6); only the work is charged, step by
// step, so that a range no table holds (a lying __len, an __index that answers everything) is
// stopped by the watchdog instead of running for hours.
//
// table.sort is the quicksort Lua uses (median of three, the smaller half first, the larger in a
// loop), with one change: where Lua picks a pivot at random after a badly unbalanced partition,
// from the wall clock, this one takes the next number of a fixed sequence. So the same table
// sorts the same way on every run, elements that compare equal included, and the comparisons it
// makes (each charged, and each a call of the script's comparator) are the same too.
#include "ShimLib.h"
#include "ShimMatch.h"
#include "ShimCost.h"
#include <lauxlib.h>
#include <limits.h>

typedef unsigned int Index;

/// Arrays larger than this may get a pivot off the middle after an unbalanced partition.
#define SORT_RANDOM_LIMIT 100u

/// The bytes `<` may read comparing the values at `a` and `b`: the shorter string's, when both are
/// strings (strcoll stops at the first difference, which only the comparison finds), else 0.
static size_t compared_bytes(lua_State *L, int a, int b) {
    if (lua_type(L, a) != LUA_TSTRING || lua_type(L, b) != LUA_TSTRING) return 0;
    size_t la = lua_rawlen(L, a), lb = lua_rawlen(L, b);
    return la < lb ? la : lb;
}

/// Is t[a] < t[b] (stack indices), by `<` or by the comparator at index 2? A comparison of two
/// strings is charged by their length before it runs (H35: strings sharing a long prefix), the
/// comparator's too: its own `<` on them is one instruction, which the count hook cannot price.
static int sort_less(lua_State *L, int a, int b) {
    if (lua_isnil(L, 2)) {
        shim_step(L, SHIM_SORT_STEPS_PER_COMPARISON + compared_bytes(L, a, b) / SHIM_COMPARE_BYTES_PER_STEP);
        return lua_compare(L, a, b, LUA_OPLT);
    }
    shim_step(L, SHIM_SORT_STEPS_PER_CALL + compared_bytes(L, a, b) / SHIM_COMPARE_BYTES_PER_STEP);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, a - 1);  /* -1: the function is above it now */
    lua_pushvalue(L, b - 2);  /* -2: the function and a */
    lua_call(L, 2, 1);
    int less = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return less;
}

/// t[i] = top, t[j] = the value below it; pops both.
static void sort_store(lua_State *L, Index i, Index j) {
    shim_step(L, SHIM_SORT_STEPS_PER_SWAP);
    lua_seti(L, 1, i);
    lua_seti(L, 1, j);
}

/// Partitions t[lo..up] around the pivot P on top of the stack (which is also t[up - 1]), with
/// t[lo] <= P <= t[up] already. Returns P's final place; pops P.
static Index sort_partition(lua_State *L, Index lo, Index up) {
    Index i = lo, j = up - 1;
    for (;;) {
        /* t[lo .. i] <= P <= t[j .. up] */
        while (lua_geti(L, 1, ++i), sort_less(L, -1, -2)) {
            if (i == up - 1) luaL_error(L, "invalid order function for sorting");
            lua_pop(L, 1);
        }
        while (lua_geti(L, 1, --j), sort_less(L, -3, -1)) {
            if (j < i) luaL_error(L, "invalid order function for sorting");
            lua_pop(L, 1);
        }
        if (j < i) {
            lua_pop(L, 1);
            sort_store(L, up - 1, i);  /* P to its place, t[i] to up - 1 */
            return i;
        }
        sort_store(L, i, j);
    }
}

/// The next pivot offset of the fixed sequence (a 32-bit linear congruential generator).
static unsigned int sort_next_random(unsigned int r) { return r * 1664525u + 1013904223u; }

static void sort_range(lua_State *L, Index lo, Index up, unsigned int random) {
    while (lo < up) {
        lua_geti(L, 1, lo);
        lua_geti(L, 1, up);
        if (sort_less(L, -1, -2)) sort_store(L, lo, up);
        else lua_pop(L, 2);
        if (up - lo == 1) return;
        Index p = (lo + up) / 2;
        if (up - lo >= SORT_RANDOM_LIMIT && random != 0) {
            Index quarter = (up - lo) / 4;
            p = random % (quarter * 2) + lo + quarter;
        }
        lua_geti(L, 1, p);
        lua_geti(L, 1, lo);
        if (sort_less(L, -2, -1)) {
            sort_store(L, p, lo);
        } else {
            lua_pop(L, 1);
            lua_geti(L, 1, up);
            if (sort_less(L, -1, -2)) sort_store(L, p, up);
            else lua_pop(L, 2);
        }
        if (up - lo == 2) return;
        lua_geti(L, 1, p);        /* the pivot P */
        lua_pushvalue(L, -1);
        lua_geti(L, 1, up - 1);
        sort_store(L, p, up - 1); /* P to up - 1 */
        p = sort_partition(L, lo, up);
        Index smaller;
        if (p - lo < up - p) {
            sort_range(L, lo, p - 1, random);
            smaller = p - lo;
            lo = p + 1;
        } else {
            sort_range(L, p + 1, up, random);
            smaller = up - p;
            up = p - 1;
        }
        if ((up - lo) / 128 > smaller) random = sort_next_random(random);
    }
}

static const char *const sortable[] = { "__index", "__newindex", "__len", NULL };
static const char *const joinable[] = { "__index", "__len", NULL };

/// table.sort(list [, comp]).
static int table_sort(lua_State *L) {
    shim_check_table(L, 1, sortable);
    lua_Integer n = luaL_len(L, 1);
    if (n > 1) {
        luaL_argcheck(L, n < INT_MAX, 1, "array too big");
        if (!lua_isnoneornil(L, 2)) luaL_checktype(L, 2, LUA_TFUNCTION);
        lua_settop(L, 2);
        sort_range(L, 1, (Index)n, 0);
    }
    return 0;
}

/// Appends t[i] to the buffer, which must be a string or a number.
static void concat_field(lua_State *L, luaL_Buffer *b, lua_Integer i) {
    shim_step(L, SHIM_CONCAT_STEPS_PER_ELEMENT);
    lua_geti(L, 1, i);
    if (!lua_isstring(L, -1))
        luaL_error(L, "invalid value (at index %I) in table for 'concat'", (LUAI_UACINT)i);
    luaL_addvalue(b);
}

/// table.concat(list [, sep [, i [, j]]]).
static int table_concat(lua_State *L) {
    shim_check_table(L, 1, joinable);
    lua_Integer last = luaL_len(L, 1);
    size_t lsep;
    const char *sep = luaL_optlstring(L, 2, "", &lsep);
    lua_Integer i = luaL_optinteger(L, 3, 1);
    last = luaL_optinteger(L, 4, last);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (; i < last; i++) {
        concat_field(L, &b, i);
        luaL_addlstring(&b, sep, lsep);
    }
    if (i == last) concat_field(L, &b, i);
    luaL_pushresult(&b);
    return 1;
}

/// table.unpack(list [, i [, j]]): charged per value, once the stack has room for them all.
static int table_unpack(lua_State *L) {
    lua_Integer i = luaL_optinteger(L, 2, 1);
    lua_Integer e = luaL_opt(L, luaL_checkinteger, 3, luaL_len(L, 1));
    if (i > e) return 0;
    lua_Unsigned n = (lua_Unsigned)e - (lua_Unsigned)i;
    if (n >= (unsigned int)INT_MAX || !lua_checkstack(L, (int)(++n)))
        return luaL_error(L, "too many results to unpack");
    shim_charge(L, (size_t)n * SHIM_STEPS_PER_VALUE);
    for (; i < e; i++) lua_geti(L, 1, i);
    lua_geti(L, 1, e);
    return (int)n;
}

void shim_add_tables(lua_State *L) {
    static const luaL_Reg functions[] = {
        { "sort", table_sort }, { "concat", table_concat }, { "unpack", table_unpack }, { NULL, NULL },
    };
    lua_pushnil(L);  /* an upvalue, so that each is a closure (an object with a creation number) */
    luaL_setfuncs(L, functions, 1);
}
