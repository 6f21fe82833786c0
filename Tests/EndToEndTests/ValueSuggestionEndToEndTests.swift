import Foundation
import TestSupport
import Testing

/// What a learner sees, from the binary, for a misspelt value and for a crash in a wake's
/// completion handler: the did-you-mean of a background mode and of a profile, and a kill that
/// points to the handler's page (W1, W2), not to S1's.
@Suite("Did you mean for values, and the crash's page, end to end")
struct ValueSuggestionEndToEndTests {
    static let app = """
        local App = {}
        App.info = { UIBackgroundModes = { "fetch", "remote-notifications" } }
        function App:application_didFinishLaunchingWithOptions(application, options)
          application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)
          return true
        end
        function App:application_performFetchWithCompletionHandler(application, completionHandler)
          DispatchQueue.main:asyncAfter(1, function()
            completionHandler(UIBackgroundFetchResultNewdata)   -- misspelt: nil
          end)
        end
        function App:application_didReceiveRemoteNotification_fetchCompletionHandler(application, userInfo, completionHandler)
          completionHandler(UIBackgroundFetchResultNoData)
        end
        return App
        """
    static let scenario = "launch()\nhome()\nadvance(10)\nbackground_fetch()\nadvance(5)\n"

    @Test("W1, W2: a misspelt mode gets the one meant; a completion handler called with nil from a block cites W1 and points to it")
    func modeAndCompletionHandler() throws {
        let dir = try TempFolder("values", files: ["app.lua": Self.app, "s.lua": Self.scenario]).url
        let jsonl = try CLI.run(["run", "app.lua", "s.lua", "--format", "jsonl"], directory: dir)
        let events = try CLI.events(jsonl)
        let warnings = events.filter { $0["event"] as? String == "warning" }.compactMap { $0["message"] as? String }
        #expect(warnings.contains { $0.hasPrefix("app.lua:2: info.UIBackgroundModes has 'remote-notifications'") && $0.hasSuffix("; did you mean 'remote-notification'?") },
                "\(warnings)")
        let violation = events.first { $0["event"] as? String == "violation" && $0["rule"] as? String == "W2" }?["message"] as? String
        #expect(violation?.hasSuffix("; did you mean 'remote-notification' (info.UIBackgroundModes has 'remote-notifications')?") == true, "\(String(describing: violation))")
        let kill = try #require(events.first { $0["event"] as? String == "kill" })
        #expect(kill["reason"] as? String == "crash")
        #expect(kill["rule"] as? String == "W1", "\(kill)")
        #expect((kill["message"] as? String)?.contains("a dispatched block raised an error: app.lua:9: completionHandler: expects") == true, "\(kill)")

        let pretty = try CLI.run(["run", "app.lua", "s.lua", "--format", "pretty"], environment: ["NO_COLOR": "1"], directory: dir)
        #expect(pretty.stdout.contains("✖ killed: crash [W1] a dispatched block raised an error"), "\(pretty.stdout)")
        #expect(pretty.stdout.contains("↳ lifecycle explain W1"))
        #expect(!pretty.stdout.contains("lifecycle explain S1"))
    }

    @Test("P: --profile with a misspelt profile names the one meant")
    func misspeltProfileOption() throws {
        let dir = try TempFolder("values", files: ["app.lua": Self.app]).url
        for (given, meant) in [("ios31", "ios13"), ("ios 13", "ios13"), ("ios8", "ios7")] {
            let result = try CLI.run(["run", "app.lua", "--profile", given], directory: dir)
            #expect(result.status != 0)
            #expect(result.stderr.contains("unknown profile '\(given)'; choose one of ios3, ios4, ios6, ios7, ios13, ios26, ios27; did you mean '\(meant)'?"),
                    "\(result.stderr)")
        }
    }
}
