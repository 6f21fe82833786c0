-- Exercise 34: A BGTask registered too late (C6, L2)
--
-- BGTaskScheduler hands a task to the launch handler registered for its identifier (C6). The
-- system may run the task in a process it launched into the background for it (L2): no icon
-- tapped, no applicationDidBecomeActive, no applicationWillEnterForeground. So every process
-- must register its launch handlers during its launch, before
-- application:didFinishLaunchingWithOptions: returns, in that method or in the main chunk.
-- UIKit enforces it: registering after the launch ends is an assertion, a crash
-- ('All launch handlers must be registered before application finishes launching'), and so is
-- registering one identifier twice, or submitting a request nobody registered a handler for.
--
-- This mail app syncs the inbox in a BGAppRefreshTask. It registers the task's launch handler
-- once the user sees the app, in applicationDidBecomeActive, and it crashes at the first launch.
--
-- Builds on: C6, L2
-- Profile: ios13
--
-- Your task: register the launch handler where every process, a background launch included,
-- registers it in time. Check with:  lifecycle learn check 34

local Mail = {}
local SYNC = "com.example.mail.sync"
Mail.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { SYNC } }
local scheduler = BGTaskScheduler.sharedScheduler
local synced = 0

local function submitSync()
  scheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new(SYNC))
end

local function sync(task)
  submitSync()                                        -- the next one: a request runs once
  task.expirationHandler = function() task:setTaskCompletedWithSuccess(false) end
  work(2)                                             -- the network request
  synced = synced + 1
  FileManager.write("Documents/inbox.txt", "synced " .. synced .. " time(s) in this process")
  task:setTaskCompletedWithSuccess(true)
end

function Mail:application_didFinishLaunchingWithOptions(application, options)
  -- C6: during the launch, in every process: a background launch (L2) comes through here too
  scheduler:registerForTaskWithIdentifier_usingQueue_launchHandler(SYNC, nil, sync)
  return true
end

function Mail:applicationDidEnterBackground(application)
  submitSync()
end

return Mail
