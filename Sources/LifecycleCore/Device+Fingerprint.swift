/// A deterministic fingerprint of what the device and its apps hold, for `lifecycle explore`:
/// two runs with the same fingerprint are in the same lifecycle state (S1) with the same core
/// state, so exploring on from either finds the same things (the explorer keeps one).
///
/// It covers the device (lock and passcode, I4; calls, I1, I8; overlays, I3; accessory, R8;
/// orientation and locale, F3, F5; whether it multitasks, T1), and for each app its state, whether
/// its window has been on screen (L2) and its interface orientation (N), background tasks and, while one
/// is open, the allowance left (B5), pending suspension or expiry (S3), notifications queued
/// while suspended (F3), frozen blocks, background CPU in the current window (R11), what the
/// process holds (R1–R11, I4, B2, B8, E6, V1), and its container (B7, R4). Times are relative to
/// now and ids are left out, so that the same situation reached by different paths gets the
/// same fingerprint. What the app's Lua code keeps in its own variables is not visible to the
/// core and is not part of it.
///
/// The key is built from tables of parts, each naming the stored properties it covers, and each
/// type lists the stored properties it leaves out with the reason (`notInKey`): a test lists
/// every stored property by `Mirror` and fails on one that is in neither, so a new field cannot
/// be forgotten silently.
extension Device {
    public var fingerprint: String {
        Device.keyParts.compactMap { $0.text(self) }.joined(separator: "; ")
    }

    static let keyParts: [FingerprintPart<Device>] = [
        .init("isLocked", "hasPasscode", "protectedDataAvailable") {
            "locked=\($0.isLocked); passcode=\($0.hasPasscode); data=\($0.protectedDataAvailable)"
        },
        .init("call", "overlay") { "call=\($0.call); overlay=\($0.overlay.map { "\($0)" } ?? "-")" },
        .init("returnApp", "statusBarApp") { "return=\($0.returnApp?.name ?? "-"); bar=\($0.statusBarApp?.name ?? "-")" },
        .init("accessory", "orientation", "locale") {
            "accessory=\($0.accessory ?? "-"); orientation=\($0.orientation); locale=\($0.locale)"
        },
        // The jobs' count; their times are not in the key (a block due in 5 s and one due in 50 s
        // look alike), nor the clock itself: times in the key are relative.
        .init("scheduler") { "jobs=\($0.scheduler.pendingCount)" },
        // Of the shared context, the profile is the exploration's and set_multitasking the part
        // of it that can change (T1). Its budgets are the same in every run; its count of code
        // runs only stops an exploration (Device.maxCodeRuns, exit 2); its memo never changes an
        // outcome (CodeMemo).
        .init("context") { "multitasks=\($0.profile.multitasking)" },
        // C6: charging decides whether a processing task may run (nil when not, as before C6).
        .init("isCharging") { $0.isCharging ? "charging" : nil },
        .init("apps") { device in device.apps.map { "[\($0.name)] " + $0.fingerprint }.joined(separator: "; ") },
    ]

    static let notInKey: [String: String] = [
        "trace": "what has happened, not what can: the explorer's observer reads it",
        "app": "the first of `apps`, which are in the key",
        "interruptCheck": "Ctrl-C at the REPL, and the host's backstop, which ends the run (exit 2)",
        "largeStorageGate": "lifecycle test's turn to hold a large storage (H33): it may wait, and changes nothing a run shows; explore sets none",
        "holdsLargeStorage": "whether that turn was taken: it changes nothing a run shows",
        "verbSite": "where the scenario called the verb running now, for a warning's message; nil between verbs",
        "verbSiteLookup": "how the host finds where the running verb was called, for a warning's message",
    ]
}

/// One part of a state key: the stored properties of `Subject` it covers, and their text (nil:
/// nothing to add).
struct FingerprintPart<Subject>: Sendable {
    let covers: [String]
    let text: @Sendable (Subject) -> String?

    init(_ covers: String..., text: @escaping @Sendable (Subject) -> String?) {
        self.covers = covers
        self.text = text
    }
}
