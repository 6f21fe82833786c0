// The sandbox's own functions (stdlib/host/sandbox.lua installs them in the scripts' environment).
//
// Determinism. The system's Lua seeds its string hash from the clock and from addresses, and
// hashes tables and functions by address, so a raw `next` visits keys in an order that changes
// from run to run, and the work of sorting them changes with it. Here `next` and `pairs` visit
// keys in one fixed order (numbers, strings, booleans, then objects in the order the script made
// them, which the allocator records: LuaShim.c), and ordering a table's keys is charged by a
// formula of their number (n * log2 n), never by the comparisons made. tostring, print and
// string.format name objects by the order tostring first met them ("table: #3"), never by
// address, and write NaN as "nan" (C libraries write "-nan" or "nan" depending on its sign bit).
//
// Blame. Each function is C and calls the original in its own frame (or raises itself), so an
// error names the script's line and the function as the script called it, never a line of the
// host's preludes or a name like `real_setmetatable`.
#include "ShimLib.h"
#include "ShimMatch.h"
#include "ShimCost.h"
#include <lauxlib.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// The upvalues the functions below share (set up by shim_sandbox_open).
enum {
    UP_SHOWN = 1,   ///< weak-keyed: object -> number tostring gave it
    UP_OWN,         ///< weak-keyed: metatables the script set (rawset may write their tables)
    UP_ORIGINAL,    ///< the original function, or a host function
    UP_EXTRA,       ///< a second host value (load: the environment; date: now)
};

static int call_original(lua_State *L) { return shim_call_original(L, lua_upvalueindex(UP_ORIGINAL)); }

// ---------------------------------------------------------------------------------------------
// The order of keys

/// How a key sorts: its class first, then its value.
typedef struct Key {
    int rank;                 /* 1 number, 2 string, 3 boolean, 4 object, 5 light function, 6 other */
    int is_integer;
    lua_Integer integer;
    lua_Number number;
    const char *text;
    size_t length;
    unsigned long long order; /* an object's creation number; an address for rank 5 and 6 */
    int slot;                 /* where the key is kept alive (the build's key list) */
} Key;

/// Reads the key at `idx` (which must stay alive while `key` is used).
static void read_key(lua_State *L, int idx, Key *key) {
    idx = lua_absindex(L, idx);
    memset(key, 0, sizeof *key);
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
        key->rank = 1;
        key->is_integer = lua_isinteger(L, idx);
        if (key->is_integer) key->integer = lua_tointeger(L, idx);
        else key->number = lua_tonumber(L, idx);
        break;
    case LUA_TSTRING:
        key->rank = 2;
        key->text = lua_tolstring(L, idx, &key->length);
        break;
    case LUA_TBOOLEAN:
        key->rank = 3;
        key->integer = lua_toboolean(L, idx);
        break;
    case LUA_TTABLE:
        key->rank = 4;
        key->order = shim_object_number(lua_topointer(L, idx));
        break;
    case LUA_TFUNCTION:
        if (lua_iscfunction(L, idx) && lua_getupvalue(L, idx, 1) == NULL) {
            key->rank = 5;  /* a light C function: no object, its address (fixed within Lua's library) */
            key->order = (unsigned long long)(uintptr_t)lua_topointer(L, idx);
        } else {
            if (lua_iscfunction(L, idx)) lua_pop(L, 1);
            key->rank = 4;
            key->order = shim_object_number(lua_topointer(L, idx));
        }
        break;
    case LUA_TTHREAD:
        key->rank = 4;
        key->order = shim_object_number(lua_getextraspace(lua_tothread(L, idx)));
        break;
    default:  /* userdata: scripts cannot make any */
        key->rank = 6;
        key->order = (unsigned long long)(uintptr_t)lua_topointer(L, idx);
        break;
    }
}

