-- The REPL's helpers, run in the scenario state. Arguments: env (the scenario's environment)
-- and host (views into the app: application_info, delegate_hooks; verbs: the names of the
-- scenario verbs, ScenarioVerb's, which completion offers as the environment's). Returns { show_results,
-- complete }: show_results(fn) runs fn and returns its values rendered; complete(text) the
-- completions. The calls are declared in stdlib/host/calls.lua.
local env, host = ...

-- Read-only views of the app's UIApplication and delegate, which live in the app's own state.
env.application = setmetatable({}, {
  __index = function(_, key)
    local state, remaining = host.application_info()
    if key == "applicationState" then return state end
    if key == "backgroundTimeRemaining" then return remaining end
  end,
  __newindex = function() error("application is a view of the app's UIApplication: it cannot be changed here", 2) end,
  __tostring = function()
    local state, remaining = host.application_info()
    if not state then return "<UIApplication: the app is not running>" end
    return string.format("<UIApplication applicationState = %q, backgroundTimeRemaining = %s>", state, tostring(remaining))
  end,
  __metatable = "UIApplication",
})
env.delegate = setmetatable({}, {
  __index = function(_, key)
    for _, name in ipairs(host.delegate_hooks()) do
      if name == key then return "<delegate method>" end
    end
  end,
  __newindex = function() error("delegate is a view of the app's delegate: edit APP.lua and :reload", 2) end,
  __tostring = function()
    local hooks = host.delegate_hooks()
    if #hooks == 0 then return "<AppDelegate: no delegate methods (is the app running?)>" end
    return "<AppDelegate implements:\n  " .. table.concat(hooks, "\n  ") .. ">"
  end,
  __metatable = "AppDelegate",
})

local KEYWORDS = { "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto",
  "if", "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while" }
local MAX_DEPTH, MAX_ITEMS, WIDTH = 3, 40, 72

-- Members the REPL knows of objects that live in the app's state (for completion).
local KNOWN = {
  application = { "applicationState", "backgroundTimeRemaining", "beginBackgroundTaskWithExpirationHandler",
    "endBackgroundTask" },
  delegate = { "application_willFinishLaunchingWithOptions", "application_didFinishLaunchingWithOptions",
    "applicationDidBecomeActive", "applicationWillResignActive", "applicationDidEnterBackground",
    "applicationWillEnterForeground", "applicationWillTerminate", "application_openURL_sourceApplication_annotation",
    "application_handleOpenURL", "applicationDidReceiveMemoryWarning", "info",
    "application_shouldSaveApplicationState", "application_shouldRestoreApplicationState" },
}

local function key_order(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return ta == "number" end
  if ta == "number" or ta == "string" then return a < b end
  return tostring(a) < tostring(b)
end

local function is_identifier(s)
  return type(s) == "string" and s:match("^[%a_][%w_]*$") ~= nil
end

local show
local function show_table(t, depth, seen, indent)
  if seen[t] then return "<cycle>" end
  local mt = getmetatable(t)
  if mt ~= nil and (type(mt) ~= "table" or rawget(mt, "__tostring") or rawget(mt, "__name")) then
    return tostring(t)
  end
  if depth >= MAX_DEPTH then return "{…}" end
  seen[t] = true
  local keys, n = {}, #t
  for k in next, t do
    if not (math.type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
  end
  table.sort(keys, key_order)
  local items = {}
  for i = 1, n do
    if #items >= MAX_ITEMS then break end
    items[#items + 1] = show(rawget(t, i), depth + 1, seen, indent .. "  ")
  end
  for _, k in ipairs(keys) do
    if #items >= MAX_ITEMS then items[#items + 1] = "…"; break end
    local name = is_identifier(k) and k or ("[" .. show(k, depth + 1, seen, indent) .. "]")
    items[#items + 1] = name .. " = " .. show(rawget(t, k), depth + 1, seen, indent .. "  ")
  end
  seen[t] = nil
  if #items == 0 then return "{}" end
  local flat = "{ " .. table.concat(items, ", ") .. " }"
  if #flat <= WIDTH and not flat:find("\n") then return flat end
  return "{\n" .. indent .. "  " .. table.concat(items, ",\n" .. indent .. "  ") .. "\n" .. indent .. "}"
end

show = function(value, depth, seen, indent)
  local kind = type(value)
  if kind == "string" then return string.format("%q", value) end
  if kind == "table" then return show_table(value, depth or 0, seen or {}, indent or "") end
  return tostring(value)
end

local function show_results(fn)
  local results = table.pack(fn())
  if results.n == 0 then return nil end
  local parts = {}
  for i = 1, results.n do parts[i] = show(results[i]) end
  return table.concat(parts, "\t")
end

-- Candidates that complete `text` (what is left of the cursor): globals, keywords, and the
-- fields of a table reached by a dotted path (`os.`, `string.fo`, `application.`).
local function complete(text)
  local path, sep, partial = text:match("([%a_][%w_%.]*)([%.:])([%a_]*)$")
  local found, seen = {}, {}
  local function add(name, prefix)
    if type(name) == "string" and name:sub(1, #partial) == partial and not seen[name] then
      seen[name] = true
      found[#found + 1] = prefix .. name
    end
  end
  if path then
    local head = text:sub(1, #text - #partial)
    local t = env
    for part in path:gmatch("[^%.]+") do
      t = type(t) == "table" and rawget(t, part) or nil
    end
    if type(t) == "table" then
      for k, v in next, t do
        if sep == "." or type(v) == "function" then add(k, head) end
      end
    end
    for _, name in ipairs(KNOWN[path] or {}) do add(name, head) end
  else
    partial = text:match("([%a_][%w_]*)$") or ""
    local head = text:sub(1, #text - #partial)
    for k in next, env do add(k, head) end
    for _, k in ipairs(host.verbs) do add(k, head) end
    for _, k in ipairs(KEYWORDS) do add(k, head) end
    for k in pairs(KNOWN) do add(k, head) end
  end
  table.sort(found)
  return found
end

return { show_results = show_results, complete = complete }
