import Foundation
import Testing

/// C6 at the end of a task's time, from the command line: the pretty lines of a launch handler
/// stopped by the task's run-time budget. What the expiry does BGTaskExpiryPlayedTests plays in
/// process.
@Suite("BGTaskScheduler expiry, end to end", .serialized)
struct BGTaskExpiryEndToEndTests {
    @Test("C6: a launch handler that never returns: the pretty trace explains the expired kill")
    func launchHandlerNeverReturns() throws {
        let app = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
        function App:application_didFinishLaunchingWithOptions(application)
          BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
            while true do end
          end)
          return true
        end
        function App:applicationDidEnterBackground(application)
          BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
        end
        return App
        """
        let scenario = "launch() home() advance(10) run_bg_task('com.example.refresh') advance(60)"
        let pretty = try BGTaskEndToEndTests.run(app, scenario, ["--profile", "ios13", "--format", "pretty"])
        #expect(pretty.stdout.contains("✖ killed: expired 0x8badf00d [C6] the BGTask launch handler of \"com.example.refresh\" did not return within the task's 30 s: a launch handler starts the work and returns"))
        #expect(pretty.stdout.contains("↳ lifecycle explain C6"))
    }
}