/// Compares an integer with a float exactly (NaN after every number).
static int compare_mixed(lua_Integer i, lua_Number f) {
    if (f != f) return -1;
    if ((lua_Number)i < f) return -1;
    if ((lua_Number)i > f) return 1;
    /* equal as floats: f is integral; compare in integers where f fits */
    if (f >= 9223372036854775808.0) return -1;
    if (f < -9223372036854775808.0) return 1;
    lua_Integer fi = (lua_Integer)f;
    return i < fi ? -1 : i > fi;
}

static int compare_keys(const Key *a, const Key *b) {
    if (a->rank != b->rank) return a->rank < b->rank ? -1 : 1;
    switch (a->rank) {
    case 1:
        if (a->is_integer && b->is_integer) return a->integer < b->integer ? -1 : a->integer > b->integer;
        if (a->is_integer) return compare_mixed(a->integer, b->number);
        if (b->is_integer) return -compare_mixed(b->integer, a->number);
        if (a->number != a->number) return b->number != b->number ? 0 : 1;
        if (b->number != b->number) return -1;
        return a->number < b->number ? -1 : a->number > b->number;
    case 2: {
        size_t n = a->length < b->length ? a->length : b->length;
        int c = memcmp(a->text, b->text, n);
        if (c != 0) return c < 0 ? -1 : 1;
        return a->length < b->length ? -1 : a->length > b->length;
    }
    case 3:
        return a->integer < b->integer ? -1 : a->integer > b->integer;
    default:
        return a->order < b->order ? -1 : a->order > b->order;
    }
}

static int compare_entries(const void *a, const void *b) { return compare_keys(a, b); }

/// ceil(log2(n)) for n >= 1.
static size_t log2_ceiling(size_t n) {
    size_t bits = 0;
    while (((size_t)1 << bits) < n && bits < 63) bits++;
    return bits;
}

/// Pushes the list of t's keys (the table at index 1) in their fixed order (shim_pushkeys),
/// charged n * SHIM_KEY_STEPS to collect and n * log2(n) to order.
static void push_order(lua_State *L) {
    size_t n = 0;
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        lua_pop(L, 1);
        n++;
    }
    shim_charge(L, n * SHIM_KEY_STEPS + n * log2_ceiling(n) * SHIM_ORDER_STEPS);
    size_t count;
    shim_pushkeys(L, 1, n, &count);
}

int shim_pushkeys(lua_State *L, int idx, size_t limit, size_t *count) {
    idx = lua_absindex(L, idx);
    size_t n = 0;
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_settop(L, lua_gettop(L) - 1);
        if (++n > limit) {
            lua_settop(L, lua_gettop(L) - 1);
            *count = n;
            return 0;
        }
    }
    lua_createtable(L, (int)(n < INT32_MAX ? n : 0), 1);  /* keeps the keys alive while sorted */
    int keys = lua_gettop(L);
    Key *entries = lua_newuserdatauv(L, (n ? n : 1) * sizeof(Key), 0);
    size_t filled = 0;
    lua_pushnil(L);
    while (lua_next(L, idx) && filled < n) {
        lua_settop(L, lua_gettop(L) - 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, keys, (lua_Integer)filled + 1);
        read_key(L, -1, &entries[filled]);
        entries[filled].slot = (int)filled + 1;
        filled++;
    }
    lua_settop(L, keys + 1);
    qsort(entries, filled, sizeof(Key), compare_entries);
    lua_createtable(L, (int)filled, 1);  /* the order: keys[1..n] (next adds [0], its place) */
    for (size_t i = 0; i < filled; i++) {
        lua_rawgeti(L, keys, entries[i].slot);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_replace(L, keys);
    lua_settop(L, keys);
    *count = filled;
    return 1;
}

