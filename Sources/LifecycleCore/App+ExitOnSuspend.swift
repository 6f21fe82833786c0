/// An app that may not be suspended (T1): built for, or running on, a system without
/// multitasking, or one whose Info.plist sets `UIApplicationExitsOnSuspend` on an era that
/// honours the key (iOS 4 to 12: Apple lists the key for iOS 4.0–13.0 and deprecates it in
/// iOS 13, so from `ios13` on the simulator ignores it, with a warning).
extension App {
    /// Why this app may not be suspended, if it may not (T1): no multitasking in the OS or on
    /// the device, or `UIApplicationExitsOnSuspend` before `ios13`.
    var reasonToExit: String? {
        profile.noMultitaskingReason ?? (honoursExitsOnSuspend ? "Info.plist sets UIApplicationExitsOnSuspend" : nil)
    }

    /// The app sets `UIApplicationExitsOnSuspend` and the era honours it (T1: not from ios13 on).
    private var honoursExitsOnSuspend: Bool {
        record.info.exitOnSuspend && !profile.has(since: .ios13)
    }

    /// Why the system does not wake or launch this app in the background for a fetch, a push
    /// or a BGTask (T1: W1, W2, C6), or nil when it may.
    var exitOnSuspendWakeRefusal: String? {
        reasonToExit.map { "\($0): the system never wakes or launches an app that may not be suspended in the background (T1)" }
    }

    /// At the first launch of a run, with the era's other warnings (T1): the key is set on an
    /// era that ignores it.
    func warnAboutIgnoredExitsOnSuspend() {
        guard record.info.exitOnSuspend, profile.has(since: .ios13) else { return }
        emit(.warning(message: "info.UIApplicationExitsOnSuspend is ignored on \(profile.name): Apple deprecated the key in iOS 13 (it is listed for iOS 4.0–13.0), so the app is suspended like any other when it leaves the foreground; save its state in applicationDidEnterBackground: instead (T1; lifecycle explain T1)"))
    }

    /// A scenario's `launch{background = true}` of an app that may not be suspended (T1): real
    /// iOS never launches it into the background; the simulator does, as a teaching override.
    func noteBackgroundLaunchOverride() {
        guard let why = reasonToExit else { return }
        emit(.info(rule: .T1, message: "\(why): real iOS never launches this app into the background; the scenario's launch{background = true} does it as a teaching override, and the app is terminated, not suspended, once it has nothing left to do"))
    }
}
