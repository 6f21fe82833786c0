// The raw Lua C-API floor of a hook dispatch (see BenchFloor.h). Not used by `lifecycle`.
#include <lua.h>
#include "BenchFloor.h"
#include <lauxlib.h>
#include <lualib.h>

lua_State *bench_floor_open(const char *source, size_t len) {
    lua_State *L = luaL_newstate();
    if (L == NULL) return NULL;
    luaL_openlibs(L);
    if (luaL_loadbufferx(L, source, len, "=bench", "t") != LUA_OK
        || lua_pcall(L, 0, 1, 0) != LUA_OK || lua_type(L, -1) != LUA_TTABLE) {
        lua_close(L);
        return NULL;
    }
    return L;
}

long bench_floor_run(lua_State *L, const char *method, long iterations) {
    int delegate = lua_gettop(L);
    long ok = 0;
    for (long i = 0; i < iterations; i++) {
        lua_getfield(L, delegate, method);
        lua_pushvalue(L, delegate);
        if (lua_pcall(L, 1, 0, 0) == LUA_OK) ok++; else lua_settop(L, delegate);
    }
    return ok;
}

void bench_floor_close(lua_State *L) {
    if (L != NULL) lua_close(L);
}
