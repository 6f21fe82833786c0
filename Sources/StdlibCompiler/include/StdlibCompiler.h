// Build-time only: the C half of StdlibEmbedder (Plugins/EmbedStdlib), which runs on the machine
// that builds lifecycle. It compiles the host's preludes (stdlib/host/*.lua) to bytecode and reads
// the global and hook names of the API catalog (stdlib/api/*.lua). The lifecycle binary does not
// link it. This header shows Swift no Lua API: StdlibEmbedder imports it, not CLua
// (Tests/LuaBridgeTests/BridgeTests.swift allows this import for StdlibEmbedder alone).
#ifndef STDLIB_COMPILER_H
#define STDLIB_COMPILER_H

#include <stddef.h>

/// Compiles `text` (chunk name `chunkname`, e.g. `=stdlib/host/app.lua`) and dumps it, not
/// stripped, into `*out` (malloc'd; free with free()). Returns 0, or 1 with a malloc'd message
/// in `*error`.
int stdlib_compile(const char *text, size_t len, const char *chunkname,
                   unsigned char **out, size_t *out_len, char **error);

/// Runs a catalog module and returns its names, one a line (`global NAME`, `hook NAME SELECTOR`),
/// malloc'd; NULL with a malloc'd message in `*error` when it does not run.
char *stdlib_catalog_names(const char *text, size_t len, const char *chunkname, char **error);

/// The Lua release the tool is linked with (`Lua 5.4.4`): its bytecode loads only there.
const char *stdlib_lua_release(void);

#endif
