-- runloop/views-app.lua: a window of views for E1 (touch order), E2 (hit-testing) and E3 (the
-- responder chain). Every handler prints what it received.
--
-- Window coordinates (320 x 480):
--   Root.view  full screen, root view of the controller Root (no handlers)
--     back     {0, 0, 320, 200}  touchesBegan/Moved/Ended
--       a      {0, 0, 100, 100}  touchesBegan          (added first: behind b)
--       b      {50, 0, 100, 100} touchesBegan          (added last: front-most)
--     ghost    {0, 0, 320, 200}  hidden = true, touchesBegan (never hit)
--     glass    {0, 200, 320, 80} userInteractionEnabled = false, touchesBegan (never hit)
--       inner  {0, 0, 320, 80}   touchesBegan (never hit: its superview ignores touches)
--     card     {0, 300, 320, 100}  Child.view: the root view of a child controller, inside Root.view
--       label  {10, 10, 100, 30}   no handler
--   Root handles touchesBegan; Child handles nothing; the delegate handles touchesMoved.
local App = {}
local root = UIViewController.new("Root")
local child = UIViewController.new("Child")

local function say(who) return function(self, touches, event) print(who .. " " .. math.floor(touches[1].x) .. "," .. math.floor(touches[1].y)) end end

function root:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local back = UIView.new{ name = "back", frame = { 0, 0, 320, 200 } }
  back.touchesBegan_withEvent = say("back began")
  back.touchesMoved_withEvent = say("back moved")
  back.touchesEnded_withEvent = say("back ended")
  local a = UIView.new{ name = "a", frame = { 0, 0, 100, 100 } }
  a.touchesBegan_withEvent = say("a began")
  local b = UIView.new{ name = "b", frame = { 50, 0, 100, 100 } }
  b.touchesBegan_withEvent = say("b began")
  back:addSubview(a)
  back:addSubview(b)
  local ghost = UIView.new{ name = "ghost", frame = { 0, 0, 320, 200 }, hidden = true }
  ghost.touchesBegan_withEvent = say("ghost began")
  local glass = UIView.new{ name = "glass", frame = { 0, 200, 320, 80 }, userInteractionEnabled = false }
  glass.touchesBegan_withEvent = say("glass began")
  local inner = UIView.new{ name = "inner", frame = { 0, 0, 320, 80 } }
  inner.touchesBegan_withEvent = say("inner began")
  glass:addSubview(inner)
  self.view:addSubview(back)
  self.view:addSubview(ghost)
  self.view:addSubview(glass)
  local card = child.view
  card.frame = { 0, 300, 320, 100 }
  card:addSubview(UIView.new{ name = "label", frame = { 10, 10, 100, 30 } })
  self.view:addSubview(card)
  App.b = b
end

root.touchesBegan_withEvent = say("Root began")

function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = root
  return true
end

function App:touchesMoved_withEvent(touches, event)
  print("delegate moved " .. math.floor(touches[1].x) .. "," .. math.floor(touches[1].y))
end

-- A shake removes b, so that a is the front-most view at (60, 50) again.
function App:motionEnded_withEvent(motion, event)
  App.b:removeFromSuperview()
  print("b removed")
end

return App
