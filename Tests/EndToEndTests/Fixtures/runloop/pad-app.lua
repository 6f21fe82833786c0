-- runloop/pad-app.lua: a full-screen pad that prints every touch it gets (I2, I3, I5).
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  local root = UIViewController.new("Root")
  function root:touchesBegan_withEvent(touches, event) print("touch " .. application.applicationState) end
  UIWindow.new().rootViewController = root
  return true
end
function App:applicationWillResignActive(application) print("will resign active") end
function App:applicationDidBecomeActive(application) print("did become active") end
return App
