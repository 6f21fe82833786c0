// ShimLimits: the work of Lua's C library, which the instruction-count hook never sees, counted
// and charged as simulated time, a tick per 1,000 steps exactly like 1,000 VM instructions, so a
// script cannot hang the host from inside one C call (pattern matching, string.rep, table.move,
// insert, remove, sort, concat, unpack, coroutines: ShimLimits.c, ShimTable.c; the functions it
// only charges: ShimCharge.c; long strings: LuaShim.c). Also the sandbox's own functions
// (ShimSandbox.c). The rates: ShimCost.h.
#ifndef SHIM_LIMITS_H
#define SHIM_LIMITS_H

#include "ShimStack.h"

/// Pushes the C function the sandbox prelude calls (protected) to get the counted functions:
/// `limits()` replaces the functions it only charges in place (string.upper, …) and returns a
/// table of find, match, gmatch, gsub, rep, move, insert, remove, sort, concat, unpack, create,
/// wrap, resume, charge, halted and sandbox (stdlib/host/limits.lua and sandbox.lua install them).
void shim_pushlimits(lua_State *L);
/// Pushes install(env, host), which gives env the metatable of strict globals (ShimGlobals.c).
void shim_push_strict_globals(lua_State *L);

#endif
