import LifecycleCore
import Testing
import TestSupport

/// The interruptions that make an app inactive for a while (I2, I3, I5–I8), played in process on
/// the run-loop fixtures and examples/game/.
@Suite("Interruptions, played")
struct InterruptionPlayedTests {
    @Test("I2: a banner changes nothing on ios7 (touches still arrive); on ios4 it is an alert: inactive until dismiss()")
    func banner() throws {
        for profile in [OSProfile.ios6, .ios7, .ios13] {
            let records = try RunLoopPlayedTests.records("pad-app.lua", "banner.lua", profile)
            #expect(RunLoopPlayedTests.states(records) == ["notRunning → inactive", "inactive → active"], "\(profile.name)")
            #expect(RunLoopPlayedTests.dropped(records).isEmpty, "\(profile.name)")
            #expect(records.logs.filter { $0 == "touch active" }.count == 2, "\(profile.name)")
            #expect(!records.selectors.contains("applicationWillResignActive:"))
        }
        let old = try RunLoopPlayedTests.records("pad-app.lua", "banner.lua", .ios4)
        #expect(RunLoopPlayedTests.states(old) == ["notRunning → inactive", "inactive → active", "active → inactive", "inactive → active"])
        #expect(RunLoopPlayedTests.dropped(old).map(\.detail) == ["began at (100, 100)", "ended at (100, 100)"])
        // The state comes back at dismiss(), and the second tap is delivered.
        let dismiss = try #require(old.index(ofAction: "dismiss"))
        #expect(RunLoopPlayedTests.states(old[dismiss...]) == ["inactive → active"])
        #expect(old.logs.filter { $0 == "touch active" }.count == 1)
    }

    @Test("I3: the notification centre makes the app inactive; dismiss() makes it active again")
    func notificationCenterDismissed() throws {
        let records = try RunLoopPlayedTests.records("pad-app.lua", "notification-center.lua")
        #expect(RunLoopPlayedTests.states(records) == ["notRunning → inactive", "inactive → active", "active → inactive", "inactive → active"])
        #expect(records.logs == ["did become active", "will resign active", "did become active", "touch active"])
        #expect(RunLoopPlayedTests.dropped(records).count == 2)
        #expect(records.compactMap(\.event.expectation).allSatisfy { $0.ok })
    }

    @Test("I3: from the notification centre the user opens another app: this one goes to the background")
    func notificationCenterOtherApp() throws {
        let records = try RunLoopPlayedTests.records("pad-app.lua", "notification-center-other.lua")
        let pad = records.filter { $0.app == "pad-app" }
        #expect(RunLoopPlayedTests.states(pad) == ["notRunning → inactive", "inactive → active", "active → inactive", "inactive → background"])
        #expect(pad.contains { $0.event.notification?.name == .didEnterBackground })
        let expectations = records.compactMap(\.event.expectation)
        #expect(expectations.count == 2)
        #expect(expectations.allSatisfy { $0.ok })
    }

