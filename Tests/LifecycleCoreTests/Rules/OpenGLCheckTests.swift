import Testing

@testable import LifecycleCore
import TestSupport

@Suite("R1 — no OpenGL ES in the background")
struct OpenGLCheckTests {
    /// The way out of the foreground a test takes.
    enum Exit: String, CaseIterable, Sendable {
        case home, lock, answer
        func perform(on device: Device) {
            switch self {
            case .home: device.home()
            case .lock: device.lock()
            case .answer: device.incomingCall(); device.answer()
            }
        }
    }

    private let leaving = [call(.willResignActive), notify(.willResignActive), state(.active, .inactive)]

    @Test("R1: creating an EAGLContext in applicationDidEnterBackground: kills the app at once (gpu)")
    func contextInBackground() {
        let loader = ScriptedLoader.implementingAll()
        var after = false
        loader.hooks[.didEnterBackground] = { session in
            guard session.glCreateContext() else { return .halted(.killed) }
            after = true
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        sink.reset()
        device.home()
        #expect(sink.timeline == leaving + [
            state(.inactive, .background), call(.didEnterBackground),
            "kill gpu R1", state(.background, .notRunning),
        ])
        #expect(sink.kills.first?.message == "EAGLContext.new() was called in the background")
        #expect(!after)
        #expect(device.app.state == .notRunning)
    }

    @Test("R1: applicationWillEnterForeground: re-creates GL objects (it reads background, but the app is coming to the screen); a block after it in the background still may not")
    func willEnterForegroundMayDraw() {
        let loader = ScriptedLoader.implementingAll()
        var drew = false
        loader.hooks[.willEnterForeground] = { session in
            guard session.glCreateContext(), session.glDraw("glClear()"), session.glFinish() else { return .halted(.killed) }
            drew = true
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(10))
        device.reopen()
        #expect(drew)
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .active)
        #expect(!device.app.process.comingToForeground, "the exception ends with the move to inactive")
    }

    @Test("R1: the kill holds even when the code goes on after the refused GL call")
    func codeGoesOn() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = { session in
            #expect(session.glDraw("glDrawArrays()") == false)
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(sink.kills.map(\.reason) == [.gpu])
        #expect(sink.kills.map(\.rule) == [.R1])
        #expect(sink.kills.first?.message == "glDrawArrays() was called in the background")
        #expect(!sink.notifications.contains(.didEnterBackground))
    }

    @Test("R1: a draw call from a block running in the background kills the app when it runs")
    func drawFromBackgroundBlock() {
        let loader = ScriptedLoader.implementingAll()
        let block = loader.register { session in
            session.glDraw("presentRenderbuffer()") ? .returned(.none) : .halted(.killed)
        }
        loader.hooks[.didEnterBackground] = { session in
            _ = session.beginBackgroundTask(expirationHandler: nil)
            session.dispatch(block, queue: .main, after: .seconds(5))
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        device.advance(.seconds(4))
        #expect(sink.kills.isEmpty)
        device.advance(.seconds(2))
        #expect(sink.kills.map(\.reason) == [.gpu])
        #expect(sink.time { if case .kill = $0 { true } else { false } } == .seconds(5))
        #expect(device.app.state == .notRunning)
    }

    @Test("R1: GL in the foreground, and finished before leaving, is fine")
    func foregroundIsFine() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = { session in
            #expect(session.glCreateContext() && session.glDraw("glDrawArrays()") && session.glFinish())
            return .returned(.none)
        }
        let (device, sink) = launchedAndSuspended(loader)
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
        #expect(device.app.resources.glContexts == 1)
    }

    @Test("R1: drawing while inactive (a call ringing) is allowed", arguments: [false, true])
    func inactiveDrawing(declined: Bool) {
        let loader = ScriptedLoader.implementingAll()
        let draw = loader.register { session in
            session.glDraw("glDrawArrays()") ? .returned(.none) : .halted(.killed)
        }
        loader.hooks[.didFinishLaunching] = { session in
            _ = session.addObserver(.orientationDidChange, callback: draw)
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.incomingCall()
        loader.hooks[.didBecomeActive] = does { #expect($0.glFinish()) }
        device.rotate("landscapeLeft")
        #expect(sink.ruleTimeline.last == observerRan(.orientationDidChange))
        #expect(device.app.state == .inactive)
        if declined { device.decline() }
        #expect(sink.kills.isEmpty)
        #expect(device.app.resources.glUnfinished == !declined)
    }

    @Test("R1: commands unfinished when the app leaves the foreground kill it (gpu) before it enters the background",
          arguments: Exit.allCases)
    func unfinishedKills(exit: Exit) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { _ = $0.glDraw("glDrawArrays()") }
        let (device, sink) = makeDevice(loader)
        device.launch()
        sink.reset()
        exit.perform(on: device)
        let timeline = sink.timeline
        #expect(Array(timeline.prefix(5)) == leaving + ["kill gpu R1", state(.inactive, .notRunning)])
        #expect(sink.kills.count == 1)
        #expect(sink.kills.first?.message.hasPrefix("OpenGL ES commands were still unfinished") == true)
        #expect(!sink.hooksCalled.contains(.didEnterBackground))
    }

    @Test("R1: glFinish() in applicationWillResignActive: prevents the kill", arguments: Exit.allCases)
    func finishPrevents(exit: Exit) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { _ = $0.glDraw("glDrawArrays()") }
        loader.hooks[.willResignActive] = does { #expect($0.glFinish()) }
        let (device, sink) = makeDevice(loader)
        device.launch()
        exit.perform(on: device)
        device.advance(.seconds(1))
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("R1: glFinish() in applicationDidEnterBackground: is itself a GL call in the background")
    func finishTooLate() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = { $0.glFinish() ? .returned(.none) : .halted(.killed) }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(sink.kills.map(\.rule) == [.R1])
        #expect(sink.kills.first?.message == "glFinish() was called in the background")
    }
}
