-- The app state's globals (docs/app-api.md): work, the UIApplication object, DispatchQueue.
-- Arguments: env (from host.sandbox) and the host's functions. Returns { application, inspect,
-- completion_handler, scene_call }: the application object, the inspector the host calls on the
-- delegate table, the maker of a wake's completion handler (W1, W2), and the caller of scene
-- methods (C1-C4). The calls
-- between this file and the host are declared in stdlib/host/calls.lua.
local env, host = ...

env.work = host.work

-- UIApplication: read-only properties, methods called with ':'.
local scene_objects, scenes   -- C1-C4, below
local properties = {
  applicationState = host.application_state,
  backgroundTimeRemaining = host.background_time_remaining,
  connectedScenes = function() return scene_objects(true) end,   -- C3
  openSessions = function() return scene_objects(false) end,     -- C3
  supportsMultipleScenes = host.supports_multiple_scenes,         -- C3
}
local methods = {
  beginBackgroundTaskWithExpirationHandler = host.begin_background_task,
  endBackgroundTask = host.end_background_task,
  setMinimumBackgroundFetchInterval = host.set_fetch_interval,   -- W1
}
local application = setmetatable({}, {
  __index = function(_, key)
    local property = properties[key]
    if property then return property() end
    return methods[key]
  end,
  __newindex = function(_, key)
    error("UIApplication." .. tostring(key) .. " cannot be set", 2)
  end,
  __tostring = function() return "<UIApplication: " .. host.application_state(true) .. ">" end,
  __metatable = "UIApplication",
})
env.UIApplication = { sharedApplication = function() return application end }
env.UIBackgroundTaskInvalid = 0
-- W1, W2: the minimum fetch interval's two constants, and what a completion handler reports.
env.UIApplicationBackgroundFetchIntervalMinimum = 0
env.UIApplicationBackgroundFetchIntervalNever = math.huge
env.UIBackgroundFetchResultNewData = "newData"
env.UIBackgroundFetchResultNoData = "noData"
env.UIBackgroundFetchResultFailed = "failed"

-- W1, W2: the completion handler the host hands a wake's delegate method, one per wake: a plain
-- function that reports to the host with the wake's id (the host checks the result).
local function completion_handler(id, kind)
  return function(result)
    host.complete_wake{ id = id, handler = kind, result = result }
  end
end

-- DispatchQueue.main:async(fn), DispatchQueue.main:asyncAfter(seconds, fn),
-- DispatchQueue.global():async(fn).
local function queue(kind)
  local q = {}
  local mt = {
    __index = {
      async = function(self, fn)
        if type(fn) ~= "function" then error("async: expects a function", 2) end
        host.dispatch{ queue = kind, seconds = 0, fn = fn }
      end,
      asyncAfter = function(self, seconds, fn)
        if type(seconds) ~= "number" or seconds < 0 then error("asyncAfter: expects seconds >= 0", 2) end
        if type(fn) ~= "function" then error("asyncAfter: expects a function", 2) end
        host.dispatch{ queue = kind, seconds = seconds, fn = fn }
      end,
    },
    __newindex = function() error("DispatchQueue cannot be changed", 2) end,
    __tostring = function() return "<DispatchQueue: " .. kind .. ">" end,
    __metatable = "DispatchQueue",
  }
  return setmetatable(q, mt)
end
local main_queue, global_queue = queue("main"), queue("global")
env.DispatchQueue = setmetatable({}, {
  __index = { main = main_queue, global = function() return global_queue end },
  __newindex = function() error("DispatchQueue cannot be changed", 2) end,
  __metatable = "DispatchQueue",
})

