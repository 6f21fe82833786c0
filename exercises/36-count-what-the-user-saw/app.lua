-- Exercise 36: Count only what the user saw (L2, V1)
--
-- Exercise 02 showed that iOS may launch an app straight into the background, and exercise 24
-- that the window's root view controller is set during that same launch. Put the two together:
-- when didFinishLaunching makes the window key and visible, the root view controller's view is
-- in the window, so UIKit calls its viewWillAppear: and viewDidAppear: right there, during the
-- background launch, while application.applicationState reads "background" (L2). "Appear"
-- means "in a window's view hierarchy", not "seen by the user" (V1). And when the user later
-- opens the app, the view is already in the window: neither method runs again (L2; Home and
-- return call none of them either, V1).
--
-- This news app logs a "screen view" for its analytics (the "screenViews" default) in its home
-- screen's viewDidAppear:. Background fetches launch it every night, and every one of them is
-- counted as a visit: the numbers say people read the news at 4 a.m.
--
-- Builds on: V2, S4
-- Profile: ios13
--
-- Your task: count a screen view only when the user can see the screen: in viewDidAppear:
-- when the app is active, and, for a screen that appeared during a background launch, when the
-- app becomes active. Check with:  lifecycle learn check 36

local App = {}
local defaults = NSUserDefaults.standardUserDefaults()
local home = UIViewController.new("Home")

local function countScreenView()
  defaults:setObject((defaults:objectForKey("screenViews") or 0) + 1, "screenViews")
  defaults:synchronize()
end

function home:viewDidAppear(animated)
  UIViewController.viewDidAppear(self, animated)
  countScreenView()                               -- TODO: was it seen? (L2, V1)
end

function App:application_didFinishLaunchingWithOptions(application, options)
  FileManager.write("Documents/headlines.txt", "headlines of the day")
  local window = UIWindow.new()
  window.rootViewController = home
  window:makeKeyAndVisible()
  return true
end

return App
