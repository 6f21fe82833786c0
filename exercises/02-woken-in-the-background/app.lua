-- Exercise 02: Woken in the background (L2, S4)
--
-- Not every launch starts with a tap on the icon. iOS may launch an app straight into the
-- background, for example to let it fetch new content: notRunning -> background, never passing
-- through inactive (L2). The same application:didFinishLaunchingWithOptions: runs, but nobody
-- is looking at the screen, and when the app has nothing left to do it is suspended.
--
-- So didFinishLaunching must ask where it is. application.applicationState is "background"
-- during a background launch and "inactive" during a normal one (S4).
--
-- This news reader counts how many times the user opened it (the "opens" default) and refreshes
-- its feed at every launch. Counting a background launch as an "open" inflates the statistics:
-- the user never saw the app.
--
-- Your task: in didFinishLaunching, count the open only when the app is NOT launched into the
-- background. The feed must still be refreshed in both cases.
-- Check with:  lifecycle learn check 2

local AppDelegate = {}
local defaults = NSUserDefaults.standardUserDefaults()

local function refreshFeed()
  work(0.5)                                   -- download the headlines
  FileManager.write("Documents/feed.txt", "headlines of the day")
end

local function countOpen()
  defaults:setObject((defaults:objectForKey("opens") or 0) + 1, "opens")
  defaults:synchronize()
end

function AppDelegate:application_didFinishLaunchingWithOptions(application, options)
  refreshFeed()
  -- TODO: the user opened the app only if it is not launching into the background
  countOpen()
  return true
end

return AppDelegate
