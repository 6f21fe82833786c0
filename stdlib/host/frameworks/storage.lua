-- What survives and what costs: the container and NSUserDefaults (B7, R4), data protection (I4),
-- memory caches (B8, R5, M1), and background modes (B2, R11).
local env, host, kit = ...
local object, class, options = kit.object, kit.class, kit.options

-- B7, R4: the app's container; I4: data protection. Errors come back as nil, message.
env.FileManager = class("FileManager", {
  write = function(path, text, opts)
    local protection = type(opts) == "table" and opts.protection or nil
    if protection ~= nil and protection ~= "complete" and protection ~= "none" then
      error("FileManager.write: protection is 'complete' or 'none'", 2)
    end
    return host.file_write{ path = path, text = text, protection = protection }
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
        return host.file_write{ path = path, text = text, protection = "keep" }
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
  synchronize = function() return host.defaults_synchronize() end,
})
env.NSUserDefaults = class("NSUserDefaults", { standardUserDefaults = function() return defaults end })

-- B8, R5, M1: memory the app holds. The footprint (Lua heap + caches) decides jetsam order.
env.NSCache = class("NSCache", {
  new = function(name)
    name = tostring(name or "cache")
    return object("NSCache", { name = name }, {
      setObject = function(_, key, megabytes) host.cache_set{ cache = name, key = tostring(key), megabytes = megabytes } end,
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
