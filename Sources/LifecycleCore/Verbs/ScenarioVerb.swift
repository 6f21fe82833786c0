/// A scenario verb (docs/scenario-api.md): a global of the scenario script that acts on the
/// simulated device. The verbs are declared once, in `ScenarioVerb+Catalog.swift`: each with its
/// name, its arguments, the profile that first has it (P), the kind of device that has it (C3),
/// the rules it exercises, a line of help
/// and whether `lifecycle explore` plays it. The scenario bindings, the explorer, the REPL's
/// `:help` and completion, and the checks of `stdlib/api/scenario.lua` and the docs all read it.
///
/// A class, so that a verb passed around (each trace line's `action`, each explored step) is one
/// reference, and two verbs are the same when they are one entry of the catalog.
public final class ScenarioVerb: Sendable, Equatable, CustomStringConvertible {
    /// Where the verb is listed (the sections of docs/scenario-api.md and `:help`).
    public enum Group: CaseIterable, Sendable {
        case declaring, switching, lockAndCalls, system, events, wake, scenes, bgTasks, checks

        public var title: String {
            switch self {
            case .declaring: return "Declaring the scenario, for lifecycle test"
            case .switching: return "Launching and switching"
            case .lockAndCalls: return "The lock button and calls"
            case .system: return "Time, memory and system changes"
            case .events: return "Touches, other events and interruptions"
            case .wake: return "Woken in the background"
            case .scenes: return "Scenes"
            case .bgTasks: return "BGTaskScheduler"
            case .checks: return "Looking and checking"
            }
        }
    }

    /// The global's name (`open_url`).
    public let name: String
    /// Its parameters as `stdlib/api/scenario.lua` names them; `x?` is optional (`app?`).
    public let arguments: [String]
    /// The profile that first has it; nil for a verb every profile has (P).
    public let since: OSProfile?
    /// The kind of device that has it; nil for a verb every device has (C3: the iPad's windows).
    public let device: DeviceKind?
    /// The rules it exercises, as `stdlib/api/scenario.lua` cites them.
    public let rules: [Rule]
    public let group: Group
    /// Whether `lifecycle explore` plays it (its lines are in `ExploreVerb`).
    public let explored: Bool
    /// One line for `:help`.
    public let help: String

    init(_ name: String, _ arguments: [String], since: OSProfile? = nil, device: DeviceKind? = nil, rules: String, _ group: Group,
         explored: Bool = false, help: String) {
        self.name = name
        self.arguments = arguments
        self.since = since
        self.device = device
        self.rules = rules.split(separator: ",").map { Rule(String($0.drop { $0 == " " })) }
        self.group = group
        self.explored = explored
        self.help = help
    }

    public var description: String { name }

    public static func == (lhs: ScenarioVerb, rhs: ScenarioVerb) -> Bool { lhs === rhs }

    /// How it is called, optional arguments in brackets: `open_url(url, [sourceApplication], [app])`.
    public var call: String {
        let shown = arguments.map { $0.hasSuffix("?") ? "[\($0.dropLast())]" : $0 }
        return "\(name)(\(shown.joined(separator: ", ")))"
    }

    /// Every verb, grouped, in the order `stdlib/api/scenario.lua` and the docs list them.
    public static let all: [ScenarioVerb] = [
        launch, home, reopen, openURL, install, userKill,
        lock, unlock, call, answer, decline, endCall,
        advance, memoryWarning, lowMemory, significantTimeChange, connectAccessory, disconnectAccessory,
        changeSettings, setMultitasking, setPasscode, rotate, changeLocale,
        tap, touchDown, touchMove, touchUp, shake, remote, accelerate, banner, notificationCenter, dismiss,
        backgroundFetch, push,
        openWindow, frontWindow, sideBySide, closeWindow, disconnectScene, sceneState, expectSceneState,
        runBGTask, setCharging,
        state, expectState, expect, expectSaved, expectDefault, readFile, readDefault, now, profile,
    ]

    /// The verb called `name`, or nil.
    public static func named(_ name: String) -> ScenarioVerb? { byName[name] }

    private static let byName: [String: ScenarioVerb] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The verbs of `group`, in the catalog's order.
    public static func verbs(in group: Group) -> [ScenarioVerb] { all.filter { $0.group == group } }
}