/// next(t [, k]): the key after k in the fixed order (the first key when k is nil), and its
/// value; nil at the end. k need not be in t any more (a key set to nil during a traversal).
/// The order is made at the second step of a traversal and kept (upvalue 1) until it ends;
/// keys added during a traversal are not visited (as Lua allows).
static int sandbox_next(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    int cache = lua_upvalueindex(1);
    shim_step(L, SHIM_NEXT_STEPS);
    if (lua_isnil(L, 2)) {  /* a traversal starts: the least key, by one scan */
        lua_pushvalue(L, 1);
        lua_pushnil(L);
        lua_rawset(L, cache);
        size_t n = 0;
        Key best, key;
        int found = 0;
        lua_pushnil(L);  /* 3: the best key so far */
        lua_pushnil(L);  /* 4: the scan's key */
        while (lua_next(L, 1)) {
            lua_pop(L, 1);
            n++;
            read_key(L, 4, &key);
            if (!found || compare_keys(&key, &best) < 0) {
                lua_pushvalue(L, 4);
                lua_replace(L, 3);
                read_key(L, 3, &best);
                found = 1;
            }
        }
        shim_charge(L, n * SHIM_KEY_STEPS);
        if (!found) {
            lua_pushnil(L);
            return 1;
        }
        lua_settop(L, 3);
        lua_pushvalue(L, 3);
        lua_rawget(L, 1);
        return 2;
    }
    lua_pushvalue(L, 1);
    if (lua_rawget(L, cache) != LUA_TTABLE) {
        lua_pop(L, 1);
        push_order(L);
        lua_pushvalue(L, 1);
        lua_pushvalue(L, -2);
        lua_rawset(L, cache);
    }
    int order = lua_gettop(L);
    lua_Integer n = (lua_Integer)lua_rawlen(L, order);
    lua_rawgeti(L, order, 0);
    lua_Integer at = lua_tointeger(L, -1);  /* where the last step was, usually k's place */
    lua_pop(L, 1);
    lua_rawgeti(L, order, at);
    int in_place = at >= 1 && at <= n && lua_rawequal(L, -1, 2);
    lua_pop(L, 1);
    if (!in_place) {  /* binary search: the number of keys <= k */
        Key wanted, probe;
        read_key(L, 2, &wanted);
        lua_Integer lo = 0, hi = n;
        while (lo < hi) {
            lua_Integer mid = lo + (hi - lo + 1) / 2;
            lua_rawgeti(L, order, mid);
            read_key(L, -1, &probe);
            int c = compare_keys(&probe, &wanted);
            lua_pop(L, 1);
            if (c <= 0) lo = mid; else hi = mid - 1;
        }
        at = lo;
    }
    for (lua_Integer i = at + 1; i <= n; i++) {
        lua_rawgeti(L, order, i);
        lua_pushvalue(L, -1);
        if (lua_rawget(L, 1) != LUA_TNIL) {
            lua_pushinteger(L, i);
            lua_rawseti(L, order, 0);
            return 2;
        }
        lua_pop(L, 2);
        shim_step(L, SHIM_NEXT_STEPS);
    }
    lua_pushvalue(L, 1);  /* the traversal is over: let the order go */
    lua_pushnil(L);
    lua_rawset(L, cache);
    lua_pushnil(L);
    return 1;
}

static int pairs_continue(lua_State *L, int status, lua_KContext k) {
    (void)L; (void)status; (void)k;
    return 3;
}

