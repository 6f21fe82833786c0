@testable import LifecycleCore
import Testing
import TestSupport

/// A crash cites the rule of the code that raised it (CodeRules.swift), so that the kill line's
/// `lifecycle explain` pointer opens the page about that code; S1 only for a dispatched block.
@Suite("The rule a crash cites")
struct CrashRuleTests {
    static func boom(_ session: HookSession) -> HookOutcome { .crashed(message: "app.lua:3: boom", traceback: "") }

    @Test("F1, S1: a crash in applicationWillEnterForeground: cites F1, the method's rule, not S1")
    func hookCrashCitesTheHooksRule() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.willEnterForeground] = Self.boom
        let (device, sink) = launchedAndSuspended(loader)
        device.reopen()
        #expect(sink.kills.map(\.rule) == [.F1])
        #expect(Hook.willEnterForeground.rule == .F1)
    }

    @Test("W1: a crash in application:performFetchWithCompletionHandler: cites W1")
    func fetchCrashCitesW1() {
        let app = WakeApp()
        app.loader.hooks[.performFetch] = Self.boom
        let (device, sink) = app.suspended()
        device.backgroundFetch()
        #expect(sink.kills.map(\.rule) == [.W1])
    }

    @Test("W2, S1: a completion handler misused in a block the push dispatched cites W2; another error in a block, S1")
    func misuseInABlockCitesTheFrameworksRule() {
        for (misused, rule) in [(true, Rule.W2), (false, Rule.S1)] {
            let app = WakeApp()
            app.completes = nil
            let block = app.loader.register { session in
                let message = "completionHandler: expects UIBackgroundFetchResultNewData, got nil"
                return .crashed(message: "app.lua:7: " + (misused ? session.misuse(.W2, message) : message), traceback: "")
            }
            app.loader.hooks[.didReceiveRemoteNotification] = { session in
                session.dispatch(block, queue: .main, after: .seconds(1))
                return .returned(.none)
            }
            let (device, sink) = app.suspended()
            device.push(silentPush())
            device.advance(.seconds(5))
            #expect(sink.kills.map(\.rule) == [rule], "misused: \(misused)")
            #expect(sink.kills.first?.message.contains("a dispatched block raised an error: app.lua:7: completionHandler") == true)
        }
    }

    @Test("S1, P, W1, C1, C6: every hook's rule is the first of its UIKit surface entry; every kind of code has one")
    func everyHookAndKindHasARule() {
        for hook in Hook.allCases {
            let first = hook.surfaceEntry?.rules.split(separator: ",").first.map { String($0.filter { $0 != " " }) }
            #expect(hook.rule.rawValue == first, "\(hook.selector)")
        }
        #expect(Hook.performFetch.rule == .W1 && Hook.didReceiveRemoteNotification.rule == .W2)
        #expect(Hook.sceneDidBecomeActive.rule == .C1)
        #expect(CodeKind.launchHandler.rule == .C6 && CodeKind.block.rule == .S1)
    }
}
