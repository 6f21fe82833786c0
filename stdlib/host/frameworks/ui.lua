-- The user interface: views, controls, the window, view controllers (E2–E4, B6, R7, R10, F4,
-- V1, V2), timers (E6), the accelerometer (E5); and the two functions the host calls to deliver
-- events and messages (E3) and appearance methods (V1), returned as deliver, appear.
local env, host, kit = ...
local object, class, options = kit.object, kit.class, kit.options

-- E2–E4, B6, R7, R10, F4, V1, V2: views, controls, the window and view controllers. A view or a
-- view controller is a table the app can add fields and handlers to (`touchesBegan_withEvent`,
-- an action method); its system properties go through the host.
local responders = {}            -- id -> object, for the events the host delivers
local ids = setmetatable({}, { __mode = "k" })

local function rect(frame, kind)
  if frame == nil then return 0, 0, 0, 0 end
  if type(frame) ~= "table" then error(kind .. ": frame is {x, y, width, height}", 3) end
  local x, y, w, h = frame.x or frame[1], frame.y or frame[2], frame.width or frame[3], frame.height or frame[4]
  for _, v in ipairs({ x, y, w, h }) do
    if type(v) ~= "number" then error(kind .. ": frame is {x, y, width, height}", 3) end
  end
  return x, y, w, h
end

local function id_of(object, what)
  local id = ids[object]
  if not id then error(what .. " expects a view", 3) end
  return id
end

local controller_ids = setmetatable({}, { __mode = "k" })
local object_ids = setmetatable({}, { __mode = "k" })
-- Any table can receive messages (an action's target, the accelerometer's delegate).
local function responder_id(object, name)
  local id = ids[object] or controller_ids[object] or object_ids[object]
  if not id then
    local own = rawget(object, "name")
    id = host.object_register(type(own) == "string" and own or name)
    object_ids[object] = id
    responders[id] = object
  end
  return id
end

local view_methods = {
  addSubview = function(self, child)
    if not host.view_add_subview(id_of(child, "addSubview"), id_of(self, "addSubview")) then
      error("addSubview: a view cannot contain itself", 2)
    end
  end,
  removeFromSuperview = function(self) host.view_remove(id_of(self, "removeFromSuperview")) end,
  setNeedsDisplay = function(self) host.view_set_needs_display(id_of(self, "setNeedsDisplay")) end,
  -- E4, E5: the first responder, until it resigns or leaves the window.
  becomeFirstResponder = function(self) return host.become_first_responder(id_of(self, "becomeFirstResponder")) end,
  resignFirstResponder = function(self) return host.resign_first_responder(id_of(self, "resignFirstResponder")) end,
  addTarget = function(self, target, action)
    if type(action) ~= "string" then error("addTarget: expects a target (or nil) and an action name", 2) end
    if target ~= nil and type(target) ~= "table" then error("addTarget: the target must be a table (or nil)", 2) end
    host.control_add_target{ control = id_of(self, "addTarget"),
      target = target ~= nil and responder_id(target, "target") or nil, action = action }
  end,
}
local view_setters = {
  hidden = function(id, v) host.view_set_hidden(id, v == true) end,
  userInteractionEnabled = function(id, v) host.view_set_interactive(id, v ~= false) end,
  frame = function(id, v)
    local x, y, w, h = rect(v, "frame")
    host.view_set_frame{ id = id, x = x, y = y, width = w, height = h }
  end,
}
local view_getters = {
  hidden = function(id) return host.view_hidden(id) end,
  frame = function(id) return host.view_frame(id) or {} end,
  userInteractionEnabled = function(id) return host.view_interactive(id) end,
}
local view_mt = {
  __index = function(t, key)
    local get = view_getters[key]
    if get then return get(ids[t]) end
    return view_methods[key]
  end,
  __newindex = function(t, key, value)
    local set = view_setters[key]
    if set then set(ids[t], value) else rawset(t, key, value) end
  end,
  __tostring = function(t) return "<UIView " .. tostring(rawget(t, "name")) .. ">" end,
  __metatable = "UIView",
}

local function make_view(id, name)
  local view = { name = name }
  ids[view] = id
  responders[id] = view
  return setmetatable(view, view_mt)
end

