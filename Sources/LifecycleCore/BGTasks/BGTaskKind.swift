/// The two kinds of `BGTaskScheduler` task (C6, ios13): a `BGAppRefreshTask` (about 30 s of run
/// time, like a background fetch) and a `BGProcessingTask` (minutes, and only while the device is
/// idle; charging too when the request sets `requiresExternalPower`). The trace's `bgtask.kind`.
public enum BGTaskKind: String, CaseIterable, Sendable {
    case refresh, processing

    /// The request class the app submits (`BGAppRefreshTaskRequest`, `BGProcessingTaskRequest`).
    public var requestClass: String {
        switch self {
        case .refresh: return "BGAppRefreshTaskRequest"
        case .processing: return "BGProcessingTaskRequest"
        }
    }

    /// The task class the launch handler receives.
    public var taskClass: String {
        switch self {
        case .refresh: return "BGAppRefreshTask"
        case .processing: return "BGProcessingTask"
        }
    }

    /// The `UIBackgroundModes` entry without which a submit fails with `notPermitted` (C6).
    public var mode: String {
        switch self {
        case .refresh: return "fetch"
        case .processing: return "processing"
        }
    }

    /// How many requests of this kind may be pending at once (UIKit: 1 refresh, 10 processing).
    public var pendingLimit: Int {
        switch self {
        case .refresh: return 1
        case .processing: return 10
        }
    }

    /// The run time the system gives a task of this kind before its expiration handler (C6).
    public func runTime(_ budgets: Budgets) -> SimDuration {
        switch self {
        case .refresh: return budgets.bgRefreshTask
        case .processing: return budgets.bgProcessingTask
        }
    }
}

/// `BGTaskSchedulerErrorDomain`'s codes (C6): what `submitTaskRequest:error:` fails with.
public enum BGTaskSchedulerError: Int, Sendable, Equatable {
    case unavailable = 1, tooManyPendingTaskRequests = 2, notPermitted = 3

    /// The constant's name, as UIKit spells it (`BGTaskSchedulerErrorCodeNotPermitted`).
    public var name: String {
        switch self {
        case .unavailable: return "BGTaskSchedulerErrorCodeUnavailable"
        case .tooManyPendingTaskRequests: return "BGTaskSchedulerErrorCodeTooManyPendingTaskRequests"
        case .notPermitted: return "BGTaskSchedulerErrorCodeNotPermitted"
        }
    }
}

/// A refused submit: the error's code and a message that says why, citing C6.
public struct BGTaskSubmitRefusal: Error, Sendable, Equatable {
    public let code: BGTaskSchedulerError
    public let message: String
}

/// What a `bgtask` trace line says happened to a task (C6).
public enum BGTaskAction: String, Sendable {
    /// The app submitted a request (a request of the same identifier is replaced).
    case submitted
    /// The app cancelled a pending request.
    case cancelled
    /// The system ran the task: the app was woken or launched into the background (`launch`)
    /// and its launch handler called.
    case started
    /// The task's time ran out: its expiration handler is called.
    case expired
    /// The app called `setTaskCompletedWithSuccess:`.
    case completed
}
