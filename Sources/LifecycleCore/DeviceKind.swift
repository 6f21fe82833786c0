/// The kind of device a simulation runs on (C3): an iPhone, the default, or an iPad. Several
/// windows of one app (`open_window`) and Split View (`side_by_side`) exist only on the iPad;
/// the verb catalog (`ScenarioVerb.device`) says which verbs need it. Chosen as a profile is:
/// `--device`, or a scenario's `scenario { device = "ipad" }`.
public enum DeviceKind: String, Sendable, CaseIterable {
    case iphone, ipad

    /// As Apple writes it: `iPhone`, `iPad`.
    public var displayName: String {
        switch self {
        case .iphone: return "iPhone"
        case .ipad: return "iPad"
        }
    }

    /// The kind called `name` (case does not matter: `iPad` is `ipad`).
    public static func named(_ name: String) -> DeviceKind? { DeviceKind(rawValue: name.lowercased()) }

    /// Whether `verb` exists on this kind of device (the catalog's `device`; nil: on every one).
    public func has(_ verb: ScenarioVerb) -> Bool { verb.device.map { $0 == self } ?? true }
}
