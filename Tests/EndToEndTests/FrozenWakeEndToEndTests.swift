import Foundation
import Testing
import TestSupport

/// S3 at the end of a wake, from the command line: a block that outlives its wake's 30 s is lost
/// with the watchdog's kill (W1, W2); one that calls the completion handler part-way freezes when
/// the app is suspended; a BGTask's block freezes when its expiration handler completes the task
/// and resumes at the next run (C6); code Lua cannot pause is cut, with a warning.
@Suite("Frozen code at a wake's end, end to end", .serialized)
struct FrozenWakeEndToEndTests {
    typealias Run = FrozenCodeEndToEndTests

    /// Fetches and takes silent pushes with the same download (lines 12 to 15): the first wake's
    /// block calls the completion handler after 1 s and works 10 s more; later ones only after
    /// 100 s, past the wake's 30 s.
    static let download = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch", "remote-notification" } }
        local wakes = 0
        function App:application_didFinishLaunchingWithOptions(application)
          application:setMinimumBackgroundFetchInterval(0)
          return true
        end
        local function download(completionHandler)
          wakes = wakes + 1
          local first = wakes == 1
          DispatchQueue.global():async(function()
            work(first and 1 or 100)
            completionHandler(UIBackgroundFetchResultNewData)
            work(10)
            print("downloaded")
          end)
        end
        function App:application_performFetchWithCompletionHandler(application, completionHandler) download(completionHandler) end
        function App:application_didReceiveRemoteNotification_fetchCompletionHandler(application, userInfo, completionHandler) download(completionHandler) end
        return App
        """

    static let fetch = "background_fetch()"
    static let push = #"push{ aps = { ["content-available"] = 1 } }"#

    @Test("S3, W1, W2: a block that calls the completion handler part-way freezes (rule of its wake) as the app is suspended and finishes after reopen(); a block still working at the next wake's 30 s is lost with the watchdog's kill (rule of that wake)",
          arguments: ["ios7", "ios13"], [["W1", "W2"], ["W2", "W1"]])
    func testS3W1W2FreezeOrLoseAtWakeEnd(profile: String, rules: [String]) throws {
        let wake = ["W1": Self.fetch, "W2": Self.push]
        let scenario = "launch() home() advance(10) \(wake[rules[0]]!) advance(60) reopen() advance(20) home() advance(10) \(wake[rules[1]]!) advance(60)"
        let result = try Run.run(Self.download, scenario, ["--profile", profile, "--format", "jsonl"])
        #expect(Run.codeLines(result) == [
            #"{"t":11.001,"event":"froze","id":1,"what":"block","queue":"global","line":"app.lua:14","rule":"\#(rules[0])","ran":1}"#,
            #"{"t":70,"event":"resumed","id":1,"what":"block","queue":"global","line":"app.lua:14","rule":"S3","ran":1}"#,
            #"{"t":130,"event":"lost","id":2,"what":"block","queue":"global","line":"app.lua:12","rule":"\#(rules[1])","ran":29.999}"#,
        ], "\(result.stdout)")
        let events = try CLI.events(result)
        #expect(events.filter { $0["event"] as? String == "log" }.map { "\($0["t"]!) \($0["text"]!)" } == ["80 downloaded"])
        let kill = try #require(events.first { $0["event"] as? String == "kill" })
        #expect(kill["t"] as? Double == 130 && kill["reason"] as? String == "watchdog" && kill["rule"] as? String == rules[1])
        #expect(result.status == 0)
    }

    /// Downloads for 45 s (line 7) in a BGTask whose expiration handler completes the task, and
    /// submits the next request.
    static let refresh = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
        function App:application_didFinishLaunchingWithOptions(application)
          BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
            BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
            task.expirationHandler = function() task:setTaskCompletedWithSuccess(false) end
            DispatchQueue.global():async(function() work(45) print("downloaded") end)
          end)
          return true
        end
        function App:applicationDidEnterBackground(application)
          BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
        end
        return App
        """

    @Test("S3, C6: ios13: the block of a task completed by its expiration handler freezes (C6) and resumes at the next run_bg_task (C6); ios7 has no BGTaskScheduler: the app that uses it crashes at launch, naming ios13",
          arguments: ["ios7", "ios13"])
    func testS3C6FreezesAndResumesAtNextRun(profile: String) throws {
        guard profile == "ios13" else {
            let result = try Run.run(Self.refresh, "launch() home() advance(10)", ["--profile", profile, "--format", "jsonl"])
            let kill = try #require(try CLI.events(result).first { $0["event"] as? String == "kill" })
            #expect((kill["message"] as? String)?.contains("BGTaskScheduler exists from ios13") == true, "\(kill)")
            #expect(Run.codeLines(result).isEmpty)
            return
        }
        let scenario = "launch() home() advance(10) run_bg_task('com.example.refresh') advance(60) run_bg_task('com.example.refresh') advance(20)"
        let result = try Run.run(Self.refresh, scenario, ["--profile", profile, "--format", "jsonl"])
        #expect(Run.codeLines(result) == [
            #"{"t":40,"event":"froze","id":1,"what":"block","queue":"global","line":"app.lua:7","rule":"C6","ran":29.999}"#,
            #"{"t":70,"event":"resumed","id":1,"what":"block","queue":"global","line":"app.lua:7","rule":"C6","ran":29.999}"#,
        ], "\(result.stdout)")
        #expect(result.lines.contains(#"{"t":85.001,"event":"log","text":"downloaded"}"#), "the 15.001 s left run at the next wake")
    }

    /// Sorts in a block whose comparator works (line 6): the block's pause at the end of the
    /// method's 0.5 s falls inside the comparator.
    static let sort = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application) return true end
        function App:applicationDidEnterBackground(application)
          DispatchQueue.global():async(function()
            local t = { 3, 1, 2 }
            table.sort(t, function(a, b) work(1) return a < b end)
            print("sorted")
          end)
          work(0.5)
        end
        return App
        """

    @Test("S3: a block whose pause falls inside a table.sort comparator cannot stop there: it runs on until the sort returns, its work all counted, and nothing of it is skipped",
          arguments: ["ios7", "ios13"])
    func testS3PauseInsideComparatorWaits(profile: String) throws {
        let result = try Run.run(Self.sort, "launch() home() advance(10) reopen() advance(20)", ["--profile", profile, "--format", "jsonl"])
        let events = try CLI.events(result)
        let warnings = events.filter { $0["event"] as? String == "warning" }.compactMap { $0["message"] as? String }
        #expect(warnings.isEmpty, "\(result.stdout)")
        #expect(events.filter { $0["event"] as? String == "log" }.compactMap { $0["text"] as? String } == ["sorted"],
                "the print after the sort runs, once")
        let blocks = events.filter { $0["event"] as? String == "run" && $0["queue"] as? String == "global" }
        #expect(blocks.compactMap { $0["cost"] as? Double }.reduce(0, +) >= 2, "the comparator's work(1) calls were all spent")
        // It held the clock: the suspension came once it could pause, after its print, never before.
        let printed = events.first { $0["event"] as? String == "log" }?["t"] as? Double
        let suspended = events.first { $0["event"] as? String == "state" && $0["to"] as? String == "suspended" }?["t"] as? Double
        #expect(printed != nil && suspended != nil && printed! <= suspended!, "printed at \(printed ?? -1), suspended at \(suspended ?? -1)")
    }
}
