-- Scenes (C1-C4): UIScene and UISceneSession objects, the reading of UIApplicationSceneManifest,
-- and the function the host calls to run scene methods. Loaded by stdlib/host/app.lua the first
-- time an app needs it. Arguments: the app prelude's host and the application object. Returns
-- { call, objects, read_manifest }. The host calls are declared in stdlib/host/calls.lua.
local host, application = ...

-- C1-C4: scenes. One UISceneSession and one UIScene per session id, made when first needed in
-- this process (a new process makes new ones, as UIKit does after a relaunch); each scene has
-- its own delegate object, an instance of the class its configuration names.
local scenes, sessions, configurations = {}, {}, {}
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
  local id = info.id
  -- C1: the configuration as the host last gave it (configurationForConnectingSceneSession: may
  -- choose another after the session object was made).
  if info.configuration ~= nil then
    local known = configurations[id]
    if not known or known.name ~= info.configuration or known.delegateClass ~= info.delegate_class then
      configurations[id] = { name = info.configuration, delegateClass = info.delegate_class }
    end
  end
  local session = sessions[id]
  if session then return session end
  session = frozen("UISceneSession", {
    persistentIdentifier = info.persistent_identifier,
    role = "UIWindowSceneSessionRoleApplication",
    configuration = function() return configurations[id] end,
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
local function scene_objects(connected)
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
-- "app.lua:12: ", where the script defines `fn`, for errors about what it returned.
local function defined_at(fn)
  local info = debug.getinfo(fn, "S")
  if info == nil or info.what ~= "Lua" or info.linedefined <= 0 then return "" end
  return info.short_src .. ":" .. info.linedefined .. ": "
end
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
        error(defined_at(args.hook) .. "application:configurationForConnectingSceneSession:options: returned a configuration whose name and delegateClass are not strings", 0)
      end
      host.scene_configuration{ id = id, name = name, delegate_class = class }
    elseif result ~= nil then
      error(defined_at(args.hook) .. "application:configurationForConnectingSceneSession:options: must return nil, a configuration name, or { name = ..., delegateClass = ... } (it returned a " .. type(result) .. ")", 0)
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


-- C1: the manifest's multiple-scenes flag and its application role's configurations (names and
-- delegate class names, "" for none); what cannot be read becomes a problem the host warns about.
local function read_manifest(manifest, problems)
  local scene_manifest, scene_multiple, scene_names, scene_classes = false, false, {}, {}
  if type(manifest) ~= "table" then
    problems[#problems + 1] = "info.UIApplicationSceneManifest is a " .. type(manifest) .. ", not a table: the app has no scenes (C1)"
  else
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
  return scene_manifest, scene_multiple, scene_names, scene_classes
end

local part = { call = scene_call, objects = scene_objects, read_manifest = read_manifest }
return part
