import LifecycleCore
import LifecycleLua

/// The alphabet of `lifecycle explore`: the scenario verbs the catalog marks `explored`
/// (`ScenarioVerb`, docs/scenario-api.md), those that make sense with one app, each a fixed line
/// of a scenario. An explored sequence starts with `launch()` and
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
    /// The catalog's verb its scenario line calls (`ScenarioVerb`): the profile that has it (P).
    public let verb: ScenarioVerb
    /// The scenario line (`home()`, `advance(700)`).
    public let lua: String
    /// What the scenario line does to the device (the method its scenario verb calls). Nil: the
    /// explorer plays sequences with this verb through a scenario state instead.
    public let act: (@Sendable (Device) -> Void)?

    /// The step `name` (the verb's own name by default) that calls `verb` with `arguments`, as
    /// written after the verb's name (`()`, `{background = true}`).
    public init(_ verb: ScenarioVerb, _ arguments: String = "()", name: String? = nil, act: (@Sendable (Device) -> Void)? = nil) {
        self.name = name ?? verb.name
        self.verb = verb
        self.lua = verb.name + arguments
        self.act = act
    }

    public static func == (lhs: ExploreVerb, rhs: ExploreVerb) -> Bool {
        lhs.name == rhs.name && lhs.lua == rhs.lua
    }

    /// Seconds of simulated time after every verb.
    public static let stepSeconds = 1
    /// The long wait: longer than any profile's background allowance (600 s at most, P).
    public static let waitSeconds = 700

    /// Every sequence starts with this (a fresh launch, L1).
    public static let launch = ExploreVerb(.launch) { $0.launch() }

    /// The verbs tried after the launch, in the order they are tried (which decides, among
    /// sequences of the same length, which one is written as the shortest). Each is a verb the
    /// catalog marks `explored` (a test checks both ways).
    public static let alphabet: [ExploreVerb] = [
        ExploreVerb(.home) { $0.home() },
        ExploreVerb(.reopen) { $0.reopen() },
        ExploreVerb(.advance, "(\(waitSeconds))", name: "wait") { $0.advance(.seconds(Int64(waitSeconds))) },
        ExploreVerb(.lock) { $0.lock() },
        ExploreVerb(.unlock) { $0.unlock() },
        ExploreVerb(.call) { $0.incomingCall() },
        ExploreVerb(.answer) { $0.answer() },
        ExploreVerb(.decline) { $0.decline() },
        ExploreVerb(.endCall) { $0.endCall() },
        ExploreVerb(.notificationCenter) { $0.notificationCenter() },
        ExploreVerb(.dismiss) { $0.dismiss() },
        ExploreVerb(.openURL, "(\"explore://open\", \"com.example.other\")") {
            $0.openURL("explore://open", sourceApplication: "com.example.other")
        },
        ExploreVerb(.memoryWarning) { $0.memoryWarning() },
        ExploreVerb(.lowMemory) { $0.lowMemory() },
        ExploreVerb(.rotate, "(\"landscapeLeft\")") { $0.rotate("landscapeLeft") },
        ExploreVerb(.userKill) { $0.userKill() },
        ExploreVerb(.launch, "{background = true}", name: "background_launch") { $0.launch(background: true) },
        // W1, W2 (ios7 and later): woken in the background, or launched there. Last, so that the
        // shortest sequences of the verbs above are the ones they always were.
        ExploreVerb(.backgroundFetch) { $0.backgroundFetch() },
        ExploreVerb(.push, "{ aps = { [\"content-available\"] = 1 } }") { $0.push(ExploreVerb.silentPush) },
        // C6 (ios13): the device on its charger, which processing tasks need with lock(). The
        // app's run_bg_task verbs follow it (`bgTaskVerbs`: they name the app's identifiers).
        ExploreVerb(.setCharging, "(true)") { $0.setCharging(true) },
    ]

    /// The steps of `alphabet` that `profile` has (P: a verb from a later era is refused, so it
    /// is not explored).
    public static func alphabet(on profile: OSProfile) -> [ExploreVerb] {
        alphabet.filter { $0.verb.since.map(profile.has(since:)) ?? true }
    }

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
