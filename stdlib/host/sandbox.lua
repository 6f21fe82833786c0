-- The allow-list environment of app and scenario scripts (the model is Redis's script_lua.c).
-- Runs once per Lua state, with the full standard library, before any user code. Arguments:
--   host: the host's functions (stdlib_source, now, seed);
-- Returns the environment user chunks run in. Nothing here is reachable from user code except
-- what is copied into that environment.
local host = ...
local real_load, real_collect, real_date, real_difftime = load, collectgarbage, os.date, os.difftime

local env = {}
for _, name in ipairs({
  "assert", "error", "getmetatable", "ipairs", "next", "pairs", "pcall", "rawequal", "rawget",
  "rawlen", "rawset", "select", "setmetatable", "tonumber", "tostring", "type", "xpcall", "_VERSION",
}) do
  env[name] = _G[name]
end

local function copy(t, except)
  local c = {}
  for k, v in pairs(t) do
    if not (except and except[k]) then c[k] = v end
  end
  return c
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
    if t ~= nil then return os.time(t) end
    return EPOCH + math.floor(host.now())
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

env._G = env
return env
