-- Exercise 15: Close protected files before the lock (I4)
--
-- On a device with a passcode, a file written with NSFileProtectionComplete is encrypted with
-- a key that exists only while the device is unlocked. Shortly after the user presses the
-- Sleep/Wake button the key is gone, and every access to the file fails, even through a handle
-- the app opened earlier (I4). That is what makes a stolen, locked phone useless to a thief.
--
-- Locking makes the app resign active first, so an app that uses protected files closes them
-- in applicationWillResignActive: and opens them again in applicationDidBecomeActive:. A handle
-- still open when the device locks is a violation here.
--
-- This diary protects its file, opens a FileHandle once at launch and keeps it forever. Each
-- time the app becomes active, it adds a star to the diary through that handle.
--
-- Your task: open the handle in applicationDidBecomeActive: (before using it) and close it in
-- applicationWillResignActive:, instead of keeping it open from launch.
-- Check with:  lifecycle learn check 15

local Diary = {}
local PATH = "Documents/diary.txt"
local diary                                  -- the open FileHandle, or nil

function Diary:application_didFinishLaunchingWithOptions(application, options)
  if not FileManager.exists(PATH) then
    FileManager.write(PATH, "Dear diary,", { protection = NSFileProtectionComplete })
  end
  diary = FileHandle.open(PATH)              -- TODO: do not keep it open from launch on
  return true
end

function Diary:applicationDidBecomeActive(application)
  -- TODO: open the diary here
  local text = diary:read()
  diary:write(text .. " *")
end

-- TODO: close the diary before the device locks (I4)

return Diary
