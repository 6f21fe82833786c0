/// W4: state restoration (`ios6` and later; on older profiles the delegate methods are never
/// called, P). An app opts in by returning true from `application:shouldSaveApplicationState:`
/// and `application:shouldRestoreApplicationState:`. When it enters the background the view
/// controllers with a `restorationIdentifier` encode their state into the app's container; at
/// the next launch, between `willFinishLaunching` and `didFinishLaunching`, they decode it. The
/// system deletes it when the user kills the app from the switcher, and when the launch that
/// restored it crashes; a jetsam or watchdog kill keeps it.
extension App {
    /// Saves state after `applicationDidEnterBackground:` returned and the snapshot was taken,
    /// within the 5 s B4 gives from `applicationDidEnterBackground:`'s start (`start`) for the whole
    /// of it (the method, `shouldSave` and every encode). Returns false when
    /// the app died.
    func preserveState(since start: SimTime) -> Bool {
        guard let ask = optIn(.shouldSaveSecureApplicationState, else: .shouldSaveApplicationState) else { return true }
        var left: SimDuration { max(.zero, budgets.didEnterBackground - (scheduler.now - start)) }
        process.restoration.pendingBytes = 0
        process.restoration.overflowed = false
        let appCoder = openCoder(encoding: true)
        var answer = callHookValue(ask, .coder(appCoder), budget: left)
        // The app's own state, into the same coder, before any view controller encodes.
        if answer?.isTruthy == true, implements(.willEncodeRestorableState),
           callHookValue(.willEncodeRestorableState, .coder(appCoder), budget: left) == nil {
            answer = nil
        }
        let (appValues, appKeys) = closeCoder()
        guard let answer else { return false }
        guard answer.isTruthy else {
            discardSavedState("\(ask.selector) returned \(answer == .none ? "nothing" : "false"): nothing is saved, and the state saved earlier no longer describes the app")
            return true
        }
        // What was encoded, for the trace (with any key whose value did not fit the storage).
        var encoded: [(controller: String?, keys: [String])] = appKeys.isEmpty ? [] : [(nil, appKeys)]
        if !appKeys.isEmpty { emitRestoration(.encode, nil, appKeys) }
        let preserved = controllers.restorablePaths
        if preserved.isEmpty {
            emit(.warning(message: "\(ask.selector) returned true, but the window's root view controller has no restorationIdentifier: no view controller's state is saved (W4)"))
        }
        var entries: [RestorationArchive.Entry] = []
        for (id, path) in preserved where controllers[id] != nil {
            let coder = openCoder(encoding: true)
            let alive = runRestorable(id, "encodeRestorableStateWithCoder", coder: coder, budget: left, rule: .B4)
            let (values, keys) = closeCoder()
            guard alive else { return false }
            let entry = RestorationArchive.Entry(path: path, values: values)
            entries.append(entry)
            encoded.append((entry.name, keys))
            emitRestoration(.encode, entry.name, keys)
        }
        let archive = RestorationArchive(app: appValues, controllers: entries)
        // A coder that overflowed while encoding went past the storage, whatever is left of it.
        let growth = process.restoration.overflowed ? budgets.storageCapacityBytes : archive.bytes - (record.container.restoration?.bytes ?? 0)
        if let full = storageRefusal(adding: growth) {
            let reason = "the state could not be written: \(full); the state saved earlier is kept"
            if encoded.isEmpty { emitRestoration(.discard, nil, [], reason: reason) }
            for (controller, keys) in encoded { emitRestoration(.discard, controller, keys, reason: reason) }
            return true
        }
        record.container.restoration = archive
        return true
    }

