import Testing

@testable import LifecycleCore
import TestSupport

@Suite("S — states")
struct StateTests {
    @Test("S1: there are exactly five states, named as scripts write them")
    func fiveStates() {
        #expect(AppState.allCases.map(\.rawValue) == ["notRunning", "inactive", "active", "background", "suspended"])
        #expect(AppState(name: "suspended") == .suspended)
        #expect(AppState(name: "Suspended") == nil)
        #expect(AppState(name: "running") == nil)
    }

    @Test("S1: canMove allows exactly the edges of the state graph")
    func stateGraph() {
        let allowed: Set<String> = [
            "notRunning→inactive", "notRunning→background",  // L1, L2
            "inactive→active", "active→inactive",  // L1, I1
            "inactive→background",  // B1
            "background→suspended",  // S3
            "background→inactive", "suspended→inactive",  // F1, U1
            "suspended→background",  // F3: woken in the background
            "inactive→notRunning", "active→notRunning", "background→notRunning", "suspended→notRunning",
        ]
        for from in AppState.allCases {
            for to in AppState.allCases {
                let edge = Edge(from, to).description
                #expect(from.canMove(to: to) == allowed.contains(edge), "\(edge)")
            }
        }
    }

    @Test("S1: only inactive, active and background run code; only inactive and active are foreground")
    func runsCode() {
        #expect(AppState.allCases.filter(\.runsCode) == [.inactive, .active, .background])
        #expect(AppState.allCases.filter(\.isForeground) == [.inactive, .active])
    }

    @Test("S1: every state change of a full tour is an edge of the graph")
    func tourUsesOnlyEdges() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.incomingCall()
        device.decline()
        device.home()
        device.advance(.seconds(10))
        device.reopen()
        device.lock()
        device.advance(.seconds(10))
        device.unlock()
        device.userKill()
        #expect(!sink.states.isEmpty)
        for edge in sink.states { #expect(edge.from.canMove(to: edge.to), "\(edge)") }
        #expect(!sink.warnings.contains { $0.hasPrefix("internal:") })
        #expect(device.app.state == .notRunning)
    }

    @Test("S1: a suspended app executes no code: no call, block or notification while the trace says suspended")
    func noCodeWhileSuspended() {
        let loader = ScriptedLoader.implementingAll()
        let block = loader.register(returns())
        loader.hooks[.didEnterBackground] = { session in
            session.dispatch(block, queue: .main, after: .seconds(10))
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(30))
        device.rotate("landscapeLeft")
        device.changeLocale("fr_FR")
        device.reopen()
        device.advance(.seconds(1))
        device.home()
        device.advance(.seconds(30))
        device.openURL("app://x", sourceApplication: nil)
        #expect(sink.states.filter { $0.to == .suspended }.count == 2)
        #expect(sink.codeWhileSuspended == [])
    }

    @Test("S2: inactive is a transit state: a plain launch does not stay there")
    func inactiveIsTransit() {
        let (device, sink) = makeDevice(.implementingAll())
        device.launch()
        #expect(device.app.state == .active)
        #expect(sink.states == [Edge(.notRunning, .inactive), Edge(.inactive, .active)])
    }

    @Test("S2: the app stays inactive while a call alert waits for the user")
    func inactiveWhileAlertWaits() {
        let (device, _) = makeDevice(.implementingAll())
        device.launch()
        device.incomingCall()
        device.advance(.seconds(120))
        #expect(device.app.state == .inactive)
    }

    @Test("S3: a background app is suspended without being told: no hook, no notification")
    func suspendedSilently() {
        let loader = ScriptedLoader.implementingAll()
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        sink.reset()
        device.advance(.seconds(1))
        #expect(sink.timeline == [state(.background, .suspended)])
        #expect(device.app.state == .suspended)
    }

    @Test("S3: a suspended app runs no code: a block due while suspended waits until the app wakes")
    func frozenBlock() {
        let loader = ScriptedLoader.implementingAll()
        var ranAt: [SimTime] = []
        let block = loader.register { session in
            ranAt.append(session.now)
            return .returned(.none)
        }
        loader.hooks[.didEnterBackground] = { session in
            session.dispatch(block, queue: .main, after: .seconds(30))
            return .returned(.none)
        }
        let (device, _) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(100))
        #expect(device.app.state == .suspended)
        #expect(ranAt.isEmpty)
        device.reopen()
        device.advance(.zero)
        #expect(ranAt == [.seconds(100)])
        #expect(loader.released == [block])
    }

    @Test("S4: applicationState reports active, inactive or background; suspended reads as background")
    func applicationStateNames() {
        #expect(AppState.active.applicationState == "active")
        #expect(AppState.inactive.applicationState == "inactive")
        #expect(AppState.background.applicationState == "background")
        #expect(AppState.suspended.applicationState == "background")
    }

    @Test("S4: applicationState seen inside each hook of a tour")
    func applicationStateInsideHooks() {
        let loader = ScriptedLoader.implementingAll()
        let (device, _) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(1))
        device.reopen()
        #expect(loader.stateInside(.willFinishLaunching) == "inactive")
        #expect(loader.stateInside(.didFinishLaunching) == "inactive")
        #expect(loader.stateInside(.didBecomeActive) == "active")
        #expect(loader.stateInside(.didEnterBackground) == "background")
        #expect(loader.observed.allSatisfy { ["active", "inactive", "background"].contains($0.applicationState) })
    }
}
