-- Exercise 24: The root view controller is set at launch (V2, L1)
--
-- The first screen of an app is its window's root view controller. UIKit expects it to be
-- created and set during application:didFinishLaunchingWithOptions: (V2), so that the first
-- screen is ready before the app becomes active: its view loads (viewDidLoad), it appears
-- (viewWillAppear before applicationDidBecomeActive:, viewDidAppear after), and the user
-- never sees an empty window. An app that makes a window but sets no root view controller
-- there crashes at the end of launch from iOS 9 on (UIKit's NSInternalInconsistencyException;
-- a kill citing V2 here, on the default profile ios7); iOS 5 to 8 only logged a warning
-- (a violation with --profile ios6).
--
-- applicationDidBecomeActive: is the wrong place for it in another way too: it runs again after
-- every interruption (a call, the notification centre, the lock button), and would build a new
-- screen each time, throwing away what the user was doing.
--
-- This counter app builds its screen with makeCounterScreen() in applicationDidBecomeActive:.
--
-- Your task: create the counter screen once, in didFinishLaunching, and set it as the root
-- view controller there. Check with:  lifecycle learn check 24

local App = {}
local defaults = NSUserDefaults.standardUserDefaults()
local window

local function save(key, value)
  defaults:setObject(value, key)
  defaults:synchronize()
end

local function makeCounterScreen()
  local vc = UIViewController.new("CounterViewController")
  vc.count = 0
  function vc:viewDidLoad()
    UIViewController.viewDidLoad(self)
    save("loads", (defaults:objectForKey("loads") or 0) + 1)
    local plus = UIButton.new{ name = "plus", frame = { 110, 200, 100, 80 } }
    self.view:addSubview(plus)
    plus:addTarget(self, "increment")
  end
  function vc:increment(sender)
    self.count = self.count + 1
    save("count", self.count)
  end
  return vc
end

function App:application_didFinishLaunchingWithOptions(application, options)
  window = UIWindow.new()
  window:makeKeyAndVisible()
  return true
end

function App:applicationDidBecomeActive(application)
  -- TODO: this belongs in didFinishLaunching, and must run only once (V2)
  window.rootViewController = makeCounterScreen()
end

return App