    /// Restores saved state between `application:willFinishLaunchingWithOptions:` and
    /// `application:didFinishLaunchingWithOptions:`, under the launch watchdog (L5). Controllers
    /// are matched by restoration path, so the window and its root view controller must exist
    /// when `willFinishLaunching` returns. Returns false when the app died.
    func restoreState(launchStart: SimTime) -> Bool {
        guard let archive = record.container.restoration else { return true }
        var left: SimDuration { budgets.launch - (scheduler.now - launchStart) }
        guard let ask = optIn(.shouldRestoreSecureApplicationState, else: .shouldRestoreApplicationState) else {
            let which = profile.has(since: Hook.shouldRestoreSecureApplicationState.since)
                ? "\(Hook.shouldRestoreSecureApplicationState.selector) or \(Hook.shouldRestoreApplicationState.selector)"
                : Hook.shouldRestoreApplicationState.selector
            emitRestoration(.skip, nil, [], reason: "the delegate does not implement \(which), so UIKit restores nothing; the saved state is kept")
            return true
        }
        // From here a crash of this launch deletes the state, so that it cannot crash every launch.
        process.restoration.restoringLaunch = true
        let appCoder = openCoder(encoding: false, values: archive.app)
        let answer = callHookValue(ask, .coder(appCoder), budget: left)
        closeCoder()
        guard let answer else { return false }
        guard answer.isTruthy else {
            process.restoration.restoringLaunch = false
            emitRestoration(.skip, nil, [], reason: "\(ask.selector) returned \(answer == .none ? "nothing" : "false"): nothing is restored; the saved state is kept")
            return true
        }
        if !archive.app.isEmpty { emitRestoration(.decode, nil, RestorationArchive.keys(archive.app)) }
        let live = controllers.restorablePaths
        for entry in archive.controllers {
            guard let id = live.first(where: { $0.path == entry.path })?.id, controllers[id] != nil else {
                emitRestoration(.skip, entry.name, RestorationArchive.keys(entry.values), reason: "no view controller with this restoration path is in the window when \(Hook.willFinishLaunching.selector) returns: UIKit restores before \(Hook.didFinishLaunching.selector), so set window.rootViewController (and its restorationIdentifier) in \(Hook.willFinishLaunching.selector)")
                continue
            }
            let coder = openCoder(encoding: false, values: entry.values)
            let alive = runRestorable(id, "decodeRestorableStateWithCoder", coder: coder, budget: left, rule: .L5)
            closeCoder()
            guard alive else { return false }
            emitRestoration(.decode, entry.name, RestorationArchive.keys(entry.values))
        }
        // The app's own state again, once every view controller has decoded.
        guard implements(.didDecodeRestorableState) else { return true }
        let finalCoder = openCoder(encoding: false, values: archive.app)
        let decoded = callHookValue(.didDecodeRestorableState, .coder(finalCoder), budget: left)
        closeCoder()
        return decoded != nil
    }

    /// W4: the opt-in method UIKit asks: the secure form of iOS 13.2 (`ios13` on) when the
    /// delegate has it, else the older one; nil when it has neither (nothing is saved or restored).
    private func optIn(_ secure: Hook, else older: Hook) -> Hook? {
        implements(secure) ? secure : implements(older) ? older : nil
    }

    /// The system deletes the saved state, saying what it held and why (W4).
    func discardSavedState(_ reason: String) {
        guard let archive = record.container.restoration else { return }
        record.container.restoration = nil
        emitDiscards(archive, reason)
    }

    /// One `discard` line per part of `archive`: the app delegate's state, then each controller's.
    private func emitDiscards(_ archive: RestorationArchive, _ reason: String) {
        if !archive.app.isEmpty || archive.controllers.isEmpty {
            emitRestoration(.discard, nil, RestorationArchive.keys(archive.app), reason: reason)
        }
        for entry in archive.controllers { emitRestoration(.discard, entry.name, RestorationArchive.keys(entry.values), reason: reason) }
    }

    private func emitRestoration(_ action: RestorationAction, _ controller: String?, _ keys: [String], reason: String? = nil) {
        emit(.restoration(action: action, controller: controller.map(TraceText.limited), keys: keys, reason: reason))
    }

    /// Runs a view controller's `encodeRestorableStateWithCoder` or `decodeRestorableStateWithCoder`
    /// as app code; false when the app died in it.
    private func runRestorable(_ id: Int, _ method: String, coder: Int, budget: SimDuration, rule: Rule) -> Bool {
        guard let runtime, let name = controllers[id]?.name else { return isRunning }
        let subject = "\(name) \(method)"
        return runCode(nil, kind: .viewController, subject: subject, budget: budget, watchdogRule: rule) { session in
            session.activity = subject
            return runtime.restorable(id, method, coder: coder, session: session)
        } != nil
    }
}

extension ControllerTable {
    /// The most view controllers one chain of presentations preserves (W4).
    public static let maxRestorableDepth = 32

    /// W4: the view controllers UIKit preserves, with their restoration paths: the root and what
    /// is presented on it, down to the first without a `restorationIdentifier` (whose children
    /// are not preserved either, as in UIKit). At most `maxRestorableDepth` of them: each path
    /// holds the ones above it, so an endless chain of presentations must not cost the square
    /// of its length.
    public var restorablePaths: [(id: Int, path: [String])] {
        var result: [(id: Int, path: [String])] = []
        var next = root
        var path: [String] = []
        while let id = next, let node = self[id], let identifier = node.restorationIdentifier,
              result.count < ControllerTable.maxRestorableDepth, !result.contains(where: { $0.id == id }) {
            path.append(identifier)
            result.append((id, path))
            next = node.presented
        }
        return result
    }
}
