/// The fuzzer's C6 pieces (ios13): what a generated app does with `BGTaskScheduler`, and what a
/// generated scenario does to it. Every app snippet is guarded by `if BGTaskScheduler`, so that
/// on older profiles (where it is nil, rule P) it does nothing; every scenario verb by the profile.
extension FuzzSnippets {
    /// The identifiers a BGTask-scheduling delegate lists (`FuzzDelegate.schedulesBGTasks`).
    static let bgIdentifiers = ["fuzz.refresh", "fuzz.process"]

    /// The main chunk of a scheduling delegate: both launch handlers registered during the
    /// launch, each doing at random what apps do with their task: complete it at once, never,
    /// only in its expiration handler, twice, later on a queue, after too much work, or loop.
    static let bgRegistration = """
        if BGTaskScheduler then
          local function handler(task)
            fuzz_bgtask = task
            local r = math.random(1, 9)
            if r == 1 then task:setTaskCompletedWithSuccess(true)
            elseif r == 2 then task.expirationHandler = function() task:setTaskCompletedWithSuccess(false) end work(math.random(0, 400))
            elseif r == 3 then task.expirationHandler = function() end
            elseif r == 4 then task:setTaskCompletedWithSuccess(true) task:setTaskCompletedWithSuccess(false)
            elseif r == 5 then DispatchQueue.global():async(function() work(math.random(0, 40)) task:setTaskCompletedWithSuccess(true) end)
            elseif r == 6 then task.expirationHandler = function() while true do end end
            elseif r == 7 and math.random() < 0.2 then while true do end
            elseif r == 8 then BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new(task.identifier)) task:setTaskCompletedWithSuccess(true)
            end
          end
          for _, id in ipairs({ 'fuzz.refresh', 'fuzz.process' }) do
            BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler(id, nil, handler)
          end
        end
        """

    /// Calls of an app's code at any moment: submits (fine, refused, hostile), cancels, a late
    /// registration (a crash after the launch), the task object misused, and hostile values.
    static let bgTasks = [
        "if BGTaskScheduler then print(BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new('fuzz.refresh'))) end",
        "if BGTaskScheduler then local r = BGProcessingTaskRequest.new('fuzz.process') r.requiresExternalPower = true print(BGTaskScheduler.sharedScheduler:submitTaskRequest_error(r)) end",
        "if BGTaskScheduler then local r = BGAppRefreshTaskRequest.new('fuzz.refresh') r.earliestBeginDate = ({0/0, 1e308, -1, -math.huge, 3155760000, 0})[math.random(1, 6)] print(pcall(BGTaskScheduler.sharedScheduler.submitTaskRequest_error, BGTaskScheduler.sharedScheduler, r)) end",
        "if BGTaskScheduler then print(BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new('not.listed'))) end",
        "if BGTaskScheduler then print(pcall(BGAppRefreshTaskRequest.new, ({'x\\0y', ('z'):rep(300), '', 5, {}})[math.random(1, 5)])) end",
        "if BGTaskScheduler then BGTaskScheduler.sharedScheduler:cancelTaskRequestWithIdentifier('fuzz.refresh') end",
        "if BGTaskScheduler then BGTaskScheduler.sharedScheduler:cancelAllTaskRequests() end",
        "if BGTaskScheduler then BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler('fuzz.refresh', nil, function(t) end) end",
        "if BGTaskScheduler then print(pcall(BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier_usingQueue_launchHandler, BGTaskScheduler.sharedScheduler, 'fuzz.late', nil, 5)) end",
        "if fuzz_bgtask then fuzz_bgtask:setTaskCompletedWithSuccess(math.random() < 0.5) end",
        "if fuzz_bgtask then print(pcall(fuzz_bgtask.setTaskCompletedWithSuccess, fuzz_bgtask, ({'yes', 0/0, nil, {}})[math.random(1, 4)])) end",
        "if fuzz_bgtask then print(pcall(function() fuzz_bgtask.expirationHandler = ({5, 'f', true})[math.random(1, 3)] end)) end",
        "if fuzz_bgtask then fuzz_bgtask.expirationHandler = function() work(math.random(0, 3)) fuzz_bgtask:setTaskCompletedWithSuccess(false) end end",
        "if BGTaskScheduler then print(pcall(BGTaskScheduler.sharedScheduler.submitTaskRequest_error, BGTaskScheduler.sharedScheduler, {identifier = 'fuzz.refresh'})) end",
    ]
}

extension FuzzScenario {
    /// C6 (ios13; refused before, so each is guarded by the profile): running the tasks, on the
    /// charger and locked or not, one nobody submitted, one of the second app, hostile names.
    static let bgTasks = [
        "if profile() == 'ios13' then run_bg_task('fuzz.refresh') end",
        "if profile() == 'ios13' then home() advance(1) run_bg_task('fuzz.refresh') advance(35) end",
        "if profile() == 'ios13' then set_charging(true) lock() run_bg_task('fuzz.process') end",
        "if profile() == 'ios13' then set_charging(false) run_bg_task('fuzz.process') end",
        "if profile() == 'ios13' then run_bg_task('never.submitted') run_bg_task('x\\0y') run_bg_task(('z'):rep(256)) end",
    ]
    static let bgTasksOther = [
        "if profile() == 'ios13' then run_bg_task('fuzz.refresh', 'Other') end",
    ]
}
