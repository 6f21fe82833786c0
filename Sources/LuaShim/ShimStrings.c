// string.find, string.match and string.gmatch on the step-counted matcher (ShimMatch.c). Results
// and error messages are those of Lua 5.4's own functions (reference manual §6.4.1); only the
// work is counted, on the state's ShimMeter.
#include "ShimMatch.h"
#include <ctype.h>
#include <string.h>
#include <lauxlib.h>

size_t shim_start_offset(lua_Integer pos, size_t len) {
    if (pos > 0) return (size_t)pos - 1;
    if (pos == 0 || pos < -(lua_Integer)len) return 0;
    return len + (size_t)pos;
}

void shim_compile(lua_State *L, ShimMeter *meter, Pattern *pattern, const char *p, size_t lp,
                    PatternItem *local) {
    PatternItem *items = local;
    if (lp + 1 > SHIM_LOCAL_ITEMS) items = lua_newuserdatauv(L, (lp + 1) * sizeof(PatternItem), 0);
    shim_pattern_compile(pattern, p, lp, items);
    shim_meter_charge(L, meter, (size_t)pattern->count);
}

void shim_push_capture(Matcher *m, int i, size_t s, size_t e) {
    if (i >= m->level) {
        if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
        lua_pushlstring(m->L, (const char *)m->src + s, e - s);
    } else if (m->capture[i].len == SHIM_CAP_UNFINISHED) {
        luaL_error(m->L, "unfinished capture");
    } else if (m->capture[i].len == SHIM_CAP_POSITION) {
        lua_pushinteger(m->L, (lua_Integer)m->capture[i].init + 1);
    } else {
        lua_pushlstring(m->L, (const char *)m->src + m->capture[i].init, (size_t)m->capture[i].len);
    }
}

int shim_push_captures(Matcher *m, int whole, size_t s, size_t e) {
    int n = (m->level == 0 && whole) ? 1 : m->level;
    luaL_checkstack(m->L, n, "too many captures");
    for (int i = 0; i < n; i++) shim_push_capture(m, i, s, e);
    return n;
}

/// The first occurrence of `p` in `s` from `init`, byte for byte: its offset, or -1.
static ptrdiff_t plain_find(lua_State *L, ShimMeter *meter, const char *s, size_t ls, size_t init,
                            const char *p, size_t lp) {
    if (lp == 0) return (ptrdiff_t)init;
    if (lp > ls - init) return -1;
    size_t k = init, last = ls - lp, steps = 1;
    ptrdiff_t found = -1;
    while (k <= last) {
        const char *hit = memchr(s + k, p[0], last - k + 1);
        if (hit == NULL) { steps += (last - k) / 256; break; }
        steps += (size_t)(hit - (s + k)) / 256 + 1 + lp / 64;
        k = (size_t)(hit - s);
        if (memcmp(s + k + 1, p + 1, lp - 1) == 0) { found = (ptrdiff_t)k; break; }
        k++;
        if (steps >= 1000) { shim_meter_charge(L, meter, steps); steps = 0; }
    }
    shim_meter_charge(L, meter, steps);
    return found;
}

static int has_specials(const char *p, size_t lp) {
    for (size_t i = 0; i < lp; i++)
        if (p[i] != '\0' && strchr("^$*+?.([%-", p[i]) != NULL) return 1;
    return 0;
}

static int find_or_match(lua_State *L, int find) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = shim_start_offset(luaL_optinteger(L, 3, 1), ls);
    ShimMeter *meter = shim_meter(L);
    if (init > ls) { lua_pushnil(L); return 1; }
    if (find && (lua_toboolean(L, 4) || !has_specials(p, lp))) {
        ptrdiff_t at = plain_find(L, meter, s, ls, init, p, lp);
        if (at >= 0) {
            lua_pushinteger(L, (lua_Integer)at + 1);
            lua_pushinteger(L, (lua_Integer)at + (lua_Integer)lp);
            return 2;
        }
    } else {
        PatternItem local[SHIM_LOCAL_ITEMS];
        Pattern pattern;
        Matcher m;
        int anchor = lp > 0 && *p == '^';
        if (anchor) { p++; lp--; }
        shim_compile(L, meter, &pattern, p, lp, local);
        shim_matcher_init(&m, L, meter, s, ls, &pattern);
        size_t s1 = init;
        do {
            ptrdiff_t e = shim_pattern_match(&m, s1);
            if (e >= 0) {
                if (!find) return shim_push_captures(&m, 1, s1, (size_t)e);
                lua_pushinteger(L, (lua_Integer)s1 + 1);
                lua_pushinteger(L, (lua_Integer)e);
                return shim_push_captures(&m, 0, 0, 0) + 2;
            }
        } while (s1++ < ls && !anchor);
    }
    lua_pushnil(L);
    return 1;
}

int shim_str_find(lua_State *L) { return find_or_match(L, 1); }
int shim_str_match(lua_State *L) { return find_or_match(L, 0); }

/// gmatch's iterator state: the compiled pattern and where the next search starts.
typedef struct GmatchState {
    Pattern pattern;
    size_t next;
    ptrdiff_t lastmatch;
    PatternItem items[];
} GmatchState;

/// Upvalues: the meter, the subject, the pattern (kept alive), the GmatchState.
static int gmatch_next(lua_State *L) {
    size_t ls;
    const char *s = lua_tolstring(L, lua_upvalueindex(2), &ls);
    GmatchState *g = lua_touserdata(L, lua_upvalueindex(4));
    Matcher m;
    shim_matcher_init(&m, L, shim_meter(L), s, ls, &g->pattern);
    for (size_t src = g->next; src <= ls; src++) {
        ptrdiff_t e = shim_pattern_match(&m, src);
        if (e >= 0 && e != g->lastmatch) {
            g->next = (size_t)e;
            g->lastmatch = e;
            return shim_push_captures(&m, 1, src, (size_t)e);
        }
    }
    g->next = ls + 1;
    return 0;
}

int shim_str_gmatch(lua_State *L) {
    size_t ls, lp;
    luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = shim_start_offset(luaL_optinteger(L, 3, 1), ls);
    lua_settop(L, 2);
    GmatchState *g = lua_newuserdatauv(L, sizeof(GmatchState) + (lp + 1) * sizeof(PatternItem), 0);
    shim_pattern_compile(&g->pattern, p, lp, g->items);
    shim_meter_charge(L, shim_meter(L), (size_t)g->pattern.count);
    g->next = init > ls ? ls + 1 : init;
    g->lastmatch = -1;
    lua_pushnil(L);  /* upvalue 1 was the meter, which now lives in the state */
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_pushcclosure(L, gmatch_next, 4);
    return 1;
}

