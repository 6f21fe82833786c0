// The step-counted Lua pattern matcher: ShimPatternCompile.c compiles a pattern into items,
// ShimMatch.c matches them, ShimStrings.c and ShimGsub.c are string.find, match, gmatch, gsub
// and rep on top, ShimLimits.c charges the steps and hands the functions to the sandbox.
// Private to LuaShim (Swift sees only ShimLimits.h).
#ifndef SHIM_MATCH_H
#define SHIM_MATCH_H

#include <stddef.h>
#include <stdint.h>
#include <lua.h>
#include "LuaShim.h"

#define SHIM_MAXCAPTURES 32   /* as LUA_MAXCAPTURES */
#define SHIM_MATCH_DEPTH 200  /* as Lua's MAXCCALLS for patterns: "pattern too complex" */
#define SHIM_CAP_UNFINISHED (-1)
#define SHIM_CAP_POSITION (-2)
#define SHIM_LOCAL_ITEMS 32   /* items compiled on the C stack; longer patterns use a userdata */

/// Adds `steps` to the state's meter (LuaShim.h) and charges the whole ticks they make, with the
/// long strings made since the last charge (the last tick may raise a halt).
void shim_meter_charge(lua_State *L, ShimMeter *meter, size_t steps);

/// One item of a compiled pattern. Errors of a malformed pattern are items too, raised only
/// when the matcher reaches them, so a pattern fails exactly where Lua's would.
typedef struct PatternItem {
    uint8_t kind;     /* ITEM_* */
    uint8_t quant;    /* QUANT_*, for ITEM_CLASS */
    uint8_t cls;      /* CLASS_*, for ITEM_CLASS and ITEM_FRONTIER (always a set) */
    uint8_t c;        /* the character (CLASS_CHAR), class letter (CLASS_ESCAPE), %b's opener */
    uint8_t c2;       /* %b's closer */
    uint8_t negate;   /* a [^...] set */
    int16_t arg;      /* capture index; the error's message number */
    uint32_t start;   /* a set's body: pattern offsets [start, end) */
    uint32_t end;
} PatternItem;

enum { ITEM_CLASS, ITEM_OPEN, ITEM_POSITION, ITEM_CLOSE, ITEM_BACKREF, ITEM_BALANCE,
       ITEM_FRONTIER, ITEM_END, ITEM_ERROR };
enum { QUANT_ONE, QUANT_STAR, QUANT_PLUS, QUANT_MIN, QUANT_OPT };
enum { CLASS_ANY, CLASS_CHAR, CLASS_ESCAPE, CLASS_SET };

typedef struct Pattern {
    const unsigned char *text;
    size_t length;
    PatternItem *items;
    int count;
} Pattern;

typedef struct Matcher {
    lua_State *L;
    ShimMeter *meter;
    size_t unit;                /* steps per tick */
    const unsigned char *src;
    size_t length;
    const Pattern *pattern;
    int level;                  /* captures open or closed so far */
    int depth;
    struct { size_t init; ptrdiff_t len; } capture[SHIM_MAXCAPTURES];
} Matcher;

/// The messages of error items (luaL_error formats; `arg` picks one, `start` is its number).
extern const char *const shim_pattern_errors[];
/// Compiles `text` into `items`, which must hold `length + 1` items.
void shim_pattern_compile(Pattern *pattern, const char *text, size_t length, PatternItem *items);
/// Prepares `m` to match `pattern` against `src`.
void shim_matcher_init(Matcher *m, lua_State *L, ShimMeter *meter, const char *src, size_t length,
                       const Pattern *pattern);
/// Tries the whole pattern at offset `s`: the end offset of the match, or -1.
ptrdiff_t shim_pattern_match(Matcher *m, size_t s);

/// The state's ShimMeter: one per state, shared by every counted function and by the long strings.
static inline ShimMeter *shim_meter(lua_State *L) { return &shim_state(L)->meter; }
/// A 1-based start position as Lua reads it (negative counts from the end), made 0-based.
size_t shim_start_offset(lua_Integer pos, size_t len);
/// Compiles `p` into `local` (SHIM_LOCAL_ITEMS items) or, when long, into a userdata it pushes.
void shim_compile(lua_State *L, ShimMeter *meter, Pattern *pattern, const char *p, size_t lp,
                  PatternItem *local);
/// Pushes capture `i` of the match [s, e) (the whole match for 0 when there are no captures).
void shim_push_capture(Matcher *m, int i, size_t s, size_t e);
/// Pushes the captures, or the whole match when there are none and `whole` is set.
int shim_push_captures(Matcher *m, int whole, size_t s, size_t e);
/// The counted string functions (ShimStrings.c, ShimGsub.c), as Lua C functions.
int shim_str_find(lua_State *L);
int shim_str_match(lua_State *L);
int shim_str_gmatch(lua_State *L);
int shim_str_gsub(lua_State *L);
int shim_str_rep(lua_State *L);
/// Counts `n` steps of work, charging a tick per `unit` steps.
static inline void shim_matcher_steps(Matcher *m, size_t n) {
    m->meter->steps += n;
    if (m->meter->steps >= m->unit) shim_meter_charge(m->L, m->meter, 0);
}

#endif
