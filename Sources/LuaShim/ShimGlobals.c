// Strict globals for learners (docs/app-api.md, "Undefined globals"): the metamethods of a
// script's environment, in C so that they cost the app nothing. Lua code run for them would be
// counted as the app's instructions, and a loop reading an undefined global a million times
// would take the app past its watchdog. C work is not counted, and these do a bounded amount
// per read: a read of a global the environment lacks, by the script's own code, is reported
// once per name and line to the host (`undefined`); in an app, a write of a new global once the
// main chunk has returned (`loading` is false) is reported too (`new_global`). A name the main
// chunk wrote, even as nil, is declared: never reported. Nothing the script sees changes: the
// read gives nil, the write sets the global. Keys that are not Lua names, reads by C functions
// and by lifecycle's own code (chunks named `=stdlib/…`) are not the learner's.
#include "ShimLib.h"
#include <lauxlib.h>
#include <math.h>
#include <string.h>

/// At most this many reports per state (each name and line once): a bounded table.
#define STRICT_LIMIT 256
/// Names longer than this are not a name a learner meant.
#define STRICT_NAME_MAX 64

enum { UP_ENV = 1, UP_DECLARED, UP_SEEN, UP_UNDEFINED, UP_NEW_GLOBAL, UP_LOADING, UP_COUNT };

/// Whether the string at `index` is a Lua name of at most STRICT_NAME_MAX bytes.
static int is_name(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TSTRING) return 0;
    size_t len;
    const char *s = lua_tolstring(L, index, &len);
    if (len == 0 || len > STRICT_NAME_MAX || (s[0] >= '0' && s[0] <= '9')) return 0;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) return 0;
    }
    return 1;
}

/// Calls the host's `fn` upvalue with the name at `name` and the caller's `file:line`, the first
/// time this name is met there so (`how`: "read", "write"), unless the caller is not the
/// script's own code or the state reported STRICT_LIMIT already.
static void report(lua_State *L, int name, const char *how, int fn) {
    lua_Integer count = lua_tointeger(L, lua_upvalueindex(UP_COUNT));
    if (count >= STRICT_LIMIT || !is_name(L, name)) return;
    lua_Debug ar;
    if (!lua_getstack(L, 1, &ar) || !lua_getinfo(L, "Sl", &ar)) return;
    if (ar.currentline <= 0 || strcmp(ar.what, "C") == 0 || strncmp(ar.source, "=stdlib/", 8) == 0) return;
    int top = lua_gettop(L);
    lua_pushfstring(L, "%s:%d", ar.short_src, ar.currentline);            /* top + 1: the site */
    lua_pushfstring(L, "%s\x01%s\x01%s", how, lua_tostring(L, top + 1), lua_tostring(L, name));
    if (lua_rawget(L, lua_upvalueindex(UP_SEEN)) != LUA_TNIL) { lua_settop(L, top); return; }
    lua_pop(L, 1);
    lua_pushfstring(L, "%s\x01%s\x01%s", how, lua_tostring(L, top + 1), lua_tostring(L, name));
    lua_pushboolean(L, 1);
    lua_rawset(L, lua_upvalueindex(UP_SEEN));
    lua_pushinteger(L, count + 1);
    lua_replace(L, lua_upvalueindex(UP_COUNT));
    lua_pushvalue(L, lua_upvalueindex(fn));
    lua_pushvalue(L, name);
    lua_pushvalue(L, top + 1);
    lua_call(L, 2, 0);
    lua_settop(L, top);
}

/// __index(_, name): nil, reported unless declared.
static int strict_index(lua_State *L) {
    if (lua_type(L, 2) == LUA_TSTRING) {
        lua_pushvalue(L, 2);
        int declared = lua_rawget(L, lua_upvalueindex(UP_DECLARED)) != LUA_TNIL;
        lua_pop(L, 1);
        if (!declared) report(L, 2, "read", UP_UNDEFINED);
    }
    lua_pushnil(L);
    return 1;
}

/// __newindex(_, name, value): sets the environment's global (never the table it is handed:
/// a script that takes the function from getmetatable(_G) cannot write elsewhere with it).
static int strict_newindex(lua_State *L) {
    lua_settop(L, 3);
    if (lua_isnil(L, 2)) return luaL_error(L, "index is nil");
    if (lua_type(L, 2) == LUA_TNUMBER && !lua_isinteger(L, 2) && isnan(lua_tonumber(L, 2))) return luaL_error(L, "index is NaN");
    lua_pushvalue(L, 2);
    int declared = lua_rawget(L, lua_upvalueindex(UP_DECLARED)) != LUA_TNIL;
    lua_pop(L, 1);
    if (!declared) {
        lua_pushvalue(L, lua_upvalueindex(UP_LOADING));
        lua_call(L, 0, 1);
        int loading = lua_toboolean(L, -1);
        lua_pop(L, 1);
        if (!loading) report(L, 2, "write", UP_NEW_GLOBAL);
        lua_pushvalue(L, 2);
        lua_pushboolean(L, 1);
        lua_rawset(L, lua_upvalueindex(UP_DECLARED));
    }
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_rawset(L, lua_upvalueindex(UP_ENV));
    return 0;
}

/// install(env, host): sets env's metatable to the strict one; host holds undefined,
/// new_global and loading (stdlib/host/globals.lua).
static int strict_install(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_settop(L, 2);
    lua_newtable(L);                                   /* 3: the metatable */
    for (int i = 0; i < 2; i++) {
        lua_pushvalue(L, 1);                           /* env */
        lua_newtable(L);                               /* declared: shared by both */
        if (i == 1) { lua_pop(L, 1); lua_getfield(L, 3, "__declared"); }
        else { lua_pushvalue(L, -1); lua_setfield(L, 3, "__declared"); }
        lua_newtable(L);                               /* seen */
        if (i == 1) { lua_pop(L, 1); lua_getfield(L, 3, "__seen"); }
        else { lua_pushvalue(L, -1); lua_setfield(L, 3, "__seen"); }
        lua_getfield(L, 2, "undefined");
        lua_getfield(L, 2, "new_global");
        lua_getfield(L, 2, "loading");
        lua_pushinteger(L, 0);
        lua_pushcclosure(L, i == 0 ? strict_index : strict_newindex, UP_COUNT);
        lua_setfield(L, 3, i == 0 ? "__index" : "__newindex");
    }
    lua_pushnil(L);
    lua_setfield(L, 3, "__declared");
    lua_pushnil(L);
    lua_setfield(L, 3, "__seen");
    lua_setmetatable(L, 1);
    return 0;
}

void shim_push_strict_globals(lua_State *L) { lua_pushcfunction(L, strict_install); }
