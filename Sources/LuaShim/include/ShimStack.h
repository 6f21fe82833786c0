// ShimStack: the Lua stack operations Swift may use, and the constants it needs, without Lua's
// own headers. Swift sees a `lua_State` only as an opaque pointer and no `lua_*` function at
// all, so LuaBridge cannot call one that raises (lua_error) or calls Lua unprotected (lua_callk):
// a compiler fact, not a convention. Each operation is a real C function (ShimStack.c), never a
// static inline here, which Swift would import along with what it calls. None of them raises:
// access is raw (no metamethod runs), keys are strings or integers, and the allocator refuses
// nothing while Swift runs (the cap is enforced only inside shim_pcall).
#ifndef SHIM_STACK_H
#define SHIM_STACK_H

#include <stddef.h>

/// Lua's state, opaque: only the shim's C files see its definition.
typedef struct lua_State lua_State;

// Lua's constants, by value (ShimStack.c asserts that each equals Lua's own).
#define SHIM_OK 0                   ///< LUA_OK: a call or a load succeeded
#define SHIM_MULTRET (-1)           ///< LUA_MULTRET: keep every result of a call
#define SHIM_REGISTRYINDEX (-1001000)  ///< LUA_REGISTRYINDEX
#define SHIM_TNONE (-1)             ///< LUA_TNONE: an index past the top
#define SHIM_TNIL 0
#define SHIM_TBOOLEAN 1
#define SHIM_TLIGHTUSERDATA 2
#define SHIM_TNUMBER 3
#define SHIM_TSTRING 4
#define SHIM_TTABLE 5
#define SHIM_TFUNCTION 6
#define SHIM_TUSERDATA 7
#define SHIM_TTHREAD 8

/// Frees the state (lua_close). Its finalizers' errors become warnings in Lua 5.4.
void shim_close(lua_State *L);
/// A full collection (lua_gc). Never raises: the sandbox allows no finalizer.
void shim_collect(lua_State *L);

int shim_gettop(lua_State *L);
int shim_absindex(lua_State *L, int i);
/// Pops `n` values.
void shim_pop(lua_State *L, int n);
/// Moves the value on top to `i`, shifting the values above it up.
void shim_insert(lua_State *L, int i);
/// Room for `n` more values on the stack: 0 when it cannot grow. Never raises (Lua 5.4's
/// lua_checkstack grows the stack without raising, and allocation is not refused while Swift runs).
int shim_checkstack(lua_State *L, int n);

/// A SHIM_T* type.
int shim_type(lua_State *L, int i);
/// The name of the type of the value at `i` ("nil", "table", "no value").
const char *shim_typename(lua_State *L, int i);
int shim_isnoneornil(lua_State *L, int i);
int shim_isfunction(lua_State *L, int i);
int shim_istable(lua_State *L, int i);
/// Whether the value at `i` has a metatable (an object of the host: a view controller, a coder).
/// Needs one free stack slot.
int shim_hasmetatable(lua_State *L, int i);
/// Whether the values at `a` and `b` are the same value (primitive equality, no metamethods).
int shim_rawequal(lua_State *L, int a, int b);

int shim_toboolean(lua_State *L, int i);
/// The string at `i` and its length, only if it is a string (a number is not converted in
/// place); NULL otherwise.
const char *shim_tostringraw(lua_State *L, int i, size_t *len);
/// The number at `i`, only if it is a number (a string is not converted): `*isnum` says.
double shim_tonumber(lua_State *L, int i, int *isnum);
/// The number at `i` as an integer, only if it is a number with an exact integer value.
long long shim_tointeger(lua_State *L, int i, int *isnum);

void shim_pushnil(lua_State *L);
void shim_pushboolean(lua_State *L, int b);
void shim_pushnumber(lua_State *L, double n);
void shim_pushinteger(lua_State *L, long long n);
/// Pushes `len` bytes as a string (never through Lua's address-keyed string cache).
void shim_pushstring(lua_State *L, const char *s, size_t len);
void shim_pushvalue(lua_State *L, int i);
void shim_newtable(lua_State *L);

/// Pushes `t[k]`, `t` at `table`, `k` on top (popped); returns the value's type. No metamethod.
int shim_rawget(lua_State *L, int table);
/// `t[k] = v`, `t` at `table`, `k` below `v` on top (both popped). No metamethod.
void shim_rawset(lua_State *L, int table);
/// Pushes `t[n]`, `t` at `table`; returns the value's type. No metamethod.
int shim_rawgeti(lua_State *L, int table, long long n);
/// `t[n] = v`, `t` at `table`, `v` on top (popped). No metamethod.
void shim_rawseti(lua_State *L, int table, long long n);
// No shim_next: the host walks a script's table only in the sandbox's fixed key order
// (shim_pushkeys, LuaStack.walk), never in hash order, which changes from run to run (H24).

/// Pushes the registry's value `ref` (shim_ref; SHIM_NOREF pushes nil).
void shim_rawgetregistry(lua_State *L, int ref);
/// Pops the value on top into upvalue `n` of the function at `function`; 0 when it has none
/// (the value is then left on the stack).
int shim_setupvalue(lua_State *L, int function, int n);

#endif
