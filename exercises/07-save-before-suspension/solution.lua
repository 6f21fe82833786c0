-- Exercise 07: Save before you are suspended (B7, B4)
--
-- After Home, applicationDidEnterBackground: is the last code of yours that is sure to run.
-- Shortly after it returns, the app is suspended (S3), and a suspended app can be purged at any
-- moment to free memory, without any notice: applicationWillTerminate: is NOT called (T3, M1).
-- So the app must save the user's data right there, in applicationDidEnterBackground: (B7).
--
-- It must also be quick: the method has about 5 seconds to return (B4). An app that takes
-- longer is killed by the watchdog (exception code 0x8badf00d) and its unsaved work is lost.
-- Slow work goes into a background task, as in exercise 05; moving it into
-- applicationDidBecomeActive: is no fix: there it freezes the screen for the user instead.
--
-- This notes app keeps the draft the user is typing in memory. It saves the draft only in
-- applicationWillTerminate:, which never runs for a suspended app. And its
-- applicationDidEnterBackground: rebuilds a search index that takes 7 seconds: too long.
--
-- Builds on: B5
--
-- Your task: in applicationDidEnterBackground:, save the draft with saveDraft() first, then
-- rebuild the search index in a background task (begin it, run rebuildSearchIndex() on
-- DispatchQueue.global(), end it when done), and return at once.
-- Check with:  lifecycle learn check 7

local Notes = {}
local draft = ""
local task = UIBackgroundTaskInvalid

local function saveDraft()
  FileManager.write("Documents/draft.txt", draft)   -- quick: a few milliseconds
end

local function rebuildSearchIndex()
  work(7)                                           -- slow: 7 seconds
  FileManager.write("Documents/index.txt", "index of: " .. draft)
end

function Notes:application_didFinishLaunchingWithOptions(application, options)
  draft = FileManager.read("Documents/draft.txt") or ""
  draft = draft .. "Dear Ana, "                     -- the user types
  return true
end

function Notes:applicationDidEnterBackground(application)
  saveDraft()                                       -- B7: save now
  local function finish()
    application:endBackgroundTask(task)             -- B5: every task begun is ended
    task = UIBackgroundTaskInvalid
  end
  task = application:beginBackgroundTaskWithExpirationHandler(finish)
  DispatchQueue.global():async(function()           -- B4: and return at once
    rebuildSearchIndex()
    finish()
  end)
end

function Notes:applicationWillTerminate(application)
  saveDraft()
end

return Notes
