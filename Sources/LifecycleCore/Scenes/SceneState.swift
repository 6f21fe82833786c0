/// C2: the four states of a scene (`UIScene.ActivationState`). A scene the system has not
/// connected, or has disconnected, is `unattached`; its session may live on (C4).
public enum SceneState: String, CaseIterable, Sendable {
    case unattached, foregroundInactive, foregroundActive, background

    /// In the foreground: on screen, active or not (C2).
    public var isForeground: Bool { self == .foregroundInactive || self == .foregroundActive }

    /// The edges of a scene's state graph (C2): connected into the foreground or the
    /// background, activated and deactivated, sent to the background and back, disconnected
    /// from the background (C3, C4) or, when its process ends, from any state.
    public func canMove(to next: SceneState) -> Bool {
        switch (self, next) {
        case (.unattached, .foregroundInactive), (.unattached, .background): return true
        case (.foregroundInactive, .foregroundActive), (.foregroundActive, .foregroundInactive): return true
        case (.foregroundInactive, .background), (.background, .foregroundInactive): return true
        case (.background, .unattached): return true
        case (_, .unattached): return self != .unattached   // the process ended (T4, M1, kills)
        default: return false
        }
    }

    /// The process state the scenes of an app make (C2): active if one scene is foreground
    /// active, else inactive if one is in the foreground, else background.
    public static func appState(of states: [SceneState]) -> AppState {
        if states.contains(.foregroundActive) { return .active }
        if states.contains(.foregroundInactive) { return .inactive }
        return .background
    }
}

/// C1: `UIApplicationSceneManifest` of Info.plist: whether the app supports several windows
/// (C3) and the configurations of the application role, each naming its scene delegate class.
public struct SceneManifest: Sendable, Equatable {
    public struct Configuration: Sendable, Equatable {
        public let name: String
        /// `UISceneDelegateClassName`: a class the app script returns by this name (nil: none).
        public let delegateClass: String?
        public init(name: String, delegateClass: String?) {
            self.name = name
            self.delegateClass = delegateClass
        }
    }

    /// `UIApplicationSupportsMultipleScenes` (C3).
    public var supportsMultipleScenes: Bool
    /// `UISceneConfigurations.UIWindowSceneSessionRoleApplication`, in order.
    public var configurations: [Configuration]

    public init(supportsMultipleScenes: Bool = false, configurations: [Configuration] = []) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
    }

    /// The configuration UIKit uses for a new session when the app delegate does not choose:
    /// the first of the role (an empty one when the manifest lists none).
    public var defaultConfiguration: Configuration {
        configurations.first ?? Configuration(name: "Default Configuration", delegateClass: nil)
    }

    /// The configuration named `name`, if the manifest has it.
    public func configuration(named name: String) -> Configuration? {
        configurations.first { $0.name == name }
    }

    /// `; did you mean 'Default Configuration'?` for a configuration name the manifest lacks
    /// that looks like a misspelling of one it lists (`NameDistance`), else "".
    public func hint(forConfiguration name: String) -> String {
        guard configuration(named: name) == nil,
              let best = NameDistance.closest(to: name, among: configurations.map(\.name)), best.close else { return "" }
        return "; did you mean '\(TraceText.limited(best.name, to: NameDistance.maxLength))'?"
    }
}
