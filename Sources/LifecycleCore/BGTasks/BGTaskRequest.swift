/// A task request the app submitted and the system holds until it runs the task or the app
/// cancels it (C6): its identifier, kind, earliest begin date and, for a processing task, the
/// conditions it asked for.
public struct BGTaskRequest: Sendable, Equatable {
    public let identifier: String
    public let kind: BGTaskKind
    /// Not before this time (nil: as soon as the system likes).
    public var earliestBegin: SimTime?
    /// `BGProcessingTaskRequest.requiresExternalPower` (false by default, as in UIKit: the task
    /// may then run on battery; true: only while charging) and `requiresNetworkConnectivity`
    /// (recorded; the device is online).
    public var requiresExternalPower = false
    public var requiresNetworkConnectivity = false

    public init(identifier: String, kind: BGTaskKind, earliestBegin: SimTime? = nil,
                requiresExternalPower: Bool = false, requiresNetworkConnectivity: Bool = false) {
        self.identifier = identifier
        self.kind = kind
        self.earliestBegin = earliestBegin
        self.requiresExternalPower = requiresExternalPower
        self.requiresNetworkConnectivity = requiresNetworkConnectivity
    }
}

/// The system's side of `BGTaskScheduler` for one app (C6), kept across its processes: the
/// pending requests, by identifier. Submitting a request of an identifier already pending
/// replaces it; at most 1 refresh and 10 processing requests are pending (UIKit's limits), so
/// what an app can make the host hold is bounded and every operation is O(1).
struct BGTaskQueue {
    private(set) var pending = OrderedTable<String, BGTaskRequest>()

    /// How many pending requests are of `kind`.
    func count(of kind: BGTaskKind) -> Int {
        pending.orderedValues.lazy.filter { $0.kind == kind }.count
    }

    /// Adds `request`, replacing one of the same identifier, or says why it cannot
    /// (`tooManyPendingTaskRequests`).
    mutating func submit(_ request: BGTaskRequest) -> BGTaskSubmitRefusal? {
        if let old = pending[request.identifier] {
            if old.kind != request.kind, count(of: request.kind) >= request.kind.pendingLimit {
                return tooMany(request.kind)
            }
            pending[request.identifier] = request
            return nil
        }
        if count(of: request.kind) >= request.kind.pendingLimit { return tooMany(request.kind) }
        pending[request.identifier] = request
        return nil
    }

    private func tooMany(_ kind: BGTaskKind) -> BGTaskSubmitRefusal {
        let what = kind == .refresh ? "1 app refresh request" : "10 processing requests"
        return BGTaskSubmitRefusal(code: .tooManyPendingTaskRequests,
                                   message: "at most \(what) may be pending at once: cancel one (cancelTaskRequestWithIdentifier) or submit under the same identifier to replace it (C6)")
    }

    /// Removes and returns the request of `identifier`.
    mutating func take(_ identifier: String) -> BGTaskRequest? { pending.removeValue(forKey: identifier) }

    subscript(identifier: String) -> BGTaskRequest? { pending[identifier] }

    mutating func removeAll() { pending.removeAll() }
}
