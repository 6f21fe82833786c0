import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// W1–W3 from Lua: the fetch interval, the completion handler the app prelude makes, the payload
/// a scenario's `push{…}` hands the app, and the verbs' errors.
@Suite("Woken in the background (Lua)")
struct WakeScriptTests {
    /// An app with both modes, an interval of 0, and wake methods whose body is `fetch` / `push`.
    static func app(fetch: String = "completionHandler(UIBackgroundFetchResultNewData)",
                    push: String = "completionHandler(UIBackgroundFetchResultNoData)", launching: String = "") -> String {
        """
        local D = {}
        D.info = { UIBackgroundModes = { "fetch", "remote-notification" } }
        function D:application_didFinishLaunchingWithOptions(application, options)
          application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)
        \(launching)
          return true
        end
        function D:application_performFetchWithCompletionHandler(application, completionHandler)
        \(fetch)
        end
        function D:application_didReceiveRemoteNotification_fetchCompletionHandler(application, userInfo, completionHandler)
        \(push)
        end
        return D
        """
    }

    static let suspended = "launch() home() advance(10) "

    static func completions(_ trace: Collector) -> [String] {
        trace.records.compactMap { if case .completion(let kind, let result) = $0.event { "\(kind.rawValue) \(result.rawValue)" } else { nil } }
    }

    @Test("W1: the handler is a Lua function; the globals and the plain strings are accepted; the app is suspended again")
    func handler() {
        let app = Self.app(fetch: "print(type(completionHandler), UIBackgroundFetchResultNewData, UIApplicationBackgroundFetchIntervalNever == math.huge) completionHandler('failed')")
        let (trace, report) = play(app: app, scenario: Self.suspended + "background_fetch() advance(1) expect_state('suspended')")
        #expect(trace.logs == ["function\tnewData\ttrue"])
        #expect(Self.completions(trace) == ["fetch failed"])
        #expect(report.totals.expectationsFailed == 0 && trace.kills.isEmpty)
    }

    @Test("W1: completionHandler with anything else is an error at the app's line naming the three results")
    func badResult() {
        let app = Self.app(fetch: "completionHandler(3)")
        let trace = play(app: app, scenario: Self.suspended + "background_fetch()").trace
        let message = trace.kills.first?.message ?? ""
        #expect(trace.kills.map(\.reason) == [.crash])
        #expect(message.contains("app.lua:9: completionHandler: expects UIBackgroundFetchResultNewData, UIBackgroundFetchResultNoData or UIBackgroundFetchResultFailed, got 3"), "\(message)")
    }

    @Test("W1: setMinimumBackgroundFetchInterval with NaN, a negative number or a string is an error naming the call")
    func badInterval() {
        for (value, shown) in [("0/0", "nan"), ("-1", "-1"), ("'hourly'", "\"hourly\"")] {
            let app = Self.app(launching: "application:setMinimumBackgroundFetchInterval(\(value))")
            let trace = play(app: app, scenario: "launch()").trace
            let message = trace.kills.first?.message ?? ""
            #expect(message.contains("app.lua:5: setMinimumBackgroundFetchInterval: expects a number of seconds >= 0 (or UIApplicationBackgroundFetchIntervalNever), got \(shown)"), "\(message)")
        }
        let dotted = play(app: Self.app(launching: "application.setMinimumBackgroundFetchInterval(0)"), scenario: "launch()").trace
        #expect(dotted.kills.first?.message.contains("call it with ':'") == true)
    }

    @Test("W1: UIApplicationBackgroundFetchIntervalNever (math.huge) turns fetching off again; 1e19 s is a century")
    func never() {
        let off = Self.app(launching: "application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalNever)")
        let trace = play(app: off, scenario: Self.suspended + "background_fetch()").trace
        #expect(trace.warnings.last?.contains("the app set its minimum fetch interval to UIApplicationBackgroundFetchIntervalNever") == true)
        let huge = Self.app(launching: "application:setMinimumBackgroundFetchInterval(1e19)")
        let twice = play(app: huge, scenario: Self.suspended + "background_fetch() advance(100) background_fetch()").trace
        #expect(Self.completions(twice) == ["fetch newData"])
        #expect(twice.warnings.last?.contains("less than the minimum interval of 3155760000 s") == true)
    }

