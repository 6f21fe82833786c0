// Build-time only (see include/StdlibCompiler.h). Runs trusted files of this repository in plain
// Lua states of its own; every call that can raise runs under lua_pcall or is a protected load.
#include "StdlibCompiler.h"
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    unsigned char *data;
    size_t len, cap;
} Buffer;

static int write_chunk(lua_State *L, const void *p, size_t size, void *ud) {
    (void)L;
    Buffer *b = (Buffer *)ud;
    if (b->len + size > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + size) cap *= 2;
        unsigned char *data = realloc(b->data, cap);
        if (data == NULL) return 1;
        b->data = data;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, size);
    b->len += size;
    return 0;
}

static char *copy_message(lua_State *L) {
    const char *message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "unknown error";
    return strdup(message);
}

int stdlib_compile(const char *text, size_t len, const char *chunkname,
                   unsigned char **out, size_t *out_len, char **error) {
    *out = NULL;
    *out_len = 0;
    *error = NULL;
    lua_State *L = luaL_newstate();
    if (L == NULL) { *error = strdup("out of memory"); return 1; }
    int failed = 0;
    if (luaL_loadbufferx(L, text, len, chunkname, "t") != LUA_OK) {
        *error = copy_message(L);
        failed = 1;
    } else {
        Buffer buffer = { NULL, 0, 0 };
        // Not stripped: the host's error messages and traceback filter read lines and names.
        if (lua_dump(L, write_chunk, &buffer, 0) != 0) {
            free(buffer.data);
            *error = strdup("out of memory");
            failed = 1;
        } else {
            *out = buffer.data;
            *out_len = buffer.len;
        }
    }
    lua_close(L);
    return failed;
}

/// Turns a catalog (`{ globals = {...}, hooks = {...} }`) into its names, one a line.
static const char *const names_of =
    "local catalog = ...\n"
    "local lines = {}\n"
    "for _, g in ipairs(catalog.globals or {}) do lines[#lines + 1] = 'global ' .. g.name end\n"
    "for _, h in ipairs(catalog.hooks or {}) do lines[#lines + 1] = 'hook ' .. h.name .. ' ' .. h.selector end\n"
    "return table.concat(lines, '\\n')\n";

static int open_libs(lua_State *L) {
    luaL_openlibs(L);
    return 0;
}

char *stdlib_catalog_names(const char *text, size_t len, const char *chunkname, char **error) {
    *error = NULL;
    lua_State *L = luaL_newstate();
    if (L == NULL) { *error = strdup("out of memory"); return NULL; }
    char *result = NULL;
    lua_pushcfunction(L, open_libs);
    if (lua_pcall(L, 0, 0, 0) != LUA_OK
        || luaL_loadbufferx(L, text, len, chunkname, "t") != LUA_OK
        || lua_pcall(L, 0, 1, 0) != LUA_OK
        || luaL_loadbufferx(L, names_of, strlen(names_of), "=names", "t") != LUA_OK) {
        *error = copy_message(L);
    } else {
        lua_rotate(L, -2, 1);   /* the function below the catalog */
        if (lua_pcall(L, 1, 1, 0) != LUA_OK || lua_type(L, -1) != LUA_TSTRING) {
            *error = lua_type(L, -1) == LUA_TSTRING ? copy_message(L) : strdup("the catalog's names are not strings");
        } else {
            result = strdup(lua_tostring(L, -1));
        }
    }
    lua_close(L);
    return result;
}

const char *stdlib_lua_release(void) { return LUA_RELEASE; }
