-- A scenario's helpers (docs/testing.md, "Sharing code between scenarios"): require("name") of a
-- Lua module beside the scenario, run in the scenario state. Arguments: env (the scenario's
-- environment, whose require loads lifecycle's stdlib modules) and host (find, fail: Swift,
-- Sources/LifecycleLua/Bindings/WrapScenarioRequire.swift). Replaces env.require: a name that is
-- not a string, or a stdlib module, goes to the stdlib's require as before; another is a helper,
-- whose source host.find reads (it refuses a bad name, a missing file, a cycle, too many or too
-- deep helpers), loaded as text in env, like the scenario, and run once per state. Any problem
-- with a helper stops the scenario (host.find, or host.fail for its syntax error or its own
-- error): the suite's error, which no pcall hides. The calls are declared in stdlib/host/calls.lua.
local env, host = ...
local stdlib_require, load = env.require, env.load
local loaded, chain = {}, {}

env.require = function(name)
  -- A tail call: the stdlib's errors name the caller's line, as before.
  if type(name) ~= "string" then return stdlib_require(name) end
  local value = loaded[name]
  if value ~= nil then return value end
  -- chain: the helpers being loaded now, the outermost first (host.find refuses a cycle).
  local kind, source, chunk_name = host.find(name, chain)
  if kind == "none" then return stdlib_require(name) end
  if kind == "stdlib" then
    value = stdlib_require(name)
  else
    local chunk, problem = load(source, chunk_name, "t", env)
    if not chunk then host.fail(name, problem) end
    chain[#chain + 1] = name
    local ok, result = pcall(chunk, name)
    chain[#chain] = nil
    if not ok then host.fail(name, result) end
    if result == nil then result = true end
    value = result
  end
  loaded[name] = value
  return value
end
