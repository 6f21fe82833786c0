-- runloop/controls-app.lua: target–action (E4).
--   save    {10, 10, 100, 40}   target: the table `saver` (not a responder in the window)
--   share   {10, 60, 100, 40}   target nil: the action goes up the chain from the button; Root has share
--   broken  {10, 110, 100, 40}  target: `saver`, which has no method "explode"
--   panel   {0, 200, 320, 200}  holds a button `inner` {10, 10, 100, 40} with target nil, action
--                               "panelTapped", handled by nobody but the delegate
local App = {}
local root = UIViewController.new("Root")
local saver = { name = "saver" }
function saver:save(sender) print("saver:save from " .. sender.name) end

function root:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local save = UIButton.new{ name = "save", frame = { 10, 10, 100, 40 } }
  save:addTarget(saver, "save")
  local share = UIButton.new{ name = "share", frame = { 10, 60, 100, 40 } }
  share:addTarget(nil, "share")
  local broken = UIButton.new{ name = "broken", frame = { 10, 110, 100, 40 } }
  broken:addTarget(saver, "explode")
  local panel = UIView.new{ name = "panel", frame = { 0, 200, 320, 200 } }
  local inner = UIButton.new{ name = "inner", frame = { 10, 10, 100, 40 } }
  inner:addTarget(nil, "panelTapped")
  panel:addSubview(inner)
  for _, v in ipairs({ save, share, broken, panel }) do self.view:addSubview(v) end
end
function root:share(sender) print("Root:share from " .. sender.name) end

function App:application_didFinishLaunchingWithOptions(application, options)
  UIWindow.new().rootViewController = root
  return true
end
function App:panelTapped(sender) print("delegate:panelTapped from " .. sender.name) end
return App
