// The traceback the message handler adds to an error: lauxlib's luaL_traceback (Lua 5.4), with
// one difference. A learner's function called by the host's preludes (the REPL's chunk, a timer's
// block, a responder's handler) is not named by the prelude's variable: Lua names a frame after
// the caller's code, so the learner would read "stdin:1: in local 'fn'", a name from the host.
// Such a frame reads as Lua names an unnamed one: "in main chunk", "in function <app.lua:12>".
// The Swift side (LuaState.splitTraceback) then drops the host's own frames.
#include <string.h>
#include <lua.h>
#include <lauxlib.h>

#define LEVELS1 10  /* size of the first part of the stack */
#define LEVELS2 11  /* size of the second part of the stack */

static int is_host_source(const char *source) {
    return strncmp(source, "=stdlib/host/", 13) == 0;
}

/// Searches for 'objidx' in table at index -1 ('level' is the maximum number of levels to go
/// down), as lauxlib does: the name of a standard function ("error", "string.format").
static int findfield(lua_State *L, int objidx, int level) {
    if (level == 0 || !lua_istable(L, -1)) return 0;
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        if (lua_type(L, -2) == LUA_TSTRING) {
            if (lua_rawequal(L, objidx, -1)) {
                lua_pop(L, 1);
                return 1;
            } else if (findfield(L, objidx, level - 1)) {
                lua_pushliteral(L, ".");
                lua_replace(L, -3);
                lua_concat(L, 3);
                return 1;
            }
        }
        lua_pop(L, 1);
    }
    return 0;
}

static int pushglobalfuncname(lua_State *L, lua_Debug *ar) {
    int top = lua_gettop(L);
    lua_getinfo(L, "f", ar);
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    luaL_checkstack(L, 6, "not enough stack");
    if (findfield(L, top + 1, 2)) {
        const char *name = lua_tostring(L, -1);
        if (strncmp(name, LUA_GNAME ".", 3) == 0) {
            lua_pushstring(L, name + 3);
            lua_remove(L, -2);
        }
        lua_copy(L, -1, top + 1);
        lua_settop(L, top + 1);
        return 1;
    }
    lua_settop(L, top);
    return 0;
}

static void pushfuncname(lua_State *L, lua_Debug *ar, int called_by_host) {
    if (pushglobalfuncname(L, ar)) {
        lua_pushfstring(L, "function '%s'", lua_tostring(L, -1));
        lua_remove(L, -2);
    } else if (*ar->namewhat != '\0' && !called_by_host)
        lua_pushfstring(L, "%s '%s'", ar->namewhat, ar->name);
    else if (*ar->what == 'm')
        lua_pushliteral(L, "main chunk");
    else if (*ar->what != 'C')
        lua_pushfstring(L, "function <%s:%d>", ar->short_src, ar->linedefined);
    else
        lua_pushliteral(L, "?");
}

static int lastlevel(lua_State *L) {
    lua_Debug ar;
    int li = 1, le = 1;
    while (lua_getstack(L, le, &ar)) { li = le; le *= 2; }
    while (li < le) {
        int m = (li + le) / 2;
        if (lua_getstack(L, m, &ar)) li = m + 1;
        else le = m;
    }
    return le - 1;
}

/// Whether the frame at `level` is one of the host's preludes.
static int is_host_level(lua_State *L, int level) {
    lua_Debug ar;
    if (!lua_getstack(L, level, &ar)) return 0;
    lua_getinfo(L, "S", &ar);
    return is_host_source(ar.source);
}

void shim_traceback(lua_State *L, const char *msg, int level) {
    luaL_Buffer b;
    lua_Debug ar;
    int last = lastlevel(L);
    int limit2show = (last - level > LEVELS1 + LEVELS2) ? LEVELS1 : -1;
    luaL_buffinit(L, &b);
    if (msg) {
        luaL_addstring(&b, msg);
        luaL_addchar(&b, '\n');
    }
    luaL_addstring(&b, "stack traceback:");
    while (lua_getstack(L, level++, &ar)) {
        if (limit2show-- == 0) {
            int n = last - level - LEVELS2 + 1;
            lua_pushfstring(L, "\n\t...\t(skipping %d levels)", n);
            luaL_addvalue(&b);
            level += n;
        } else {
            lua_getinfo(L, "Slnt", &ar);
            // `level` is already the caller's.
            int called_by_host = !is_host_source(ar.source) && is_host_level(L, level);
            if (ar.currentline <= 0)
                lua_pushfstring(L, "\n\t%s: in ", ar.short_src);
            else
                lua_pushfstring(L, "\n\t%s:%d: in ", ar.short_src, ar.currentline);
            luaL_addvalue(&b);
            pushfuncname(L, &ar, called_by_host);
            luaL_addvalue(&b);
            if (ar.istailcall) luaL_addstring(&b, "\n\t(...tail calls...)");
        }
    }
    luaL_pushresult(&b);
}
