-- The app's system frameworks (issue 3), named after their iOS counterparts so that a learner
-- recognises them. Each object is a thin Lua face over host functions; the core keeps the state
-- and checks it at the moments the SPEC rules name. Arguments: env, host.
local env, host = ...

-- An object with methods and read-only fields, whose metatable cannot be changed.
local function object(kind, fields, methods, setters)
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

local function class(kind, statics)
  return setmetatable({}, {
    __index = statics,
    __newindex = function() error(kind .. " cannot be changed", 2) end,
    __metatable = kind,
  })
end

local function options(kind, t)
  if t ~= nil and type(t) ~= "table" then error(kind .. ".new expects a table of options", 3) end
  return t or {}
end

-- R1: OpenGL ES. Any call in the background kills the app (reason gpu).
env.EAGLContext = class("EAGLContext", {
  new = function()
    host.gl_create()
    return object("EAGLContext", nil, {
      presentRenderbuffer = function() host.gl_draw("presentRenderbuffer") end,
    })
  end,
})
env.glDrawArrays = function() host.gl_draw("glDrawArrays()") end
env.glClear = function() host.gl_draw("glClear()") end
env.glFlush = function() host.gl_draw("glFlush()") end
env.glFinish = function() host.gl_finish() end

-- R2: Bonjour services and listening sockets; R3: network sockets.
env.NSNetService = class("NSNetService", {
  new = function(t)
    t = options("NSNetService", t)
    local name = tostring(t.name or "service") .. "." .. tostring(t.type or "_http._tcp")
    return object("NSNetService", { name = name }, {
      publish = function() host.service_publish(name) end,
      stop = function() return host.service_stop(name) end,
    })
  end,
})
env.Socket = class("Socket", {
  listen = function(port)
    if math.type(port) ~= "integer" then error("Socket.listen expects a port number", 2) end
    host.listen(port)
    return object("ListeningSocket", { port = port }, { close = function() return host.listen_close(port) end })
  end,
  connect = function(address)
    local id = host.socket_connect()
    local socket = object("Socket", { address = tostring(address) }, {
      send = function(_, data)
        local err = host.socket_use(id)
        if err then return nil, err end
        return true
      end,
      receive = function()
        local err = host.socket_use(id)
        if err then return nil, err end
        return ""
      end,
      close = function() host.socket_close(id) end,
    })
    return socket
  end,
})

-- R6: shared system resources.
local function shared(kind, label)
  host.shared_acquire(label)
  local released = false
  local function release()
    if not released then released = true; host.shared_release(label) end
  end
  return object(kind, nil, { release = release }), release
end
local releasers = setmetatable({}, { __mode = "k" })
env.ABAddressBookCreate = function()
  local book, release = shared("ABAddressBook", "the Address Book")
  releasers[book] = release
  return book
end
env.EKEventStore = class("EKEventStore", {
  new = function()
    local store, release = shared("EKEventStore", "Calendar data (EKEventStore)")
    releasers[store] = release
    return store
  end,
})
env.CFRelease = function(object)
  local release = releasers[object]
  if not release then error("CFRelease: expects an ABAddressBook or EKEventStore", 2) end
  release()
end

-- B6, R7, R10, F4: views.
env.UIView = class("UIView", {
  new = function(t)
    t = options("UIView", t)
    local name = t.name
    if type(name) ~= "string" then error("UIView.new expects a name, as in UIView.new{name = 'balance'}", 2) end
    if t.drawRect ~= nil and type(t.drawRect) ~= "function" then error("UIView.new: drawRect must be a function", 2) end
    if not host.view_add(name, t.hidden == true, t.sensitive == true, t.drawRect) then
      error("UIView.new: a view named '" .. name .. "' already exists", 2)
    end
    return object("UIView", { name = name, hidden = function() return host.view_hidden(name) end },
      { setNeedsDisplay = function() host.view_set_needs_display(name) end },
      { hidden = function(value) host.view_set_hidden(name, value == true) end })
  end,
})

-- R8: external accessories.
env.EASession = class("EASession", {
  open = function()
    local err = host.accessory_open()
    if err then return nil, err end
    return object("EASession", nil, { close = function() host.accessory_close() end })
  end,
})

