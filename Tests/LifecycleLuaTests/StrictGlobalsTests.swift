import LifecycleCore
import Testing
@testable import LifecycleLua
import TestSupport

/// Strict globals for learners (docs/app-api.md, "Undefined globals"): a read of a global the
/// script's environment lacks warns with the line, once per name and line, with the spelling the
/// learner may have meant; an app's new global set from a delegate method warns as luacheck does.
@Suite("Strict globals")
struct StrictGlobalsTests {
    /// An app whose applicationDidEnterBackground: runs `body`, played to the background.
    static func warnings(inBackground body: String, top: String = "", profile: OSProfile = .ios7,
                         scenario: String = "launch() home()") -> [String] {
        let app = """
        local D = {}
        \(top)
        function D:applicationDidEnterBackground(application)
        \(body)
        end
        return D
        """
        return play(app: app, scenario: scenario, profile: profile).trace.warnings
    }

    @Test("S4: an Objective-C constant of the state names its Lua spelling, with the line")
    func objectiveCState() {
        let warnings = Self.warnings(inBackground: "if application.applicationState == UIApplicationStateBackground then print(1) end")
        #expect(warnings == ["app.lua:4: 'UIApplicationStateBackground' is not defined, so it reads as nil: UIApplicationStateBackground is Objective-C's name: in Lua it is the string \"background\" (application.applicationState == \"background\", S4)"])
    }

