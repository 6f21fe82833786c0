-- Explanations of the F rules (returning to the foreground), for `lifecycle explain`.
return {
  F1 = {
    title = "Returning to the foreground: willEnterForeground, then didBecomeActive",
    text = [[
An app coming back from the background or from suspension goes background -> inactive -> active:
first applicationWillEnterForeground: (and UIApplicationWillEnterForegroundNotification), then
applicationDidBecomeActive:. The first only happens after the background; the second also follows
every interruption that did not reach the background, such as a declined call. The trace shows
both state changes and both calls in this order after reopen().]],
    breaks = [[
local App = {}
local timer
local function tick() print("tick") end
function App:application_didFinishLaunchingWithOptions(application, options)
  timer = NSTimer.scheduledTimer(1, true, tick); return true
end
function App:applicationWillResignActive(application)
  timer:invalidate()
end
function App:applicationWillEnterForeground(application)
  timer = NSTimer.scheduledTimer(1, true, tick)  -- never runs after a declined call,
end                                              -- and the app is not active yet here
return App]],
    fix = [[
local App = {}
local timer
local function tick() print("tick") end
function App:applicationWillResignActive(application)
  if timer then timer:invalidate(); timer = nil end
end
function App:applicationDidBecomeActive(application)
  timer = NSTimer.scheduledTimer(1, true, tick)  -- after launch, a call and a return alike
end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  F2 = {
    title = "willEnterForeground undoes didEnterBackground; didBecomeActive redoes launch work",
    text = [[
The two foreground hooks have different jobs. applicationWillEnterForeground: reverses what
applicationDidEnterBackground: did (reopen what was closed, show what was hidden), and it runs
only after the background. applicationDidBecomeActive: repeats the activation work done at launch
and also runs after short interruptions, so undoing background work there would do it twice or
at the wrong time. There is no dedicated check; mismatched pairs show up as R2, B6 or R8 problems.]],
    breaks = [[
local App = {}
local listener = Socket.listen(8080)
function App:applicationDidEnterBackground(application)
  listener:close()
end
function App:applicationDidBecomeActive(application)
  listener = Socket.listen(8080)   -- also after a declined call: a second listener
end
return App]],
    fix = [[
local App = {}
local listener = Socket.listen(8080)
function App:applicationDidEnterBackground(application)
  listener:close()
end
function App:applicationWillEnterForeground(application)
  listener = Socket.listen(8080)   -- exactly undoes applicationDidEnterBackground:
end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  F3 = {
    title = "Notifications are queued and coalesced while suspended",
    text = [[
A suspended app runs no code, so iOS keeps the notifications that concern it (orientation,
significant time change, settings, locale, protected data, accessories, status bar) and delivers
them when it next runs, before any user input. It keeps one per kind, carrying the net change:
five rotations become one notification with the final orientation, and a pair that cancels out
(an accessory plugged in and out, a lock and an unlock, a rotation and back) delivers nothing. The
delegate methods that go with them (N) are held and called with them. The simulator marks them
"queued while suspended (F3)" right after suspended -> background; counting them gives wrong data.]],
    breaks = [[
local App = {}
local day = 1
function App:application_didFinishLaunchingWithOptions(application, options)
  NSNotificationCenter.defaultCenter():addObserver(
    "UIApplicationSignificantTimeChangeNotification",
    function(note) day = day + 1 end)   -- three midnights while suspended: one notification
  return true
end
return App]],
    fix = [[
local App = {}
local started = os.time()
local day = 1
function App:application_didFinishLaunchingWithOptions(application, options)
  NSNotificationCenter.defaultCenter():addObserver(
    "UIApplicationSignificantTimeChangeNotification",
    function(note) day = (os.time() - started) // 86400 + 1 end)   -- recompute the net state
  return true
end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  F4 = {
    title = "Views marked in the background are redrawn once on return",
    text = [[
setNeedsDisplay requests made in the background are not drawn; iOS merges them and redraws each
marked view once when the app is in the foreground again (R7). So drawRect must only show the
model, never change it: four requests may give a single drawRect call. The simulator writes a
redraw line with the number of coalesced requests, then the view's drawRect, right after
applicationDidBecomeActive:.]],
    breaks = [[
local chunks = 0
local bar = UIView.new{ name = "progress", drawRect = function()
  chunks = chunks + 1                -- the model advances only when drawn:
  print("drawing " .. chunks .. "/4") -- four background requests, one drawRect
end }
-- each downloaded chunk:
bar:setNeedsDisplay()]],
    fix = [[
local chunks = 0
local bar = UIView.new{ name = "progress", drawRect = function()
  print("drawing " .. chunks .. "/4")  -- drawRect only shows the model
end }
-- each downloaded chunk:
chunks = chunks + 1                    -- update the model first
bar:setNeedsDisplay()                  -- then mark; redrawn once, now or on return]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  F5 = {
    title = "A locale change arrives as NSCurrentLocaleDidChangeNotification",
    text = [[
The user can change the region format while the app is running or suspended; the app then gets
NSCurrentLocaleDidChangeNotification (queued and coalesced if it was suspended, F3), with the new
locale as note.object. It must refresh everything formatted for the old locale: dates, times,
numbers, currencies. The trace shows the notification and each observer run; an app that
formatted its text once at launch keeps showing the old format.]],
    breaks = [[
local App = {}
local locale = "en_US"
local label = UIView.new{ name = "date", drawRect = function()
  print(os.date("%m/%d/%Y") .. " for " .. locale)
end }
function App:application_didFinishLaunchingWithOptions(application, options)
  return true   -- never listens: still en_US after change_locale("de_DE")
end
return App]],
    fix = [[
local App = {}
local locale = "en_US"
local label = UIView.new{ name = "date", drawRect = function()
  print(os.date(locale == "de_DE" and "%d.%m.%Y" or "%m/%d/%Y") .. " for " .. locale)
end }
function App:application_didFinishLaunchingWithOptions(application, options)
  NSNotificationCenter.defaultCenter():addObserver("NSCurrentLocaleDidChangeNotification",
    function(note) locale = note.object; label:setNeedsDisplay() end)
  return true
end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  F6 = {
    title = "Reload settings on NSUserDefaultsDidChangeNotification",
    text = [[
Settings changed in the Settings app reach the app as NSUserDefaultsDidChangeNotification, at
once or, if it was suspended, when it wakes (F3). The app must read its settings again; if a
security setting changed (an account, a password) it should hide what it showed and ask for the
password again. The simulator saves change_settings values in the defaults and posts the
notification; there is no violation, but an app that never reloads shows the old setting.]],
    breaks = [[
local App = {}
local defaults = NSUserDefaults.standardUserDefaults()
local sync
function App:application_didFinishLaunchingWithOptions(application, options)
  sync = defaults:objectForKey("sync") ~= false   -- read once, never again
  return true
end
return App]],
    fix = [[
local App = {}
local defaults = NSUserDefaults.standardUserDefaults()
local inbox = UIView.new{ name = "inbox" }
local sync, account
local function load()
  sync = defaults:objectForKey("sync") ~= false
  local new = defaults:objectForKey("account")
  if account and new ~= account then   -- security setting changed: hide, ask again
    inbox.hidden = true; UIAlertView.new{ title = "Enter your password" }:show()
  end
  account = new
end
load()
NSNotificationCenter.defaultCenter():addObserver("NSUserDefaultsDidChangeNotification", load)
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },
}
