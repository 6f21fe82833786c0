-- Work done inside C functions, where the instruction hook never fires, is counted and charged
-- like Lua instructions (1,000 steps are a simulated millisecond). Argument: the table of counted
-- functions that Sources/LuaShim/ShimLimits.c builds. Runs first in every state, before
-- stdlib/host/sandbox.lua copies the libraries into the scripts' environment.
--
-- Pattern matching (find, match, gmatch, gsub) runs on a step-counted matcher with Lua's own
-- semantics, so a backtracking pattern such as ("a"):rep(40):match(("a?"):rep(40) .. ("a"):rep(40))
-- or string.rep("a", 1e5):find(".-.-.-.-.-b") is stopped by the watchdog, while ordinary matches
-- keep working and cost what they do. We chose counting over estimating a pattern's worst case
-- before it runs: an estimate must either refuse common patterns on long strings (a trim such as
-- "^%s*(.-)%s*$" is cubic in the worst case, linear in practice) or let some slow ones through.
local counted = ...

for _, name in ipairs({ "find", "match", "gmatch", "gsub", "rep" }) do string[name] = counted[name] end
for _, name in ipairs({ "move", "insert", "remove" }) do table[name] = counted[name] end
-- A new coroutine starts with a fresh instruction count: creating one has a price.
coroutine.create, coroutine.wrap = counted.create, counted.wrap

-- A full collection visits the whole heap: a step per 64 bytes of it.
local collect = collectgarbage
collectgarbage = function(option, ...)
  if option == nil or option == "collect" or option == "step" then
    counted.charge(collect("count") * 16)
  end
  return collect(option, ...)
end
