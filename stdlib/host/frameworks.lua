-- The app's system frameworks, named after their iOS counterparts so that a learner recognises
-- them. Each object is a thin Lua face over host functions; the core keeps the state and checks
-- it at the moments the rules name. Arguments: env, host. The parts live in
-- stdlib/host/frameworks/; each gets (env, host, kit), where kit holds the shared helpers.
-- Returns { deliver, appear } (from ui.lua), restore (from restoration.lua, W4) and bg_task
-- (from bgtasks.lua, C6; before ios13 that part does not run and its globals are absent, P). The host
-- calls are declared in stdlib/host/calls.lua.
local env, host = ...

local kit = {}

-- An object with methods and read-only fields, whose metatable cannot be changed.
function kit.object(kind, fields, methods, setters)
  return setmetatable({}, {
    __index = function(_, key)
      local method = methods and methods[key]
      if method then return method end
      local get = fields and fields[key]
      if type(get) == "function" then return get() end
      return get
    end,
    __newindex = function(_, key, value)
      local set = setters and setters[key]
      if not set then error(kind .. "." .. tostring(key) .. " cannot be set", 2) end
      set(value)
    end,
    __tostring = function() return "<" .. kind .. ">" end,
    __metatable = kind,
  })
end

function kit.class(kind, statics)
  return setmetatable({}, {
    __index = statics,
    __newindex = function() error(kind .. " cannot be changed", 2) end,
    __metatable = kind,
  })
end

function kit.options(kind, t)
  if t ~= nil and type(t) ~= "table" then error(kind .. ".new expects a table of options", 3) end
  return t or {}
end


local function part(name)
  local chunk = host.prelude("host.frameworks." .. name)   -- compiled at build time
  return chunk(env, host, kit)
end

part("system")
part("storage")
local deliver, appear = part("ui")
return { deliver = deliver, appear = appear, restore = part("restoration"), bg_task = host.bg_available and part("bgtasks") or function() end }
