// The price of work done inside Lua's C library, in steps. A step is what one VM instruction
// costs: 1,000 steps are a tick, a simulated millisecond, like 1,000 instructions (the count
// hook). Each rate was set so that the call costs about the simulated seconds per wall second of
// a plain Lua loop in the host (`LifecycleBench library`, run by scripts/bench, measures it: each
// probe within 0.25x-4x of the loop, 0.5x-1.7x when the rates were set). LibraryCostTests holds
// every library function the sandbox offers to the documented bound against the bytes and values
// it handles (docs/security.md, "The Lua sandbox"; docs/app-api.md lists the rates). Private to
// LuaShim.
#ifndef SHIM_COST_H
#define SHIM_COST_H

/// A long string made (by a library function or by `..`): copying is the cheapest work there is.
#define SHIM_STRING_BYTES_PER_STEP 32
/// string.upper, lower and reverse touch each byte in a loop, besides the string they make.
#define SHIM_CASE_BYTES_PER_STEP 8
/// A string a host function (a verb, a framework call) reads from the stack: converted to a Swift
/// string, checked, searched. Strings shorter than SHIM_HOST_FREE_BYTES are free; a binding that
/// reads only a name's first KiB pays for that KiB.
#define SHIM_HOST_BYTES_PER_STEP 8
#define SHIM_HOST_FREE_BYTES 100
/// string.rep: a memcpy call per copy of the piece and of the separator.
#define SHIM_REP_STEPS_PER_PIECE 1
/// string.format: one step per byte of the format, and this many per item (an snprintf call).
#define SHIM_FORMAT_STEPS_PER_ARG 16
/// string.format's %q of a string of SHIM_HOST_FREE_BYTES or more: escaping a byte (3 ns for
/// text, 24 for control bytes, which snprintf writes one by one).
#define SHIM_QUOTE_STEPS_PER_BYTE 4
/// string.format's conversion of a number writing SHIM_FORMAT_FREE_DIGITS or more characters (its
/// width, its precision, a %f's integer digits): about 20 ns a digit for %f of 1e308.
#define SHIM_FORMAT_STEPS_PER_DIGIT 4
#define SHIM_FORMAT_FREE_DIGITS 64
/// A value pushed, popped, read or written by a library function (table.unpack, string.byte,
/// select, table.pack, string.char, utf8.char, utf8.codepoint, math.max, resume, yield); also
/// what string.pack and unpack charge per value, besides a step per byte of their format.
#define SHIM_STEPS_PER_VALUE 1
/// table.concat: lua_geti and a buffer append per element.
#define SHIM_CONCAT_STEPS_PER_ELEMENT 8
/// table.sort: a comparison without a comparator function, one with (whose own instructions are
/// counted by the hook), and an exchange (two lua_seti).
#define SHIM_SORT_STEPS_PER_COMPARISON 4
#define SHIM_SORT_STEPS_PER_CALL 2
#define SHIM_SORT_STEPS_PER_SWAP 4
/// table.sort without a comparator: two strings compared (strcoll) read up to the shorter one's
/// bytes, charged besides the comparison (1.2 ms for two strings of 16 MiB sharing their prefix).
#define SHIM_COMPARE_BYTES_PER_STEP 64
/// pairs and next: collecting a table's keys (lua_next, a copy), ordering n keys by formula,
/// SHIM_ORDER_STEPS * n * log2(n) (never by the comparisons made, which follow the string-hash
/// seed), and each step of a traversal.
#define SHIM_ORDER_STEPS 2
#define SHIM_KEY_STEPS 16
#define SHIM_NEXT_STEPS 8
/// utf8.len, codepoint, offset and the codes iterator decode a byte in about a nanosecond.
#define SHIM_UTF8_BYTES_PER_STEP 2
/// tonumber of a string reads it byte by byte.
#define SHIM_NUMBER_BYTES_PER_STEP 16
/// os.date: strftime works item by item.
#define SHIM_DATE_STEPS_PER_BYTE 4
/// load: compiling a byte of source.
#define SHIM_LOAD_STEPS_PER_BYTE 2

#endif
