// string.gsub on the step-counted matcher (ShimMatch.c), and string.rep without its empty loop.
// Results and error messages are those of Lua 5.4's own functions (reference manual §6.4).
#include "ShimMatch.h"
#include "ShimLib.h"
#include "ShimCost.h"
#include <ctype.h>
#include <string.h>
#include <lauxlib.h>

/// Appends the replacement string (argument 3) for the match [s, e), expanding %0-%9 and %%.
static void add_string(Matcher *m, luaL_Buffer *b, size_t s, size_t e) {
    lua_State *L = m->L;
    size_t l;
    const char *news = lua_tolstring(L, 3, &l);
    const char *p;
    shim_matcher_steps(m, 1 + l / 64);
    while ((p = memchr(news, '%', l)) != NULL) {
        luaL_addlstring(b, news, (size_t)(p - news));
        p++;  /* the character after '%' (the string's terminating zero at its end) */
        if (*p == '%') {
            luaL_addchar(b, '%');
        } else if (*p == '0') {
            luaL_addlstring(b, (const char *)m->src + s, e - s);
        } else if (isdigit((unsigned char)*p)) {
            shim_push_capture(m, *p - '1', s, e);
            luaL_addvalue(b);  /* a string, or a position converted to one */
        } else {
            luaL_error(L, "invalid use of '%c' in replacement string", '%');
        }
        l -= (size_t)(p + 1 - news);
        news = p + 1;
    }
    luaL_addlstring(b, news, l);
}

/// Appends the replacement of the match [s, e); returns whether the text changed.
static int add_value(Matcher *m, luaL_Buffer *b, size_t s, size_t e, int type) {
    lua_State *L = m->L;
    if (type == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int n = shim_push_captures(m, 1, s, e);
        lua_call(L, n, 1);
    } else if (type == LUA_TTABLE) {
        shim_push_capture(m, 0, s, e);
        lua_gettable(L, 3);
    } else {
        add_string(m, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) {  /* nil or false: keep the original text */
        lua_pop(L, 1);
        luaL_addlstring(b, (const char *)m->src + s, e - s);
        return 0;
    }
    if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return 1;
}

int shim_str_gsub(lua_State *L) {
    size_t ls, lp;
    const char *src = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    int type = lua_type(L, 3);
    lua_Integer max = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    luaL_argexpected(L, type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TFUNCTION ||
                     type == LUA_TTABLE, 3, "string/function/table");
    int anchor = lp > 0 && *p == '^';
    if (anchor) { p++; lp--; }
    ShimMeter *meter = shim_meter(L);
    PatternItem local[SHIM_LOCAL_ITEMS];
    Pattern pattern;
    Matcher m;
    luaL_Buffer b;
    shim_compile(L, meter, &pattern, p, lp, local);
    shim_matcher_init(&m, L, meter, src, ls, &pattern);
    luaL_buffinit(L, &b);
    lua_Integer n = 0;
    int changed = 0;
    size_t s = 0;
    ptrdiff_t lastmatch = -1;
    while (n < max) {
        ptrdiff_t e = shim_pattern_match(&m, s);
        if (e >= 0 && e != lastmatch) {
            n++;
            changed = add_value(&m, &b, s, (size_t)e, type) | changed;
            s = (size_t)e;
            lastmatch = e;
        } else if (s < ls) {
            luaL_addchar(&b, src[s++]);
        } else {
            break;
        }
        if (anchor) break;
    }
    if (!changed) {
        lua_pushvalue(L, 1);
    } else {
        luaL_addlstring(&b, src + s, ls - s);
        luaL_pushresult(&b);
    }
    lua_pushinteger(L, n);
    return 2;
}

/// string.rep(s, n [, sep]): an empty result is returned at once (Lua would loop n times to
/// build it, unwatched); otherwise the original builds it, capped by memory, and each copy of
/// the piece and of the separator is charged (the result itself is charged as a long string).
/// Upvalue 1 is the original string.rep.
int shim_str_rep(lua_State *L) {
    size_t l, lsep;
    luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &lsep);
    if (n <= 0 || l + lsep == 0) {
        shim_pushtext(L, "");
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    size_t pieces = (size_t)n < SIZE_MAX / 4 ? (size_t)n : SIZE_MAX / 4;
    shim_charge(L, (lsep > 0 ? 2 * pieces : pieces) * SHIM_REP_STEPS_PER_PIECE);
    return 1;
}
