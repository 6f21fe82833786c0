-- Explanations of the R rules (restrictions in the background), for `lifecycle explain`.
return {
  R1 = {
    title = "No OpenGL ES in the background",
    text = [[
An app may use the GPU only in the foreground and on its way out. Apple's OpenGL ES Programming
Guide ("Implementing a Multitasking-Aware OpenGL ES App"): stop the animation and call glFinish in
applicationWillResignActive:; applicationDidEnterBackground: may still call GL, to delete objects
it can re-create and glFinish. After that method returns, creating an EAGLContext or issuing any GL
command kills the app at once (kill, reason gpu, R1), as does any GL call during a launch or wake
into the background. Commands still unfinished when applicationDidEnterBackground: returns kill it
too (the simulator's model of the worst case; glFlush is not enough). With scenes, the
sceneDidEnterBackground: that takes the whole app to the background plays that part. The way back
is allowed: applicationWillEnterForeground: (sceneWillEnterForeground: with scenes) may re-create
GL objects.]],
    breaks = [[
local App = {}
function App:applicationWillResignActive(application)
  glClear(); glDrawArrays()   -- the "paused" frame is submitted...
end
function App:applicationDidEnterBackground(application)
  -- ...and never finished: killed as this method returns
end
return App]],
    fix = [[
local App = {}
function App:applicationWillResignActive(application)
  glClear(); glDrawArrays()   -- draw the "paused" frame while still in the foreground
  glFinish()                  -- wait until every submitted command has completed
end
function App:applicationDidEnterBackground(application)
  glFinish()                  -- still allowed here; no GL once this method returns
end
return App]],
    source = [[OpenGL ES Programming Guide, "Multitasking, High Resolution, and Other iOS Features": https://developer.apple.com/library/archive/documentation/3DDrawing/Conceptual/OpenGLES_ProgrammingGuide/ImplementingaMultitasking-awareOpenGLESApplication/ImplementingaMultitasking-awareOpenGLESApplication.html
App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  R2 = {
    title = "Unpublish Bonjour services and close listening sockets before suspension",
    text = [[
A suspended app runs no code, so a Bonjour service it still advertises or a socket it still
listens on promises an answer nobody will give. The app should stop its services and close its
listeners in applicationDidEnterBackground: and open them again in
applicationWillEnterForeground:. If it does not, the simulator writes an R2 violation at
background -> suspended naming what was left open, and closes it for the app (no kill).]],
    breaks = [[
local App = {}
local service, listener
function App:application_didFinishLaunchingWithOptions(application, options)
  listener = Socket.listen(8080)
  service = NSNetService.new{ name = "Photos", type = "_http._tcp" }
  service:publish()
  return true
end
return App   -- nothing is stopped: violation R2 at suspension]],
    fix = [[
local App = {}
local service, listener
local function start()
  listener = Socket.listen(8080)
  service = NSNetService.new{ name = "Photos", type = "_http._tcp" }
  service:publish()
end
function App:application_didFinishLaunchingWithOptions(application, options)
  start(); return true
end
function App:applicationDidEnterBackground(application)
  service:stop(); listener:close()
end
function App:applicationWillEnterForeground(application) start() end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  R3 = {
    title = "Connections may be torn down while suspended: reconnect",
    text = [[
While an app is suspended the system may reclaim its network connections without telling it:
the socket object survives, but the next send or receive fails. This is not the app's fault;
the only mistake is to assume the old connection still works. The simulator tears down every
connected socket at background -> suspended; afterwards send and receive return nil and
"ENOTCONN: ... connect again". There is no violation: an app that ignores it shows stale data.]],
    breaks = [[
local App = {}
local socket
function App:application_didFinishLaunchingWithOptions(application, options)
  socket = Socket.connect("chat.example.com:5222")
  return true
end
function App:applicationDidBecomeActive(application)
  socket:send("FETCH")   -- after a suspension: nil, "ENOTCONN ...", silently ignored
end
return App]],
    fix = [[
local App = {}
local address = "chat.example.com:5222"
local socket
function App:applicationDidBecomeActive(application)
  if not socket then socket = Socket.connect(address) end
  local ok, err = socket:send("FETCH")
  if not ok then                      -- torn down while suspended (R3)
    print("reconnecting: " .. err)
    socket:close(); socket = Socket.connect(address)
    socket:send("FETCH")
  end
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  R4 = {
    title = "Save state before going to the background",
    text = [[
Once in the background an app can be purged at any moment: when memory runs low, suspended apps
are removed without notice (M1), and a suspended app swiped away gets no
applicationWillTerminate: either (T3). So user data and app state must be written to disk in
applicationDidEnterBackground:, the last moment the app is sure to run code. The simulator keeps
the container like a disk: what was only in memory is gone at the next launch, and the
scenario's expect_saved / expect_default catch it.]],
    breaks = [[
local App = {}
local draft = "Dear Sam,"                 -- lives only in memory
function App:applicationWillTerminate(application)
  -- a suspended app is killed without notice: this never runs
  FileManager.write("Documents/draft.txt", draft)
end
return App]],
    fix = [[
local App = {}
local draft = "Dear Sam,"
local function save() FileManager.write("Documents/draft.txt", draft) end
function App:applicationDidEnterBackground(application)
  save()                                  -- before any kill can happen (R4, B7)
end
function App:applicationWillTerminate(application)
  save()                                  -- still useful when a running app quits (T2)
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  R5 = {
    title = "Release unneeded memory on entering the background",
    text = [[
An app entering the background should let go of what it can rebuild: caches, images, data it
can load again. iOS has no swap and frees memory by purging background apps, largest first, so a
small app is the last to be killed and the likeliest to still be there when the user returns.
The simulator shows the footprint in a memory line when the app enters the background, and
low_memory() kills suspended apps in order of size (jetsam, M1).]],
    breaks = [[
local App = {}
local thumbnails = NSCache.new("thumbnails")
function App:application_didFinishLaunchingWithOptions(application, options)
  thumbnails:setObject("camera roll", 40)   -- 40 MB
  return true
end
return App   -- still 40 MB in the background: purged first]],
    fix = [[
local App = {}
local thumbnails = NSCache.new("thumbnails")
function App:application_didFinishLaunchingWithOptions(application, options)
  thumbnails:setObject("camera roll", 40)
  return true
end
function App:applicationDidEnterBackground(application)
  thumbnails:removeAllObjects()             -- cheap to rebuild
end
function App:applicationWillEnterForeground(application)
  thumbnails:setObject("camera roll", 40)
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  R6 = {
    title = "Release shared system resources before suspension",
    text = [[
The Address Book and Calendar data are shared with other apps and the system; a suspended app
holding them would block everyone else. An app must release them (CFRelease) before it is
suspended, typically in applicationDidEnterBackground:, and open them again when needed. An app
still holding one at background -> suspended is killed at once (kill, reason resources, R6),
with no applicationWillTerminate:.]],
    breaks = [[
local App = {}
local book
function App:application_didFinishLaunchingWithOptions(application, options)
  book = ABAddressBookCreate()
  return true
end
return App   -- still holding the Address Book when suspended: killed (R6)]],
    fix = [[
local App = {}
local book
function App:applicationDidBecomeActive(application)
  book = book or ABAddressBookCreate()
end
function App:applicationDidEnterBackground(application)
  CFRelease(book); book = nil      -- give the shared database back
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  R7 = {
    title = "Drawing in the background is allowed but wasted",
    text = [[
An app in the background may still update its views, but nobody can see them, so the work is
wasted. iOS does not draw: it remembers the setNeedsDisplay requests and redraws each marked view
once when the app is back in the foreground (F4). The simulator draws nothing in the background,
counts the requests, and after applicationDidBecomeActive: writes one redraw line per view with
the number of requests it stands for. There is no violation and no kill.]],
    breaks = [[
local bar = UIView.new{ name = "progress" }
-- called for each chunk of a download that goes on in the background (B5)
local function chunkDownloaded(n)
  bar:setNeedsDisplay()   -- in the background nobody sees it: four chunks, one redraw
end]],
    fix = [[
local App = {}
local bar = UIView.new{ name = "progress" }
local app = UIApplication.sharedApplication()
local function chunkDownloaded(n)
  if app.applicationState ~= "background" then bar:setNeedsDisplay() end
end
function App:applicationWillEnterForeground(application)
  bar:setNeedsDisplay()   -- one redraw on the way back (F4)
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  R8 = {
    title = "Close the external accessory session when the app leaves the foreground",
    text = [[
When an app talking to an external accessory leaves the foreground, iOS tells it the accessory
is gone (EAAccessoryDidDisconnectNotification) and it must close its EASession; on return it gets
EAAccessoryDidConnectNotification and may open a new one. The accessory cannot be left bound to
an app that runs no code. The simulator posts the disconnection at inactive -> background, and a
session still open at suspension is an R8 violation (the system closes it, no kill).]],
    breaks = [[
local App = {}
local session
function App:application_didFinishLaunchingWithOptions(application, options)
  session = EASession.open()
  return true
end
return App   -- the session is still open at suspension: violation R8]],
    fix = [[
local App = {}
local session
local center = NSNotificationCenter.defaultCenter()
function App:application_didFinishLaunchingWithOptions(application, options)
  session = EASession.open()
  center:addObserver("EAAccessoryDidDisconnectNotification", function(note)
    if session then session:close(); session = nil end
  end)
  center:addObserver("EAAccessoryDidConnectNotification", function(note)
    if not session then session = EASession.open() end
  end)
  return true
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  R9 = {
    title = "Alerts are not dismissed for you in the background",
    text = [[
Since iOS 4 an app going to the background keeps its alerts and action sheets on screen; they
are not dismissed and their cancel handlers do not run. Whether to cancel one, or keep it and save
enough to restore it later, is the app's choice (an alert that is stale on return confuses the
user). Before iOS 4 the app quit, and alerts were dismissed with their cancel action. The
simulator writes an informational note (an info line citing R9, never a violation: --strict
passes) for each alert still visible when applicationDidEnterBackground: returns; on --profile
ios3 it dismisses them and runs their cancel handlers, with a warning.]],
    breaks = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  UIAlertView.new{ title = "Empty the cart?" }:show()
  return true
end
return App   -- still on screen in the background: a note citing R9]],
    fix = [[
local App = {}
local alert
local function keepCart() print("kept the cart") end
function App:application_didFinishLaunchingWithOptions(application, options)
  alert = UIAlertView.new{ title = "Empty the cart?", cancel = keepCart }
  alert:show()
  return true
end
function App:applicationDidEnterBackground(application)
  if alert.visible then
    alert:dismiss(); keepCart()   -- dismiss does not run cancel: do it yourself
  end
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  R10 = {
    title = "Hide sensitive views before the snapshot",
    text = [[
When applicationDidEnterBackground: returns, the system photographs the screen for the app
switcher and the zoom animation, and that picture can be seen by anyone holding the phone.
Views showing private data (a balance, a password, messages) must be hidden by then, and shown
again in applicationWillEnterForeground:. The simulator writes a snapshot line listing the
visible views, and a B6 violation for each visible view created with sensitive = true.]],
    breaks = [[
local App = {}
local balance
function App:application_didFinishLaunchingWithOptions(application, options)
  balance = UIView.new{ name = "balance", sensitive = true }
  return true
end
return App   -- the snapshot shows 'balance': violation B6 (R10)]],
    fix = [[
local App = {}
local balance
function App:application_didFinishLaunchingWithOptions(application, options)
  balance = UIView.new{ name = "balance", sensitive = true }
  UIView.new{ name = "logo" }          -- what the snapshot shows instead
  return true
end
function App:applicationDidEnterBackground(application) balance.hidden = true end
function App:applicationWillEnterForeground(application) balance.hidden = false end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  R11 = {
    title = "Keep background work minimal",
    text = [[
An app kept running in the background (playing audio, tracking location) shares the device with
the app in front and drains the battery, so it must do as little as it can there. iOS throttles
or kills apps that use too much CPU in the background. The simulator allows 10 s of CPU per 60 s
while a background mode keeps the app running: over it, an R11 violation; over twice it, a kill
with reason resources (R11).]],
    breaks = [[
local App = {}
App.info = { UIBackgroundModes = { "location" } }
local gps = CLLocationManager.new{ didUpdateLocations = function()
  work(3)            -- redraw the route map every 5 s, even in the background
end }
function App:application_didFinishLaunchingWithOptions(application, options)
  gps:startUpdatingLocation(); return true
end
return App]],
    fix = [[
local App = {}
App.info = { UIBackgroundModes = { "location" } }
local app = UIApplication.sharedApplication()
local points = 0
local gps = CLLocationManager.new{ didUpdateLocations = function()
  points = points + 1                                   -- cheap: just record it
  if app.applicationState ~= "background" then work(3) end   -- draw only when seen
end }
function App:application_didFinishLaunchingWithOptions(application, options)
  gps:startUpdatingLocation(); return true
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html
device reports of the CPU limit ("exceeding limit of 80% cpu over 60 seconds"): https://swiftrocks.com/debug-cpu-exceptions-xcode-energy-reports
a VoIP app killed on iOS 15 ("exceeding limit of 15% cpu over 60 seconds"): https://developer.apple.com/forums/thread/700124
The allowance (10 s of CPU in any 60 s in the background, a kill at twice it) is the simulator's model: Apple publishes no figure; device reports show limits from 15% to 80% of a CPU over 60 s.]],
  },
}
