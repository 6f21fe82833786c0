/// The five execution states of an iOS app (S1).
public enum AppState: String, CaseIterable, Sendable {
    case notRunning, inactive, active, background, suspended

    /// What `UIApplication.applicationState` reports (S4). A suspended app runs no code, so it
    /// never asks; a not-running app has no application object.
    public var applicationState: String {
        switch self {
        case .active: return "active"
        case .inactive: return "inactive"
        case .background, .suspended, .notRunning: return "background"
        }
    }

    /// True when the app's code can run (S1: a suspended app executes no code).
    public var runsCode: Bool { self == .inactive || self == .active || self == .background }

    /// True in the foreground (S1).
    public var isForeground: Bool { self == .inactive || self == .active }

    /// The edges of the state graph (S1, L1, L2, I1, B1, F1, T1–T4, M1). Every state change the
    /// core makes is checked against it.
    public func canMove(to next: AppState) -> Bool {
        switch (self, next) {
        case (.notRunning, .inactive), (.notRunning, .background): return true   // L1, L2
        case (.inactive, .active), (.active, .inactive): return true               // L1, I1
        case (.inactive, .background): return true                                 // B1
        case (.background, .suspended): return true                                // S3
        case (.background, .inactive), (.suspended, .inactive): return true       // F1, U1
        case (.suspended, .background): return true                                // resumed to run code (S1, F3)
        case (_, .notRunning): return self != .notRunning                          // T1–T4, M1, kills
        default: return false
        }
    }

    /// Parses a state name as scripts write it.
    public init?(name: String) { self.init(rawValue: name) }
}
