-- runloop/no-super-app.lua: an override of viewWillAppear that forgets the superclass (V1).
local App = {}
local vc = UIViewController.new("Forgetful")
function vc:viewWillAppear(animated)
  print("Forgetful will appear")      -- missing: UIViewController.viewWillAppear(self, animated)
end
function App:application_didFinishLaunchingWithOptions(application, options)
  UIWindow.new().rootViewController = vc
  return true
end
return App