/// pairs(t): t's __pairs when it has one, else next (upvalue 1), t, nil.
static int sandbox_pairs(lua_State *L) {
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_callk(L, 1, 3, 0, pairs_continue);
        return 3;
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

// ---------------------------------------------------------------------------------------------
// Text of values

/// Pushes the text tostring gives the value at `idx`, the same on every run.
static void push_text(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    int type = lua_type(L, idx);
    if (type == LUA_TNUMBER && !lua_isinteger(L, idx)) {
        lua_Number x = lua_tonumber(L, idx);
        if (x != x) {
            shim_pushtext(L, "nan");
            return;
        }
    }
    if (type != LUA_TTABLE && type != LUA_TFUNCTION && type != LUA_TTHREAD && type != LUA_TUSERDATA) {
        luaL_tolstring(L, idx, NULL);
        return;
    }
    if (luaL_getmetafield(L, idx, "__tostring") != LUA_TNIL) {
        lua_pop(L, 1);
        luaL_tolstring(L, idx, NULL);
        return;
    }
    int top = lua_gettop(L);
    const char *kind = lua_typename(L, type);
    if (luaL_getmetafield(L, idx, "__name") == LUA_TSTRING) kind = lua_tostring(L, -1);
    lua_pushvalue(L, idx);
    lua_Integer number;
    if (lua_rawget(L, lua_upvalueindex(UP_SHOWN)) == LUA_TNUMBER) {
        number = lua_tointeger(L, -1);
    } else {
        number = (lua_Integer)++shim_state(L)->shown;
        lua_pushvalue(L, idx);
        lua_pushinteger(L, number);
        lua_rawset(L, lua_upvalueindex(UP_SHOWN));
    }
    lua_pushfstring(L, "%s: #%I", kind, (LUAI_UACINT)number);
    lua_replace(L, top + 1);
    lua_settop(L, top + 1);
}

/// tostring(v). No value at all reads as nil, as the sandbox always has (a binding that returns
/// nothing, such as read_file of a missing file, can be passed on directly).
static int sandbox_tostring(lua_State *L) {
    lua_settop(L, 1);
    push_text(L, 1);
    return 1;
}

/// print(...): the values' texts joined by tabs, handed to the host (upvalue UP_ORIGINAL).
static int sandbox_print(lua_State *L) {
    int n = lua_gettop(L);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 1; i <= n; i++) {
        if (i > 1) luaL_addchar(&b, '\t');
        push_text(L, i);
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
    lua_pushvalue(L, lua_upvalueindex(UP_ORIGINAL));
    lua_insert(L, -2);
    lua_call(L, 1, 0);
    return 0;
}

/// The digits (and padding) a number's conversion writes, its width and precision (%99.99f of
/// 1e308 writes 507 and takes 9 µs) (H35).
static size_t format_digits(lua_State *L, int arg, char conversion, size_t width, size_t precision) {
    size_t digits = width + precision;
    if ((conversion == 'f' || conversion == 'F') && lua_type(L, arg) == LUA_TNUMBER) {
        lua_Number x = fabs(lua_tonumber(L, arg));
        if (x >= 10 && x <= DBL_MAX) digits += (size_t)log10(x) + 1;  /* the integer part's digits */
    }
    return digits;
}

/// What an item costs besides SHIM_FORMAT_STEPS_PER_ARG, charged before the formatting runs
/// (H35): %q of a long string escapes it byte by byte (3 to 24 ns a byte), a number's conversion
/// writes its digits one by one. Short strings and everyday widths cost nothing more.
static size_t format_item_steps(lua_State *L, int arg, char conversion, size_t width, size_t precision) {
    if (conversion == 'q' && lua_type(L, arg) == LUA_TSTRING) {
        size_t len = lua_rawlen(L, arg);
        return len >= SHIM_HOST_FREE_BYTES ? len * SHIM_QUOTE_STEPS_PER_BYTE : 0;
    }
    if (strchr("aAeEfFgG", conversion) == NULL) return 0;
    size_t digits = format_digits(L, arg, conversion, width, precision);
    return digits >= SHIM_FORMAT_FREE_DIGITS ? digits * SHIM_FORMAT_STEPS_PER_DIGIT : 0;
}

/// A decimal number of a format item (a width or a precision; Lua refuses more than 2 digits).
static size_t format_number(const char **p, const char *end) {
    size_t n = 0;
    while (*p < end && **p >= '0' && **p <= '9') {
        if (n < 1000000) n = n * 10 + (size_t)(**p - '0');
        (*p)++;
    }
    return n;
}

/// string.format(fmt, ...): %p is refused; %s of an object gives its tostring text; NaN is
/// written "nan" by every conversion (its sign bit cleared). Charged by the format's length and
/// its items (format_item_steps; the result as a long string).
static int sandbox_format(lua_State *L) {
    size_t length;
    const char *format = luaL_checklstring(L, 1, &length);
    const char *end = format + length;
    int top = lua_gettop(L), arg = 1;
    size_t items = 0, steps = 0;
    for (const char *p = format; p < end; p++) {
        if (*p != '%') continue;
        if (++p >= end) break;
        if (*p == '%') continue;
        while (p < end && *p != '\0' && strchr("-+ #0", *p) != NULL) p++;
        size_t width = format_number(&p, end), precision = 6;
        if (p < end && *p == '.') {
            p++;
            precision = format_number(&p, end);
        }
        if (p >= end) break;
        items++;
        if (arg + 1 <= top) steps += format_item_steps(L, arg + 1, *p, width, precision);
        if (*p == 'p') return luaL_error(L, "string.format: '%%p' is not available (addresses differ from run to run)");
        if (++arg > top) continue;
        int type = lua_type(L, arg);
        if (*p == 's' && (type == LUA_TTABLE || type == LUA_TFUNCTION || type == LUA_TTHREAD ||
                          type == LUA_TUSERDATA || type == LUA_TNUMBER)) {
            push_text(L, arg);
            lua_replace(L, arg);
        } else if (strchr("aAeEfFgG", *p) != NULL && type == LUA_TNUMBER && !lua_isinteger(L, arg)) {
            lua_Number x = lua_tonumber(L, arg);
            if (x != x) {
                lua_pushnumber(L, fabs(x));
                lua_replace(L, arg);
            }
        }
    }
    shim_charge(L, length + items * SHIM_FORMAT_STEPS_PER_ARG + steps);
    return call_original(L);
}

// ---------------------------------------------------------------------------------------------
// Metatables and raw writes

/// setmetatable(t, mt): no __gc (finalizers run with hooks off); the metatable is noted as the
/// script's own (rawset may then write into tables that use it).
static int sandbox_setmetatable(lua_State *L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
        shim_pushtext(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) return luaL_error(L, "setmetatable: __gc metamethods are not allowed here");
        lua_pop(L, 1);
        lua_pushvalue(L, 2);
        lua_pushboolean(L, 1);
        lua_rawset(L, lua_upvalueindex(UP_OWN));
    }
    return call_original(L);
}

