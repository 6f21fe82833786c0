// A Lua 5.4 pattern matcher that counts its steps: the sandbox's guard against backtracking DoS.
//
// Written from the reference manual (§6.4.1), not from lstrlib.c: ShimPatternCompile.c turns the
// pattern into items, and this file matches them by backtracking. Every loop iteration counts a
// step, and every 1,000 steps charge a tick of simulated time (shim_tick), the price of 1,000 VM
// instructions. So a match whose worst case is exponential (`("a?"):rep(40) .. ("a"):rep(40)`)
// or polynomial (`.-.-.-.-b` over 100,000 characters) runs into the watchdog as an endless Lua
// loop does, and an ordinary match costs what it does. Recursion is bounded as in Lua ("pattern
// too complex"), so the C stack is too.
#include "ShimMatch.h"
#include "LuaShim.h"
#include <ctype.h>
#include <string.h>
#include <lauxlib.h>

void shim_matcher_init(Matcher *m, lua_State *L, ShimMeter *meter, const char *src, size_t length,
                       const Pattern *pattern) {
    m->L = L;
    m->meter = meter;
    m->unit = shim_state(L)->tick_instructions > 0 ? (size_t)shim_state(L)->tick_instructions : 1000;
    m->src = (const unsigned char *)src;
    m->length = length;
    m->pattern = pattern;
    m->level = 0;
    m->depth = 0;
}

static int in_class(int c, int letter) {
    int yes;
    switch (tolower(letter)) {
    case 'a': yes = isalpha(c); break;
    case 'c': yes = iscntrl(c); break;
    case 'd': yes = isdigit(c); break;
    case 'g': yes = isgraph(c); break;
    case 'l': yes = islower(c); break;
    case 'p': yes = ispunct(c); break;
    case 's': yes = isspace(c); break;
    case 'u': yes = isupper(c); break;
    case 'w': yes = isalnum(c); break;
    case 'x': yes = isxdigit(c); break;
    case 'z': yes = c == 0; break;  /* deprecated in the manual, still matched by Lua 5.4 */
    default: return letter == c;
    }
    return isupper(letter) ? !yes : (yes != 0);
}

/// Whether `c` is in the set of `item`; counts a step per member examined.
static int in_set(Matcher *m, int c, const PatternItem *item) {
    const unsigned char *p = m->pattern->text;
    size_t k = item->start, end = item->end, steps = 0;
    int found = 0;
    while (k < end && !found) {
        steps++;
        if (p[k] == '%' && k + 1 < end) { found = in_class(c, p[k + 1]); k += 2; }
        else if (k + 2 < end && p[k + 1] == '-') { found = p[k] <= c && c <= p[k + 2]; k += 3; }
        else { found = p[k] == c; k += 1; }
    }
    shim_matcher_steps(m, steps);
    return found != item->negate;
}

/// Whether the single-character class of `item` matches at `s`.
static int single(Matcher *m, size_t s, const PatternItem *item) {
    shim_matcher_steps(m, 1);
    if (s >= m->length) return 0;
    int c = m->src[s];
    switch (item->cls) {
    case CLASS_ANY: return 1;
    case CLASS_CHAR: return c == item->c;
    case CLASS_ESCAPE: return in_class(c, item->c);
    default: return in_set(m, c, item);
    }
}


/// %bxy at `s`: the offset after the balanced run, or -1.
static ptrdiff_t balance(Matcher *m, size_t s, const PatternItem *item) {
    shim_matcher_steps(m, 1);
    if (s >= m->length || m->src[s] != item->c) return -1;
    size_t depth = 1, steps = 0;
    ptrdiff_t result = -1;
    for (size_t k = s + 1; k < m->length; k++) {
        steps++;
        if (m->src[k] == item->c2) {
            if (--depth == 0) { result = (ptrdiff_t)(k + 1); break; }
        } else if (m->src[k] == item->c) {
            depth++;
        }
    }
    shim_matcher_steps(m, steps);
    return result;
}

static int frontier(Matcher *m, size_t s, const PatternItem *item) {
    int before = s == 0 ? 0 : m->src[s - 1];
    int here = s < m->length ? m->src[s] : 0;
    return !in_set(m, before, item) && in_set(m, here, item);
}

