-- The allow-list environment of app and scenario scripts (the model is Redis's script_lua.c).
-- Runs once per Lua state, with the full standard library, before any user code. Arguments:
--   host: the host's functions (stdlib_source, prelude, limits, now, seed, ...);
-- Returns the environment user chunks run in. Nothing here is reachable from user code except
-- what is copied into that environment.
--
-- The functions that stand between a script and the host (next, pairs, tostring, print,
-- string.format, setmetatable, rawset, load, collectgarbage, os.date, math.randomseed) are C
-- (Sources/LuaShim/ShimSandbox.c): their errors name the script's line, never one of this file.
local host = ...
-- C loops the instruction hook cannot see are replaced by counted ones first (host/limits.lua).
local counted = host.limits()
host.prelude("host.limits")(counted)   -- compiled at build time (Stdlib.swift)

local env = {}
for _, name in ipairs({
  "assert", "error", "getmetatable", "ipairs", "pcall", "rawequal", "rawget",
  "rawlen", "select", "tonumber", "type", "_VERSION",
}) do
  env[name] = _G[name]
end
local native = counted.sandbox(env, host)

-- A halt (watchdog, memory cap) is raised from inside the instruction hook, where Lua runs no
-- hooks: a message handler run then could loop unwatched. Once halted, handlers are skipped.
local real_xpcall, halted = xpcall, counted.halted
env.xpcall = function(f, handler, ...)
  if type(handler) ~= "function" then
    error("bad argument #2 to 'xpcall' (function expected, got " .. (handler == nil and "no value" or type(handler)) .. ")", 2)
  end
  return real_xpcall(f, function(message)
    if halted() then return message end
    return handler(message)
  end, ...)
end

-- Determinism. This Lua randomizes string hashing per run and hashes objects by address, so
-- raw `next` order varies and `tostring` shows memory addresses. The sandbox's next and pairs
-- visit keys in a fixed order (numbers, strings, booleans, then objects in the order they were
-- made), charged by a formula of the table's size; tostring names objects by a serial number;
-- NaN prints as "nan" everywhere. Finalizers run with hooks off: setmetatable refuses __gc.
-- rawset refuses the system's objects (the application, queues, frameworks objects).
env.next, env.pairs, env.tostring, env.print = native.next, native.pairs, native.tostring, native.print
env.setmetatable, env.rawset, env.load, env.collectgarbage = native.setmetatable, native.rawset, native.load, native.collectgarbage

-- An error about a standard function names it as Lua would ("bad argument #1 to 'setmetatable'"),
-- even when it is called through pcall: Lua looks for a function's name in package.loaded.
for name, fn in pairs({ next = native.next, pairs = native.pairs, tostring = native.tostring,
                        print = native.print, setmetatable = native.setmetatable, rawset = native.rawset,
                        load = native.load, collectgarbage = native.collectgarbage, xpcall = env.xpcall,
                        ["math.randomseed"] = native.randomseed, ["os.date"] = native.date }) do
  package.loaded[name] = fn
end

local function copy(t, except)
  local c = {}
  for k, v in pairs(t) do
    if not (except and except[k]) then c[k] = v end
  end
  return c
end

-- string.format: objects print by serial number; %p (an address) is refused.
string.format = native.format
-- string.dump would hand out bytecode; remove it from the table strings index as well.
string.dump = nil
env.string = copy(string)
env.table = copy(table)
env.utf8 = copy(utf8)
env.coroutine = copy(coroutine)
env.math = copy(math, { randomseed = true })

-- Determinism: the random generator is seeded from --seed; randomseed() without an argument
-- reseeds from it rather than from the wall clock.
math.randomseed(host.seed())
env.math.randomseed = native.randomseed

-- Time is simulated: os.time() starts at 2010-06-21 00:00:00 UTC (iOS 4) when the scenario
-- begins; os.clock() is simulated seconds; os.date() always formats in UTC.
local EPOCH = 1277078400
env.os = {
  time = function(t)
    if t == nil then return EPOCH + math.floor(host.now()) end
    if type(t) ~= "table" then error("bad argument #1 to 'time' (table expected)", 2) end
    -- Like os.time, but in UTC (the host's time zone must not change the trace).
    local function field(name, default)
      local v = t[name]
      if v == nil then
        if default == nil then error("field '" .. name .. "' missing in date table", 3) end
        return default
      end
      if math.type(v) ~= "integer" then error("field '" .. name .. "' is not an integer", 3) end
      return v
    end
    local year, month = field("year"), field("month")
    year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
    local y = month <= 2 and year - 1 or year
    local era = y // 400
    local yoe = y - era * 400
    local mp = month > 2 and month - 3 or month + 9
    local doy = (153 * mp + 2) // 5 + field("day") - 1
    local days = era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy - 719468
    return days * 86400 + field("hour", 12) * 3600 + field("min", 0) * 60 + field("sec", 0)
  end,
  clock = function() return host.now() end,
  -- os.date always formats in UTC, the simulated now by default (native.date).
  date = native.date,
  difftime = os.difftime,
}

-- Chunks are text only (native.load); without an explicit environment they get this one, never
-- the host's. collectgarbage: only the harmless options (native.collectgarbage).

-- require reaches only the modules of stdlib/ shipped with lifecycle (never host.*, never C).
local loaded = {}
env.require = function(name)
  if type(name) ~= "string" then error("require: module name must be a string", 2) end
  if loaded[name] ~= nil then return loaded[name] end
  local source = (not name:find("^host%.")) and host.stdlib_source(name) or nil
  if not source then
    error("module '" .. name .. "' not found: require only loads lifecycle's stdlib modules", 2)
  end
  local fn, err = native.load(source, "=stdlib/" .. name:gsub("%.", "/") .. ".lua", "t", env)
  if not fn then error(err, 2) end
  local result = fn(name)
  if result == nil then result = true end
  loaded[name] = result
  return result
end

-- The string metatable is shared by every string: hide it, so it cannot be changed.
getmetatable("").__metatable = false

-- print (native.print): app state, a `log` line; scenario state, a `note` line.
env._G = env
return env
