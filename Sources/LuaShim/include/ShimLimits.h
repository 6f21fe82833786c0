// ShimLimits: counted replacements for the loops of Lua's C library that the instruction-count
// hook never sees (pattern matching, string.rep, table.move/insert/remove, coroutine creation).
// The work they do is charged as simulated time, a tick per 1,000 steps, exactly like 1,000 VM
// instructions, so a script cannot hang the host from inside one C call. See ShimLimits.c.
#ifndef SHIM_LIMITS_H
#define SHIM_LIMITS_H

#include <lua.h>

/// Pushes the C function the sandbox prelude calls (protected) to get the counted functions:
/// `limits()` returns a table of find, match, gmatch, gsub, rep, move, insert, remove, create,
/// wrap and charge (stdlib/host/limits.lua installs them).
void shim_pushlimits(lua_State *L);

/// One tick of the running code, as the instruction hook does it: spends 1,000
/// instruction-equivalents of simulated time and raises the sticky halt when the budget is gone.
/// Defined in LuaShim.c.
void shim_tick(lua_State *L);

#endif