local function new_view(kind, t, control)
  t = options(kind, t)
  local name = t.name
  if type(name) ~= "string" then error(kind .. ".new expects a name, as in " .. kind .. ".new{name = 'balance'}", 3) end
  if t.drawRect ~= nil and type(t.drawRect) ~= "function" then error(kind .. ".new: drawRect must be a function", 3) end
  local x, y, w, h = rect(t.frame, kind .. ".new")
  local id = host.view_add{ name = name, x = x, y = y, width = w, height = h, hidden = t.hidden == true,
    sensitive = t.sensitive == true, interactive = t.userInteractionEnabled ~= false, control = control, draw = t.drawRect }
  local view = make_view(id, name)
  if t.title then rawset(view, "title", t.title) end
  return view
end

env.UIView = class("UIView", { new = function(t) return new_view("UIView", t, false) end })
env.UIButton = class("UIButton", { new = function(t) return new_view("UIButton", t, true) end })

-- View controllers: `UIViewController.new(name)`; the view loads on first use and calls
-- viewDidLoad once (V1). Overrides call the superclass's method: UIViewController.viewWillAppear(self, animated).
local super_called = false
local base = {}
for _, method in ipairs({ "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                          "encodeRestorableStateWithCoder", "decodeRestorableStateWithCoder" }) do
  base[method] = function() super_called = true end
end
local restoration_ids = setmetatable({}, { __mode = "k" })   -- W4: vc -> restorationIdentifier

local function call_with_super(vc, method, ...)
  local f = vc[method]
  super_called = false
  f(vc, ...)
  if f ~= base[method] and not super_called then host.missing_super(controller_ids[vc], method) end
end
-- For frameworks/restoration.lua (W4): a view controller by id, and calling one of its methods.
kit.controller = function(id) local vc = responders[id] return controller_ids[vc] and vc end
kit.call_with_super = call_with_super

local controller_methods = {
  presentViewController = function(self, other)
    local id = controller_ids[other]
    if not id then error("presentViewController: expects a view controller", 2) end
    local _ = other.view
    if not host.controller_present(id, controller_ids[self]) then
      error("presentViewController: this view controller already presents one", 2)
    end
  end,
  dismissViewController = function(self) host.controller_dismiss(controller_ids[self]) end,
  -- E4: a view controller can be the first responder too (its view loads first).
  becomeFirstResponder = function(self)
    local id = controller_ids[self]
    if not id then error("becomeFirstResponder expects a view controller or a view", 2) end
    local _ = self.view
    return host.become_first_responder(id)
  end,
  resignFirstResponder = function(self)
    local id = controller_ids[self]
    if not id then error("resignFirstResponder expects a view controller or a view", 2) end
    return host.resign_first_responder(id)
  end,
}
local controller_mt = {
  __index = function(vc, key)
    if key == "restorationIdentifier" then return restoration_ids[vc] end
    if key == "modalPresentationStyle" then return host.controller_modal_style(controller_ids[vc]) end   -- V1
    if key == "view" then
      local cid = controller_ids[vc]
      local vid, first = host.controller_load(cid)
      local view = responders[vid] or make_view(vid, tostring(rawget(vc, "name")) .. ".view")
      rawset(vc, "view", view)
      if first then
        host.controller_callback(cid, "viewDidLoad")
        call_with_super(vc, "viewDidLoad")
      end
      return view
    end
    return controller_methods[key] or base[key]
  end,
  -- W4: only controllers with a restoration identifier are preserved. V1: the presentation
  -- style is checked by the host (a name of UIModalPresentationStyle's cases).
  __newindex = function(vc, key, value)
    if key == "modalPresentationStyle" then return host.controller_set_modal_style(controller_ids[vc], value) end
    if key ~= "restorationIdentifier" then return rawset(vc, key, value) end
    if value ~= nil and (type(value) ~= "string" or value == "" or #value > 256) then
      error("restorationIdentifier must be a string of 1 to 256 bytes, or nil", 2)
    end
    restoration_ids[vc] = value
    host.controller_set_restoration_id(controller_ids[vc], value)
  end,
  __tostring = function(vc) return "<UIViewController " .. tostring(rawget(vc, "name")) .. ">" end,
  __metatable = "UIViewController",
}
env.UIViewController = class("UIViewController", setmetatable({
  new = function(name)
    if type(name) == "table" then name = name.name end
    if type(name) ~= "string" then error("UIViewController.new expects a name", 2) end
    local vc = { name = name }
    local id = host.controller_add(name)
    controller_ids[vc] = id
    responders[id] = vc
    return setmetatable(vc, controller_mt)
  end,
}, { __index = base }))

-- The key window: `UIWindow.new()` (one per app), `window.rootViewController = vc` (V2).
local window_root
local window = setmetatable({}, {
  __index = function(_, key)
    if key == "rootViewController" then host.window_root_selector(false) return window_root end   -- P: not on ios3
    if key == "makeKeyAndVisible" then return function() end end
    if key == "addSubview" then return function(_, view) host.view_to_window(id_of(view, "addSubview")) end end
    return nil
  end,
  __newindex = function(t, key, value)
    if key == "rootViewController" then
      host.window_root_selector(true)   -- P: the selector does not exist on ios3
      local id = controller_ids[value]
      if not id then error("rootViewController must be a UIViewController", 2) end
      window_root = value
      local _ = value.view          -- loads the view (viewDidLoad) as UIKit does
      host.window_set_root(id)
    else
      rawset(t, key, value)
    end
  end,
  __tostring = function() return "<UIWindow>" end,
  __metatable = "UIWindow",
})
env.UIWindow = class("UIWindow", { new = function() host.window_make() return window end })

-- E6: timers on the run loop.
env.NSTimer = class("NSTimer", {
  scheduledTimer = function(seconds, repeats, fn)
    if type(seconds) ~= "number" or seconds <= 0 then error("NSTimer.scheduledTimer expects an interval > 0", 2) end
    if type(fn) ~= "function" then error("NSTimer.scheduledTimer expects (seconds, repeats, function)", 2) end
    local timer
    local id = host.timer_schedule{ seconds = seconds, repeats = repeats == true, fn = function() fn(timer) end }
    local valid = true
    timer = object("NSTimer", { valid = function() return valid and host.timer_valid(id) end, id = id }, {
      invalidate = function() valid = false; host.timer_invalidate(id) end,
    })
    return timer
  end,
})

-- E5: the accelerometer reaches its delegate directly, not through the run loop.
local accelerometer
local accelerometer_delegate
accelerometer = setmetatable({}, {
  __index = function(_, key) if key == "delegate" then return accelerometer_delegate end end,
  __newindex = function(_, key, value)
    if key ~= "delegate" then error("UIAccelerometer." .. tostring(key) .. " cannot be set", 2) end
    if value ~= nil and type(value) ~= "table" then error("the accelerometer's delegate must be a table", 2) end
    accelerometer_delegate = value
    host.accelerometer_delegate(value and responder_id(value, "accelerometer delegate") or nil)
  end,
  __metatable = "UIAccelerometer",
})
env.UIAccelerometer = class("UIAccelerometer", { sharedAccelerometer = function() return accelerometer end })


-- The host delivers events and messages through these two functions (their fields and
-- arguments are declared in stdlib/host/calls.lua).
-- deliver{method, chain, delegate, application, kind, ...}: calls the first responder of chain
-- (ids; host.responder names the window, the application and the delegate) that implements
-- method; returns its index. kind says which other fields the event carries.
local function deliver(event)
  local kind, args = event.kind, nil
  if kind == "touch" then
    local touches = { { x = event.x, y = event.y, phase = event.phase } }
    args = { touches, { type = "touch" } }
  elseif kind == "motion" then
    args = { event.subtype, { type = "motion", subtype = event.subtype } }
  elseif kind == "remote" then
    args = { { type = "remoteControl", subtype = event.subtype } }
  elseif kind == "acceleration" then
    args = { accelerometer, { x = event.x, y = event.y, z = event.z } }
  elseif kind == "sender" then
    args = { responders[event.sender] }
  else
    args = {}
  end
  local method = event.method
  for index, id in ipairs(event.chain) do
    local responder
    if id == host.responder.window then responder = window
    elseif id == host.responder.application then responder = event.application
    elseif id == host.responder.delegate then responder = event.delegate
    else responder = responders[id] end
    if responder ~= nil then
      local handler = responder[method]
      if type(handler) == "function" then
        host.dispatch_handler(index)
        handler(responder, table.unpack(args))
        return index
      end
    end
  end
  return nil
end

-- appear(id, method): loads a view controller's view and, unless method is "load", runs the
-- appearance method, reporting an override that skips the superclass's (V1).
local function appear(id, method)
  local vc = responders[id]
  if not vc then return end
  local _ = vc.view
  if method ~= "load" then call_with_super(vc, method, true) end
end

return deliver, appear
