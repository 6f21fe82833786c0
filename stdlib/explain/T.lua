-- Explanations of the T rules (termination), shown by `lifecycle explain`.
return {
  T1 = {
    title = "Without multitasking the app is terminated, not suspended",
    text = [[
An app built for iOS before 4, running on iOS before 4 or on a device that cannot multitask, or
with UIApplicationExitsOnSuspend set, is terminated and purged when it leaves the foreground, and
is never suspended however it reached the background: after a background launch it is terminated
once it has nothing left to do. The next tap on its icon is a fresh launch: nothing held in memory
survives. In the simulator an `exit` line with rule T1 follows applicationWillTerminate:. Each of
the three causes can be shown: --profile ios3 (the OS); --no-multitasking or set_multitasking(false)
on ios4 (an iPhone 3G or second iPod touch, which stopped at iOS 4.2.1, before the features
of ios6); UIApplicationExitsOnSuspend = true in info (UIKit's spelling; the common
misspelling UIApplicationExitOnSuspend is read too, with a warning). The system never wakes or
launches such an app in the background for a fetch, a push or a BGTask; a scenario's
launch{background = true} still does, with a note that real iOS never does. Apple lists the key
for iOS 4.0-13.0 and deprecates it in iOS 13: on ios13 and later it is ignored, with a warning,
and the app is suspended like any other.]],
    breaks = [[
-- run with --profile ios3
local App = {}
local page = 1                      -- kept only in memory
function App:applicationWillEnterForeground(application)
  print("back on page " .. page)    -- never called: Home terminated the app
end
return App]],
    fix = [[
local App = {}
local defaults = NSUserDefaults.standardUserDefaults()
local page
function App:application_didFinishLaunchingWithOptions(application, options)
  page = defaults:objectForKey("page") or 1   -- every return is a launch
  return true
end
function App:applicationWillTerminate(application) defaults:setObject(page, "page") end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  T2 = {
    title = "applicationWillTerminate: has about 5 seconds and no extra time",
    text = [[
An app terminated while running (foreground or background) gets applicationWillTerminate: and
UIApplicationWillTerminateNotification, and has about five seconds to return. It cannot ask for
more: beginBackgroundTask there returns UIBackgroundTaskInvalid, and the simulator reports a
violation T2. Running over the budget is a `kill` with reason watchdog, rule T2.]],
    breaks = [[
local App = {}
function App:applicationWillTerminate(application)
  local task = application:beginBackgroundTaskWithExpirationHandler(nil)   -- T2: invalid
  work(8)                           -- and over the 5 s budget
  application:endBackgroundTask(task)
end
return App]],
    fix = [[
local App = {}
function App:applicationWillTerminate(application)
  FileManager.write("Documents/state.txt", "saved")   -- quick and synchronous
end
return App]],
    source = [[UIApplicationDelegate, applicationWillTerminate(_:): https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)
App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  T3 = {
    title = "A suspended app is terminated without notice",
    text = [[
A suspended app runs no code, so when it is terminated (for memory, or swiped away by the user)
applicationWillTerminate: is not called. Most apps are suspended when they die, so code that saves
only in that hook almost never runs. In the simulator, user_kill() or low_memory() on a suspended
app writes just a `kill` line, with no `call` before it.]],
    breaks = [[
local App = {}
function App:applicationWillTerminate(application)
  FileManager.write("Documents/draft.txt", "Dear Sam,")   -- skipped once suspended
end
return App]],
    fix = [[
local App = {}
local function save() FileManager.write("Documents/draft.txt", "Dear Sam,") end
function App:applicationDidEnterBackground(application) save() end
function App:applicationWillTerminate(application) save() end
return App]],
    source = [[App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html]],
  },

  T4 = {
    title = "The user can kill an app from the switcher",
    text = [[
The user can swipe an app away in the multitasking switcher at any time. From ios7 on, opening
the switcher makes the front app resign active (applicationWillResignActive:); the swipe sends
it to the background (applicationDidEnterBackground:, with its 5 s) and terminates it
(applicationWillTerminate:). An app running in the background gets applicationWillTerminate:; a
suspended one just disappears. A scene app's scenes resign active, then the swipe disconnects
them (sceneDidDisconnect:) before applicationWillTerminate:. On ios4 and ios6 the multitasking
bar (double-click Home) listed the recently used apps but not the app in front, so the user went
Home first: the app resigns active, enters the background (applicationDidEnterBackground:, 5 s)
and is suspended once that returns, then is removed from the bar with no notice at all; only an
app still running there (an open background task) gets applicationWillTerminate:. On ios3 there
is no switcher: holding Home ends the app with applicationWillTerminate: only. The next tap is
a full launch, so anything restored only in applicationWillEnterForeground: is not restored. The simulator's
user_kill() writes a `kill` with reason user, rule T4.]],
    breaks = [[
local App = {}
function App:applicationWillEnterForeground(application)
  self.screen = FileManager.read("Documents/screen.txt")   -- skipped after a swipe
end
return App]],
    fix = [[
local App = {}
local function restore(self) self.screen = FileManager.read("Documents/screen.txt") end
function App:application_didFinishLaunchingWithOptions(application, options)
  restore(self); return true
end
function App:applicationWillEnterForeground(application) restore(self) end
return App]],
    source = [[App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html
(its "no notification is sent" describes a suspended app); applicationWillTerminate(_:), "may be
called in situations where the app is running in the background (not suspended)":
https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:);
device reports of a swipe from the switcher of an app left inactive calling
applicationWillTerminate: (Stack Overflow, "applicationWillTerminate: when is it called"); the
iOS 4-6 bar leaving out the app in front, so that it had to be closed from the Home screen:
https://www.iphonefaq.org/archives/97964 (reader report under "How do I use multitasking on an
iPhone with iOS 4"), and the bar's recently used apps, quit with the red minus badge:
https://macmost.com/the-ios-5-multitasking-bar.html.]],
  },

  T5 = {
    title = "An unresponsive app is killed by the watchdog",
    text = [[
The main thread handles every event; while a hook or main-queue block runs, the app is frozen.
The system kills an app that stays unresponsive too long, with code 0x8badf00d. In the simulator
ordinary hooks and main-queue blocks get 10 s (global-queue blocks 60 s); going over is a `kill`
with reason watchdog, rule T5. Move slow work to a global queue.]],
    breaks = [[
local App = {}
function App:applicationDidBecomeActive(application)
  work(12)   -- refreshing the feed on the main thread: killed at 10 s
end
return App]],
    fix = [[
local App = {}
function App:applicationDidBecomeActive(application)
  DispatchQueue.global():async(function()
    work(12)   -- off the main thread; the app stays responsive
    DispatchQueue.main:async(function() print("feed refreshed") end)
  end)
end
return App]],
    source = [[Addressing watchdog terminations: https://developer.apple.com/documentation/xcode/addressing-watchdog-terminations
App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html]],
  },
}