    @Test("I5: touches are dropped while the app is inactive or the device is locked")
    func touchesDropped() throws {
        let records = try RunLoopPlayedTests.records("pad-app.lua", "locked.lua")
        let dropped = RunLoopPlayedTests.dropped(records)
        #expect(dropped.count == 4)
        #expect(dropped.allSatisfy { $0.kind == "touch" })
        #expect(dropped.first?.reason.contains("inactive") == true)
        // Only the tap after unlock() is delivered.
        #expect(records.logs.filter { $0.hasPrefix("touch") } == ["touch active"])
        let unlock = try #require(records.index(ofAction: "unlock"))
        #expect(records[..<unlock].dispatches.isEmpty)
        // Without multitasking the locked app stays inactive in front: the lock is the reason.
        // On ios3 there is no rootViewController (P): the pad's view goes into the window itself.
        // (The touch delivered after unlock() crashes the pad there: it reads applicationState,
        // which ios3 lacks, P.)
        let pad = try Repository.read(RunLoopPlayedTests.fixtures + "pad-app.lua")
            .replacingOccurrences(of: "UIWindow.new().rootViewController = root", with: "UIWindow.new():addSubview(root.view)")
        let scenario = try Repository.read(RunLoopPlayedTests.fixtures + "locked.lua")
        let ios3 = Played(app: pad, scenario: scenario, profile: .ios3)
        #expect(ios3.status() == 0, "\(ios3.error ?? "")")
        let old = ios3.trace.records
        let locked = RunLoopPlayedTests.dropped(old[..<(try #require(old.index(ofAction: "unlock")))]).map(\.reason)
        #expect(locked.suffix(2).allSatisfy { $0.contains("locked") && $0.contains("I5") }, "\(locked)")
    }

    @Test("I6: a timer still scheduled once the app has resigned active is a violation")
    func timerAfterResign() throws {
        let run = try RunLoopPlayedTests.run("timers-suspended-app.lua", "interrupt.lua")
        #expect(run.status() == 0, "\(run.error ?? "")")
        let records = run.trace.records
        #expect(records.compactMap(\.event.violation).map(\.rule) == [.I6])
        // Reported when the call makes the app resign active, not before.
        let call = try #require(records.index(ofAction: "call"))
        let violation = try #require(records.firstIndex { $0.event.violation != nil })
        #expect(violation > call)
        #expect(RunLoopPlayedTests.states(records[call..<violation]) == ["active → inactive"])
        #expect(run.status(strict: true) == 1)
        // The game invalidates its timer in applicationWillResignActive: no violation.
        let game = try RunLoopPlayedTests.game()
        #expect(game.trace.violations.isEmpty)
    }

    @Test("I7, I6, E4: the game stays paused after the call until the player taps Resume")
    func gameStaysPaused() throws {
        let game = try RunLoopPlayedTests.game()
        #expect(game.status() == 0, "\(game.error ?? "")")
        #expect(game.status(strict: true) == 0)
        let records = game.trace.records
        let expectations = records.compactMap(\.event.expectation)
        #expect(expectations.count == 13)
        #expect(expectations.allSatisfy { $0.ok })
        #expect(records.kills.isEmpty)
        let call = try #require(records.index(ofAction: "call"))
        let decline = try #require(records.index(ofAction: "decline"))
        let resumeTap = try #require(records.lastIndex { $0.event.action?.verb == "tap" })
        #expect(records[..<call].runs(.timer).count == 2)
        #expect(records[call..<resumeTap].runs(.timer).count == 0, "no tick between the call and Resume")
        #expect(records[resumeTap...].runs(.timer).count == 2)
        // Declined: active again, but nothing restarted; the app says so.
        #expect(RunLoopPlayedTests.states(records[decline...]).first == "inactive → active")
        #expect(records[decline..<resumeTap].logs.contains("active again; the game waits for Resume"))
        // The call's touch was dropped (I5), the resume went through the button's action (E4).
        #expect(RunLoopPlayedTests.dropped(records[call..<decline]).count == 2)
        let resume = records[resumeTap...].dispatches.first { $0.kind == "action" }
        #expect(resume?.detail == "togglePause from pauseButton")
        #expect(resume?.by == "GameViewController")
    }

    @Test("I8: returning to the app during a call posts the status-bar change (40), hanging up posts it again (20)")
    func statusBar() throws {
        let run = Played(app: .init(source: try Repository.read("Tests/EndToEndTests/Fixtures/lifecycle-app.lua"), path: "Tests/EndToEndTests/Fixtures/lifecycle-app.lua"),
                         scenario: .init(source: "launch() call() answer() reopen() end_call() expect_state('active')", path: "i8.lua"))
        #expect(run.status() == 0)
        let values = run.trace.records.compactMap(\.event.notification).filter { $0.name == .didChangeStatusBarFrame }.compactMap(\.value)
        #expect(values == ["40", "20"])
    }
}