    @Test("W2: userInfo is the payload as fresh tables: lists, integers, nested dictionaries; the launch options carry it")
    func payloadInLua() {
        let app = Self.app(push: """
            print(userInfo.aps["content-available"], math.type(userInfo.article), userInfo.tags[2], #userInfo.tags, userInfo.meta.ok)
            completionHandler(UIBackgroundFetchResultNewData)
            """, launching: "local p = options.UIApplicationLaunchOptionsRemoteNotificationKey if p then print('launch', p.article) end")
        let scenario = Self.suspended + "low_memory() push{ aps = { ['content-available'] = 1 }, article = 42, tags = { 'a', 'b' }, meta = { ok = true } }"
        let trace = play(app: app, scenario: scenario).trace
        #expect(trace.logs == ["launch\t42", "1\tinteger\tb\t2\ttrue"])
        #expect(Self.completions(trace) == ["push newData"])
    }

    @Test("W2: a hostile payload is refused with an error naming the key: cycles, functions, nan, mixed keys, gaps, depth, size")
    func hostilePayloads() {
        let cases: [(String, String)] = [
            ("local t = { aps = {} } t.aps.again = t push(t)", "push: aps.again contains itself (a cycle)"),
            ("push{ aps = { alert = print } }", "push: aps.alert is a function"),
            ("push{ aps = {}, score = 0/0 }", "push: score is nan: payload numbers are finite"),
            ("push{ aps = {}, list = { 1, 2, x = 3 } }", "push: list mixes string keys and list positions"),
            ("push{ aps = {}, list = { [1] = 1, [3] = 3 } }", "push: list has list positions with gaps"),
            ("push{ aps = {}, [true] = 1 }", "push: the payload has the key boolean"),
            ("local t = {} for i = 1, 20 do t = { t } end push{ deep = t }", "nests tables more than 16 deep"),
            ("push{ aps = {}, blob = string.rep('x', 5000) }", "push: blob is a string longer than the payload may be"),
            ("local t = {} for i = 1, 100000 do t[i] = i end push{ aps = {}, many = t }", "over APNs' limit of 4096 bytes"),
            ("push('silent')", "push: expects a payload table"),
            ("push({ aps = {} }, 42)", "push: expects an app name or nothing after the payload"),
        ]
        for (code, expected) in cases {
            let report = play(app: Self.app(), scenario: "launch()\n" + code).report
            #expect(report.scenarioError?.hasPrefix("scenario.lua:2: ") == true && report.scenarioError?.contains(expected) == true,
                    "\(code): \(String(describing: report.scenarioError))")
            #expect(report.exitCode(strict: false) == 2)
        }
    }

    @Test("H20: a payload of exactly 4,096 bytes of JSON is delivered; 4,097 is refused with its exact size")
    func payloadAtTheLimit() {
        // {"aps":{},"blob":"…"} is 20 bytes around the string.
        for (length, delivered) in [(4_095 - 20, true), (4_096 - 20, true), (4_097 - 20, false)] {
            let code = "push{ aps = {}, blob = string.rep('x', \(length)) }"
            let report = play(app: Self.app(), scenario: Self.suspended + code).report
            if delivered {
                #expect(report.scenarioError == nil, "\(length + 20) bytes: \(String(describing: report.scenarioError))")
            } else {
                #expect(report.scenarioError?.contains("the payload's JSON is 4097 bytes, over APNs' limit of 4096 bytes") == true,
                        "\(String(describing: report.scenarioError))")
            }
        }
    }

    @Test("H20 variant: lists, nested dictionaries and many short keys at the limit are counted without overshoot")
    func payloadCountsExactly() {
        // {"aps":{} is 9 bytes, 400 keys ,"k100":1 … ,"k499":1 are 3,600, a list ,"l":[1,…,1] of
        // 150 ones 306, a nested dictionary ,"n":{"x":"…"} 13 + n, and the closing brace 1: 4,096
        // bytes when the string holds 167 bytes.
        let code = """
          local p = { aps = {}, l = {}, n = { x = string.rep('y', 167) } }
          for i = 100, 499 do p['k' .. i] = 1 end
          for i = 1, 150 do p.l[i] = 1 end
          push(p)
          """
        let report = play(app: Self.app(), scenario: Self.suspended + code).report
        #expect(report.scenarioError == nil, "\(String(describing: report.scenarioError))")
        let over = play(app: Self.app(), scenario: Self.suspended + code.replacingOccurrences(of: "167", with: "168")).report
        #expect(over.scenarioError?.contains("is 4097 bytes") == true, "\(String(describing: over.scenarioError))")
    }

    @Test("W2: keys given in any order give the same payload and the same trace bytes")
    func sortedKeys() {
        let a = jsonl(app: Self.app(), scenario: Self.suspended + "push{ aps = { ['content-available'] = 1 }, b = 1, a = 2 }")
        let b = jsonl(app: Self.app(), scenario: Self.suspended + "local p = {} p.a = 2 p.b = 1 p.aps = { ['content-available'] = 1 } push(p)")
        #expect(a == b)
        #expect(String(decoding: a, as: UTF8.self).contains(#""detail":"{\"a\":2,\"aps\":{\"content-available\":1},\"b\":1}""#))
    }

    @Test("W1: a handler kept and called once the app is back in the foreground is a completion, not a violation")
    func keptHandler() {
        let app = Self.app(fetch: "Saved = completionHandler", launching: "")
            .replacingOccurrences(of: "return D", with: "function D:applicationDidBecomeActive() if Saved then Saved('newData') end end\nreturn D")
        let trace = play(app: app, scenario: Self.suspended + "background_fetch() advance(5) reopen() advance(60)").trace
        #expect(Self.completions(trace) == ["fetch newData"])
        #expect(trace.kills.isEmpty)
        #expect(!trace.records.contains { if case .violation = $0.event { true } else { false } })
    }

    @Test("W1: completion handlers do not pile up: 3,000 fetches leave the app's memory where 300 did")
    func noLeak() {
        let app = Self.app(fetch: "completionHandler('newData') print(footprint())")
        func last(_ count: Int) -> Double {
            let scenario = "launch() home() for i = 1, \(count) do background_fetch() end"
            return Double(play(app: app, scenario: scenario).trace.logs.last ?? "") ?? 0
        }
        let few = last(300), many = last(3_000)
        #expect(few > 0 && many < few + 0.5, "\(few) MB after 300 fetches, \(many) MB after 3000")
    }

    @Test("P: on ios6 setMinimumBackgroundFetchInterval does nothing but warn, and background_fetch() is refused naming ios7")
    func olderEra() {
        let trace = play(app: Self.app(), scenario: "launch()", profile: .ios6).trace
        let warning = trace.warnings.first { $0.contains("setMinimumBackgroundFetchInterval: does not exist on ios6: it comes with ios7") }
        #expect(warning.map { $0.hasPrefix("app.lua:") && $0.contains(": setMinimumBackgroundFetchInterval") } == true, "the app's line: \(warning ?? "none")")
        for verb in ["background_fetch()", "push{ aps = {} }"] {
            let report = play(app: Self.app(), scenario: "launch()\n" + verb, profile: .ios6).report
            #expect(report.scenarioError?.contains("does not exist on ios6: it comes with ios7 (P)") == true, "\(String(describing: report.scenarioError))")
        }
    }

    @Test("W1, W2: the REPL completes the new verbs, and the API catalog's stubs name the hooks and globals")
    func completionAndStubs() throws {
        let session = try ReplSession(app: .init(source: Self.app(), path: "app.lua"), sinks: [])
        #expect(session.scenario.completions(for: "background_f") == ["background_fetch"])
        #expect(session.scenario.completions(for: "pus").contains("push"))
        let app = try APICatalog.load(.app).get()
        #expect(Set(app.hooks.map(\.name)).isSuperset(of: ["application_performFetchWithCompletionHandler",
                                                          "application_didReceiveRemoteNotification_fetchCompletionHandler"]))
        let globals = Set(app.globals.map(\.name))
        for name in ["UIApplicationBackgroundFetchIntervalMinimum", "UIApplicationBackgroundFetchIntervalNever",
                     "UIBackgroundFetchResultNewData", "UIBackgroundFetchResultNoData", "UIBackgroundFetchResultFailed"] {
            #expect(globals.contains(name), "\(name)")
        }
    }
}