-- R9: alerts and action sheets.
env.UIAlertView = class("UIAlertView", {
  new = function(t)
    t = options("UIAlertView", t)
    if t.cancel ~= nil and type(t.cancel) ~= "function" then error("UIAlertView.new: cancel must be a function", 2) end
    local title, cancel, id = tostring(t.title or "Alert"), t.cancel, nil
    return object("UIAlertView", { title = title, visible = function() return id ~= nil end }, {
      show = function() if not id then id = host.alert_show(title, cancel) end end,
      dismiss = function() if id then host.alert_dismiss(id); id = nil end end,
    })
  end,
})
env.UIActionSheet = env.UIAlertView

-- NotificationCenter.
local center = object("NSNotificationCenter", nil, {
  addObserver = function(_, name, fn) return host.observer_add(name, fn) end,
  removeObserver = function(_, token) host.observer_remove(token) end,
})
env.NSNotificationCenter = class("NSNotificationCenter", { defaultCenter = function() return center end })

-- B7, R4: the app's container; I4: data protection. Errors come back as nil, message.
env.FileManager = class("FileManager", {
  write = function(path, text, opts)
    local protection = type(opts) == "table" and opts.protection or nil
    if protection ~= nil and protection ~= "complete" and protection ~= "none" then
      error("FileManager.write: protection is 'complete' or 'none'", 2)
    end
    return host.file_write(path, text, protection)
  end,
  read = function(path) return host.file_read(path) end,
  remove = function(path) return host.file_remove(path) end,
  exists = function(path) return host.file_exists(path) end,
})
env.NSFileProtectionComplete = "complete"
env.FileHandle = class("FileHandle", {
  open = function(path)
    local ok, err = host.file_open(path)
    if not ok then return nil, err end
    local open = true
    return object("FileHandle", { path = path }, {
      read = function()
        if not open then return nil, path .. ": the handle is closed" end
        return host.file_read(path)
      end,
      write = function(_, text)
        if not open then return nil, path .. ": the handle is closed" end
        return host.file_write(path, text, "keep")
      end,
      close = function()
        if open then open = false; host.file_close(path) end
      end,
    })
  end,
})
local defaults = object("NSUserDefaults", nil, {
  setObject = function(_, value, key) host.defaults_set(key, value) end,
  objectForKey = function(_, key) return host.defaults_get(key) end,
  removeObjectForKey = function(_, key) host.defaults_set(key, nil) end,
  synchronize = function() host.defaults_synchronize() return true end,
})
env.NSUserDefaults = class("NSUserDefaults", { standardUserDefaults = function() return defaults end })

-- B8, R5, M1: memory the app holds. The footprint (Lua heap + caches) decides jetsam order.
env.NSCache = class("NSCache", {
  new = function(name)
    name = tostring(name or "cache")
    return object("NSCache", { name = name }, {
      setObject = function(_, key, megabytes) host.cache_set(name, tostring(key), megabytes) end,
      removeObjectForKey = function(_, key) host.cache_remove(name, tostring(key)) end,
      removeAllObjects = function() host.cache_remove(name, nil) end,
    })
  end,
})
env.footprint = function() return host.footprint() end

-- B2, R11: background modes. Declared in info.UIBackgroundModes and in use, they keep the app
-- running in the background; the CPU it uses there is limited (R11).
env.AVAudioPlayer = class("AVAudioPlayer", {
  new = function()
    local playing = false
    return object("AVAudioPlayer", { playing = function() return playing end }, {
      play = function() playing = true; host.mode_set("audio", true) end,
      stop = function() playing = false; host.mode_set("audio", false) end,
      pause = function() playing = false; host.mode_set("audio", false) end,
    })
  end,
})
env.CLLocationManager = class("CLLocationManager", {
  new = function(t)
    t = options("CLLocationManager", t)
    local delegate = t.didUpdateLocations
    if type(delegate) ~= "function" then
      error("CLLocationManager.new expects {didUpdateLocations = function() ... end}", 2)
    end
    return object("CLLocationManager", nil, {
      startUpdatingLocation = function() host.location_start(delegate) end,
      stopUpdatingLocation = function() host.location_stop() end,
    })
  end,
})
