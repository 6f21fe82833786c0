// The library functions whose work grows with their input, charged by that work (ShimCost.h).
//
// The instruction hook never fires inside a C function, so `s:upper()` on a 4 MB string, or
// `string.byte(s, 1, -1)`, costs one instruction however long it runs. Two mechanisms charge
// that work, so that simulated time follows wall time:
// - every long string made while the script runs is owed by its size (LuaShim.c's allocator):
//   this covers `..`, string.sub, rep, format, gsub, table.concat and whatever else copies bytes;
// - the functions below, which loop over their input or their results without (only) making a
//   string, charge what they did after the original ran: bytes touched, values returned, format
//   items. Each wrapper calls the original (upvalue 1) through shim_call_original, in its own
//   frame, so the original's errors name the script's line and the function as the script
//   called it.
// The loops not bounded by memory (table.sort, concat, unpack, move, insert, remove, pattern
// matching) are reimplemented with a charge per step instead (ShimTable.c, ShimLimits.c).
#include "ShimLib.h"
#include "ShimMatch.h"
#include "ShimCost.h"
#include <lauxlib.h>
#include <string.h>

/// Runs the original function (upvalue 1) on this frame's arguments.
static int call_original(lua_State *L) { return shim_call_original(L, lua_upvalueindex(1)); }

/// A position as Lua's string and utf8 functions read it (negative counts from the end),
/// clamped to [0, len + 1].
static size_t position(lua_Integer pos, size_t len) {
    if (pos >= 0) return (lua_Unsigned)pos > len + 1 ? len + 1 : (size_t)pos;
    if ((lua_Unsigned)-pos > len) return 0;
    return len + (size_t)pos + 1;
}

/// The length of argument `i` when it is a string (or a number, read as one), else 0.
static size_t length_of(lua_State *L, int i) {
    size_t len = 0;
    if (lua_type(L, i) == LUA_TSTRING) lua_tolstring(L, i, &len);
    return len;
}

/// The bytes in positions [i, j] of a string of `len` bytes (0 when empty).
static size_t span(lua_Integer i, lua_Integer j, size_t len) {
    size_t from = position(i, len), to = position(j, len);
    if (from == 0) from = 1;
    if (to > len) to = len;
    return to >= from ? to - from + 1 : 0;
}

/// string.upper, lower, reverse: a loop over every byte (besides the string they make).
static int charged_bytes(lua_State *L) {
    int n = call_original(L);
    shim_charge(L, lua_rawlen(L, -1) / SHIM_CASE_BYTES_PER_STEP);
    return n;
}

/// string.byte, select, assert: the values they return.
static int charged_results(lua_State *L) {
    int n = call_original(L);
    shim_charge(L, (size_t)n * SHIM_STEPS_PER_VALUE);
    return n;
}

/// string.char, utf8.char, table.pack, math.max, math.min, coroutine.yield: the values they take.
static int charged_arguments(lua_State *L) {
    shim_charge(L, (size_t)lua_gettop(L) * SHIM_STEPS_PER_VALUE);
    return call_original(L);
}

/// coroutine.yield, charged as charged_arguments. The host's own coroutine (ShimThreads.c) is not
/// the script's to yield: there it fails as it did on the main thread, where app code used to run.
static int charged_yield(lua_State *L) {
    if (L == shim_state(L)->host_thread) {
        shim_pushtext(L, "attempt to yield from outside a coroutine");
        return lua_error(L);
    }
    return charged_arguments(L);
}

