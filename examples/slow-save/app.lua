-- slow-save/app.lua: an app that saves too slowly when it leaves the foreground.
--
-- Story: applicationDidEnterBackground: writes a large document synchronously, which takes
-- 8 simulated seconds: longer than the ~5 s the system allows (B4). The watchdog kills the app
-- with exception code 0x8badf00d (a `kill` event, reason `watchdog`, rule B4) and its memory is
-- purged: instead of being suspended (S3), it is notRunning, and the save never finished (B7).
-- The fix: move the save into a background task (see ../background-task/, B5).
--
-- Run:      lifecycle run examples/slow-save/app.lua examples/slow-save/scenario.lua
-- Expected: exit status 1 (the scenario's expectation fails because the app was killed).

local App = {}

function App:application_didFinishLaunchingWithOptions(application, options)
  return true
end

function App:applicationDidEnterBackground(application)
  print("saving the whole document synchronously...")
  work(8)                                 -- B4: over the 5 s budget; stopped at 5 s
  print("saved")                          -- never reached
end

return App
