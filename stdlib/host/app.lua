-- The app state's globals (INTERFACE.md): work, the UIApplication object, DispatchQueue.
-- Arguments: env (from host.sandbox) and the host's functions. Returns { application, inspect,
-- completion_handler, scene_call }: the application object, the inspector the host calls on the
-- delegate table, the maker of a wake's completion handler (W1, W2), and the caller of scene
-- methods (C1-C4). The calls
-- between this file and the host are declared in stdlib/host/calls.lua.
local env, host = ...

env.work = host.work

-- UIApplication: read-only properties, methods called with ':'.
local scene_objects   -- C1-C4, below
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
  __tostring = function() return "<UIApplication: " .. host.application_state() .. ">" end,
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
  for key in next, delegate do   -- raw: the delegate's __pairs does not run
    if type(key) == "string" then keys[#keys + 1] = key end
  end
  table.sort(keys)
  -- The info table is read raw (no metamethods run), lists up to a bound, and what cannot be
  -- read becomes a problem the host warns about (B3, T1, B2, N).
  local info = rawget(delegate, "info")
  local exit_on_suspend, modes, orientations, info_keys, problems = false, {}, nil, {}, {}
  local scene_manifest, scene_multiple, scene_names, scene_classes = false, false, {}, {}
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
    -- UIKit's key wins; the seeds' spelling (UIApplicationExitOnSuspend) is read too (B3, T1).
    local exits = rawget(info, "UIApplicationExitsOnSuspend")
    if exits == nil then exits = rawget(info, "UIApplicationExitOnSuspend") end
    if exits ~= nil and type(exits) ~= "boolean" then
      problems[#problems + 1] = "info.UIApplicationExitsOnSuspend is a " .. type(exits) .. ", not true or false: ignored"
    end
    exit_on_suspend = exits == true
    modes = strings("UIBackgroundModes", 16) or {}
    orientations = strings("UISupportedInterfaceOrientations", 16)
    for key in next, info do
      if type(key) == "string" then info_keys[#info_keys + 1] = key end
    end
    table.sort(info_keys)
    -- C1: UIApplicationSceneManifest, as Xcode's template writes it.
    local manifest = rawget(info, "UIApplicationSceneManifest")
    if manifest ~= nil and type(manifest) ~= "table" then
      problems[#problems + 1] = "info.UIApplicationSceneManifest is a " .. type(manifest) .. ", not a table: the app has no scenes (C1)"
    elseif manifest ~= nil then
      scene_manifest = true
      local multiple = rawget(manifest, "UIApplicationSupportsMultipleScenes")
      if multiple ~= nil and type(multiple) ~= "boolean" then
        problems[#problems + 1] = "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes is a " .. type(multiple) .. ", not true or false: false (C3)"
      end
      scene_multiple = multiple == true
      local configurations = rawget(manifest, "UISceneConfigurations")
      local role = type(configurations) == "table" and rawget(configurations, "UIWindowSceneSessionRoleApplication") or nil
      if type(role) ~= "table" then
        problems[#problems + 1] = "UIApplicationSceneManifest has no UISceneConfigurations.UIWindowSceneSessionRoleApplication list: its scenes have no delegate (C1)"
      else
        for i = 1, math.min(rawlen(role), 16) do
          local configuration = rawget(role, i)
          local name = type(configuration) == "table" and rawget(configuration, "UISceneConfigurationName") or nil
          local class = type(configuration) == "table" and rawget(configuration, "UISceneDelegateClassName") or nil
          if type(name) ~= "string" then name = "Configuration " .. i end
          if class ~= nil and type(class) ~= "string" then
            problems[#problems + 1] = "UISceneDelegateClassName of configuration " .. i .. " is a " .. type(class) .. ", not a class name: no scene delegate (C1)"
            class = nil
          end
          scene_names[#scene_names + 1] = name
          scene_classes[#scene_classes + 1] = class or ""
        end
      end
    end
  end
  return { hooks = hooks, keys = keys, not_functions = not_functions, exit_on_suspend = exit_on_suspend,
           modes = modes, orientations = orientations, info_keys = info_keys, problems = problems,
           dotted = dotted, scene_manifest = scene_manifest, scene_multiple = scene_multiple,
           scene_names = scene_names, scene_classes = scene_classes }
end

-- C1-C4: scenes. One UISceneSession and one UIScene per session id, made when first needed in
-- this process (a new process makes new ones, as UIKit does after a relaunch); each scene has
-- its own delegate object, an instance of the class its configuration names.
local scenes, sessions = {}, {}
local function frozen(kind, fields, settable)
  return setmetatable({}, {
    __index = function(_, key)
      local value = fields[key]
      if type(value) == "function" then return value() end
      return value
    end,
    __newindex = function(_, key, value)
      if settable and settable[key] then return settable[key](value) end
      error(kind .. "." .. tostring(key) .. " cannot be set", 2)
    end,
    __tostring = function() return "<" .. kind .. ": " .. tostring(fields.name or fields.persistentIdentifier) .. ">" end,
    __metatable = kind,
  })
end
local function make_session(info)
  local session = sessions[info.id]
  if session then return session end
  local id = info.id
  session = frozen("UISceneSession", {
    persistentIdentifier = info.persistent_identifier,
    role = "UIWindowSceneSessionRoleApplication",
    configuration = { name = info.configuration, delegateClass = info.delegate_class },
    stateRestorationActivity = function() return host.scene_activity(id) end,   -- C4
    scene = function() return scenes[id] end,
  })
  sessions[id] = session
  return session
end
local function make_scene(info, session, class)
  local scene = scenes[info.id]
  if scene then return scene end
  local id, title = info.id, nil
  local delegate = class and setmetatable({}, { __index = class }) or nil
  scene = frozen("UIScene", {
    name = info.name,
    activationState = function() return host.scene_state(id) end,   -- C2
    session = session,
    delegate = delegate,
    title = function() return title end,
  }, { title = function(value)
    if value ~= nil and type(value) ~= "string" then error("UIScene.title must be a string or nil", 3) end
    title = value
  end })
  scenes[id] = scene
  return scene
end
scene_objects = function(connected)
  local list = {}
  for i, info in ipairs(host.scene_sessions(connected)) do
    local session = make_session(info)
    list[i] = connected and make_scene(info, session, nil) or session
  end
  return list
end
-- What the host calls: kind "scene" (the scene only), "connect" (scene, session, connection
-- options), "urls" (scene, URL contexts), "activity" (stateRestorationActivityForScene:, whose
-- result is kept), "session" (the app delegate's configurationForConnectingSceneSession:, whose
-- result chooses the configuration), "discard" (didDiscardSceneSessions:), "release" (C4: the
-- scene was disconnected: its objects go).
local function scene_call(args)
  local kind, id = args.kind, args.id
  if kind == "release" then scenes[id] = nil; return end
  if kind == "discard" then
    local list = {}
    for i, pid in ipairs(args.discarded) do
      list[i] = { persistentIdentifier = pid, role = "UIWindowSceneSessionRoleApplication" }
    end
    return args.hook(args.delegate, application, list)
  end
  local session = make_session(args)
  local options = { URLContexts = args.urls or {} }
  if kind == "session" then
    local result = args.hook(args.delegate, application, session, options)
    if type(result) == "string" then
      host.scene_configuration{ id = id, name = result }
    elseif type(result) == "table" then
      local name, class = rawget(result, "name"), rawget(result, "delegateClass")
      if (name ~= nil and type(name) ~= "string") or (class ~= nil and type(class) ~= "string") then
        error("application:configurationForConnectingSceneSession:options: returned a configuration whose name and delegateClass are not strings", 0)
      end
      host.scene_configuration{ id = id, name = name, delegate_class = class }
    elseif result ~= nil then
      error("application:configurationForConnectingSceneSession:options: must return nil, a configuration name, or { name = ..., delegateClass = ... } (it returned a " .. type(result) .. ")", 0)
    end
    return nil
  end
  local scene = make_scene(args, session, args.class)
  local delegate = scene.delegate
  if kind == "connect" then return args.hook(delegate, scene, session, options) end
  if kind == "urls" then return args.hook(delegate, scene, options.URLContexts) end
  if kind == "activity" then
    host.scene_keep_activity(id, (args.hook(delegate, scene)))
    return nil
  end
  return args.hook(delegate, scene)
end

return { application = application, inspect = inspect, completion_handler = completion_handler, scene_call = scene_call }