/// %n at `s`: the offset after a copy of capture n, or -1 (a position capture never matches).
static ptrdiff_t backref(Matcher *m, size_t s, const PatternItem *item) {
    ptrdiff_t len = m->capture[item->arg].len;
    shim_matcher_steps(m, 1 + (len > 0 ? (size_t)len / 64 : 0));
    if (len < 0 || m->length - s < (size_t)len) return -1;
    if (memcmp(m->src + m->capture[item->arg].init, m->src + s, (size_t)len) != 0) return -1;
    return (ptrdiff_t)(s + (size_t)len);
}

static ptrdiff_t match_from(Matcher *m, size_t s, int i);

/// '*' (and '+' past its first character) at `s`: the longest run first, then shorter ones.
static ptrdiff_t longest(Matcher *m, size_t s, int i, const PatternItem *item) {
    size_t n = 0;
    ptrdiff_t r;
    while (single(m, s + n, item)) n++;
    for (;;) {
        if ((r = match_from(m, s + n, i + 1)) >= 0) return r;
        if (n-- == 0) return -1;
    }
}

/// '-' at `s`: the shortest run first, then longer ones.
static ptrdiff_t shortest(Matcher *m, size_t s, int i, const PatternItem *item) {
    ptrdiff_t r;
    for (;;) {
        if ((r = match_from(m, s, i + 1)) >= 0) return r;
        if (!single(m, s, item)) return -1;
        s++;
    }
}

/// Matches items `i`... at `s`: the end of the match, or -1.
static ptrdiff_t match_from(Matcher *m, size_t s, int i) {
    if (++m->depth > SHIM_MATCH_DEPTH) luaL_error(m->L, "pattern too complex");
    ptrdiff_t r = -1;
    const Pattern *pattern = m->pattern;
    for (;; i++) {
        shim_matcher_steps(m, 1);
        if (i == pattern->count) { r = (ptrdiff_t)s; break; }
        const PatternItem *item = &pattern->items[i];
        if (item->kind == ITEM_CLASS) {
            /* Without its character, '*', '-' and '?' go on with the next item in this frame (no
               recursion, so the depth limit falls where Lua's does). */
            if (!single(m, s, item)) {
                if (item->quant == QUANT_ONE || item->quant == QUANT_PLUS) break;
                continue;
            }
            if (item->quant == QUANT_ONE) { s++; continue; }
            if (item->quant == QUANT_OPT) {
                if ((r = match_from(m, s + 1, i + 1)) >= 0) break;
                continue;
            }
            if (item->quant == QUANT_MIN) r = shortest(m, s, i, item);
            else r = longest(m, item->quant == QUANT_PLUS ? s + 1 : s, i, item);
            break;
        } else if (item->kind == ITEM_OPEN || item->kind == ITEM_POSITION) {
            int l = m->level++;
            m->capture[l].init = s;
            m->capture[l].len = item->kind == ITEM_POSITION ? SHIM_CAP_POSITION : SHIM_CAP_UNFINISHED;
            if ((r = match_from(m, s, i + 1)) < 0) m->level--;
            break;
        } else if (item->kind == ITEM_CLOSE) {
            m->capture[item->arg].len = (ptrdiff_t)(s - m->capture[item->arg].init);
            if ((r = match_from(m, s, i + 1)) < 0) m->capture[item->arg].len = SHIM_CAP_UNFINISHED;
            break;
        } else if (item->kind == ITEM_END) {
            if (s == m->length) r = (ptrdiff_t)s;
            break;
        } else if (item->kind == ITEM_BALANCE || item->kind == ITEM_BACKREF) {
            ptrdiff_t e = item->kind == ITEM_BALANCE ? balance(m, s, item) : backref(m, s, item);
            if (e < 0) break;
            s = (size_t)e;
        } else if (item->kind == ITEM_FRONTIER) {
            if (!frontier(m, s, item)) break;
        } else {
            luaL_error(m->L, shim_pattern_errors[item->arg], (int)item->start);
        }
    }
    m->depth--;
    return r;
}

ptrdiff_t shim_pattern_match(Matcher *m, size_t s) {
    m->level = 0;
    m->depth = 0;
    return match_from(m, s, 0);
}
