-- Exercise 23: Who gets the touch? (E2, E3)
--
-- A touch first goes to the UIApplication object, which hands it to the key window. The window
-- hit-tests the point: it looks for the deepest view under the finger, front-most first,
-- skipping views that are hidden or have userInteractionEnabled = false, together with their
-- subviews (E2). That view is the first responder for the touch. If it has no handler
-- (touchesBegan_withEvent), the touch travels up the responder chain: the view's superview, then
-- its view controller, the window, the application, the app delegate. A touch nobody handles
-- is discarded (E3).
--
-- This sketch app has a pad to draw on, and in front of the pad a "tips" label that only shows
-- text. The label catches every touch on the top of the pad, so those strokes get lost: the
-- label has no handler, and its superview is not the pad. Also, a touch on the toolbar above
-- the pad should reach the view controller, which counts it as "outside", but nothing there
-- handles touches either.
--
-- Your task: (1) let touches pass through the tips label to the pad; (2) give the view
-- controller a touchesBegan_withEvent that calls count("outside").
-- Check with:  lifecycle learn check 23

local Sketch = {}
local defaults = NSUserDefaults.standardUserDefaults()
local controller = UIViewController.new("SketchViewController")

local function count(key)
  defaults:setObject((defaults:objectForKey(key) or 0) + 1, key)
  defaults:synchronize()
end

function controller:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local toolbar = UIView.new{ name = "toolbar", frame = { 0, 0, 320, 60 } }
  local pad = UIView.new{ name = "pad", frame = { 0, 60, 320, 420 } }
  local tips = UIView.new{ name = "tips", frame = { 0, 60, 320, 100 } }
  self.view:addSubview(toolbar)
  self.view:addSubview(pad)
  self.view:addSubview(tips)                    -- added last: in front of the pad
  tips.userInteractionEnabled = false           -- E2: hit-testing skips it
  function pad:touchesBegan_withEvent(touches, event)
    count("strokes")
  end
end

function controller:touchesBegan_withEvent(touches, event)
  count("outside")                              -- E3: toolbar > view > controller
end

function Sketch:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = controller
  window:makeKeyAndVisible()
  return true
end

return Sketch
