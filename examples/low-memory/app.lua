-- low-memory/app.lua: a run tracker that keeps running in the background: it declares the
-- location background mode and uses it (B2). Running apps are terminated only after every
-- suspended app is gone, and they are told first (M3: applicationWillTerminate:).
--
-- Run:      lifecycle run examples/low-memory/app.lua examples/low-memory/scenario.lua
-- Expected: exit status 0. The pretty output shows the M1 order: Photos (60 MB, suspended),
--           then Notes (small, suspended), then this app (running in the background).
local Tracker = {}
Tracker.info = { UIBackgroundModes = { "location" } }
local route = NSCache.new("route")
local points = 0

local gps = CLLocationManager.new{didUpdateLocations = function()
  points = points + 1
  route:setObject("points", points * 0.01)  -- a few kilobytes per point
end}

function Tracker:application_didFinishLaunchingWithOptions(application, options)
  gps:startUpdatingLocation()               -- B2: in use, and declared in info
  return true
end

function Tracker:applicationWillTerminate(application)
  print("saving the route: " .. points .. " points")   -- M3: told before it dies
end

return Tracker