/// rawset(t, k, v): refused on the system's objects (a table whose metatable is locked with
/// __metatable and was not set by the script: the application, queues, frameworks).
static int sandbox_rawset(lua_State *L) {
    if (lua_type(L, 1) == LUA_TTABLE && lua_getmetatable(L, 1)) {
        int mt = lua_gettop(L);
        shim_pushtext(L, "__metatable");
        int locked = lua_rawget(L, mt);
        if (locked != LUA_TNIL) {
            lua_pushvalue(L, mt);
            if (lua_rawget(L, lua_upvalueindex(UP_OWN)) == LUA_TNIL) {
                const char *name = locked == LUA_TSTRING ? lua_tostring(L, mt + 1) : "this object";
                return luaL_error(L, "rawset: %s belongs to the system and cannot be changed", name);
            }
        }
        lua_settop(L, mt - 1);
    }
    return call_original(L);
}

// ---------------------------------------------------------------------------------------------
// load, collectgarbage, os.date, math.randomseed

/// A reader function's pieces, charged as they arrive (upvalue 1: the script's reader).
static int counted_reader(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_call(L, 0, 1);
    if (lua_type(L, -1) == LUA_TSTRING) shim_charge(L, lua_rawlen(L, -1) * SHIM_LOAD_STEPS_PER_BYTE);
    return 1;
}

