// The traceback the message handler adds to an error (S1): Lua's own, from luaL_traceback, with
// one correction. Lua names a frame after the code that called it, so a learner's function called
// by one of the host's preludes (the REPL's chunk, a timer's block, a responder's handler) would
// read "stdin:1: in local 'fn'", a variable of the host the learner never wrote. Such a frame is
// renamed as Lua names a frame nothing named: "in main chunk", or "in function <app.lua:12>".
// The Swift side (LuaState.splitTraceback) then drops the host's own frames.
#include <string.h>
#include <lua.h>
#include <lauxlib.h>
#include "LuaShim.h"
#include "ShimLib.h"

static int is_host_source(const char *source) {
    return strncmp(source, "=stdlib/host/", 13) == 0;
}

/// Whether the function running at `level` is one of the host's preludes.
static int runs_host_code(lua_State *co, int level) {
    lua_Debug ar;
    if (!lua_getstack(co, level, &ar) || !lua_getinfo(co, "S", &ar)) return 0;
    return is_host_source(ar.source);
}

/// In the traceback below them, replaces the first line `wrong` (at -2) after the first `skip`
/// bytes (the error message, which the script chose) with `right` (at -1), and pops both.
static void replace_line(lua_State *L, size_t skip) {
    const char *text = lua_tostring(L, -3);
    const char *wrong = lua_tostring(L, -2);
    const char *found = strstr(text + skip, wrong);
    if (found != NULL) {
        lua_pushlstring(L, text, (size_t)(found - text));
        lua_pushvalue(L, -2);
        shim_pushtext(L, found + strlen(wrong));
        lua_concat(L, 3);
        lua_replace(L, -4);
    }
    lua_pop(L, 2);
}

/// How many levels the stack has: the first `n` for which lua_getstack fails, found by doubling
/// and then halving, since each lua_getstack walks the stack from the top.
static int stack_levels(lua_State *L) {
    lua_Debug ar;
    int low = 0, high = 1;   /* level `low` exists (or is 0), `high` is to be tried */
    while (lua_getstack(L, high, &ar)) { low = high; high *= 2; }
    while (high - low > 1) {
        int middle = low + (high - low) / 2;
        if (lua_getstack(L, middle, &ar)) low = middle; else high = middle;
    }
    return high;
}

/// Lua 5.4's luaL_traceback shows every level of a shallow stack, and of a deep one (a runaway
/// recursion) the first ten and the last eleven, with a "..." line between: only those can need
/// a correction, and looking at every level would cost time quadratic in the depth.
enum { SHOWN_FIRST = 10, SHOWN_LAST = 11 };

void shim_traceback(lua_State *L, lua_State *co, int message, int level) {
    // The message is joined as a Lua string, whole: luaL_traceback reads a C string, which would
    // end at a NUL byte inside it.
    size_t skip = 0;
    lua_tolstring(L, message, &skip);
    lua_pushvalue(L, message);
    shim_pushtext(L, "\n");
    luaL_traceback(L, co, NULL, level);
    lua_concat(L, 3);
    int levels = stack_levels(co);
    int deep = levels - level > SHOWN_FIRST + SHOWN_LAST;
    lua_Debug ar;
    for (int at = level; at < levels; at++) {
        if (deep && at == level + SHOWN_FIRST) at = levels - SHOWN_LAST;
        if (!lua_getstack(co, at, &ar) || !lua_getinfo(co, "Sln", &ar) || ar.currentline <= 0 || ar.namewhat[0] == '\0') continue;
        if (is_host_source(ar.source) || !runs_host_code(co, at + 1)) continue;
        // The line luaL_traceback wrote for this frame, and the line it would have written had
        // the caller not named it. The newline before each keeps a line from matching the end of
        // another.
        lua_pushfstring(L, "\n\t%s:%d: in %s '%s'", ar.short_src, ar.currentline, ar.namewhat, ar.name);
        if (ar.what[0] == 'm')
            lua_pushfstring(L, "\n\t%s:%d: in main chunk", ar.short_src, ar.currentline);
        else
            lua_pushfstring(L, "\n\t%s:%d: in function <%s:%d>", ar.short_src, ar.currentline,
                            ar.short_src, ar.linedefined);
        replace_line(L, skip);
    }
}
