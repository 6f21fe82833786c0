-- background-task/app.lua: a long save done right, in a background task.
--
-- Story: saving this app's document takes 40 simulated seconds, far over the ~5 s that
-- applicationDidEnterBackground: may take (B4; see ../slow-save/). So the method only asks for
-- extra background time with beginBackgroundTaskWithExpirationHandler (B5, B2), starts the save
-- on a global dispatch queue and returns at once. The save runs in 20 chunks of 2 s, one block
-- per chunk, each on a thread beside the main thread, so that it can stop between two chunks (a
-- chunk running when the app is suspended freezes there, S3). When the last chunk is written the
-- app ends its task, and with no reason left to run it is suspended (S3). If background time
-- runs out first, the expiration handler stops the save and ends the task at once, as B5 demands
-- (a task still open after its handler returns gets the app killed, reason `expired`).
--
-- Run:      lifecycle run examples/background-task/app.lua examples/background-task/scenario.lua
-- Expected: exit status 0. On ios7 (180 s of background time, rule P) the save finishes at
--           t = 40.02 s (20 chunks, 1 ms of dispatch each) and the app is suspended.
-- Also:     lifecycle run examples/background-task/app.lua examples/background-task/scenario.lua --profile ios13
-- Expected: exit status 0 as well, but iOS 13 allows only 30 s: at t = 30 s the trace shows
--           `task … expire`, the expiration handler running, `task … end`, suspension, and the chunk then running frozen.

local App = {}

local CHUNKS, SECONDS_PER_CHUNK = 20, 2
local task = UIBackgroundTaskInvalid
local written = 0

local function finish(why)
  print(string.format("%s after %d of %d chunks; ending task %d", why, written, CHUNKS, task))
  UIApplication.sharedApplication():endBackgroundTask(task)   -- B5: every task begun must be ended
  task = UIBackgroundTaskInvalid
end

local function writeChunk()
  if task == UIBackgroundTaskInvalid then return end   -- the save was stopped
  work(SECONDS_PER_CHUNK)
  written = written + 1
  if written < CHUNKS then
    DispatchQueue.global():async(writeChunk)
  else
    finish("saved")
  end
end

function App:application_didFinishLaunchingWithOptions(application, options)
  return true
end

function App:applicationDidEnterBackground(application)
  if task ~= UIBackgroundTaskInvalid then return end   -- a save (and its task) is still running
  written = 0
  task = application:beginBackgroundTaskWithExpirationHandler(function()
    -- B5: called when background time runs out; it has 1 s and must end the task.
    finish("background time ran out")
  end)
  print(string.format("task %d begun, %.0f s of background time", task, application.backgroundTimeRemaining))
  DispatchQueue.global():async(writeChunk)
end

function App:applicationWillEnterForeground(application)
  -- F2: back in front before the save finished? Let it go on: the task still covers it.
  print("back in the foreground, " .. written .. " chunks written")
end

return App