/// coroutine.running: in the host's coroutine, what it says on the main thread (the main thread,
/// true), so the script never holds the host's coroutine: it cannot resume a frozen thread of
/// the app, close it, or ask its status (S3).
static int guarded_running(lua_State *L) {
    if (L != shim_state(L)->host_thread) return call_original(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
    lua_pushboolean(L, 1);
    return 2;
}

/// coroutine.isyieldable(): false in the host's coroutine, as on the main thread (S3).
static int guarded_isyieldable(lua_State *L) {
    if (L != shim_state(L)->host_thread || !lua_isnone(L, 1)) return call_original(L);
    lua_pushboolean(L, 0);
    return 1;
}

/// string.pack, packsize, unpack: the format's bytes and the values given or returned.
static int charged_format(lua_State *L) {
    size_t steps = length_of(L, 1) + (size_t)(lua_gettop(L) > 1 ? lua_gettop(L) - 1 : 0) * SHIM_STEPS_PER_VALUE;
    shim_charge(L, steps);
    int n = call_original(L);
    shim_charge(L, (size_t)n * SHIM_STEPS_PER_VALUE);
    return n;
}

/// tonumber: a string is read byte by byte (with or without a base).
static int charged_number(lua_State *L) {
    shim_charge(L, length_of(L, 1) / SHIM_NUMBER_BYTES_PER_STEP);
    return call_original(L);
}

/// The string metatable's arithmetic (`s + 1`, `-s`, …: Lua 5.4 converts a string operand in
/// these metamethods): each string operand is read as tonumber reads it, charged before the
/// conversion runs. One VM instruction, but 0.7 ms for a numeric string of 1 MiB (H34). Light
/// functions calling the string library's own (the same in every state), so that a state's heap
/// does not grow by a byte: the footprint a trace shows stays what it was.
static const char *const arithmetic[] = { "__add", "__sub", "__mul", "__mod", "__pow", "__div", "__idiv", "__unm", NULL };
static lua_CFunction _Atomic arithmetic_originals[8];

static int charged_arith(lua_State *L, int which) {
    shim_charge(L, (length_of(L, 1) + length_of(L, 2)) / SHIM_NUMBER_BYTES_PER_STEP);
    return arithmetic_originals[which](L);
}
#define CHARGED_ARITH(i) static int charged_arith_##i(lua_State *L) { return charged_arith(L, i); }
CHARGED_ARITH(0) CHARGED_ARITH(1) CHARGED_ARITH(2) CHARGED_ARITH(3)
CHARGED_ARITH(4) CHARGED_ARITH(5) CHARGED_ARITH(6) CHARGED_ARITH(7)
static const lua_CFunction charged_arithmetic[] = {
    charged_arith_0, charged_arith_1, charged_arith_2, charged_arith_3,
    charged_arith_4, charged_arith_5, charged_arith_6, charged_arith_7,
};

/// Replaces the string metatable's (on top) arithmetic metamethods with the charged ones.
static void charge_arithmetic(lua_State *L) {
    for (int i = 0; arithmetic[i] != NULL; i++) {
        lua_getfield(L, -1, arithmetic[i]);
        lua_CFunction original = lua_tocfunction(L, -1);
        lua_pop(L, 1);
        if (original == NULL || original == charged_arithmetic[i]) continue;
        arithmetic_originals[i] = original;
        lua_pushcfunction(L, charged_arithmetic[i]);
        lua_setfield(L, -2, arithmetic[i]);
    }
}

/// utf8.len(s [, i [, j [, lax]]]): decodes the bytes from i to j.
static int charged_utf8_len(lua_State *L) {
    size_t len = length_of(L, 1);
    lua_Integer i = lua_type(L, 2) == LUA_TNUMBER ? lua_tointeger(L, 2) : 1;
    lua_Integer j = lua_type(L, 3) == LUA_TNUMBER ? lua_tointeger(L, 3) : -1;
    int n = call_original(L);
    shim_charge(L, span(i, j, len) / SHIM_UTF8_BYTES_PER_STEP);
    return n;
}

/// utf8.codepoint(s [, i [, j [, lax]]]): decodes the bytes from i to j, returns a value each.
static int charged_utf8_codepoint(lua_State *L) {
    size_t len = length_of(L, 1);
    lua_Integer i = lua_type(L, 2) == LUA_TNUMBER ? lua_tointeger(L, 2) : 1;
    lua_Integer j = lua_type(L, 3) == LUA_TNUMBER ? lua_tointeger(L, 3) : i;
    int n = call_original(L);
    shim_charge(L, span(i, j, len) / SHIM_UTF8_BYTES_PER_STEP + (size_t)n * SHIM_STEPS_PER_VALUE);
    return n;
}

/// utf8.offset(s, n [, i]): walks from i to the answer (or over the whole string).
static int charged_utf8_offset(lua_State *L) {
    size_t len = length_of(L, 1);
    lua_Integer n = lua_type(L, 2) == LUA_TNUMBER ? lua_tointeger(L, 2) : 0;
    lua_Integer i = lua_type(L, 3) == LUA_TNUMBER ? lua_tointeger(L, 3) : (n >= 0 ? 1 : (lua_Integer)len + 1);
    size_t from = position(i, len);
    int results = call_original(L);
    size_t walked = len;
    if (results == 1 && lua_type(L, -1) == LUA_TNUMBER) {
        lua_Integer at = lua_tointeger(L, -1);
        walked = at >= (lua_Integer)from ? (size_t)(at - (lua_Integer)from) : (size_t)((lua_Integer)from - at);
    }
    shim_charge(L, (walked + 1) / SHIM_UTF8_BYTES_PER_STEP);
    return results;
}

/// The iterator utf8.codes returns: upvalue 1 is the original, the bytes it skipped are charged.
static int charged_utf8_step(lua_State *L) {
    size_t len = length_of(L, 1);
    lua_Integer from = lua_type(L, 2) == LUA_TNUMBER ? lua_tointeger(L, 2) : 0;
    int n = call_original(L);
    lua_Integer to = n == 2 ? lua_tointeger(L, -2) : (lua_Integer)len;
    shim_charge(L, (to > from ? (size_t)(to - from) : 1) / SHIM_UTF8_BYTES_PER_STEP);
    return n;
}

/// utf8.codes(s [, lax]): the original's iterator, wrapped (charged_utf8_step).
static int charged_utf8_codes(lua_State *L) {
    int n = call_original(L);  /* iterator, s, 0 */
    lua_pushvalue(L, -n);
    lua_pushcclosure(L, charged_utf8_step, 1);  /* the iterator as upvalue 1 */
    lua_replace(L, -n - 1);
    return n;
}

/// Replaces `library[name]` (the table at `library`) with `fn` closing over the original.
static void wrap(lua_State *L, int library, const char *name, lua_CFunction fn) {
    lua_getfield(L, library, name);
    if (!lua_iscfunction(L, -1)) {  /* already replaced, or missing: leave it */
        lua_pop(L, 1);
        return;
    }
    lua_pushcclosure(L, fn, 1);
    lua_setfield(L, library, name);
}

void shim_add_charged(lua_State *L) {
    lua_getglobal(L, "string");
    int string = lua_gettop(L);
    wrap(L, string, "upper", charged_bytes);
    wrap(L, string, "lower", charged_bytes);
    wrap(L, string, "reverse", charged_bytes);
    wrap(L, string, "byte", charged_results);
    wrap(L, string, "char", charged_arguments);
    wrap(L, string, "pack", charged_format);
    wrap(L, string, "packsize", charged_format);
    wrap(L, string, "unpack", charged_format);
    lua_getglobal(L, "utf8");
    int utf8 = lua_gettop(L);
    wrap(L, utf8, "len", charged_utf8_len);
    wrap(L, utf8, "codepoint", charged_utf8_codepoint);
    wrap(L, utf8, "offset", charged_utf8_offset);
    wrap(L, utf8, "codes", charged_utf8_codes);
    wrap(L, utf8, "char", charged_arguments);
    lua_getglobal(L, "table");
    wrap(L, lua_gettop(L), "pack", charged_arguments);
    lua_getglobal(L, "math");
    wrap(L, lua_gettop(L), "max", charged_arguments);
    wrap(L, lua_gettop(L), "min", charged_arguments);
    lua_getglobal(L, "coroutine");
    wrap(L, lua_gettop(L), "yield", charged_yield);
    wrap(L, lua_gettop(L), "running", guarded_running);
    wrap(L, lua_gettop(L), "isyieldable", guarded_isyieldable);
    shim_pushtext(L, "");
    if (!lua_getmetatable(L, -1)) lua_newtable(L);  /* the string library made it: never new */
    lua_remove(L, -2);
    charge_arithmetic(L);
    lua_pushglobaltable(L);
    int base = lua_gettop(L);
    wrap(L, base, "select", charged_results);
    wrap(L, base, "assert", charged_results);
    wrap(L, base, "tonumber", charged_number);
    lua_pop(L, 7);
}
