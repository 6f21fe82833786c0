-- State restoration (W4): the coder UIKit passes to the state restoration methods, and the
-- function the host calls to run them, returned as restore. The view controllers' restoration
-- identifiers and their encode/decode methods (with the superclass's) are in ui.lua, which hands
-- this part kit.controller and kit.call_with_super.
local _, host, kit = ...

-- The coder, with UIKit's NSCoder names. The host keeps what it holds and refuses it once its
-- method has returned (and anything but strings, finite numbers, booleans and tables of those),
-- with an error naming the key.
local coder_ids = setmetatable({}, { __mode = "k" })
local function key_of(key, what)
  if type(key) ~= "string" then error(what .. ": the key must be a string, got " .. type(key), 3) end
  return key
end
local function encoder(kind, what)
  return function(self, value, key)
    host.coder_encode{ coder = coder_ids[self] or 0, key = key_of(key, what), value = value, kind = kind }
  end
end
-- A typed decoder returns its default for a missing key, as NSCoder does, and refuses a value
-- of another type; `check` returns the value it accepts.
local function decoder(what, default, check)
  return function(self, key)
    local value = host.coder_decode(coder_ids[self] or 0, key_of(key, what))
    if value == nil then return default end
    if check == nil then return value end
    local accepted = check(value)
    if accepted == nil then
      error(what .. ": the value for key '" .. key:sub(1, 60) .. "' is " .. (math.type(value) == "integer" and "an integer" or "a " .. (math.type(value) or type(value))), 2)
    end
    return accepted
  end
end
local coder_methods = {
  encodeObject_forKey = encoder("object", "encodeObject_forKey"),
  encodeInteger_forKey = encoder("integer", "encodeInteger_forKey"),
  encodeBool_forKey = encoder("bool", "encodeBool_forKey"),
  encodeDouble_forKey = encoder("double", "encodeDouble_forKey"),
  decodeObjectForKey = decoder("decodeObjectForKey", nil, nil),
  decodeIntegerForKey = decoder("decodeIntegerForKey", 0, function(v) if math.type(v) == "integer" then return v end end),
  decodeBoolForKey = decoder("decodeBoolForKey", false, function(v) if type(v) == "boolean" then return v end end),
  decodeDoubleForKey = decoder("decodeDoubleForKey", 0.0, function(v) if type(v) == "number" then return v + 0.0 end end),
}
local coder_mt = {
  __index = coder_methods,
  __newindex = function() error("NSCoder cannot be changed", 2) end,
  __tostring = function() return "<NSCoder>" end,
  __metatable = "NSCoder",
}

-- restore{coder, controller, method} runs a view controller's encode/decode method with a new
-- coder (reporting an override that skips the superclass's, as appear does);
-- restore{coder, hook, delegate, application} calls the app delegate's method with it and
-- returns what it returned (W4).
local function restore(call)
  local coder = setmetatable({}, coder_mt)
  coder_ids[coder] = call.coder
  if call.controller ~= nil then
    local vc = kit.controller(call.controller)
    if vc then kit.call_with_super(vc, call.method, coder) end
    return nil
  end
  return call.hook(call.delegate, call.application, coder)
end
return restore
