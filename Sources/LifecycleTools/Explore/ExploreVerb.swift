import LifecycleCore
import LifecycleLua

/// The alphabet of `lifecycle explore`: the scenario verbs (docs/scenario-api.md) that make sense
/// with one app, each a fixed line of a scenario. An explored sequence starts with `launch()` and
/// every step, the launch included, is the verb followed by `advance(1)`, so that what is due
/// right after it (suspension, S3; dispatched blocks) happens within the step.
///
/// Rules exercised: B1, B4 (home), F1, F3 (reopen), I1, I8 (calls), I3 (notification centre),
/// I4 (lock), U1, U2, L3 (URLs), M1–M3 (memory), T2–T4 (user_kill), L2 (background launch),
/// F3, F5 (rotation), B5 (the long wait outlasts every profile's background allowance), W1–W3
/// (a background fetch and a silent push, from ios7), C6 (`set_charging`, and `run_bg_task` for
/// each identifier the app lists, from ios13: ExploreVerb+BGTask.swift), C3, C4 (a scene app's
/// windows, from ios13: ExploreVerb+Scenes.swift).
///
/// Each verb also acts on a `Device` directly (`act`), as its scenario line does through the
/// scenario state: the explorer plays sequences without a scenario Lua state, and a test checks
/// that both give the same trace, byte for byte.
public struct ExploreVerb: Sendable, Equatable {
    /// The short name paths show (`home`, `wait`).
    public let name: String
    /// The scenario line (`home()`, `advance(700)`).
    public let lua: String
    /// What the scenario line does to the device (the method its scenario verb calls). Nil: the
    /// explorer plays sequences with this verb through a scenario state instead.
    public let act: (@Sendable (Device) -> Void)?

    public init(name: String, lua: String, act: (@Sendable (Device) -> Void)? = nil) {
        self.name = name
        self.lua = lua
        self.act = act
    }

    public static func == (lhs: ExploreVerb, rhs: ExploreVerb) -> Bool {
        lhs.name == rhs.name && lhs.lua == rhs.lua
    }

    /// Seconds of simulated time after every verb.
    public static let stepSeconds = 1
    /// The long wait: longer than any profile's background allowance (600 s at most, SPEC P).
    public static let waitSeconds = 700

    /// Every sequence starts with this (a fresh launch, L1).
    public static let launch = ExploreVerb(name: "launch", lua: "launch()") { $0.launch() }

    /// The verbs tried after the launch, in the order they are tried (which decides, among
    /// sequences of the same length, which one is written as the shortest).
    public static let alphabet: [ExploreVerb] = [
        ExploreVerb(name: "home", lua: "home()") { $0.home() },
        ExploreVerb(name: "reopen", lua: "reopen()") { $0.reopen() },
        ExploreVerb(name: "wait", lua: "advance(\(waitSeconds))") { $0.advance(.seconds(Int64(waitSeconds))) },
        ExploreVerb(name: "lock", lua: "lock()") { $0.lock() },
        ExploreVerb(name: "unlock", lua: "unlock()") { $0.unlock() },
        ExploreVerb(name: "call", lua: "call()") { $0.incomingCall() },
        ExploreVerb(name: "answer", lua: "answer()") { $0.answer() },
        ExploreVerb(name: "decline", lua: "decline()") { $0.decline() },
        ExploreVerb(name: "end_call", lua: "end_call()") { $0.endCall() },
        ExploreVerb(name: "notification_center", lua: "notification_center()") { $0.notificationCenter() },
        ExploreVerb(name: "dismiss", lua: "dismiss()") { $0.dismiss() },
        ExploreVerb(name: "open_url", lua: "open_url(\"explore://open\", \"com.example.other\")") {
            $0.openURL("explore://open", sourceApplication: "com.example.other")
        },
        ExploreVerb(name: "memory_warning", lua: "memory_warning()") { $0.memoryWarning() },
        ExploreVerb(name: "low_memory", lua: "low_memory()") { $0.lowMemory() },
        ExploreVerb(name: "rotate", lua: "rotate(\"landscapeLeft\")") { $0.rotate("landscapeLeft") },
        ExploreVerb(name: "user_kill", lua: "user_kill()") { $0.userKill() },
        ExploreVerb(name: "background_launch", lua: "launch{background = true}") { $0.launch(background: true) },
        // W1, W2 (ios7 and later): woken in the background, or launched there. Last, so that the
        // shortest sequences of the verbs above are the ones they always were.
        ExploreVerb(name: "background_fetch", lua: "background_fetch()") { $0.backgroundFetch() },
        ExploreVerb(name: "push", lua: "push{ aps = { [\"content-available\"] = 1 } }") { $0.push(ExploreVerb.silentPush) },
        // C6 (ios13): the device on its charger, which processing tasks need with lock(). The
        // app's run_bg_task verbs follow it (`bgTaskVerbs`: they name the app's identifiers).
        ExploreVerb(name: "set_charging", lua: "set_charging(true)") { $0.setCharging(true) },
    ]

    /// The name a sequence's scenario runs under when the explorer replays it.
    public static let scenarioPath = "explore.lua"

    /// The payload `push` sends: a silent notification and nothing else (W2).
    static let silentPush = try! PushPayload.make([
        PayloadEntry(key: "aps", value: .dictionary([PayloadEntry(key: "content-available", value: .number(1))])),
    ]).get()

    /// The scenario of a sequence: the launch, then each verb, each followed by the step's
    /// advance. `marks` adds a trailing comment to the line of a step (0 is the launch).
    public static func scenario(_ path: [ExploreVerb], marks: [Int: String] = [:]) -> String {
        var text = ""
        for (index, verb) in ([launch] + path).enumerated() {
            text += verb.lua
            if let mark = marks[index] { text += "  -- " + mark }
            text += "\nadvance(\(stepSeconds))\n"
        }
        return text
    }

    /// A sequence as the report shows it: `launch → home → wait`.
    public static func describe(_ path: [ExploreVerb]) -> String {
        ([launch] + path).map(\.name).joined(separator: " → ")
    }
}
