-- Exercise 05: Save before you are suspended (B4, B7)
--
-- After Home, applicationDidEnterBackground: is the last code of yours that is sure to run.
-- Shortly after it returns, the app is suspended (S3), and a suspended app can be purged at any
-- moment to free memory, without any notice: applicationWillTerminate: is NOT called (T3, M1).
-- So the app must save the user's data right there, in applicationDidEnterBackground: (B7).
--
-- It must also be quick: the method has about 5 seconds to return (B4). An app that takes
-- longer is killed by the watchdog (exception code 0x8badf00d) and its unsaved work is lost.
--
-- This notes app keeps the draft the user is typing in memory. It saves the draft only in
-- applicationWillTerminate:, which never runs for a suspended app. And its
-- applicationDidEnterBackground: rebuilds a search index that takes 7 seconds: too long.
--
-- Your task: in applicationDidEnterBackground:, save the draft with saveDraft() and return
-- quickly. The search index can wait: rebuild it in applicationDidBecomeActive: instead.
-- Check with:  lifecycle learn check 5

local Notes = {}
local draft = ""

local function saveDraft()
  FileManager.write("Documents/draft.txt", draft)   -- quick: a few milliseconds
end

local function rebuildSearchIndex()
  work(7)                                           -- slow: 7 seconds
end

function Notes:application_didFinishLaunchingWithOptions(application, options)
  draft = FileManager.read("Documents/draft.txt") or ""
  draft = draft .. "Dear Ana, "                     -- the user types
  return true
end

function Notes:applicationDidBecomeActive(application)
  rebuildSearchIndex()                              -- in the foreground, where time is not short
end

function Notes:applicationDidEnterBackground(application)
  saveDraft()                                       -- B7: save now, B4: and return at once
end

function Notes:applicationWillTerminate(application)
  saveDraft()
end

return Notes
