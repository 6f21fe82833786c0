// Trusted chunks: bytecode the host made itself, never bytecode from a user.
//
// - the host's preludes (stdlib/host/*.lua), compiled when lifecycle is built (StdlibEmbedder);
// - an app script, compiled once from its text by shim_compile_text (LuaAppLoader) and then
//   loaded in every fresh Lua state started from it (`run`, `install`, the REPL, `explore`).
//
// User code still cannot load bytecode: shim_loadtext and the sandbox's load accept text only,
// and string.dump is removed (stdlib/host/sandbox.lua). Nothing here is reachable from Lua.
// None of these functions raises: lua_load and lua_dump report errors as a status.
#include "LuaShim.h"
#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>

/// Loads trusted bytecode. Creation numbers (LuaShim.c) only order objects against each other
/// (pairs), and tostring numbers objects as it meets them, so a binary load, which makes one
/// object fewer than a text load (the parser's scanner table), changes neither.
int shim_load_trusted(lua_State *L, const unsigned char *bytes, size_t len, const char *chunkname) {
    return luaL_loadbufferx(L, (const char *)bytes, len, chunkname, "b");
}

const char *shim_lua_release(void) { return LUA_RELEASE; }

/// A growing malloc'd buffer for lua_dump.
typedef struct {
    unsigned char *data;
    size_t len, cap;
} ShimBuffer;

static int shim_buffer_write(lua_State *L, const void *p, size_t size, void *ud) {
    (void)L;
    ShimBuffer *b = (ShimBuffer *)ud;
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

static void *shim_plain_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    (void)ud;
    (void)osize;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, nsize);
}

int shim_compile_text(const char *text, size_t len, const char *chunkname, unsigned char **out, size_t *out_len) {
    *out = NULL;
    *out_len = 0;
    // A state of its own (nothing runs in it), so that any thread may compile at any time.
    lua_State *L = lua_newstate(shim_plain_alloc, NULL);
    if (L == NULL) return LUA_ERRMEM;
    int status = luaL_loadbufferx(L, text, len, chunkname, "t");
    if (status == LUA_OK) {
        ShimBuffer buffer = { NULL, 0, 0 };
        // Not stripped: line numbers and names are what error messages and tracebacks show.
        if (lua_dump(L, shim_buffer_write, &buffer, 0) != 0) {
            free(buffer.data);
            status = LUA_ERRMEM;
        } else {
            *out = buffer.data;
            *out_len = buffer.len;
        }
    }
    lua_close(L);
    return status;
}

void shim_free_chunk(unsigned char *bytes) { free(bytes); }
