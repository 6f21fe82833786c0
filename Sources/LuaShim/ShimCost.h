// The price of work done inside Lua's C library, in steps. A step is what one VM instruction
// costs: 1,000 steps are a tick, a simulated millisecond, like 1,000 instructions (the count
// hook). The rates below were measured on the machine of docs/performance.md with the system's
// Lua 5.4.4 (one VM instruction of a plain loop is about 1.5 ns there, so one step is 1.5 ns
// of wall time); `LifecycleBench library` measures them again (scripts/bench). LibraryCostTests
// holds every library function the sandbox offers to one documented bound (docs/security.md,
// "The Lua sandbox"). Private to LuaShim.
#ifndef SHIM_COST_H
#define SHIM_COST_H

/// A long string made (by a library function or by `..`): one step per 16 bytes, what copying
/// them costs (0.07 ns a byte measured). Strings under SHIM_LONG_STRING bytes are free.
#define SHIM_STRING_BYTES_PER_STEP 32
/// string.upper, lower and reverse touch each byte in a loop (0.6-0.8 ns a byte): one step per
/// 2 bytes, besides the string they make.
#define SHIM_CASE_BYTES_PER_STEP 8
/// string.rep: 2 steps per copy of the piece and of the separator (a memcpy call each).
#define SHIM_REP_STEPS_PER_PIECE 1
/// string.format: one step per byte of the format and 64 per item (snprintf: 120 ns for a %d,
/// 350 for a %5.2f measured). string.pack, packsize, unpack: one step per byte of the format.
#define SHIM_FORMAT_STEPS_PER_ARG 16
/// A value pushed, popped, read or written by a library function (table.unpack, string.byte,
/// select, table.pack, string.char, utf8.char, utf8.codepoint): 3 steps (measured 3 to 5).
#define SHIM_STEPS_PER_VALUE 1
/// table.concat: 16 steps per element (lua_geti and a buffer append, 22 ns measured).
#define SHIM_CONCAT_STEPS_PER_ELEMENT 8
/// table.sort: 8 steps per comparison without a comparator function, 2 with one (whose own
/// instructions are counted by the hook), and 8 per exchange (two lua_seti).
#define SHIM_SORT_STEPS_PER_COMPARISON 4
#define SHIM_SORT_STEPS_PER_CALL 2
#define SHIM_SORT_STEPS_PER_SWAP 4
/// pairs and next: collecting a table's keys costs 8 steps per key, ordering them n * log2(n)
/// steps by formula (never by the comparisons made, which follow the string-hash seed), and
/// each step of a traversal 4 steps.
#define SHIM_ORDER_STEPS 2
#define SHIM_KEY_STEPS 16
#define SHIM_NEXT_STEPS 8
/// utf8.len, codepoint, offset and the codes iterator decode a byte in about 2 ns: 1 step each.
#define SHIM_UTF8_BYTES_PER_STEP 2
/// tonumber of a string: one step per 4 bytes (0.5 ns a byte).
#define SHIM_NUMBER_BYTES_PER_STEP 16
/// os.date: strftime works item by item, 16 steps per byte of the format.
#define SHIM_DATE_STEPS_PER_BYTE 4
/// load: compiling costs 16 steps per byte of source (about 40 ns a byte measured).
#define SHIM_LOAD_STEPS_PER_BYTE 2

#endif
