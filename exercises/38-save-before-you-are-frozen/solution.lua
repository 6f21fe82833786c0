-- Exercise 38: Save before you are frozen (S3, M1)
--
-- A block dispatched to a global queue runs on a thread of its own, beside the main thread. But
-- it runs only while the app runs. An app with no background task open is suspended as soon as
-- applicationDidEnterBackground: returns (S3), and every thread of a suspended app FREEZES at the
-- line it reached: the trace shows `❄ froze` with that line. It goes on from there when the app
-- next runs (`↻ resumed`)... if it ever does: a suspended app is purged without notice when
-- memory runs low (M1), and its frozen code is LOST with the process (`⊘ lost`): the rest of it
-- never runs. So dispatching a save is not saving. Work that must finish after the method
-- returns needs a background task, as in exercise 05 (B5): begun before the work is dispatched,
-- ended at the end of the work, and in its expiration handler.
--
-- This journal app saves the user's entry when they leave. Encrypting and writing it takes a
-- second, so applicationDidEnterBackground: dispatches the save to a global queue and goes on
-- hiding the entry from the snapshot. That takes a fifth of a second; then the method returns,
-- the app is suspended, and the save freezes halfway.
--
-- Builds on: B5, B7
-- Profile: ios13
--
-- Your task: keep the app running until the entry is saved: begin a background task before
-- dispatching the save, and end it once the entry is written (and in the expiration handler).
-- Check with:  lifecycle learn check 38

local Journal = {}
local entry = ""
local task = UIBackgroundTaskInvalid

local function saveEntry(text)
  work(1)                                           -- encrypting the entry: a second
  FileManager.write("Documents/entry.txt", text)
end

local function hideEntry()
  work(0.2)                                         -- blurs the page before the snapshot (B6)
end

function Journal:application_didFinishLaunchingWithOptions(application, options)
  entry = FileManager.read("Documents/entry.txt") or ""
  return true
end

function Journal:applicationDidBecomeActive(application)
  if entry == "" then entry = "Walked to the lake." end   -- the user writes
end

function Journal:applicationDidEnterBackground(application)
  local text = entry
  local function finish()
    application:endBackgroundTask(task)             -- B5: every task begun is ended
    task = UIBackgroundTaskInvalid
  end
  task = application:beginBackgroundTaskWithExpirationHandler(finish)   -- S3: not suspended yet
  DispatchQueue.global():async(function()
    saveEntry(text)
    finish()                                        -- saved: now the app may be suspended
  end)
  hideEntry()
end

return Journal
