-- Exercise 01: Where am I? The launch states (S1, L1, S4)
--
-- An iOS app is always in one of five states: notRunning, inactive, active, background and
-- suspended (S1). Tapping the icon launches it into the foreground: notRunning -> inactive ->
-- active (L1). The system calls application:didFinishLaunchingWithOptions: while the app is
-- still inactive, and applicationDidBecomeActive: once it is active and receives touches.
--
-- Your code can ask which state it is in: application.applicationState answers "active",
-- "inactive" or "background" (S4). There is no "suspended" answer: a suspended app runs no
-- code, so it can never ask.
--
-- This app keeps a small launch diary in NSUserDefaults. It already writes the state it sees
-- in didFinishLaunching under the key "launchState".
--
-- Your task: in applicationDidBecomeActive:, save the state the app sees there under the key
-- "activeState", the same way. Then check your work with:  lifecycle learn check 1

local AppDelegate = {}
local defaults = NSUserDefaults.standardUserDefaults()

local function save(key, value)
  defaults:setObject(value, key)
  defaults:synchronize()            -- write it to disk now
end

function AppDelegate:application_didFinishLaunchingWithOptions(application, options)
  save("launchState", application.applicationState)
  return true
end

function AppDelegate:applicationDidBecomeActive(application)
  -- TODO: save application.applicationState under the key "activeState"
end

return AppDelegate
