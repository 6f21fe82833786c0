-- Explanations of the B rules (moving to the background), shown by `lifecycle explain`.
return {
  B1 = {
    title = "Home: active -> inactive -> background, then suspended",
    text = [[
Pressing Home (or another app coming to the front) calls applicationWillResignActive:, then
applicationDidEnterBackground: and posts UIApplicationDidEnterBackgroundNotification. Shortly after
that method returns, an app with no reason to run is suspended. Work merely dispatched from the
hook does not count as a reason: in the simulator such a block is frozen with the app and runs only
when it next runs code. To keep running, ask for time with a background task (B5).]],
    breaks = [[
local App = {}
function App:applicationDidEnterBackground(application)
  DispatchQueue.global():async(function()
    work(3); print("uploaded")   -- frozen: the app is suspended first
  end)
end
return App]],
    fix = [[
local App = {}
function App:applicationDidEnterBackground(application)
  local task
  task = application:beginBackgroundTaskWithExpirationHandler(function()
    application:endBackgroundTask(task)
  end)
  DispatchQueue.global():async(function()
    work(3); print("uploaded")
    application:endBackgroundTask(task)   -- now the app may be suspended
  end)
end
return App]],
    source = [[About the background execution sequence: https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  B2 = {
    title = "A declared background mode in use keeps the app running",
    text = [[
An app that plays audio, tracks location or handles VoIP, and declares that mode in
UIBackgroundModes, keeps running in the background while it uses it; so does an app with a
background task open. Using a mode without declaring it does not work: the simulator reports a
violation B2 when the app leaves the foreground and suspends it as usual, and the music stops.]],
    breaks = [[
local App = {}   -- no UIBackgroundModes
local player = AVAudioPlayer.new()
function App:application_didFinishLaunchingWithOptions(application, options)
  player:play()
  return true
end
return App]],
    fix = [[
local App = {}
App.info = { UIBackgroundModes = { "audio" } }   -- declared in Info.plist
local player = AVAudioPlayer.new()
function App:application_didFinishLaunchingWithOptions(application, options)
  player:play()    -- in use: the app keeps running after Home
  return true
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  B3 = {
    title = "Without multitasking, leaving the foreground terminates the app",
    text = [[
Backgrounding only exists on a multitasking system. Before iOS 4, on a device that cannot
multitask, or with UIApplicationExitsOnSuspend in Info.plist, Home terminates the app instead:
applicationWillTerminate: is called and applicationDidEnterBackground: never is. As the UI leaves
the screen the front view controller gets viewWillDisappear: and viewDidDisappear:, which a
multitasking Home never calls. The simulator shows an `exit` line (rule T1) and `-> notRunning`.
An app that saves only on entering the background saves nothing there.]],
    breaks = [[
local App = {}
App.info = { UIApplicationExitsOnSuspend = true }
function App:applicationDidEnterBackground(application)
  FileManager.write("Documents/game.txt", "level 3")   -- never called
end
return App]],
    fix = [[
local App = {}
App.info = { UIApplicationExitsOnSuspend = true }
local function save() FileManager.write("Documents/game.txt", "level 3") end
function App:applicationDidEnterBackground(application) save() end
function App:applicationWillTerminate(application) save() end   -- this one runs
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  B4 = {
    title = "applicationDidEnterBackground: has about 5 seconds",
    text = [[
applicationDidEnterBackground: must return within about five seconds. The system needs it back to
take the snapshot and decide whether to suspend the app; one that takes longer is killed and its
memory purged. The simulator stops the hook at 5 s and writes a `kill` with reason watchdog, rule
B4, code 0x8badf00d. Long work belongs in a background task on another queue.]],
    breaks = [[
local App = {}
function App:applicationDidEnterBackground(application)
  work(8)   -- saving everything synchronously: over the 5 s budget
end
return App]],
    fix = [[
local App = {}
function App:applicationDidEnterBackground(application)
  local task
  task = application:beginBackgroundTaskWithExpirationHandler(function()
    application:endBackgroundTask(task)
  end)
  DispatchQueue.global():async(function()
    work(8); application:endBackgroundTask(task)
  end)
end   -- returns at once
return App]],
    source = [[UIApplicationDelegate, applicationDidEnterBackground(_:): https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  B5 = {
    title = "Background tasks buy extra time, and must be ended",
    text = [[
beginBackgroundTaskWithExpirationHandler: asks for more time in the background, and every task
begun must be ended with endBackgroundTask:. The allowance depends on the OS (about 600 s on iOS
4-6, 180 s on 7-12, 30 s from 13; backgroundTimeRemaining tells what is left). When it runs out the
expiration handler runs and must end the task at once: a task still open after it returns gets
the app killed (reason expired, rule B5). Ending a task twice is a violation B5. Work still
running on a global queue when the time runs out is not stopped by it: once the handlers have
ended every task the app is suspended and that thread freezes at its line (`froze`, rule B5), to
go on at the next wake or return to the foreground (`resumed`); if a task is still open, the app
is killed and the thread is lost with it (`lost`, B5).]],
    breaks = [[
local App = {}
function App:applicationDidEnterBackground(application)
  application:beginBackgroundTaskWithExpirationHandler(function()
    print("time is up")        -- but the task is never ended: killed
  end)
end
return App]],
    fix = [[
local App = {}
function App:applicationDidEnterBackground(application)
  local task
  task = application:beginBackgroundTaskWithExpirationHandler(function()
    print("time is up; stopping")
    application:endBackgroundTask(task)   -- end it at once
  end)
  print(application.backgroundTimeRemaining .. " s left")
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html
Extending your app's background execution time: https://developer.apple.com/documentation/uikit/extending-your-app-s-background-execution-time
UIApplication, beginBackgroundTask(expirationHandler:): https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(expirationhandler:)]],
  },

  B6 = {
    title = "Hide sensitive views before the app-switcher snapshot",
    text = [[
When applicationDidEnterBackground: returns, the system takes a picture of the app's screen for
the switcher and the return animation. Whatever is visible then (a balance, a message) can be seen
by anyone who opens the switcher. Hide such views in applicationDidEnterBackground: and show them
again in applicationWillEnterForeground:. The simulator writes a `snapshot` line with the visible
views, and a violation B6 if a sensitive one is among them.]],
    breaks = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  self.balance = UIView.new{ name = "balance", sensitive = true }
  return true
end
return App   -- the balance is in the snapshot]],
    fix = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  self.balance = UIView.new{ name = "balance", sensitive = true }
  return true
end
function App:applicationDidEnterBackground(application) self.balance.hidden = true end
function App:applicationWillEnterForeground(application) self.balance.hidden = false end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html
App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  B7 = {
    title = "Save user data when entering the background",
    text = [[
Once in the background, an app can be suspended and later purged without any further notice, so
applicationDidEnterBackground: is the last moment it is sure to run. Anything the user typed that
only lives in memory is lost with the process. In the simulator only the container (files and
saved defaults) survives a kill; expect_saved and expect_default in a scenario show what
made it.]],
    breaks = [[
local App = {}
local draft = "Dear Sam,"          -- only in memory
function App:applicationDidEnterBackground(application)
  print("see you later")           -- nothing saved
end
return App]],
    fix = [[
local App = {}
local draft
function App:application_didFinishLaunchingWithOptions(application, options)
  draft = FileManager.read("Documents/draft.txt") or "Dear Sam,"
  return true
end
function App:applicationDidEnterBackground(application)
  FileManager.write("Documents/draft.txt", draft)
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  B8 = {
    title = "Release memory when entering the background",
    text = [[
A background app should let go of everything it can rebuild: caches, decoded images, files it can
read again. The system drops layer backing stores and cached images itself, and when memory runs
low it purges the biggest suspended apps first, so a lean app survives longer. The simulator
writes a `memory` line with the footprint when an app that uses NSCache enters the background.]],
    breaks = [[
local App = {}
local thumbnails = NSCache.new("thumbnails")
function App:application_didFinishLaunchingWithOptions(application, options)
  thumbnails:setObject("camera roll", 40)   -- 40 MB, kept in the background
  return true
end
return App]],
    fix = [[
local App = {}
local thumbnails = NSCache.new("thumbnails")
function App:application_didFinishLaunchingWithOptions(application, options)
  thumbnails:setObject("camera roll", 40)
  return true
end
function App:applicationDidEnterBackground(application)
  thumbnails:removeAllObjects()             -- rebuilt on return
end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },
}
