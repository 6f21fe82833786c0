-- System frameworks an app holds and must let go of in the background: OpenGL ES (R1), Bonjour
-- and sockets (R2, R3), shared resources (R6), accessories (R8), alerts (R9), and the
-- notification centre.
local env, host, kit = ...
local object, class, options = kit.object, kit.class, kit.options

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
