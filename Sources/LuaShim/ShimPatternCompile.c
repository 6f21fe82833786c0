// Compiles a Lua 5.4 pattern (reference manual §6.4.1) into the items ShimMatch.c matches.
// A malformed part becomes an error item, raised only when the matcher reaches it, so that a
// pattern fails exactly where Lua's own matcher would (and matches that never reach it succeed).
#include "ShimMatch.h"
#include <ctype.h>
#include <string.h>

const char *const shim_pattern_errors[] = {
    "malformed pattern (ends with '%%')",
    "malformed pattern (missing ']')",
    "malformed pattern (missing arguments to '%%b')",
    "missing '[' after '%%f' in pattern",
    "invalid capture index %%%d",
    "invalid pattern capture",
    "too many captures",
};
enum { ERR_ENDS, ERR_BRACKET, ERR_BALANCE, ERR_FRONTIER, ERR_INDEX, ERR_CAPTURE, ERR_TOO_MANY };

/// Scans a set starting at `i` (on its '['): fills the item's body; the offset after ']', or 0.
static size_t scan_set(const unsigned char *p, size_t len, size_t i, PatternItem *item) {
    size_t j = i + 1;
    item->negate = 0;
    if (j < len && p[j] == '^') { item->negate = 1; j++; }
    item->start = (uint32_t)j;
    do {  /* the first character is always a member, even ']' */
        if (j >= len) return 0;
        if (p[j++] == '%') {
            if (j >= len) return 0;
            j++;
        }
    } while (j >= len || p[j] != ']');
    item->end = (uint32_t)j;
    return j + 1;
}

static int error_item(PatternItem *item, int message, int arg) {
    item->kind = ITEM_ERROR;
    item->arg = (int16_t)message;
    item->start = (uint32_t)arg;
    return 0;
}

void shim_pattern_compile(Pattern *pattern, const char *text, size_t len, PatternItem *items) {
    const unsigned char *p = (const unsigned char *)text;
    int open[SHIM_MAXCAPTURES], nopen = 0, level = 0, closed[SHIM_MAXCAPTURES], n = 0;
    size_t i = 0;
    pattern->text = p;
    pattern->length = len;
    pattern->items = items;
    while (i < len) {
        PatternItem *item = &items[n++];
        memset(item, 0, sizeof *item);
        unsigned char c = p[i];
        unsigned char next = i + 1 < len ? p[i + 1] : 0;
        if (c == '(') {
            if (level >= SHIM_MAXCAPTURES) { error_item(item, ERR_TOO_MANY, 0); break; }
            item->arg = (int16_t)level;
            if (i + 1 < len && next == ')') {
                item->kind = ITEM_POSITION;
                closed[level++] = 1;
                i += 2;
            } else {
                item->kind = ITEM_OPEN;
                closed[level] = 0;
                open[nopen++] = level++;
                i += 1;
            }
        } else if (c == ')') {
            if (nopen == 0) { error_item(item, ERR_CAPTURE, 0); break; }
            item->kind = ITEM_CLOSE;
            item->arg = (int16_t)open[--nopen];
            closed[item->arg] = 1;
            i += 1;
        } else if (c == '$' && i + 1 == len) {
            item->kind = ITEM_END;
            i += 1;
        } else if (c == '%' && i + 1 < len && next == 'b') {
            if (i + 3 >= len) { error_item(item, ERR_BALANCE, 0); break; }
            item->kind = ITEM_BALANCE;
            item->c = p[i + 2];
            item->c2 = p[i + 3];
            i += 4;
        } else if (c == '%' && i + 1 < len && next == 'f') {
            i += 2;
            if (i >= len || p[i] != '[') { error_item(item, ERR_FRONTIER, 0); break; }
            item->kind = ITEM_FRONTIER;
            item->cls = CLASS_SET;
            if ((i = scan_set(p, len, i, item)) == 0) { error_item(item, ERR_BRACKET, 0); break; }
        } else if (c == '%' && i + 1 < len && isdigit(next)) {
            int l = next - '1';
            if (l < 0 || l >= level || !closed[l]) { error_item(item, ERR_INDEX, l + 1); break; }
            item->kind = ITEM_BACKREF;
            item->arg = (int16_t)l;
            i += 2;
        } else {
            item->kind = ITEM_CLASS;
            if (c == '.') { item->cls = CLASS_ANY; i += 1; }
            else if (c == '%') {
                if (i + 1 >= len) { error_item(item, ERR_ENDS, 0); break; }
                item->cls = CLASS_ESCAPE;
                item->c = next;
                i += 2;
            } else if (c == '[') {
                item->cls = CLASS_SET;
                if ((i = scan_set(p, len, i, item)) == 0) { error_item(item, ERR_BRACKET, 0); break; }
            } else { item->cls = CLASS_CHAR; item->c = c; i += 1; }
            if (i < len) {
                switch (p[i]) {
                case '*': item->quant = QUANT_STAR; i++; break;
                case '+': item->quant = QUANT_PLUS; i++; break;
                case '-': item->quant = QUANT_MIN; i++; break;
                case '?': item->quant = QUANT_OPT; i++; break;
                default: break;
                }
            }
        }
    }
    pattern->count = n;
}
