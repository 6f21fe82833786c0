-- Explanations of the V rules (view controllers), for `lifecycle explain`.
return {
  V1 = {
    title = "View controller callbacks, and overrides call the superclass",
    text = [[
viewDidLoad runs once, when a controller's view is first loaded; viewWillAppear and viewDidAppear
surround each appearance, viewWillDisappear and viewDidDisappear each disappearance. An override
must call UIViewController's method, which does UIKit's own bookkeeping. One-time setup belongs in
viewDidLoad, not in viewWillAppear. The simulator writes a V1 violation naming an override that
did not call the superclass.]],
    breaks = [[
local vc = UIViewController.new("Main")
function vc:viewWillAppear(animated)
  -- no UIViewController.viewWillAppear(self, animated): violation V1
  self.view:addSubview(UIView.new{ name = "list" })   -- and a new list each time
end]],
    fix = [[
local vc = UIViewController.new("Main")
function vc:viewDidLoad()
  UIViewController.viewDidLoad(self)
  self.view:addSubview(UIView.new{ name = "list" })   -- once, when the view loads
end
function vc:viewWillAppear(animated)
  UIViewController.viewWillAppear(self, animated)
  print("about to appear")
end]],
    source = [[UIViewController: https://developer.apple.com/documentation/uikit/uiviewcontroller]],
  },

  V2 = {
    title = "Create the root view controller during launch",
    text = [[
The window's root view controller is created and set in
application:didFinishLaunchingWithOptions:, so the first screen is ready before the app becomes
active and is what the launch animation gives way to. Setting it later shows an empty window at
first. The simulator writes a V2 violation when no root view controller is set at the end of
application:didFinishLaunchingWithOptions:.]],
    breaks = [[
local App = {}
local window = UIWindow.new()
function App:applicationDidBecomeActive(application)
  window.rootViewController = UIViewController.new("Main")   -- too late: V2
  window:makeKeyAndVisible()
end
return App]],
    fix = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = UIViewController.new("Main")
  window:makeKeyAndVisible()
  return true
end
return App]],
    source = [[UIWindow, rootViewController: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
a report of the iOS 9 launch exception ("Application windows are expected to have a root view controller at the end of application launch"): https://github.com/kconner/KMCGeigerCounter/issues/17]],
  },
}
