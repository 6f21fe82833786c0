-- C6 (ios13): BGTaskScheduler, its two request classes and the task a launch handler receives.
-- This part runs from ios13 on (host.bg_available): before, the framework does not exist and its
-- globals are absent (rule P), so `if BGTaskScheduler then … end` reads as an availability
-- check. Returns the maker of a task object, for the host to call a launch handler with.
local env, host, kit = ...
local object, class = kit.object, kit.class

-- What each request object holds, read at submit (weak: a dropped request is collected).
local requests = setmetatable({}, { __mode = "k" })

local function request_class(name, kind)
  return class(name, {
    new = function(identifier)
      if type(identifier) ~= "string" then error(name .. ".new expects the task's identifier (a string)", 2) end
      local values = { requiresExternalPower = false, requiresNetworkConnectivity = false }
      local fields = { identifier = identifier, earliestBeginDate = function() return values.earliestBeginDate end }
      local setters = {
        earliestBeginDate = function(seconds)
          if seconds ~= nil and type(seconds) ~= "number" then
            error(name .. ".earliestBeginDate must be a number of seconds from now, or nil", 3)
          end
          values.earliestBeginDate = seconds
        end,
      }
      if kind == "processing" then
        for _, key in ipairs({ "requiresExternalPower", "requiresNetworkConnectivity" }) do
          fields[key] = function() return values[key] end
          setters[key] = function(flag)
            if type(flag) ~= "boolean" then error(name .. "." .. key .. " must be true or false", 3) end
            values[key] = flag
          end
        end
      end
      local request = object(name, fields, nil, setters)
      requests[request] = { identifier = identifier, kind = kind, values = values }
      return request
    end,
  })
end
env.BGAppRefreshTaskRequest = request_class("BGAppRefreshTaskRequest", "refresh")
env.BGProcessingTaskRequest = request_class("BGProcessingTaskRequest", "processing")

env.BGTaskSchedulerErrorDomain = "BGTaskSchedulerErrorDomain"
env.BGTaskSchedulerErrorCodeUnavailable = 1
env.BGTaskSchedulerErrorCodeTooManyPendingTaskRequests = 2
env.BGTaskSchedulerErrorCodeNotPermitted = 3

local scheduler
local function check(self, method, args)
  if self ~= scheduler then
    error(method .. ": call it with ':' (BGTaskScheduler.sharedScheduler:" .. method .. "(" .. args .. "))", 3)
  end
end
scheduler = object("BGTaskScheduler", nil, {
  registerForTaskWithIdentifier_usingQueue_launchHandler = function(self, identifier, queue, handler)
    check(self, "registerForTaskWithIdentifier_usingQueue_launchHandler", "identifier, nil, handler")
    if type(handler) ~= "function" then
      error("registerForTaskWithIdentifier_usingQueue_launchHandler: expects the identifier, a queue (nil: a background queue) and a launch handler function", 2)
    end
    return host.bg_register(identifier, handler)
  end,
  submitTaskRequest_error = function(self, request)
    check(self, "submitTaskRequest_error", "request")
    local held = requests[request]
    if not held then error("submitTaskRequest_error: expects a BGAppRefreshTaskRequest or a BGProcessingTaskRequest", 2) end
    local values = held.values
    local ok, code, message = host.bg_submit{ identifier = held.identifier, kind = held.kind, earliest = values.earliestBeginDate,
                                              power = values.requiresExternalPower, network = values.requiresNetworkConnectivity }
    if ok then return true end
    return false, { domain = "BGTaskSchedulerErrorDomain", code = code, localizedDescription = message }
  end,
  cancelTaskRequestWithIdentifier = function(self, identifier)
    check(self, "cancelTaskRequestWithIdentifier", "identifier")
    if type(identifier) ~= "string" then error("cancelTaskRequestWithIdentifier: expects an identifier (a string)", 2) end
    host.bg_cancel(identifier)
  end,
  cancelAllTaskRequests = function(self)
    check(self, "cancelAllTaskRequests", "")
    host.bg_cancel(nil)
  end,
})
env.BGTaskScheduler = class("BGTaskScheduler", { sharedScheduler = scheduler })

-- The BGTask a launch handler receives: its identifier, an expiration handler the app sets,
-- and setTaskCompletedWithSuccess.
local function bg_task(t)
  local id, identifier, kind = t.id, t.identifier, t.kind
  local handler
  local name = kind == "processing" and "BGProcessingTask" or "BGAppRefreshTask"
  return object(name, { identifier = identifier, expirationHandler = function() return handler end }, {
    setTaskCompletedWithSuccess = function(_, success)
      if type(success) ~= "boolean" then
        error("setTaskCompletedWithSuccess: expects true or false; call it with ':' (task:setTaskCompletedWithSuccess(true))", 2)
      end
      host.bg_complete(id, success)
    end,
  }, {
    expirationHandler = function(fn)
      if fn ~= nil and type(fn) ~= "function" then error(name .. ".expirationHandler must be a function or nil", 3) end
      handler = fn
      host.bg_set_expiration(id, fn)
    end,
  })
end
return bg_task
