import Testing

@testable import LifecycleCore
import TestSupport

/// R1, as Apple's OpenGL ES Programming Guide has it: GL may still be called inside
/// `applicationDidEnterBackground:` (to finish and delete), never after it returns; commands left
/// unfinished as it returns kill the app (the simulator's worst case).
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

    @Test("R1: an EAGLContext created by an observer of UIApplicationDidEnterBackgroundNotification (after the method returned) kills the app at once (gpu)")
    func contextAfterTheMethod() {
        let loader = ScriptedLoader.implementingAll()
        var after = false
        let create = loader.register { session in
            guard session.glCreateContext() else { return .halted(.killed) }
            after = true
            return .returned(.none)
        }
        loader.hooks[.didFinishLaunching] = { session in
            _ = session.addObserver(.didEnterBackground, callback: create)
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        sink.reset()
        device.home()
        #expect(sink.timeline == leaving + [
            state(.inactive, .background), call(.didEnterBackground), notify(.didEnterBackground),
            "kill gpu R1", state(.background, .notRunning),
        ])
        #expect(sink.kills.first?.message == "EAGLContext.new() was called in the background")
        #expect(!after)
        #expect(device.app.state == .notRunning)
    }

    @Test("R1: inside applicationDidEnterBackground: GL is allowed: creating, drawing, then glFinish() leaves the app alive and suspended",
          arguments: [OSProfile.ios4, .ios6, .ios7, .ios13])
    func glInsideTheMethodIsAllowed(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        var finished = false
        loader.hooks[.didEnterBackground] = { session in
            guard session.glCreateContext(), session.glDraw("glDrawArrays()"), session.glFinish() else { return .halted(.killed) }
            finished = true
            return .returned(.none)
        }
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        device.home()
        device.advance(.seconds(10))
        #expect(finished)
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
        #expect(!device.app.process.glMayFinish, "the allowance ends with the method")
    }

    @Test("R1: glFinish() in applicationDidEnterBackground: finishes commands submitted in applicationWillResignActive:", arguments: Exit.allCases)
    func finishInTheMethod(exit: Exit) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.willResignActive] = does { #expect($0.glDraw("glDrawArrays()")) }
        loader.hooks[.didEnterBackground] = does { #expect($0.glFinish()) }
        let (device, sink) = makeDevice(loader)
        device.launch()
        exit.perform(on: device)
        device.advance(.seconds(1))
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .suspended)
    }

    @Test("R1: drawing in applicationDidEnterBackground: without glFinish() kills the app as the method returns, before its notification",
          arguments: [OSProfile.ios4, .ios6, .ios7])
    func unfinishedInTheMethod(profile: OSProfile) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didEnterBackground] = does { #expect($0.glDraw("presentRenderbuffer")) }
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        sink.reset()
        device.home()
        #expect(sink.timeline == leaving + [
            state(.inactive, .background), call(.didEnterBackground), "kill gpu R1", state(.background, .notRunning),
        ])
        #expect(sink.kills.first?.message == "OpenGL ES commands were still unfinished when applicationDidEnterBackground: returned; call glFinish() in applicationWillResignActive: (or before applicationDidEnterBackground: returns)")
        #expect(!sink.notifications.contains(.didEnterBackground))
    }

    @Test("R1: on ios3 Home terminates the app (T1): unfinished commands are no GPU kill")
    func ios3Terminates() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { _ = $0.glDraw("glDrawArrays()") }
        let (device, sink) = makeDevice(loader, profile: .ios3)
        device.launch()
        device.home()
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .notRunning)
    }

    @Test("R1: on ios4 a lock keeps the app inactive: unfinished commands do not kill it")
    func ios4LockStaysInactive() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { _ = $0.glDraw("glDrawArrays()") }
        let (device, sink) = makeDevice(loader, profile: .ios4)
        device.launch()
        device.lock()
        device.advance(.seconds(10))
        #expect(sink.kills.isEmpty)
        #expect(device.app.state == .inactive)
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
        let draw = loader.register { session in
            #expect(session.glDraw("glDrawArrays()") == false)
            return .returned(.none)
        }
        loader.hooks[.didFinishLaunching] = { session in
            _ = session.addObserver(.didEnterBackground, callback: draw)
            return .returned(.bool(true))
        }
        let (device, sink) = makeDevice(loader)
        device.launch()
        device.home()
        #expect(sink.kills.map(\.reason) == [.gpu])
        #expect(sink.kills.map(\.rule) == [.R1])
        #expect(sink.kills.first?.message == "glDrawArrays() was called in the background")
    }

    @Test("R1: a draw call from a block dispatched by applicationDidEnterBackground: kills the app when it runs, after the method returned")
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

    @Test("R1: a launch into the background may not call GL, not even in didFinishLaunching")
    func backgroundLaunch() {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didFinishLaunching] = { session in
            session.glCreateContext() ? .returned(.bool(true)) : .halted(.killed)
        }
        let (device, sink) = makeDevice(loader)
        device.launch(background: true)
        #expect(sink.kills.map(\.rule) == [.R1])
        #expect(sink.kills.first?.message == "EAGLContext.new() was called in the background")
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

    @Test("R1: commands unfinished when applicationDidEnterBackground: returns kill the app (gpu), after the method ran",
          arguments: Exit.allCases)
    func unfinishedKills(exit: Exit) {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = does { _ = $0.glDraw("glDrawArrays()") }
        let (device, sink) = makeDevice(loader)
        device.launch()
        sink.reset()
        exit.perform(on: device)
        let timeline = sink.timeline
        let start = timeline.firstIndex(of: call(.willResignActive)) ?? 0
        #expect(Array(timeline[start...].prefix(7)) == leaving + [state(.inactive, .background), call(.didEnterBackground), "kill gpu R1", state(.background, .notRunning)])
        #expect(sink.kills.count == 1)
        #expect(sink.kills.first?.message.hasPrefix("OpenGL ES commands were still unfinished when applicationDidEnterBackground: returned") == true)
        #expect(sink.hooksCalled.contains(.didEnterBackground))
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
}