    @Test("C2, N: the catalog's other enumerations have their Objective-C names (a scene state, a notification name); UIScene stays a class")
    func otherEnumerations() {
        let warnings = Self.warnings(inBackground: "print(UISceneActivationStateForegroundActive, UIApplicationDidEnterBackgroundNotification, UIScene)")
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings[0].hasSuffix("in Lua it is the string \"foregroundActive\" (scene.activationState == \"foregroundActive\", C2)"), "\(warnings)")
        #expect(warnings[1].contains("in Lua it is the string \"UIApplicationDidEnterBackgroundNotification\""), "\(warnings)")
        #expect(!warnings[2].contains("its values are the strings"), "\(warnings)")
    }

    @Test("An application read where the hook names its argument otherwise says what application is; a short name is not called a member")
    func applicationArgument() {
        let warnings = Self.warnings(inBackground: "print(application.applicationState)")
        #expect(warnings.isEmpty, "the hook's own argument is named application: \(warnings)")
        let app = "local D = {}\nfunction D:applicationDidEnterBackground(app)\n  print(application, x, title)\nend\nreturn D"
        let named = play(app: app, scenario: "launch() home()").trace.warnings
        #expect(named.first?.hasSuffix("application is the first argument of a delegate method, under the name its function gives it (function AppDelegate:applicationDidBecomeActive(application)); anywhere else, UIApplication.sharedApplication()") == true, "\(named)")
        #expect(named.count == 3 && named[1] == "app.lua:3: 'x' is not defined, so it reads as nil" && named[2] == "app.lua:3: 'title' is not defined, so it reads as nil", "\(named)")
    }

    @Test("S4: an error of the main chunk, whose warnings are never shown, carries the hint itself")
    func mainChunkError() {
        let run = Played(app: .init(source: "local s = 'x' .. UIApplicationStateBackground\nreturn {}", path: "app.lua"),
                         scenario: .init(source: "launch()", path: "scenario.lua"))
        #expect(run.error?.hasSuffix("(global 'UIApplicationStateBackground'); UIApplicationStateBackground is Objective-C's name: in Lua it is the string \"background\" (application.applicationState == \"background\", S4)") == true, "\(run.error ?? "")")
    }

    @Test("The strictness costs the app nothing: a million reads of an undefined global take the time of a million reads of a defined one")
    func costsNothing() {
        func cost(_ read: String) -> SimDuration? {
            play(app: "local D = {}\nfunction D:applicationDidEnterBackground(a)\n  for i = 1, 1000000 do local _ = \(read) end\nend\nreturn D",
                 scenario: "launch() home()").trace.call(.didEnterBackground)?.cost
        }
        let defined = cost("UIBackgroundTaskInvalid"), undefined = cost("undefinedGlobal"), era = cost("BGTaskScheduler")
        #expect(defined != nil && undefined == defined && era == defined, "\(String(describing: defined)) \(String(describing: undefined)) \(String(describing: era))")
    }

    @Test("W1, B5: a type's name (Swift's UIBackgroundFetchResult.newData, UIBackgroundTaskIdentifier.invalid) names the Lua values")
    func typeNames() {
        let warnings = Self.warnings(inBackground: "print(UIBackgroundFetchResult, UIApplicationState, UIBackgroundTaskIdentifier)")
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings[0].hasSuffix("UIBackgroundFetchResult is a type of Objective-C and Swift: in Lua its values are the strings \"newData\", \"noData\" and \"failed\" (completionHandler(\"newData\"), W1, W2)"), "\(warnings)")
        #expect(warnings[1].contains("the strings \"active\", \"inactive\" and \"background\""), "\(warnings)")
        #expect(warnings[2].hasSuffix("UIBackgroundTaskInvalid the one constant (B5)"), "\(warnings)")
    }

    @Test("The app's constants that Lua spells as Objective-C does are globals, not warnings")
    func sameSpelling() {
        #expect(Self.warnings(inBackground: "print(UIBackgroundFetchResultNewData, UIBackgroundTaskInvalid)").isEmpty)
    }

    @Test("A misspelt global gets a did-you-mean from the environment; a field of the application names how to reach it")
    func didYouMean() {
        let warnings = Self.warnings(inBackground: "print(DispatchQueu, applicationState, YES)")
        #expect(warnings == [
            "app.lua:4: 'DispatchQueu' is not defined, so it reads as nil; did you mean 'DispatchQueue'?",
            "app.lua:4: 'applicationState' is not defined, so it reads as nil: it is a field of UIApplication, not a global: application.applicationState (application is an argument of the delegate methods)",
            "app.lua:4: 'YES' is not defined, so it reads as nil: YES is Objective-C's: in Lua, true",
        ])
    }

    @Test("A scenario verb read in an app says so; an app's global read in a scenario says so")
    func otherKind() {
        let app = Self.warnings(inBackground: "print(advance)")
        #expect(app.count == 1 && app[0].contains("advance() is a scenario verb: an app script cannot call it"), "\(app)")
        let scenario = Self.warnings(inBackground: "", scenario: "launch()\nprint(DispatchQueue)\nexpect_state(UIApplicationStateActive)")
        #expect(scenario == [
            "scenario.lua:2: 'DispatchQueue' is not defined, so it reads as nil: DispatchQueue is a global of app scripts: a scenario drives the device with its verbs, and reads the app with state() and expect (docs/scenario-api.md)",
            "scenario.lua:3: 'UIApplicationStateActive' is not defined, so it reads as nil: UIApplicationStateActive is Objective-C's name: in Lua it is the string \"active\" (expect_state(\"active\"), S1)",
        ])
    }

    @Test("Once per name and line, across the app's launches; another line warns again")
    func oncePerNameAndLine() {
        let warnings = Self.warnings(inBackground: "for i = 1, 3 do print(nope) end\nprint(nope)",
                                     scenario: "launch() home() advance(20) user_kill() launch() home()")
        #expect(warnings == ["app.lua:4: 'nope' is not defined, so it reads as nil", "app.lua:5: 'nope' is not defined, so it reads as nil"])
    }

    @Test("P: a global of another era is an availability check, never warned about (BGTaskScheduler before ios13)")
    func availabilityCheck() {
        #expect(Self.warnings(inBackground: "if BGTaskScheduler then print(1) end", profile: .ios7).isEmpty)
    }

    @Test("A new global set from a delegate method warns as luacheck does; the main chunk declares, even as nil")
    func newGlobalFromAHook() {
        let warnings = Self.warnings(inBackground: "count = 1\ndeclared = 2\nprint(later)", top: "declared = nil\nlater = nil")
        #expect(warnings == ["app.lua:5: setting new global 'count' from code that runs after the main chunk (a delegate method, a block, a timer): declare it in the main chunk (count = nil, or its first value, at the top of the script) or make it local"])
        // The value is set all the same.
        let set = play(app: "local D = {}\nfunction D:applicationDidEnterBackground(a) n = 4; print(n) end\nreturn D", scenario: "launch() home()").trace
        #expect(set.logs == ["4"])
        #expect(set.warnings.count == 1)
    }

    @Test("A misspelt write names the global it is near")
    func misspeltWrite() {
        let warnings = Self.warnings(inBackground: "savedCont = 1", top: "savedCount = 0")
        #expect(warnings.count == 1 && warnings[0].hasSuffix("or make it local; did you mean 'savedCount'?"), "\(warnings)")
    }

    @Test("Lifecycle's own code, a non-identifier key and a C function's read are not the learner's: no warning")
    func notTheLearners() {
        #expect(Self.warnings(inBackground: "print(_G['\\27[2J'], rawget(_G, 'x'), _G[1], require('tour') ~= nil)").isEmpty)
    }

    @Test("Hostile: the metamethods act only on the environment; ten thousand names warn at most 256 times")
    func hostile() {
        let nan = play(app: appLaunching("print(pcall(function() _G[0/0] = 1 end))")).trace
        #expect(nan.logs == ["false\tapp.lua:3: index is NaN"], "\(nan.logs)")
        let trace = play(app: appLaunching("""
          for i = 1, 300 do local _ = _G["not-a-name " .. i] end
          local mt = getmetatable(_G)
          local app = UIApplication.sharedApplication()
          mt.__newindex(app, "planted", 1)
          print(rawget(_G, "planted"), app.planted)
          for i = 1, 10000 do local _ = _G["n" .. i] end
        """)).trace
        #expect(trace.logs == ["1\tnil"])
        #expect(trace.warnings.count == 256, "\(trace.warnings.count)")
    }

    @Test("Hostile: thousands of long globals and hundreds of long undefined reads stay cheap for the host: only the first warnings look for a near name")
    func manyLongNames() {
        let trace = play(app: """
          for i = 1, 5000 do _G[string.rep("g", 36) .. string.format("%04d", i)] = i end
          local D = {}
          function D:applicationDidEnterBackground(a)
            for i = 1, 300 do local _ = _G[string.rep("u", 36) .. string.format("%04d", i)] end
          end
          return D
          """, scenario: "launch() home()").trace
        #expect(trace.kills.isEmpty, "\(trace.kills)")
        #expect(trace.warnings.count == 256, "\(trace.warnings.count)")
    }

    @Test("Swift's .background is a syntax error that names the Lua value; UIApplication.shared names sharedApplication()")
    func swiftSpellings() {
        let syntax = Played(app: .init(source: "local D = {}\nfunction D:applicationDidBecomeActive(a)\n  if a.applicationState == .background then end\nend\nreturn D", path: "app.lua"),
                            scenario: .init(source: "launch()", path: "scenario.lua"))
        #expect(syntax.error == "app.lua:3: unexpected symbol near '.'; .background is Swift's shorthand for an enumeration's case: in Lua the value is the string \"background\"", "\(syntax.error ?? "")")
        // A scenario's syntax error is checked before the run, through the same message.
        let scenario = Played(app: .init(source: "return {}", path: "app.lua"),
                              scenario: .init(source: "launch()\nif state() == .active then end", path: "scenario.lua"))
        #expect(scenario.error?.hasSuffix("; .active is Swift's shorthand for an enumeration's case: in Lua the value is the string \"active\"") == true, "\(scenario.error ?? "")")
        let shared = play(app: appLaunching("print(UIApplication.shared.applicationState)")).trace
        #expect(shared.kills.first?.message.hasSuffix("(field 'shared'); UIApplication.shared is Swift: in Lua, UIApplication.sharedApplication(), or the application argument of a delegate method") == true,
                "\(shared.kills)")
    }

    @Test("Every enumeration ForeignSpelling names is a string type of the catalog, and the knowledge holds their names")
    func spellingsResolve() {
        for spelling in ForeignSpelling.enumerations {
            let knowledge = GlobalKnowledge.of(spelling.part)
            let catalog = try? APICatalog.part(spelling.part).get()
            let type: String? = spelling.source.contains(".")
                ? catalog?.class(named: String(spelling.source.split(separator: ".")[0]))?.fields.first { $0.name == spelling.source.split(separator: ".")[1] }?.type
                : catalog?.aliases.first { $0.name == spelling.source }?.type
            let values = GlobalKnowledge.strings(of: type ?? "")
            #expect(values.count >= 2, "\(spelling.source)")
            for value in values {
                let name = spelling.objc.isEmpty ? value : spelling.objc + value.prefix(1).uppercased() + value.dropFirst()
                #expect(knowledge.foreign[name] != nil || knowledge.catalogGlobals.contains(name), "\(name)")
                #expect(knowledge.shorthands.contains(value))
            }
        }
    }
}
