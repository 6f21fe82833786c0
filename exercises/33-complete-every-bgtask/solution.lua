-- Exercise 33: A BGTask never completed (C6)
--
-- From iOS 13 an app asks BGTaskScheduler to run work later, and the system picks the moment
-- (C6). The app lists each task identifier in BGTaskSchedulerPermittedIdentifiers, registers a
-- launch handler for it during launch, and submits a BGAppRefreshTaskRequest. When the system
-- runs the task it wakes the app (or launches it into the background, L2) and calls the launch
-- handler with the task: a BGAppRefreshTask, with about 30 seconds.
--
-- As for a fetch's completion handler (W1), the app MUST call task:setTaskCompletedWithSuccess
-- on every path, once the work is over, whatever happened; then it is suspended again. And it
-- sets task.expirationHandler: when the 30 s are up the system calls it, and the app must stop
-- the work and complete the task then (with false). A task still not completed 1 s later gets the
-- app killed (0x8badf00d), as a background task that outlives its time does (B5). Completing the
-- task lets the app be suspended, and work still running then freezes where it is (S3): it goes
-- on at the app's next wake, so the handler must make the work stop, not only complete the task.
--
-- This podcast app refreshes its episode list at each run of its task, on a global queue. When
-- the server does not answer it gives up and returns, and the task is never completed on that
-- path. And a download that takes too long has nothing to stop it, or to end the task.
--
-- Builds on: W1, B5
-- Profile: ios13
--
-- Your task: complete the task on every path, after the work; set an expiration handler that
-- stops the download and completes the task with false. Check with:  lifecycle learn check 33

local Podcasts = {}
local REFRESH = "com.example.podcasts.refresh"
Podcasts.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { REFRESH } }
local scheduler = BGTaskScheduler.sharedScheduler
-- What the server answers at each refresh (false: no answer), and in how many seconds.
local server = { { "episode 1", 2 }, { false, 2 }, { "episode 3", 45 }, { "episode 4", 2 } }
local asked = 0

local function download(cancelled)
  asked = asked + 1
  local answer, seconds = table.unpack(server[asked] or { false, 2 })
  for _ = 1, seconds do                               -- the network request, a second at a time
    if cancelled() then return nil end
    work(1)
  end
  return answer
end

local function submitRefresh()
  scheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new(REFRESH))
end

function Podcasts:application_didFinishLaunchingWithOptions(application, options)
  scheduler:registerForTaskWithIdentifier_usingQueue_launchHandler(REFRESH, nil, function(task)
    submitRefresh()                                   -- the next one: a request runs once
    local cancelled = false
    task.expirationHandler = function()               -- C6: the time is up
      cancelled = true                                -- the download stops at its next second
      task:setTaskCompletedWithSuccess(false)
    end
    DispatchQueue.global():async(function()
      local episodes = download(function() return cancelled end)
      if cancelled then return end                    -- the expiration handler completed it
      if not episodes then
        print("the server did not answer")
        task:setTaskCompletedWithSuccess(false)       -- C6: every path completes the task
        return
      end
      FileManager.write("Documents/episodes.txt", episodes)
      task:setTaskCompletedWithSuccess(true)
    end)
  end)
  return true
end

function Podcasts:applicationDidEnterBackground(application)
  submitRefresh()
end

return Podcasts
