-- A news app that refreshes its headlines with BGTaskScheduler (C6, ios13): the launch handler
-- is registered in didFinishLaunching, a refresh is submitted on entering the background, and
-- every path of the task ends with setTaskCompletedWithSuccess. Run with --profile ios13.
local App = {}
App.info = {
  UIBackgroundModes = { "fetch", "processing" },
  BGTaskSchedulerPermittedIdentifiers = { "com.example.news.refresh", "com.example.news.cleanup" },
}

local scheduler = BGTaskScheduler.sharedScheduler

local function schedule_refresh()
  local request = BGAppRefreshTaskRequest.new("com.example.news.refresh")
  request.earliestBeginDate = 15 * 60   -- not before a quarter of an hour from now
  local ok, err = scheduler:submitTaskRequest_error(request)
  if not ok then print("could not schedule the refresh: " .. err.localizedDescription) end
end

function App:application_didFinishLaunchingWithOptions(application, options)
  scheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.news.refresh", nil, function(task)
    schedule_refresh()   -- the next one: a request runs once
    local cancelled = false
    task.expirationHandler = function()
      cancelled = true
      task:setTaskCompletedWithSuccess(false)
    end
    work(3)   -- download the headlines
    if not cancelled then
      FileManager.write("Documents/headlines.txt", "fresh headlines")
      task:setTaskCompletedWithSuccess(true)
    end
  end)
  scheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.news.cleanup", nil, function(task)
    task.expirationHandler = function() task:setTaskCompletedWithSuccess(false) end
    work(60)   -- prune the article cache: minutes of work, fine while charging
    task:setTaskCompletedWithSuccess(true)
  end)
  return true
end

function App:applicationDidEnterBackground(application)
  schedule_refresh()
  local cleanup = BGProcessingTaskRequest.new("com.example.news.cleanup")
  cleanup.requiresExternalPower = true
  scheduler:submitTaskRequest_error(cleanup)
end

return App
