import LifecycleCore

/// What a scenario declares about itself with `scenario { … }`, its first statement, for
/// `lifecycle test`: its name and description in reports, the points it is worth, the profiles
/// it runs on (each once), whether it is strict (a violation, or a kill of the app's own doing,
/// fails it: `StrictCounter.fails`, M1), its device and the rules it teaches.
public struct ScenarioInfo: Sendable, Equatable {
    public var name: String?
    public var description: String?
    /// Points for passing on every profile it names (each run earns its share).
    public var points: Double = 1
    /// Profile names, in the order declared; empty: the command's `--profile`.
    public var profiles: [String] = []
    public var strict = false
    /// The kind of device it is written for (C3: `device = "ipad"` for several windows); nil:
    /// the command's `--device`, an iPhone by default.
    public var device: DeviceKind?
    /// The rule ids the scenario teaches (`rules = { "B7" }`), each a rule of the catalog, in the
    /// order declared: what "Lessons the class missed" groups its failures by. Empty: each
    /// failure's own rule.
    public var rules: [String] = []

    public init(name: String? = nil, description: String? = nil, points: Double = 1, profiles: [String] = [], strict: Bool = false) {
        self.name = name
        self.description = description
        self.points = points
        self.profiles = profiles
        self.strict = strict
    }

    /// The fields `scenario { … }` takes, in the order the docs list them.
    public static let fields = ["name", "description", "points", "profiles", "strict", "device", "rules"]
    /// The most points one scenario may be worth, and the longest name and description kept.
    public static let maxPoints = 1_000_000.0
    public static let maxNameBytes = 200
    public static let maxDescriptionBytes = 2_000
}
