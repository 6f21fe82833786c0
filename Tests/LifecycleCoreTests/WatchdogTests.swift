import Testing

@testable import LifecycleCore
import TestSupport

@Suite("T5 — watchdog and crashes")
struct WatchdogTests {
    /// Drives a fresh device to a point where `hook` is called.
    private func reach(_ hook: Hook, _ loader: ScriptedLoader) -> (Device, CollectingSink) {
        if hook == .handleOpenURL { loader.hooks[.openURL] = nil }
        let (device, sink) = makeDevice(loader)
        switch hook {
        case .didBecomeActive: device.launch()
        case .willResignActive: device.launch(); device.incomingCall()
        case .willEnterForeground: device.launch(); device.home(); device.advance(.seconds(1)); device.reopen()
        case .openURL, .handleOpenURL: device.launch(); device.openURL("app://x", sourceApplication: nil)
        case .didReceiveMemoryWarning: device.launch(); device.memoryWarning()
        default: Issue.record("no route to \(hook)")
        }
        return (device, sink)
    }

    private static let otherHooks: [Hook] = [
        .didBecomeActive, .willResignActive, .willEnterForeground, .openURL, .handleOpenURL, .didReceiveMemoryWarning,
    ]

    @Test("T5: every other hook has a 10 s budget: 11 s is a watchdog kill", arguments: otherHooks)
    func overBudget(hook: Hook) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[hook] = works(11)
        let (device, sink) = reach(hook, loader)
        #expect(sink.kills.map(\.reason) == [.watchdog])
        #expect(sink.kills.first?.rule == .T5)
        #expect(sink.kills.first?.code == "0x8badf00d")
        #expect(sink.call(hook)?.cost == .seconds(10))
        #expect(device.app.state == .notRunning)
    }

    @Test("T5: 10 s in any other hook is within budget", arguments: otherHooks)
    func withinBudget(hook: Hook) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[hook] = works(10)
        let (device, sink) = reach(hook, loader)
        #expect(sink.kills.isEmpty)
        #expect(sink.call(hook)?.cost == .seconds(10))
        #expect(device.app.state.runsCode)
    }

    @Test("T5, W4: the budget and the rule cited for each hook (restoring is part of the launch, saving of the move to the background)")
    func budgetTable() {
        let budgets = Budgets()
        for hook in Hook.allCases {
            let (budget, rule): (SimDuration, Rule) = switch hook {
            case .willFinishLaunching, .didFinishLaunching, .didFinishLaunchingWithoutOptions: (.seconds(20), .L5)
            case .shouldRestoreApplicationState, .shouldRestoreSecureApplicationState, .didDecodeRestorableState: (.seconds(20), .L5)
            case .didEnterBackground, .shouldSaveApplicationState, .shouldSaveSecureApplicationState, .willEncodeRestorableState: (.seconds(5), .B4)
            case .sceneDidEnterBackground, .stateRestorationActivityForScene: (.seconds(5), .B4)   // C2
            case .willTerminate: (.seconds(5), .T2)
            default: (.seconds(10), .T5)
            }
            #expect(budgets.budget(for: hook) == budget, "\(hook)")
            #expect(budgets.rule(for: hook) == rule, "\(hook)")
        }
    }

    @Test("T5: a main-queue block over 10 s is a watchdog kill; a global one has more time")
    func blocks() {
        let loader = ScriptedLoader.implementingAll()
        let slowGlobal = loader.register(works(30))
        let slowMain = loader.register(works(11))
        loader.hooks[.didBecomeActive] = { session in
            session.dispatch(slowGlobal, queue: .global, after: .seconds(1))
            session.dispatch(slowMain, queue: .main, after: .seconds(100))
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.advance(.seconds(50))
        #expect(sink.kills.isEmpty)
        #expect(device.now == .seconds(50))
        device.advance(.seconds(100))
        #expect(sink.kills.map(\.reason) == [.watchdog])
        #expect(sink.kills.first?.rule == .T5)
        #expect(sink.time { if case .kill = $0 { true } else { false } } == .seconds(110))
    }

    @Test("T5: a crash in a hook is a kill with reason crash, carrying the message and traceback")
    func crashInHook() {
        let loader = ScriptedLoader.implementingAll()
        let traceback = "stack traceback:\n\tapp.lua:7: in function 'applicationDidBecomeActive'"
        loader.hooks[.didBecomeActive] = { _ in .crashed(message: "app.lua:7: boom", traceback: traceback) }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.kills.count == 1)
        #expect(sink.kills.first?.reason == .crash)
        #expect(sink.kills.first?.traceback == traceback)
        #expect(sink.kills.first?.message.contains("app.lua:7: boom") == true)
        #expect(sink.kills.first?.message.contains("applicationDidBecomeActive:") == true)
        #expect(!sink.notifications.contains(.didBecomeActive))
        #expect(sink.states.last == Edge(.active, .notRunning))
    }

    @Test("T5: a crash while loading the script kills the launch before any hook")
    func crashInMain() {
        let loader = ScriptedLoader.implementingAll()
        loader.main = { _ in .crashed(message: "syntax", traceback: "tb") }
        let (device, sink) = makeDevice(loader)
        device.launch()
        #expect(sink.kills.map(\.reason) == [.crash])
        #expect(sink.kills.first?.traceback == "tb")
        #expect(loader.hooksSeen.isEmpty)
        #expect(sink.states == [Edge(.notRunning, .inactive), Edge(.inactive, .notRunning)])
    }

    @Test("T5: a kill requested by a framework call is the kill recorded")
    func frameworkKill() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = { session in
            session.kill(.gpu, rule: Rule("R1"), message: "OpenGL ES in the background")
            return .halted(.killed)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(sink.kills.map(\.reason) == [.gpu])
        #expect(sink.kills.first?.rule == Rule("R1"))
        #expect(sink.kills.first?.message == "OpenGL ES in the background")
        #expect(device.app.state == .notRunning)
    }
}
