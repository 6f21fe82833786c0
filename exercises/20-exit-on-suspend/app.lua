-- Exercise 20: Opt out of multitasking (T1, B3, T2)
--
-- Before iOS 4 there was no background: pressing Home terminated the app. Today an app can still
-- ask for that behaviour by setting UIApplicationExitsOnSuspend in its Info.plist. Home then does
-- not send it to the background: it gets applicationWillTerminate: and exits (B3, T1). That
-- can make sense for an app that could not be resumed sensibly anyway, like this arcade game,
-- whose rounds last a minute and whose sound engine holds a lot of memory.
--
-- An app that exits this way never gets applicationDidEnterBackground:. The only notice it gets
-- is applicationWillTerminate:, with about 5 seconds to save (T2).
--
-- In the playground, Info.plist is the delegate's info table.
--
-- Your task: make the game exit when the user presses Home (set UIApplicationExitsOnSuspend to
-- true), and save the high score in applicationWillTerminate: so that the next launch finds it.
-- Check with:  lifecycle learn check 20

local Arcade = {}
Arcade.info = { UIApplicationExitsOnSuspend = false }   -- TODO: exit instead of suspending (T1)
local defaults = NSUserDefaults.standardUserDefaults()
local highScore = 0

function Arcade:application_didFinishLaunchingWithOptions(application, options)
  highScore = defaults:objectForKey("highScore") or 0
  return true
end

function Arcade:applicationDidBecomeActive(application)
  highScore = highScore + 100                          -- the player plays a round
end

function Arcade:applicationDidEnterBackground(application)
  defaults:setObject(highScore, "highScore")
end

-- TODO: save the high score before the app exits (T2)

return Arcade
