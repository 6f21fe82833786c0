/// Launching (L1, L2, L3, L4, L5) and URLs while running (U1, U2).
extension App {
    /// Launches a fresh process: into the foreground (L1), into the background (L2), or to open
    /// a URL (L3). The script's main chunk and both launch methods share the launch watchdog (L5).
    func launch(url: String? = nil, sourceApplication: String? = nil, background: Bool = false,
                remoteNotification: PushPayload? = nil) {
        guard state == .notRunning else { return }
        generation += 1
        record.launchedOnce = true
        if !background { record.userKilled = false }   // W3: the user launched it again
        let launchStart = scheduler.now
        var left: SimDuration { budgets.launch - (scheduler.now - launchStart) }
        // C2: a foreground launch's first state is known once the script has handed over its
        // info: a scene app is in the background until its first scene comes to the foreground
        // (no scene is, and the app's state follows its scenes), any other app is inactive. The
        // state line waits in a trace frame while the main chunk runs, and comes first.
        let held = background ? nil : trace.openFrame()
        if background {
            move(to: .background)
            process.enteredBackgroundAt = scheduler.now
        } else {
            state = .inactive
        }

        // L4: UIApplicationMain runs the script, which hands over the delegate. A fresh process
        // is most of what a launch costs the host: it counts toward the run's cap on app code.
        context.countAppStart()
        var started: AppRuntime?
        let ran = runCode(nil, kind: .main, budget: left, watchdogRule: .L5, { session in
            switch loader.start(session: session) {
            case .success(let runtime):
                started = runtime
                return .returned(.none)
            case .failure(let failure):
                return failure.outcome
            }
        }) != nil
        if let held {
            let scenesFirst = ran && isRunning && profile.has(since: .ios13) && started?.info.sceneManifest != nil
            let first: AppState = scenesFirst ? .background : .inactive
            if isRunning { state = first }
            process.comingToForeground = scenesFirst
            trace.closeFrame(held, head: TraceRecord(time: launchStart, app: traceName, event: .state(from: .notRunning, to: first)))
        }
        guard ran, let runtime = started else { return }
        self.runtime = runtime
        record.info = runtime.info
        guard requireSceneLifecycle() else { return }   // C1, P: ios27 asserts without scenes
        checkMainChunkRegistrations()   // C6: the main chunk registered before the info was read
        record.statusBarOrientation = device.flatMap { App.interfaceOrientation(forDevice: $0.orientation) }
            .flatMap { record.info.supportedOrientations.contains($0) ? $0 : nil } ?? record.info.supportedOrientations.first ?? "portrait"
        warnAboutEra()
        warnAboutIgnoredAppDelegateMethods()   // C1
        checkWakeModes()
        if background { noteBackgroundLaunchOverride() }   // T1: only a scenario's launch gets here

        // C1: an app with scenes gets the launch URL in its scene's connectionOptions only: UIKit
        // leaves it out of the launch options ("If the app supports scenes, this is nil").
        let options = remoteNotification.map { HookArguments.notificationLaunchOptions($0) }
            ?? (usesScenes ? .launchOptions(url: nil, sourceApplication: nil) : .launchOptions(url: url, sourceApplication: sourceApplication))
        guard let will = callHookValue(.willFinishLaunching, options, budget: left) else { return }
        guard restoreState(launchStart: launchStart) else { return }   // W4
        // L1: a delegate without `application:didFinishLaunchingWithOptions:` gets the older
        // `applicationDidFinishLaunching:` in its place; the notification follows either.
        if !implements(.didFinishLaunching), implements(.didFinishLaunchingWithoutOptions) {
            guard callHookValue(.didFinishLaunchingWithoutOptions, .application, budget: left) != nil else { return }
        }
        guard let did = callHookValue(.didFinishLaunching, options, budget: left) else { return }
        closeBGTaskRegistration()   // C6: launch handlers are registered by now, or never

        if usesScenes {
            // C1: the scenes take over once launching is done; a launch URL goes to the
            // connecting scene's connectionOptions. A background launch connects none (W1, W2).
            process.launched = true
            if background {
                deliverPendingDiscards()
                if isRunning { scheduleSuspensionCheck(); scheduleExpiration() }
            } else {
                launchScenes(url: url, sourceApplication: sourceApplication)
            }
            process.restoration.restoringLaunch = false
            return
        }
        if let url {
            // L3: the URL is opened only if the launch methods that exist returned true.
            let opens = (!implements(.willFinishLaunching) || will.isTruthy)
                && (!implements(.didFinishLaunching) || did.isTruthy)
            if launchURLStaysInOptions {
                emit(.info(rule: .L3, message: "on \(profile.name) UIKit does not call application:handleOpenURL: for the URL \(url) that launched the app: a delegate that implements application:didFinishLaunchingWithOptions: opens it there, from options.UIApplicationLaunchOptionsURLKey (the return value says whether it could); one with applicationDidFinishLaunching: instead gets handleOpenURL:"))
            } else if opens {
                guard deliver(url: url, sourceApplication: sourceApplication) else { return }
            } else {
                let which = implements(.didFinishLaunching) && !did.isTruthy
                    ? "application:didFinishLaunchingWithOptions:" : "application:willFinishLaunchingWithOptions:"
                let said = (which == Hook.didFinishLaunching.selector ? did : will) == .none ? "nothing" : "false"
                emit(.warning(message: "\(which) returned \(said): the URL \(url) is not opened (L3)"))
            }
        }
        process.launched = true
        // V2: the launch is over: the window must have its root view controller. L2, V1: its
        // view goes into the window in a background launch too ("appear" follows the view
        // hierarchy, not the screen): viewWillAppear: now, while applicationState reads
        // background, viewDidAppear: right after; the first return to the front calls neither.
        let shown = windowAppears()
        guard isRunning else { return }
        if background {
            windowDidAppear(shown)
            guard isRunning else { return }
            // L2: with nothing left to do the app is suspended (or, when it may not be,
            // terminated: T1).
            scheduleSuspensionCheck()
            scheduleExpiration()
        } else {
            becomeActive()
            windowDidAppear(shown)
        }
        process.restoration.restoringLaunch = false   // W4: the launch that restored state is over
    }

