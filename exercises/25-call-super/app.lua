-- Exercise 25: Appearance callbacks call super (V1)
--
-- A view controller's life has fixed moments: viewDidLoad once, when its view is first loaded;
-- viewWillAppear / viewDidAppear around each time it comes on screen; viewWillDisappear /
-- viewDidDisappear around each time it leaves (V1). Code that must run every time the screen
-- shows (refreshing data) belongs in viewWillAppear, not in viewDidLoad, which runs only once.
--
-- These methods are overrides: UIViewController has its own version, which UIKit relies on, and
-- yours must call it. In Lua that is UIViewController.viewWillAppear(self, animated), and
-- likewise for the others. Forgetting it is a classic bug, reported here as a violation.
--
-- This app has a home screen that counts how often it appeared, and a settings screen,
-- presented over it by the gear button and dismissed by Done, that saves when it goes away.
-- Two overrides forget the superclass.
--
-- Your task: call the superclass's method in Home:viewWillAppear and in
-- Settings:viewDidDisappear. Check with:  lifecycle learn check 25

local App = {}
local defaults = NSUserDefaults.standardUserDefaults()
local home = UIViewController.new("Home")
local settings = UIViewController.new("Settings")

local function save(key, value)
  defaults:setObject(value, key)
  defaults:synchronize()
end

function home:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local gear = UIButton.new{ name = "gear", frame = { 260, 10, 50, 40 } }
  self.view:addSubview(gear)
  gear:addTarget(self, "openSettings")
end

function home:viewWillAppear(animated)
  -- TODO: call the superclass's viewWillAppear (V1)
  save("appearances", (defaults:objectForKey("appearances") or 0) + 1)
end

function home:openSettings(sender) self:presentViewController(settings) end

function settings:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local done = UIButton.new{ name = "done", frame = { 10, 10, 80, 40 } }
  self.view:addSubview(done)
  done:addTarget(self, "close")
end

function settings:close(sender) self:dismissViewController() end

function settings:viewDidDisappear(animated)
  -- TODO: call the superclass's viewDidDisappear (V1)
  save("settingsSaved", true)
end

function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = home
  window:makeKeyAndVisible()
  return true
end

return App
