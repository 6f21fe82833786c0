-- Exercise 19: Answer a memory warning (M2, B8)
--
-- An iPhone has little memory and no swap. When memory runs low, iOS first warns the running
-- apps: applicationDidReceiveMemoryWarning: and UIApplicationDidReceiveMemoryWarningNotification
-- (M2). An app should then release everything it can rebuild: caches, decoded images, data it
-- can load again (B8). If memory stays short, the system starts killing apps; an app that goes
-- over its own limit is killed outright (jetsam).
--
-- In the playground, NSCache.new(name) makes a cache; cache:setObject(key, megabytes) holds that
-- much memory, and cache:removeAllObjects() releases it all. An app holding more than 128 MB is
-- killed (jetsam, M1). footprint() tells how many megabytes the app uses now.
--
-- This photo viewer decodes each photo the user swipes to (30 MB each) and keeps them all in a
-- cache, so that going back is instant. It ignores memory warnings.
--
-- Your task: implement applicationDidReceiveMemoryWarning: and empty the cache there. The
-- photos can be decoded again when needed.
-- Check with:  lifecycle learn check 19

local Viewer = {}
local decoded = NSCache.new("decoded photos")
local current = 0

local function showNext()
  current = current + 1
  decoded:setObject("photo " .. current, 30)      -- decode it: 30 MB
  FileManager.write("Documents/showing.txt", "photo " .. current)
end

function Viewer:application_didFinishLaunchingWithOptions(application, options)
  local next = UIButton.new{ name = "next", frame = { 260, 200, 60, 80 } }
  next:addTarget(Viewer, "swipe")
  showNext()
  return true
end

function Viewer:swipe(sender)
  showNext()
end

-- TODO: release the cache when memory runs low (M2, B8)

return Viewer