    /// L3 on iPhone OS 3 (`ios3`): with `application:didFinishLaunchingWithOptions:` implemented the
    /// launch URL reaches the app in the launch options only, and `application:handleOpenURL:` is
    /// not called for it; with `applicationDidFinishLaunching:` instead it is (docs/rules/L.md).
    private var launchURLStaysInOptions: Bool {
        !profile.has(since: .ios4) && implements(.didFinishLaunching)
    }

    /// Rule P: the first launch warns about delegate methods that this era's UIKit never calls.
    private func warnAboutEra() {
        guard !record.warnedAboutEra, let runtime else { return }
        record.warnedAboutEra = true
        warnAboutSceneLifecycleDeprecation()   // P, C1: ios26, once a run
        warnAboutIgnoredExitsOnSuspend()   // T1
        let unknown = Hook.allCases.filter { runtime.implements($0, sceneDelegate: nil) && !profile.has(since: $0.since) }
        for hook in unknown where !hook.comesWithScenes {
            let version = hook.introducedWithinProfile.map { " (\($0))" } ?? ""
            emit(.warning(message: "\(hook.selector) is never called on \(profile.name): UIKit has it from \(hook.since.name)\(version) on (P); run with --profile \(hook.since.name) to see it called"))
        }
        // C1: the scene methods, one warning for them all: they come with scenes, as a whole.
        let sceneMethods = unknown.filter(\.comesWithScenes).map(\.selector)
        if !sceneMethods.isEmpty {
            let listed = sceneMethods.prefix(3).joined(separator: ", ") + (sceneMethods.count > 3 ? " and \(sceneMethods.count - 3) more" : "")
            emit(.warning(message: "\(listed) \(sceneMethods.count == 1 ? "is" : "are") never called on \(profile.name): UIKit has scenes from ios13 on (P, C1), and before it the app delegate's lifecycle methods run; run with --profile ios13 to see the scenes"))
        }
        // C1: scene methods without a scene manifest are never called either.
        if profile.has(since: .ios13), record.info.sceneManifest == nil {
            for hook in Hook.allCases where hook.comesWithScenes && runtime.implements(hook, sceneDelegate: nil) {
                let site = runtime.site(of: hook).map { "\($0): " } ?? ""
                emit(.warning(message: "\(site)\(hook.selector) is never called: the app has no scene manifest (info.UIApplicationSceneManifest), so UIKit uses the app delegate's lifecycle (C1; lifecycle explain C1)"))
            }
        }
    }

    /// Delivers a URL to the running app (L3, U1, U2): `openURL:options:` where the OS has it
    /// (iOS 9, `ios7` on) and the delegate implements it; else `openURL:sourceApplication:annotation:`
    /// where the OS has it and the delegate implements it; else `handleOpenURL:`. Only one of them
    /// is called. Returns false when the app died in it.
    @discardableResult
    func deliver(url: String, sourceApplication: String?) -> Bool {
        guard runtime != nil else { return false }
        if usesScenes { return deliverToScene(url: url, sourceApplication: sourceApplication) }   // C1
        var hook = Hook.handleOpenURL
        if implements(.openURLOptions) {
            hook = .openURLOptions
        } else if profile.urlDelivery == .openURLWithFallback, implements(.openURL) {
            hook = .openURL
        }
        guard implements(hook) else {
            let missing = profile.urlDelivery == .handleOpenURLOnly
                ? "application:handleOpenURL: (the only URL method on \(profile.name))"
                : profile.has(since: Hook.openURLOptions.since)
                ? "application:openURL:options:, application:openURL:sourceApplication:annotation: or application:handleOpenURL:"
                : "application:openURL:sourceApplication:annotation: or application:handleOpenURL:"
            emit(.warning(message: "the URL \(url) is dropped: the delegate does not implement \(missing)"))
            return true
        }
        let arguments: HookArguments = hook == .handleOpenURL
            ? .url(url, sourceApplication: nil) : .url(url, sourceApplication: sourceApplication)
        return callHook(hook, arguments)
    }
}
