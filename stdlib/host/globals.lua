-- Strict globals for learners (docs/app-api.md, "Undefined globals"): the last prelude of an app
-- or a scenario state, run just before the script. A read of a global the environment lacks,
-- from the script's own code, is reported once per name and line (host.undefined: the host warns,
-- with the spelling the learner may have meant); in an app, a write of a new global once the
-- main chunk has returned (from a hook, a block, a timer) is reported as luacheck reports
-- "setting non-standard global variable" (host.new_global). Neither changes what the script sees:
-- the read still gives nil, the write still sets the global. A name the main chunk wrote, even
-- as nil, is declared: it is never reported. Reads by lifecycle's own code (stdlib modules, the
-- host's preludes, C functions) are not the learner's and are not reported. Arguments: env and
-- host (undefined, new_global, loading: Swift, Sources/LifecycleLua/Sandbox/StrictGlobals.swift).
-- The calls are declared in stdlib/host/calls.lua.
local env, host = ...
local getinfo, rawset, type, sub = debug.getinfo, rawset, type, string.sub
-- At most this many reports per state (each name and line once): a bounded table.
local LIMIT, count = 256, 0
local seen, declared = {}, {}

-- The line of the code that read or wrote (`how`: "read", "write") `name` (the frame above the
-- metamethod, level 3 from here), the first time that name is met there so; nil when it is
-- lifecycle's own code, or when this state has reported LIMIT already.
local function first_site(name, how)
  if count >= LIMIT or type(name) ~= "string" then return nil end
  local info = getinfo(3, "Sl")
  if info == nil or info.what == "C" or info.currentline <= 0 then return end
  if sub(info.source, 1, 8) == "=stdlib/" then return end
  local site = info.short_src .. ":" .. info.currentline
  local key = how .. "\0" .. site .. "\0" .. name
  if seen[key] then return end
  seen[key] = true
  count = count + 1
  return site
end

-- The metamethods act on env itself, never on the table they are handed: a script that takes
-- them from getmetatable(_G) cannot use them to write into another table.
setmetatable(env, {
  __index = function(_, name)
    if declared[name] == nil then
      local site = first_site(name, "read")
      if site then host.undefined(name, site) end
    end
    return nil
  end,
  __newindex = function(_, name, value)
    if name ~= nil and declared[name] == nil then
      if not host.loading() then
        local site = first_site(name, "write")
        if site then host.new_global(name, site) end
      end
      declared[name] = true
    end
    rawset(env, name, value)
  end,
})
