-- Explanations of the C rules (scenes and BGTaskScheduler, ios13), shown by `lifecycle explain`.
return {
  C6 = {
    title = "BGTaskScheduler: register before launch ends, submit, complete every task",
    text = [[
From iOS 13 (ios13) an app asks the system to run work later with BGTaskScheduler. It lists each
task identifier in BGTaskSchedulerPermittedIdentifiers (info.BGTaskSchedulerPermittedIdentifiers)
and registers a launch handler for each with registerForTaskWithIdentifier_usingQueue_launchHandler
before application:didFinishLaunchingWithOptions: returns: registering later is UIKit's assertion
('All launch handlers must be registered before application finishes launching'), a crash. It then
submits a BGAppRefreshTaskRequest (about 30 s of run time; needs the "fetch" background mode) or a
BGProcessingTaskRequest (minutes, here 300 s; needs "processing"; runs only while the device is
charging and idle). A submit of an identifier not listed, or without the mode, fails with
BGTaskSchedulerErrorDomain code 3 (not permitted); 1 refresh and 10 processing requests may be
pending. When the system runs the task it wakes the app, or launches it into the background, and
calls the launch handler with the task. The app must call task:setTaskCompletedWithSuccess(...)
on every path: when the time is up the system calls task.expirationHandler, and a task still not
completed 1 s later gets the app killed (expired, 0x8badf00d). In the simulator run_bg_task(id)
runs a submitted task now (as the debugger's _simulateLaunchForTaskWithIdentifier:),
set_charging(true) and lock() make the device charging and idle. Before ios13 BGTaskScheduler is
nil and the verbs are refused.]],
    breaks = [[
local App = {}
App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
function App:application_didFinishLaunchingWithOptions(application, options)
  BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
    DispatchQueue.global():async(function()
      work(2); print("refreshed")   -- setTaskCompletedWithSuccess is never called: killed at 31 s
    end)
  end)
  return true
end
function App:applicationDidEnterBackground(application)
  BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
end
return App]],
    fix = [[
local App = {}
App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
function App:application_didFinishLaunchingWithOptions(application, options)
  BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
    task.expirationHandler = function() task:setTaskCompletedWithSuccess(false) end
    DispatchQueue.global():async(function()
      work(2); print("refreshed")
      task:setTaskCompletedWithSuccess(true)   -- done: the app may be suspended
    end)
  end)
  return true
end
function App:applicationDidEnterBackground(application)
  BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
end
return App]],
  },
}
