-- The allow-list environment of app and scenario scripts (the model is Redis's script_lua.c).
-- Runs once per Lua state, with the full standard library, before any user code. Arguments:
--   host: the host's functions (stdlib_source, prelude_source, limits, now, seed, ...);
-- Returns the environment user chunks run in. Nothing here is reachable from user code except
-- what is copied into that environment.
local host = ...
-- C loops the instruction hook cannot see are replaced by counted ones first (host/limits.lua).
load(host.prelude_source("host.limits"), "=stdlib/host/limits.lua", "t")(host.limits())
local real_load, real_collect, real_date, real_difftime = load, collectgarbage, os.date, os.difftime

local env = {}
for _, name in ipairs({
  "assert", "error", "getmetatable", "ipairs", "next", "pcall", "rawequal", "rawget",
  "rawlen", "rawset", "select", "tonumber", "type", "_VERSION",
}) do
  env[name] = _G[name]
end

-- A halt (watchdog, memory cap) is raised from inside the instruction hook, where Lua runs no
-- hooks: a message handler run then could loop unwatched. Once halted, handlers are skipped.
local real_xpcall = xpcall
env.xpcall = function(f, handler, ...)
  return real_xpcall(f, function(message)
    if host.halted() then return message end
    return handler(message)
  end, ...)
end

-- Finalizers also run with hooks off (and when the state is closed): no __gc in user code.
local real_setmetatable = setmetatable
env.setmetatable = function(t, mt)
  if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
    error("setmetatable: __gc metamethods are not allowed here", 2)
  end
  return real_setmetatable(t, mt)
end

local function copy(t, except)
  local c = {}
  for k, v in pairs(t) do
    if not (except and except[k]) then c[k] = v end
  end
  return c
end

-- Determinism. This Lua randomizes string hashing per run, so raw `next` order varies and
-- `tostring` shows memory addresses. The sandbox's pairs visits keys in a fixed order (numbers,
-- strings, booleans, then other values), and tostring names objects by a stable serial number.
local real_tostring, real_format, real_pairs = tostring, string.format, pairs
local serials, last_serial = setmetatable({}, { __mode = "k" }), 0
local function serial(value)
  local id = serials[value]
  if not id then
    last_serial = last_serial + 1
    id = last_serial
    serials[value] = id
  end
  return id
end
local addressed = { table = true, ["function"] = true, thread = true, userdata = true }
local function stable_tostring(value)
  local kind = type(value)
  if addressed[kind] then
    local mt = getmetatable(value)
    if not (type(mt) == "table" and (rawget(mt, "__tostring") or rawget(mt, "__name"))) and type(mt) ~= "string" then
      return kind .. ": #" .. serial(value)
    end
  end
  return real_tostring(value)
end
env.tostring = stable_tostring

local rank = { number = 1, string = 2, boolean = 3 }
local function before(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return (rank[ta] or 4) < (rank[tb] or 4) end
  if ta == "number" or ta == "string" then return a < b end
  if ta == "boolean" then return b and not a end
  return serial(a) < serial(b)
end
env.pairs = function(t, ...)
  local mt = getmetatable(t)
  if type(mt) == "table" and rawget(mt, "__pairs") then return real_pairs(t, ...) end
  if type(t) ~= "table" then
    error("bad argument #1 to 'pairs' (table expected, got " .. type(t) .. ")", 2)
  end
  local keys, n = {}, 0
  for k in next, t do
    n = n + 1
    keys[n] = k
  end
  table.sort(keys, before)
  local i = 0
  return function()
    while i < n do
      i = i + 1
      local k = keys[i]
      local v = rawget(t, k)
      if v ~= nil then return k, v end
    end
    return nil
  end, t, nil
end

-- string.format: objects print by serial number; %p (an address) is refused.
string.format = function(format, ...)
  if type(format) == "string" and format:gsub("%%%%", ""):find("%%[-+ #0]*%d*%.?%d*p") then
    error("string.format: '%p' is not available (addresses differ from run to run)", 2)
  end
  local n = select("#", ...)
  local args = { ... }
  for i = 1, n do
    if addressed[type(args[i])] then args[i] = stable_tostring(args[i]) end
  end
  return real_format(format, table.unpack(args, 1, n))
end

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
env.math.randomseed = function(...)
  if select("#", ...) == 0 then return math.randomseed(host.seed()) end
  return math.randomseed(...)
end

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
  date = function(format, t)
    format = format or "%c"
    if type(format) == "string" and format:sub(1, 1) ~= "!" then format = "!" .. format end
    return real_date(format, t or (EPOCH + math.floor(host.now())))
  end,
  difftime = real_difftime,
}

-- Chunks are text only; without an explicit environment they get this one, never the host's.
env.load = function(chunk, name, mode, ...)
  if mode ~= nil and mode ~= "t" then
    return nil, "load: only text chunks are allowed (mode 't')"
  end
  local chunk_env = env
  if select("#", ...) > 0 then chunk_env = ... end
  return real_load(chunk, name, "t", chunk_env)
end

-- collectgarbage: only the harmless options.
local gc_allowed = { collect = true, count = true, step = true, isrunning = true }
env.collectgarbage = function(option, ...)
  option = option or "collect"
  if not gc_allowed[option] then
    error("collectgarbage('" .. tostring(option) .. "') is not allowed here", 2)
  end
  return real_collect(option, ...)
end

-- require reaches only the modules of stdlib/ shipped with lifecycle (never host.*, never C).
local loaded = {}
env.require = function(name)
  if type(name) ~= "string" then error("require: module name must be a string", 2) end
  if loaded[name] ~= nil then return loaded[name] end
  local source = (not name:find("^host%.")) and host.stdlib_source(name) or nil
  if not source then
    error("module '" .. name .. "' not found: require only loads lifecycle's stdlib modules", 2)
  end
  local fn, err = real_load(source, "=stdlib/" .. name:gsub("%.", "/") .. ".lua", "t", env)
  if not fn then error(err, 2) end
  local result = fn(name)
  if result == nil then result = true end
  loaded[name] = result
  return result
end

-- The string metatable is shared by every string: hide it, so it cannot be changed.
getmetatable("").__metatable = false

-- print: app state, a `log` line; scenario state, a `note` line.
env.print = function(...)
  local parts = {}
  for i = 1, select("#", ...) do parts[i] = stable_tostring((select(i, ...))) end
  host.print_line(table.concat(parts, "\t"))
end

env._G = env
return env
