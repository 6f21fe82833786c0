/// Why the system woke an app in the background, or launched it there (W1, W2): a background
/// fetch or a silent remote notification. The trace's `wake.reason` and `completion.handler`.
public enum WakeKind: String, CaseIterable, Sendable {
    case fetch, push

    /// The delegate method the wake calls (W1, W2).
    public var hook: Hook {
        switch self {
        case .fetch: return .performFetch
        case .push: return .didReceiveRemoteNotification
        }
    }

    /// The rule a violation or kill about this wake cites.
    public var rule: Rule {
        switch self {
        case .fetch: return .W1
        case .push: return .W2
        }
    }

    /// The `UIBackgroundModes` entry that lets the system wake the app for it (W1, W2).
    public var mode: String {
        switch self {
        case .fetch: return "fetch"
        case .push: return "remote-notification"
        }
    }

    /// The scenario verb that asks for it.
    public var verb: ScenarioVerb {
        switch self {
        case .fetch: return .backgroundFetch
        case .push: return .push
        }
    }
}

/// What a wake's completion handler reports (`UIBackgroundFetchResult`, W1, W2): the trace's
/// `completion.result`.
public enum FetchResult: String, CaseIterable, Sendable {
    case newData, noData, failed

    /// The Lua globals that hold these values, as messages name them.
    public var globalName: String {
        switch self {
        case .newData: return "UIBackgroundFetchResultNewData"
        case .noData: return "UIBackgroundFetchResultNoData"
        case .failed: return "UIBackgroundFetchResultFailed"
        }
    }
}