-- What the host reads from the delegate once per launch (UIKit caches what a delegate responds
-- to): each hook's function, the Info.plist keys, and every string key (for misspellings). It
-- returns one table of named fields.
local function inspect(delegate, hook_names)
  if type(delegate) ~= "table" then
    error("the app script must return its delegate table (it returned " .. type(delegate) .. ")", 0)
  end
  local hooks, not_functions = {}, {}
  for _, name in ipairs(hook_names) do
    local value = delegate[name]
    if type(value) == "function" then hooks[name] = value
    elseif value ~= nil then not_functions[#not_functions + 1] = name end
  end
  -- Hooks defined with '.' instead of ':' (function App.applicationDidEnterBackground(application)):
  -- fewer parameters than UIKit passes with the delegate, the first not `self`, so the
  -- delegate lands in it. Read from the function's debug information: no script code runs.
  local dotted = {}
  for _, name in ipairs(hook_names) do
    local fn = hooks[name]
    local info = fn and debug.getinfo(fn, "Su")
    if info and info.what == "Lua" and not info.isvararg and info.nparams >= 1 then
      local _, underscores = name:gsub("_", "")
      local first = debug.getlocal(fn, 1)
      if info.nparams <= underscores + 1 and first ~= "self" and first ~= "delegate" and first:sub(1, 1) ~= "_" then
        dotted[#dotted + 1] = name .. " " .. info.linedefined .. " " .. first
      end
    end
  end
  local keys = {}
  -- The sandbox's next: raw (the delegate's __pairs does not run), and in the one fixed order,
  -- so that sorting the keys costs the same at every run whatever Lua's hash seed (H24).
  for key in env.next, delegate do
    if type(key) == "string" then keys[#keys + 1] = key end
  end
  table.sort(keys)
  -- The info table is read raw (no metamethods run), lists up to a bound, and what cannot be
  -- read becomes a problem the host warns about (B3, T1, B2, N).
  local info = rawget(delegate, "info")
  local exit_on_suspend, modes, orientations, info_keys, problems = false, {}, nil, {}, {}
  local scene_manifest, scene_multiple, scene_names, scene_classes = false, false, {}, {}
  local bg_identifiers, scene_roles = {}, {}
  local function strings(key, limit)
    local list = rawget(info, key)
    if list == nil then return nil end
    if type(list) ~= "table" then
      problems[#problems + 1] = "info." .. key .. " is a " .. type(list) .. ", not a list of strings: ignored"
      return nil
    end
    local result = {}
    for i = 1, math.min(rawlen(list), limit) do
      local item = rawget(list, i)
      if type(item) == "string" then result[#result + 1] = item
      else problems[#problems + 1] = "info." .. key .. "[" .. i .. "] is a " .. type(item) .. ", not a string: ignored" end
    end
    if rawlen(list) > limit then problems[#problems + 1] = "info." .. key .. " lists more than " .. limit .. " entries: the rest are ignored" end
    return result
  end
  if info ~= nil and type(info) ~= "table" then
    problems[#problems + 1] = "info is a " .. type(info) .. ", not a table: no Info.plist key is read"
  elseif type(info) == "table" then
    -- UIKit's key wins; the common misspelling (UIApplicationExitOnSuspend) is read too (B3, T1).
    local exits = rawget(info, "UIApplicationExitsOnSuspend")
    if exits == nil then exits = rawget(info, "UIApplicationExitOnSuspend") end
    if exits ~= nil and type(exits) ~= "boolean" then
      problems[#problems + 1] = "info.UIApplicationExitsOnSuspend is a " .. type(exits) .. ", not true or false: ignored"
    end
    exit_on_suspend = exits == true
    modes = strings("UIBackgroundModes", 16) or {}
    orientations = strings("UISupportedInterfaceOrientations", 16)
    bg_identifiers = strings("BGTaskSchedulerPermittedIdentifiers", 32) or {}   -- C6; 32: BGTaskProcess.maxUnchecked
    for key in env.next, info do   -- in the fixed order, as above (H24)
      if type(key) == "string" then info_keys[#info_keys + 1] = key end
    end
    table.sort(info_keys)
    -- C1: UIApplicationSceneManifest, as Xcode's template writes it.
    local manifest = rawget(info, "UIApplicationSceneManifest")
    if manifest ~= nil then
      scene_manifest, scene_multiple, scene_names, scene_classes = scenes().read_manifest(manifest, problems)
      -- C1: the session roles it configures (the host suggests UIKit's for a misspelt one).
      local configurations = type(manifest) == "table" and rawget(manifest, "UISceneConfigurations") or nil
      if type(configurations) == "table" then
        for key in env.next, configurations do   -- in the fixed order, as above (H24)
          if #scene_roles >= 16 then break end
          if type(key) == "string" then scene_roles[#scene_roles + 1] = key end
        end
        table.sort(scene_roles)
      end
    end
  end
  return { hooks = hooks, keys = keys, not_functions = not_functions, exit_on_suspend = exit_on_suspend,
           modes = modes, orientations = orientations, info_keys = info_keys, problems = problems,
           dotted = dotted, scene_manifest = scene_manifest, scene_multiple = scene_multiple,
           scene_names = scene_names, scene_classes = scene_classes, scene_roles = scene_roles,
           bg_identifiers = bg_identifiers }
end

-- C1-C4: scenes, in stdlib/host/scenes.lua, loaded once an app has a scene manifest (the
-- inspector reads it) or a scene method is called: an app without scenes never pays for them.
local scenes_part
scenes = function()
  if not scenes_part then scenes_part = host.prelude("host.scenes")(host, application) end
  return scenes_part
end
scene_objects = function(connected)
  if not scenes_part then return {} end
  return scenes_part.objects(connected)
end
local function scene_call(args) return scenes().call(args) end

return { application = application, inspect = inspect, completion_handler = completion_handler, scene_call = scene_call }
