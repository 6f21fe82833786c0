-- Explanations of the M rules (memory), shown by `lifecycle explain`.
return {
  M1 = {
    title = "Low memory: suspended apps are purged first, without notice",
    text = [[
When memory runs short the system terminates suspended apps first, largest first, and they get no
call at all: a suspended app runs no code, so it cannot be warned. Background apps that still run
come next, the biggest first. Saving in a memory-warning or terminate hook is therefore too late
for a suspended app. The simulator's low_memory() writes a `kill` with reason jetsam, rule M1.
Code the app was running when it was suspended is frozen with it; a purge loses it: a block on a
global queue stopped mid-work never finishes (`lost`, rule M1, with the line it had reached).]],
    breaks = [[
local App = {}
function App:applicationDidReceiveMemoryWarning(application)
  FileManager.write("Documents/notes.txt", "...")   -- a suspended app never gets this
end
return App]],
    fix = [[
local App = {}
function App:applicationDidEnterBackground(application)
  FileManager.write("Documents/notes.txt", "...")   -- saved before any suspension
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html
About the background execution sequence: https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence
Identifying high-memory use with jetsam event reports: https://developer.apple.com/documentation/xcode/identifying-high-memory-use-with-jetsam-event-reports
Reducing your app's memory use: https://developer.apple.com/documentation/xcode/reducing-your-app-s-memory-use
The footprint limits are the simulator's model: Apple publishes no figure ("the memory limit ... depends on the device"), and a jetsam event report names the reason (per-process-limit, vm-pageshortage) but not the limit.]],
  },

  M2 = {
    title = "A memory warning comes before running apps are killed",
    text = [[
When memory runs low the system first purges suspended apps, without notice (M1). When that does
not free enough, it warns the apps that run code before it terminates any of them:
applicationDidReceiveMemoryWarning: is called and UIApplicationDidReceiveMemoryWarningNotification
posted. The app should drop caches and anything it can recreate. Like every hook, it is only called
if the name is exactly right: the simulator reports a misspelt one as a warning and never
calls it.]],
    breaks = [[
local App = {}
local cache = NSCache.new("images")
function App:applicationDidRecieveMemoryWarning(application)   -- misspelt: never called
  cache:removeAllObjects()
end
return App]],
    fix = [[
local App = {}
local cache = NSCache.new("images")
function App:applicationDidReceiveMemoryWarning(application)
  cache:removeAllObjects()
  print(string.format("footprint now %.1f MB", footprint()))
end
return App]],
    source = [[Responding to memory warnings: https://developer.apple.com/documentation/uikit/responding-to-memory-warnings]],
  },

  M3 = {
    title = "A running background app is told before it is terminated",
    text = [[
An app still running in the background (a background task or mode keeps it awake) that the system
terminates for memory gets applicationWillTerminate: first; a suspended one does not. That call has
the usual 5-second budget, so it is the place to flush what is already prepared, not to start a
long save. The simulator's low_memory() calls the hook, then writes a `kill` with reason jetsam.]],
    breaks = [[
local App = {}
function App:applicationWillTerminate(application)
  work(8)   -- writing the whole library now: killed after 5 s (T2)
end
return App]],
    fix = [[
local App = {}
function App:applicationWillTerminate(application)
  -- data was saved as it changed; just make sure the defaults reach disk
  NSUserDefaults.standardUserDefaults():synchronize()
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html
App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html]],
  },
}
