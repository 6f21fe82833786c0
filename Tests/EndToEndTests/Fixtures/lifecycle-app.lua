-- A delegate that implements every hook and prints the state it sees.
local D = {}
local function hook(name)
  D[name] = function(self, application, ...)
    print(name, application.applicationState, ...)
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