/// load(chunk [, name [, mode [, env]]]): text only; without an explicit environment a chunk
/// gets the sandbox (UP_EXTRA), never the host's. Charged by the length of the source.
static int sandbox_load(lua_State *L) {
    int n = lua_gettop(L);
    if (!lua_isnoneornil(L, 3) && !(lua_type(L, 3) == LUA_TSTRING && strcmp(lua_tostring(L, 3), "t") == 0)) {
        lua_pushnil(L);
        shim_pushtext(L, "load: only text chunks are allowed (mode 't')");
        return 2;
    }
    // Tracebacks and error positions leave out the host's own frames, which they tell by this
    // chunk name: a user's chunk may not take it (H18).
    if (lua_type(L, 2) == LUA_TSTRING) {
        size_t len;
        const char *name = lua_tolstring(L, 2, &len);
        if (len > 13 && strncmp(name + 1, "stdlib/host/", 12) == 0) {
            lua_pushnil(L);
            shim_pushtext(L, "load: chunk names under stdlib/host/ are lifecycle's own");
            return 2;
        }
    }
    lua_settop(L, 4);
    shim_pushtext(L, "t");
    lua_replace(L, 3);
    if (n < 4) {
        lua_pushvalue(L, lua_upvalueindex(UP_EXTRA));
        lua_replace(L, 4);
    }
    if (lua_type(L, 1) == LUA_TSTRING) {
        shim_charge(L, lua_rawlen(L, 1) * SHIM_LOAD_STEPS_PER_BYTE);
    } else if (lua_type(L, 1) == LUA_TFUNCTION) {
        lua_pushvalue(L, 1);
        lua_pushcclosure(L, counted_reader, 1);
        lua_replace(L, 1);
    }
    return call_original(L);
}

/// collectgarbage([option]): only collect, count, step and isrunning. A collection visits the
/// whole heap: a step per 64 bytes of it.
static int sandbox_collectgarbage(lua_State *L) {
    static const char *const allowed[] = { "collect", "count", "step", "isrunning", NULL };
    if (!lua_isnoneornil(L, 1)) {
        const char *option = lua_type(L, 1) == LUA_TSTRING ? lua_tostring(L, 1) : NULL;
        int ok = 0;
        for (int i = 0; option != NULL && allowed[i] != NULL; i++) ok |= strcmp(option, allowed[i]) == 0;
        if (!ok) {
            return luaL_error(L, "collectgarbage('%s') is not allowed here (only 'collect', 'count', 'step' and 'isrunning')",
                              option ? option : luaL_typename(L, 1));
        }
    }
    const char *option = luaL_optstring(L, 1, "collect");
    if (strcmp(option, "collect") == 0 || strcmp(option, "step") == 0) shim_charge(L, shim_state(L)->used / 64);
    return call_original(L);
}

/// The simulated clock's epoch: 2010-06-21 00:00:00 UTC (docs/app-api.md, "The sandbox").
#define SANDBOX_EPOCH 1277078400

/// os.date([format [, time]]): always UTC, and the simulated now by default (UP_EXTRA: now()).
static int sandbox_date(lua_State *L) {
    size_t length;
    const char *format = luaL_optlstring(L, 1, "%c", &length);
    lua_settop(L, 2);
    if (format[0] != '!') {
        shim_pushtext(L, "!");
        lua_pushvalue(L, 1);
        if (lua_isnil(L, 1)) {
            lua_pop(L, 1);
            shim_pushtext(L, "%c");
        }
        lua_concat(L, 2);
        lua_replace(L, 1);
    }
    if (lua_isnil(L, 2)) {
        lua_pushvalue(L, lua_upvalueindex(UP_EXTRA));
        lua_call(L, 0, 1);
        lua_Number now = lua_tonumber(L, -1);
        lua_pop(L, 1);
        lua_pushinteger(L, SANDBOX_EPOCH + (lua_Integer)floor(now));
        lua_replace(L, 2);
    }
    shim_charge(L, length * SHIM_DATE_STEPS_PER_BYTE);
    return call_original(L);
}

/// math.randomseed([x [, y]]): without an argument, reseeds from --seed (UP_EXTRA: seed()),
/// never from the clock; with integers, seeds as Lua does, so the same seed gives the same
/// numbers on every run and machine. The original is a closure over its generator, which
/// shim_call_original calls through Lua: the arguments are checked here first, in the script's
/// own frame, so a bad one is blamed on the script's line (H25).
static int sandbox_randomseed(lua_State *L) {
    if (lua_gettop(L) == 0) {
        lua_pushvalue(L, lua_upvalueindex(UP_EXTRA));
        lua_call(L, 0, 1);
    }
    lua_Integer x = luaL_checkinteger(L, 1), y = luaL_optinteger(L, 2, 0);
    lua_settop(L, 0);
    lua_pushinteger(L, x);
    lua_pushinteger(L, y);
    return call_original(L);
}

