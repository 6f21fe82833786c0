import LifecycleCore
import Testing
import TestSupport

/// View controllers (V1, V2), played in process on the run-loop fixtures: appearance in UIKit's
/// order, a forgotten call to the superclass, a window without a root view controller.
@Suite("View controllers, played")
struct ViewControllerPlayedTests {
    @Test("V1: viewDidLoad once; appearance at launch, on present and on dismiss, in UIKit's order; none on Home and return")
    func appearance() throws {
        let run = try RunLoopPlayedTests.run("controllers-app.lua", "controllers.lua")
        #expect(run.status(strict: true) == 0, "\(run.error ?? "")")
        let records = run.trace.records
        let runs = RunLoopPlayedTests.controllerRuns(records)
        #expect(runs.filter { $0 == "Main viewDidLoad" }.count == 1)
        #expect(runs.filter { $0 == "Settings viewDidLoad" }.count == 1)
        // Launch: the view loads during didFinishLaunching; it appears around becoming active.
        let launch = records.prefix { $0.event.action?.verb != "tap" }.compactMap { record -> String? in
            switch record.event {
            case .run(.viewController, _, _, _, let subject): return subject
            case .call(let hook, _): return hook.selector
            case .state(_, let to): return "→ \(to.rawValue)"
            default: return nil
            }
        }
        #expect(launch == ["→ inactive", "application:didFinishLaunchingWithOptions:", "Main viewDidLoad", "Main viewWillAppear",
                           "→ active", "applicationDidBecomeActive:", "Main viewDidAppear"])
        let present = ["Main viewWillDisappear", "Settings viewWillAppear", "Main viewDidDisappear", "Settings viewDidAppear"]
        let dismiss = ["Settings viewWillDisappear", "Main viewWillAppear", "Settings viewDidDisappear", "Main viewDidAppear"]
        let afterLaunch = runs.drop { $0 != "Settings viewDidLoad" }.dropFirst()
        #expect(Array(afterLaunch) == present + dismiss + present + dismiss)
        // Home, suspension and return call no appearance method: apps observe the app notifications.
        let home = try #require(records.index(ofAction: "home"))
        #expect(RunLoopPlayedTests.controllerRuns(records[home...]).isEmpty)
        #expect(records[home...].logs == ["applicationDidEnterBackground", "applicationWillEnterForeground", "applicationDidBecomeActive"])
        #expect(records.compactMap(\.event.violation).isEmpty)
    }

    @Test("V1: an appearance override that does not call the superclass's method is a violation")
    func missingSuper() throws {
        let run = try RunLoopPlayedTests.run("no-super-app.lua", "launch-only.lua")
        #expect(run.status() == 0)
        let violations = run.trace.violations
        #expect(violations.count == 1)
        #expect(violations.first?.rule == .V1)
        #expect(violations.first?.message.contains("Forgetful:viewWillAppear") == true)
        #expect(run.status(strict: true) == 1)
    }

    @Test("V2: a window without a root view controller at the end of launch is a crash on ios7, a violation on ios6")
    func noRootViewController() throws {
        let run = try RunLoopPlayedTests.run("no-root-app.lua", "launch-only.lua", .ios6)
        #expect(run.status() == 0)
        #expect(run.trace.violatedRules == [.V2])
        #expect(run.status(strict: true) == 1)
        let crash = try RunLoopPlayedTests.run("no-root-app.lua", "launch-only.lua", .ios7)
        #expect(crash.trace.records.kills.map(\.rule) == [.V2])
        #expect(crash.status(strict: true) == 1)
        // Apps with a root view controller set in didFinishLaunching are fine.
        let fine = try RunLoopPlayedTests.records("controllers-app.lua", "launch-only.lua")
        #expect(!fine.contains { $0.event.violation?.rule == .V2 })
    }
}
