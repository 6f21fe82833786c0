-- A delegate that implements every hook and prints the state it sees (on ios3, which has no
-- applicationState, reading it raises NSInvalidArgumentException: caught here, as @try would, P).
local D = {}
local function state(application)
  local ok, value = pcall(function() return application.applicationState end)
  return ok and value or "(no applicationState)"
end
local function hook(name)
  D[name] = function(self, application, ...)
    print(name, state(application), ...)
    if name == "application_didFinishLaunchingWithOptions" or name == "application_willFinishLaunchingWithOptions" then
      return true
    end
  end
end
for _, name in ipairs({
  "application_willFinishLaunchingWithOptions", "application_didFinishLaunchingWithOptions",
  "applicationDidBecomeActive", "applicationWillResignActive", "applicationDidEnterBackground",
  "applicationWillEnterForeground", "applicationWillTerminate", "applicationDidReceiveMemoryWarning",
  "application_openURL_sourceApplication_annotation", "application_handleOpenURL",
}) do hook(name) end
return D
