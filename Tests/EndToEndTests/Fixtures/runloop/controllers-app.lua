-- runloop/controllers-app.lua: view controller appearance (V1). Every override calls the
-- superclass's method and prints its name. A tap on Main presents Settings; a tap on Settings
-- dismisses it.
local App = {}
local main = UIViewController.new("Main")
local settings = UIViewController.new("Settings")

local function log_overrides(vc)
  for _, method in ipairs({ "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
    vc[method] = function(self, animated)
      UIViewController[method](self, animated)
      print(self.name .. " " .. method)
    end
  end
end
log_overrides(main)
log_overrides(settings)

function main:touchesBegan_withEvent(touches, event) self:presentViewController(settings) end
function settings:touchesBegan_withEvent(touches, event) self:dismissViewController() end

function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = main
  local _ = main.view, main.view      -- the view is loaded once, however often it is used
  print("didFinishLaunching returns")
  return true
end
function App:applicationDidBecomeActive(application) print("applicationDidBecomeActive") end
function App:applicationDidEnterBackground(application) print("applicationDidEnterBackground") end
function App:applicationWillEnterForeground(application) print("applicationWillEnterForeground") end
return App
