-- Work done inside C functions, where the instruction hook never fires, is counted and charged
-- like Lua instructions (1,000 steps are a simulated millisecond). Argument: the table of counted
-- functions that Sources/LuaShim/ShimLimits.c builds (which has already replaced, in place, the
-- library functions it only charges: string.upper, lower, reverse, byte, char, pack, packsize,
-- unpack, the utf8 functions, table.pack, select, assert, tonumber; see ShimCharge.c). Runs first
-- in every state, before stdlib/host/sandbox.lua copies the libraries into the scripts'
-- environment. The rates are in Sources/LuaShim/ShimCost.h; docs/security.md lists them.
--
-- Pattern matching (find, match, gmatch, gsub) runs on a step-counted matcher with Lua's own
-- semantics, so a backtracking pattern such as ("a"):rep(40):match(("a?"):rep(40) .. ("a"):rep(40))
-- or string.rep("a", 1e5):find(".-.-.-.-.-b") is stopped by the watchdog, while ordinary matches
-- keep working and cost what they do. We chose counting over estimating a pattern's worst case
-- before it runs: an estimate must either refuse common patterns on long strings (a trim such as
-- "^%s*(.-)%s*$" is cubic in the worst case, linear in practice) or let some slow ones through.
local counted = ...

for _, name in ipairs({ "find", "match", "gmatch", "gsub", "rep" }) do string[name] = counted[name] end
-- Loops over ranges no table need hold, counted step by step; sort with deterministic pivots.
for _, name in ipairs({ "move", "insert", "remove", "sort", "concat", "unpack" }) do table[name] = counted[name] end
-- A new coroutine starts with a fresh instruction count: creating one has a price. Resuming one
-- raises its halt again in the resumer at once.
coroutine.create, coroutine.wrap, coroutine.resume = counted.create, counted.wrap, counted.resume