// ---------------------------------------------------------------------------------------------

/// Pushes a closure of `fn` with the shared upvalues (shown, own) and two more.
static void push_function(lua_State *L, lua_CFunction fn, int shown, int own, int original, int extra) {
    lua_pushvalue(L, shown);
    lua_pushvalue(L, own);
    if (original) lua_pushvalue(L, original); else lua_pushnil(L);
    if (extra) lua_pushvalue(L, extra); else lua_pushnil(L);
    lua_pushcclosure(L, fn, 4);
}

/// Pushes field `name` of the table at `table`, or of the global table when `table` is 0.
static int push_field(lua_State *L, int table, const char *name) {
    if (table == 0) lua_getglobal(L, name);
    else lua_getfield(L, table, name);
    return lua_gettop(L);
}

int shim_sandbox_open(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);  /* env */
    luaL_checktype(L, 2, LUA_TTABLE);  /* host: print_line, now, seed */
    lua_settop(L, 2);
    lua_newtable(L);  /* 3: the functions */
    int result = 3;
    lua_newtable(L);  /* 4: shown objects (weak keys) */
    lua_newtable(L);  /* 5: the script's metatables (weak keys) */
    lua_newtable(L);  /* 6: the weak mode */
    shim_pushtext(L, "k");
    lua_setfield(L, 6, "__mode");
    lua_pushvalue(L, 6);
    lua_setmetatable(L, 4);
    lua_pushvalue(L, 6);
    lua_setmetatable(L, 5);
    int shown = 4, own = 5;

    lua_newtable(L);  /* next's orders in progress (weak keys) */
    lua_pushvalue(L, 6);
    lua_setmetatable(L, -2);
    lua_pushcclosure(L, sandbox_next, 1);
    lua_pushvalue(L, -1);
    lua_setfield(L, result, "next");
    lua_pushcclosure(L, sandbox_pairs, 1);
    lua_setfield(L, result, "pairs");

    push_function(L, sandbox_tostring, shown, own, 0, 0);
    lua_setfield(L, result, "tostring");
    int print_line = push_field(L, 2, "print_line");
    push_function(L, sandbox_print, shown, own, print_line, 0);
    lua_setfield(L, result, "print");
    int string = push_field(L, 0, "string");
    int format = push_field(L, string, "format");
    push_function(L, sandbox_format, shown, own, format, 0);
    lua_setfield(L, result, "format");
    int setmetatable = push_field(L, 0, "setmetatable");
    push_function(L, sandbox_setmetatable, shown, own, setmetatable, 0);
    lua_setfield(L, result, "setmetatable");
    int rawset = push_field(L, 0, "rawset");
    push_function(L, sandbox_rawset, shown, own, rawset, 0);
    lua_setfield(L, result, "rawset");
    int load = push_field(L, 0, "load");
    push_function(L, sandbox_load, shown, own, load, 1);
    lua_setfield(L, result, "load");
    int collect = push_field(L, 0, "collectgarbage");
    push_function(L, sandbox_collectgarbage, shown, own, collect, 0);
    lua_setfield(L, result, "collectgarbage");
    int os = push_field(L, 0, "os");
    int date = push_field(L, os, "date");
    int now = push_field(L, 2, "now");
    push_function(L, sandbox_date, shown, own, date, now);
    lua_setfield(L, result, "date");
    int math = push_field(L, 0, "math");
    int randomseed = push_field(L, math, "randomseed");
    int seed = push_field(L, 2, "seed");
    push_function(L, sandbox_randomseed, shown, own, randomseed, seed);
    lua_setfield(L, result, "randomseed");
    lua_settop(L, result);
    return 1;
}
