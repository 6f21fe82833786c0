-- well-behaved/app.lua: a notes app that follows the rules.
--
-- Story: on launch it restores the notes it saved last time (L1); it saves quickly when it
-- enters the background, well inside the 5 s of B4 (B7, R4), because a suspended app may be
-- purged later without notice (M1, T3). An incoming call or the lock button makes it resign
-- active (I1, I4): it pauses its autosave timer and closes its protected notes file, and undoes
-- both when it becomes active again (I6, I7, F2).
--
-- Run:      lifecycle run examples/well-behaved/app.lua examples/well-behaved/scenario.lua
-- Expected: exit status 0 (also with --strict: no violation, no kill but the user's own).
--
-- "Saving" and "restoring" are modelled with work(seconds) only (the app's container, FileManager
-- and NSUserDefaults, is shown in docs/rules/B7-R4.md); each launch starts from a fresh Lua
-- state, as a real process would.

local Notes = {}
Notes.info = { UIApplicationExitsOnSuspend = false }   -- Info.plist: multitask (the default)

local notes = {}            -- the user's notes, in memory only
local fileOpen = false      -- the NSFileProtectionComplete notes file (I4)
local autosave = false      -- a periodic task, stopped while inactive (I6)

function Notes:application_didFinishLaunchingWithOptions(application, options)
  -- L1: still inactive here.
  print("launching, applicationState = " .. application.applicationState)
  work(0.3)                 -- read the saved notes from disk
  notes = { "buy milk", "call Ana" }
  print("restored " .. #notes .. " notes")
  return true
end

function Notes:applicationDidBecomeActive(application)
  -- L1, I1, I4, F1: (re)start what resigning active paused.
  fileOpen, autosave = true, true
  print("active: notes file open, autosave on")
end

function Notes:applicationWillResignActive(application)
  -- I4, I6: a call or the lock button. Stop timers; close protected files before the lock.
  fileOpen, autosave = false, false
  print("resigning active: notes file closed, autosave paused")
end

function Notes:applicationDidEnterBackground(application)
  -- B4, B7: save now, and return quickly.
  work(0.5)
  print(string.format("saved %d notes in the background (%.0f s of background time left)",
    #notes, application.backgroundTimeRemaining))
end

function Notes:applicationWillEnterForeground(application)
  -- F2: undo what applicationDidEnterBackground did (nothing to undo here but a log line).
  print("coming back to the foreground")
end

function Notes:applicationWillTerminate(application)
  -- T2: only reached while running (not when suspended, T3). Same 5 s budget as B4.
  work(0.5)
  print("saved before termination")
end

return Notes
