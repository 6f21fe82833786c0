-- Exercise 21: Last words before termination (T2, T4, B2)
--
-- Most apps are suspended soon after they leave the foreground, and a suspended app that is
-- terminated gets no notice at all (T3). But an app that is still RUNNING when it is terminated,
-- in the foreground or in the background, gets applicationWillTerminate: first, with about
-- 5 seconds to save its data (T2). It cannot ask for more time there.
--
-- Some apps keep running in the background: one that declares a background mode in Info.plist
-- (UIBackgroundModes: audio, location, ...) and uses it (B2). This run tracker declares
-- "location" and records a point every 5 seconds, even in the background. If the user then
-- swipes it away in the app switcher (T4), it is terminated while running.
--
-- The tracker saves the route when it enters the background, but it goes on recording after
-- that, and those points are lost when the user swipes it away.
--
-- Your task: save the route in applicationWillTerminate: as well (saveRoute() is quick).
-- Check with:  lifecycle learn check 21

local Tracker = {}
Tracker.info = { UIBackgroundModes = { "location" } }
local points = 0

local function saveRoute()
  FileManager.write("Documents/route.txt", tostring(points))
end

local gps = CLLocationManager.new{ didUpdateLocations = function()
  points = points + 1
end }

function Tracker:application_didFinishLaunchingWithOptions(application, options)
  gps:startUpdatingLocation()                -- B2: the location mode keeps the app running
  return true
end

function Tracker:applicationDidEnterBackground(application)
  saveRoute()
end

-- TODO: save the route when the app is about to be terminated (T2)

return Tracker
