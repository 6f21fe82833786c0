// The stack operations of ShimStack.h: each one Lua API call (or macro), made here so that Swift
// never sees Lua's headers. Swift calls them one by one, a plain C call each; none raises.
#include "LuaShim.h"
#include <lua.h>

// The constants Swift reads are Lua's own.
_Static_assert(SHIM_OK == LUA_OK, "SHIM_OK");
_Static_assert(SHIM_MULTRET == LUA_MULTRET, "SHIM_MULTRET");
_Static_assert(SHIM_REGISTRYINDEX == LUA_REGISTRYINDEX, "SHIM_REGISTRYINDEX");
_Static_assert(SHIM_TNONE == LUA_TNONE, "SHIM_TNONE");
_Static_assert(SHIM_TNIL == LUA_TNIL, "SHIM_TNIL");
_Static_assert(SHIM_TBOOLEAN == LUA_TBOOLEAN, "SHIM_TBOOLEAN");
_Static_assert(SHIM_TLIGHTUSERDATA == LUA_TLIGHTUSERDATA, "SHIM_TLIGHTUSERDATA");
_Static_assert(SHIM_TNUMBER == LUA_TNUMBER, "SHIM_TNUMBER");
_Static_assert(SHIM_TSTRING == LUA_TSTRING, "SHIM_TSTRING");
_Static_assert(SHIM_TTABLE == LUA_TTABLE, "SHIM_TTABLE");
_Static_assert(SHIM_TFUNCTION == LUA_TFUNCTION, "SHIM_TFUNCTION");
_Static_assert(SHIM_TUSERDATA == LUA_TUSERDATA, "SHIM_TUSERDATA");
_Static_assert(SHIM_TTHREAD == LUA_TTHREAD, "SHIM_TTHREAD");
_Static_assert(LUA_NUMTYPES == 9, "a new Lua type needs its SHIM_T constant");
// The header's `double` and `long long` are Lua's number types, so nothing is converted.
_Static_assert(_Generic((lua_Number)0, double: 1, default: 0), "lua_Number is double");
_Static_assert(_Generic((lua_Integer)0, long long: 1, default: 0), "lua_Integer is long long");

void shim_close(lua_State *L) { lua_close(L); }
void shim_collect(lua_State *L) { lua_gc(L, LUA_GCCOLLECT, 0); }

int shim_gettop(lua_State *L) { return lua_gettop(L); }
int shim_absindex(lua_State *L, int i) { return lua_absindex(L, i); }
void shim_pop(lua_State *L, int n) { lua_settop(L, -(n) - 1); }
void shim_insert(lua_State *L, int i) { lua_rotate(L, i, 1); }
int shim_checkstack(lua_State *L, int n) { return lua_checkstack(L, n); }

int shim_type(lua_State *L, int i) { return lua_type(L, i); }
const char *shim_typename(lua_State *L, int i) { return lua_typename(L, lua_type(L, i)); }
int shim_isnoneornil(lua_State *L, int i) { return lua_type(L, i) <= LUA_TNIL; }
int shim_isfunction(lua_State *L, int i) { return lua_type(L, i) == LUA_TFUNCTION; }
int shim_istable(lua_State *L, int i) { return lua_type(L, i) == LUA_TTABLE; }

int shim_hasmetatable(lua_State *L, int i) {
    if (!lua_getmetatable(L, i)) return 0;
    lua_settop(L, -2);
    return 1;
}

int shim_rawequal(lua_State *L, int a, int b) { return lua_rawequal(L, a, b); }
int shim_toboolean(lua_State *L, int i) { return lua_toboolean(L, i); }

const char *shim_tostringraw(lua_State *L, int i, size_t *len) {
    return lua_type(L, i) == LUA_TSTRING ? lua_tolstring(L, i, len) : NULL;
}

double shim_tonumber(lua_State *L, int i, int *isnum) {
    if (lua_type(L, i) != LUA_TNUMBER) { *isnum = 0; return 0; }
    return lua_tonumberx(L, i, isnum);
}

long long shim_tointeger(lua_State *L, int i, int *isnum) {
    if (lua_type(L, i) != LUA_TNUMBER) { *isnum = 0; return 0; }
    return lua_tointegerx(L, i, isnum);
}

void shim_pushnil(lua_State *L) { lua_pushnil(L); }
void shim_pushboolean(lua_State *L, int b) { lua_pushboolean(L, b); }
void shim_pushnumber(lua_State *L, double n) { lua_pushnumber(L, n); }
void shim_pushinteger(lua_State *L, long long n) { lua_pushinteger(L, n); }
void shim_pushstring(lua_State *L, const char *s, size_t len) { lua_pushlstring(L, s, len); }
void shim_pushvalue(lua_State *L, int i) { lua_pushvalue(L, i); }
void shim_newtable(lua_State *L) { lua_createtable(L, 0, 0); }

int shim_rawget(lua_State *L, int table) { return lua_rawget(L, table); }
void shim_rawset(lua_State *L, int table) { lua_rawset(L, table); }
int shim_rawgeti(lua_State *L, int table, long long n) { return lua_rawgeti(L, table, n); }
void shim_rawseti(lua_State *L, int table, long long n) { lua_rawseti(L, table, n); }
void shim_rawgetregistry(lua_State *L, int ref) { lua_rawgeti(L, LUA_REGISTRYINDEX, ref); }
int shim_setupvalue(lua_State *L, int function, int n) { return lua_setupvalue(L, function, n) != NULL; }
