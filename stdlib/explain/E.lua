-- Explanations of the E rules (the main run loop and events), for `lifecycle explain`.
return {
  E1 = {
    title = "One main run loop: events are handled one at a time, in order",
    text = [[
An app's events are queued on the main thread and dispatched one at a time, in the order they
arrived; the next event waits until the current handler returns. That keeps UIKit code simple
(no locking), but a slow handler freezes the whole app, and a handler cannot wait for a later
event. The simulator handles a verb's events in order as dispatch lines; a handler that runs
past its 10 s budget is killed by the watchdog (T5).]],
    breaks = [[
local pad = UIView.new{ name = "pad", frame = { 0, 0, 320, 480 } }
local lifted = false
function pad:touchesBegan_withEvent(touches, event)
  while not lifted do end    -- waits for touchesEnded, which cannot run meanwhile:
end                          -- the app freezes until the watchdog kills it
function pad:touchesEnded_withEvent(touches, event)
  lifted = true
end]],
    fix = [[
local pad = UIView.new{ name = "pad", frame = { 0, 0, 320, 480 } }
function pad:touchesBegan_withEvent(touches, event)
  print("finger down")       -- return quickly; the next event comes after
end
function pad:touchesEnded_withEvent(touches, event)
  print("finger up: act now")
end]],
    source = [[App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html]],
  },

  E2 = {
    title = "Touches go to the key window, which hit-tests the view under the finger",
    text = [[
UIApplication receives each event first and passes a touch to the key window, which looks for
the deepest view under the point, front-most first (the subview added last is in front). Hidden
views and views with userInteractionEnabled = false are skipped with all their subviews. The view
found is the touch's first responder for the whole touch. The dispatch line's target names it.]],
    breaks = [[
local window = UIWindow.new()
local button = UIView.new{ name = "button", frame = { 10, 10, 100, 40 } }
function button:touchesBegan_withEvent(touches, event) print("pressed") end
local shade = UIView.new{ name = "shade", frame = { 0, 0, 320, 480 } }
window:addSubview(button)
window:addSubview(shade)   -- added last, so in front: every touch hits 'shade'
window:makeKeyAndVisible()]],
    fix = [[
local window = UIWindow.new()
local button = UIView.new{ name = "button", frame = { 10, 10, 100, 40 } }
function button:touchesBegan_withEvent(touches, event) print("pressed") end
local shade = UIView.new{ name = "shade", frame = { 0, 0, 320, 480 },
  userInteractionEnabled = false }   -- decoration only: hit-testing skips it
window:addSubview(button)
window:addSubview(shade)
window:makeKeyAndVisible()]],
    source = [[Using responders and the responder chain to handle events: https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events
App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html]],
  },

  E3 = {
    title = "The responder chain: an unhandled event moves up, then is discarded",
    text = [[
If the first responder has no handler for an event, the event goes to the next responder: the
view's superview (or its view controller, for a controller's root view), then the window, the
application and the app delegate. It never goes to siblings. An event nobody handles is dropped.
The dispatch line lists the responders tried and the one that handled it, or says "discarded"
when none did.]],
    breaks = [[
local window = UIWindow.new()
local panel = UIView.new{ name = "panel", frame = { 0, 0, 320, 200 } }
local label = UIView.new{ name = "label", frame = { 0, 0, 320, 40 } }
function panel:touchesBegan_withEvent(touches, event) print("panel") end
window:addSubview(panel)
window:addSubview(label)  -- a sibling of panel: a tap on the label goes
window:makeKeyAndVisible() -- label > window > application > delegate, discarded]],
    fix = [[
local window = UIWindow.new()
local panel = UIView.new{ name = "panel", frame = { 0, 0, 320, 200 } }
local label = UIView.new{ name = "label", frame = { 0, 0, 320, 40 } }
function panel:touchesBegan_withEvent(touches, event) print("panel") end
window:addSubview(panel)
panel:addSubview(label)   -- now label > panel: the panel handles the tap
window:makeKeyAndVisible()]],
    source = [[Using responders and the responder chain to handle events: https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events]],
  },

  E4 = {
    title = "Controls use target-action",
    text = [[
A control such as a button tracks its own touches and, when a touch ends inside it, turns the
interaction into an action message sent to its target: target:action(sender). The app names the
action; it does not handle the raw touches, so a finger that slides off before lifting sends
nothing. With a nil target the action goes to the current first responder (the view or view
controller whose becomeFirstResponder() last succeeded and which has not resigned or left the
window since; not the view the touch hit), then up its responder chain (UIKit's
sendAction:to:from:forEvent:). With no first responder the simulator starts at the control itself,
as is observed (Apple does not document that case). The trace shows an action dispatch line naming
the action, the control and the responders tried.]],
    breaks = [[
local controller = UIViewController.new("Main")
local save = UIButton.new{ name = "save", frame = { 10, 10, 100, 40 } }
function save:touchesBegan_withEvent(touches, event)
  print("saved")   -- fires on touch down, even if the user slides away to cancel
end]],
    fix = [[
local controller = UIViewController.new("Main")
local save = UIButton.new{ name = "save", frame = { 10, 10, 100, 40 } }
function controller:save(sender)
  print("saved from " .. sender.name)   -- only a touch that ends inside the button
end
save:addTarget(controller, "save")]],
    source = [[UIControl: https://developer.apple.com/documentation/uikit/uicontrol
Using responders and the responder chain to handle events: https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events]],
  },

  E5 = {
    title = "Event kinds; accelerometer data bypasses the run loop",
    text = [[
iOS delivers touch, motion (shake), remote-control, accelerometer, gyroscope and redraw events.
Touches, motion and remote control are queued on the run loop and travel the responder chain;
accelerometer samples do not: they go straight to the accelerometer's delegate, and keep arriving
while the app is inactive. The simulator marks them "bypasses the run loop", and drops a sample
when no delegate is set.]],
    breaks = [[
local root = UIViewController.new("Root")
function root:accelerometer_didAccelerate(accelerometer, acceleration)
  print(acceleration.x)   -- never called: samples do not travel the responder chain
end]],
    fix = [[
local root = UIViewController.new("Root")
function root:accelerometer_didAccelerate(accelerometer, acceleration)
  print(acceleration.x, acceleration.y, acceleration.z)
end
function root:motionEnded_withEvent(motion, event)   -- shakes do use the chain
  print("shake")
end
UIAccelerometer.sharedAccelerometer().delegate = root]],
    source = [[App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html]],
  },

  E6 = {
    title = "Run loops watch input sources and timers, and sleep in between",
    text = [[
A run loop waits for its input sources (touches, sensors, ports) and timers, wakes the thread
when one fires and sleeps when nothing is due; apps add their own timers and sources. Waiting by
spinning keeps the main thread busy and blocks every other event. A repeating NSTimer keeps its
schedule: it is due at start + k x interval, so a handler that takes 0.25 s on a 1 s timer still
fires at 1, 2, 3, 4; firings missed while the thread was busy with other code (or the app
suspended) collapse into one, fired as soon as the thread is free; a handler longer than the
interval skips the slots it covered (a 1.5 s handler on a 1 s timer fires at 1, 3, 5, 7), as
CFRunLoop reschedules. Location updates keep their schedule the same way. The
simulator writes a run line (what timer) at each firing; timers do not fire while the app is
suspended.]],
    breaks = [[
local App = {}
function App:applicationDidBecomeActive(application)
  local deadline = os.clock() + 2
  while os.clock() < deadline do end   -- busy-waits: no event is handled meanwhile
  print("two seconds later")
end
return App]],
    fix = [[
local App = {}
local timer
function App:applicationDidBecomeActive(application)
  timer = NSTimer.scheduledTimer(2, false, function(t)
    print("two seconds later")         -- the run loop sleeps until the timer is due
  end)
end
function App:applicationWillResignActive(application)
  timer:invalidate()                   -- and no timer is left while inactive (I6)
end
return App]],
    source = [[Threading Programming Guide, "Run Loops": https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Multithreading/RunLoopManagement/RunLoopManagement.html]],
  },

  E7 = {
    title = "Handlers mark views; the drawing cycle redraws them once",
    text = [[
A handler that changes what a view shows calls view:setNeedsDisplay(), which only marks the view.
At the end of the run-loop turn the drawing cycle calls each marked view's drawRect once, however
often it was marked, so state changes are cheap and drawing happens once per turn. The simulator
writes a redraw line with the number of requests coalesced, then a run line for drawRect.]],
    breaks = [[
local score = 0
local board = UIView.new{ name = "board" }
local function draw() print("board: " .. score) end
function board:touchesBegan_withEvent(touches, event)
  score = score + 1
  draw()     -- drawing by hand: outside the drawing cycle, once per change
end]],
    fix = [[
local score = 0
local board = UIView.new{ name = "board", drawRect = function()
  print("board: " .. score)
end }
function board:touchesBegan_withEvent(touches, event)
  score = score + 1
  board:setNeedsDisplay()   -- mark it; drawRect runs once at the end of the turn
end]],
    source = [[UIView, setNeedsDisplay(): https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },
}
