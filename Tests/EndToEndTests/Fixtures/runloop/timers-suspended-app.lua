-- runloop/timers-suspended-app.lua: a repeating 1 s timer that the app never stops.
local App = {}
local n = 0
function App:application_didFinishLaunchingWithOptions(application, options)
  NSTimer.scheduledTimer(1, true, function() n = n + 1; print("tick " .. n .. " " .. application.applicationState) end)
  return true
end
return App
