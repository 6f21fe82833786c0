-- Exercise 06: When background time runs out (B5)
--
-- Extra background time is not unlimited. iOS 7 to 12 grant about 180 seconds (iOS 13: about
-- 30; application.backgroundTimeRemaining tells what is left). When the time runs out, the
-- system calls the expiration handler you gave to beginBackgroundTaskWithExpirationHandler. The
-- handler has about a second, and it must end the task right there with
-- application:endBackgroundTask(id). A task still open after its handler returns gets the app
-- killed (reason "expired", 0x8badf00d) (B5).
--
-- This photo app uploads 100 photos when the user leaves, one every 3 seconds: 300 seconds, far
-- more than it will get. Its expiration handler only complains.
--
-- Your task: make the expiration handler stop the upload (so no new photo starts), save the
-- progress with saveProgress(), and end the background task. The app is then suspended
-- instead of killed, and knows where to resume.
-- Check with:  lifecycle learn check 6

local Photos = {}
local TOTAL = 100
local uploaded, task, stopped = 0, UIBackgroundTaskInvalid, false

local function saveProgress()
  FileManager.write("Documents/uploaded.txt", tostring(uploaded))
end

local function uploadNext()
  if stopped then return end
  work(3)                                          -- one photo
  uploaded = uploaded + 1
  if uploaded < TOTAL then
    DispatchQueue.global():async(uploadNext)
  else
    saveProgress()
    UIApplication.sharedApplication():endBackgroundTask(task)
  end
end

function Photos:application_didFinishLaunchingWithOptions(application, options)
  return true
end

function Photos:applicationDidEnterBackground(application)
  stopped = false
  task = application:beginBackgroundTaskWithExpirationHandler(function()
    print("out of time after " .. uploaded .. " photos")
    stopped = true                                 -- no new photo starts
    saveProgress()                                 -- resume from here next time
    application:endBackgroundTask(task)            -- B5: at once, in the handler
  end)
  DispatchQueue.global():async(uploadNext)
end

return Photos
