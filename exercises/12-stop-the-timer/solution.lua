-- Exercise 12: Stop the clock while inactive (I6, I7)
--
-- An incoming call makes the app resign active: it stays on screen, under the call alert, but
-- receives no touches (I1). This is the moment to stop timers and periodic work, and to start
-- nothing new (I6): the user is not using the app, and the phone call deserves the CPU and the
-- battery. When the app becomes active again (the call was declined), it restarts what it
-- stopped (I7).
--
-- The pair of delegate methods is applicationWillResignActive: and
-- applicationDidBecomeActive:. They surround every interruption: calls, the notification
-- centre, the lock button, and Home.
--
-- This notes app autosaves every second with an NSTimer, started once at launch and never
-- stopped. NSTimer.scheduledTimer(seconds, repeats, fn) returns the timer; timer:invalidate()
-- stops it.
--
-- Your task: stop the autosave timer in applicationWillResignActive:, and start it in
-- applicationDidBecomeActive: (which also runs right after launch).
-- Check with:  lifecycle learn check 12

local Notes = {}
local defaults = NSUserDefaults.standardUserDefaults()
local autosaves = 0
local timer

local function autosave()
  autosaves = autosaves + 1
  defaults:setObject(autosaves, "autosaves")
  defaults:synchronize()
end

function Notes:application_didFinishLaunchingWithOptions(application, options)
  return true
end

function Notes:applicationDidBecomeActive(application)
  timer = NSTimer.scheduledTimer(1, true, autosave)    -- I7: restart the periodic work
end

function Notes:applicationWillResignActive(application)
  timer:invalidate()                                   -- I6: no timer while inactive
  timer = nil
end

return Notes
