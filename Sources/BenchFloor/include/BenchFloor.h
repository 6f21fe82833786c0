// BenchFloor: the raw Lua C-API floor of a delegate-hook dispatch, for `scripts/bench`.
//
// The floor is what any host must do to call a delegate method: `lua_getfield` on the delegate
// table, push the delegate as `self`, `lua_pcall`. No budget, no trace, no state machine. It is
// C because Swift may not call raising Lua functions (LuaShim.h). Nothing here reads a clock:
// the Swift caller times `bench_floor_run` around it, in the same process as the host figure.
#ifndef BENCH_FLOOR_H
#define BENCH_FLOOR_H

#include <stddef.h>
// Opaque here, so that the bench's Swift sees none of the Lua API.
typedef struct lua_State lua_State;

/// A plain state (luaL_newstate, standard libraries) that has run `source`, a chunk returning the
/// delegate table, which is left on the stack. NULL if the state cannot be made or the chunk fails.
lua_State *bench_floor_open(const char *source, size_t len);
/// Runs `iterations` times: getfield(delegate, `method`), push the delegate, pcall(1 arg, 0
/// results). Returns how many calls succeeded (== `iterations` unless the method raised).
long bench_floor_run(lua_State *L, const char *method, long iterations);
/// Frees a state made by bench_floor_open.
void bench_floor_close(lua_State *L);

#endif
