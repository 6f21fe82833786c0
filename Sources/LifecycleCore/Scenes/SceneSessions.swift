/// C3, C4: a `UISceneSession`, as the system keeps it: it outlives the scene connected to it (a
/// disconnected scene's session stays open, C4) and the process (sessions reconnect after a
/// relaunch), until the user closes its window in the switcher or force-quits the app (C3).
public struct SceneSession: Sendable, Equatable {
    /// The session's number in its app (1, 2, …): never reused.
    public let id: Int
    /// The scene's name in the trace and in scenario verbs (`main`, `window2`, …).
    public let name: String
    /// `persistentIdentifier`: stable for the session's life.
    public let persistentIdentifier: String
    /// The configuration chosen when it first connected (C1); nil before.
    public var configuration: SceneManifest.Configuration?
    /// C4: `stateRestorationActivity`, what `stateRestorationActivityForScene:` returned when
    /// the scene last entered the background; handed back when it reconnects.
    public var activity: RestorableValue?
    /// The scene's state in the running process (C2); `unattached` while disconnected.
    public var state: SceneState = .unattached

    var handle: SceneHandle {
        SceneHandle(id: id, name: name, persistentIdentifier: persistentIdentifier,
                    configuration: configuration?.name ?? "", delegateClass: configuration?.delegateClass)
    }
}

/// C3: the open sessions of an app, in the order opened, and the sessions the user discarded
/// while the app was not running (reported by `application:didDiscardSceneSessions:` after the
/// next launch, as UIKit does). Bounded by `maxSessions`, so each lookup is cheap.
public struct SceneSessions: Sendable {
    /// The most windows one app may have open: the simulator's cap, far above what a learner
    /// needs (the iPad switcher shows a handful).
    public static let maxSessions = 24

    public private(set) var all: [SceneSession] = []
    private var nextID = 1
    /// Persistent identifiers discarded while the app could not be told (C3).
    var pendingDiscards: [String] = []
    /// The sessions whose scenes were in the foreground when the app last left it: `reopen`
    /// brings them back (C3).
    var lastFront: [Int] = []

    public var isEmpty: Bool { all.isEmpty }
    public var isFull: Bool { all.count >= SceneSessions.maxSessions }

    public func session(_ id: Int) -> SceneSession? { all.first { $0.id == id } }
    public func session(named name: String) -> SceneSession? { all.first { $0.name == name } }

    /// The sessions whose scene is connected (not `unattached`).
    public var connected: [SceneSession] { all.filter { $0.state != .unattached } }

    /// A new session named `name`, or `main` for the first one and `windowN` after: nil when
    /// full or the name is taken.
    mutating func open(named name: String?, app: String) -> SceneSession? {
        guard !isFull else { return nil }
        let chosen = name ?? (all.isEmpty && session(named: "main") == nil ? "main" : freeWindowName())
        guard session(named: chosen) == nil else { return nil }
        let id = nextID
        nextID += 1
        let session = SceneSession(id: id, name: chosen, persistentIdentifier: "\(app)-session-\(id)")
        all.append(session)
        return session
    }

    /// The name the next window gets when the scenario does not name it (`window2`, …).
    public func freeWindowName() -> String {
        var n = all.count + 1
        while session(named: "window\(n)") != nil { n += 1 }
        return "window\(n)"
    }

    mutating func update(_ id: Int, _ change: (inout SceneSession) -> Void) {
        guard let index = all.firstIndex(where: { $0.id == id }) else { return }
        change(&all[index])
    }

    /// Removes a session for good (C3); returns it.
    @discardableResult
    mutating func discard(_ id: Int) -> SceneSession? {
        guard let index = all.firstIndex(where: { $0.id == id }) else { return nil }
        lastFront.removeAll { $0 == id }
        return all.remove(at: index)
    }

    /// Every session discarded at once (a force-quit, C3): their ids, for the next launch.
    mutating func discardAll() -> [String] {
        let ids = all.map(\.persistentIdentifier)
        all.removeAll()
        lastFront.removeAll()
        return ids
    }

    /// The pending discards, taken (C3).
    mutating func takePendingDiscards() -> [String] {
        defer { pendingDiscards.removeAll() }
        return pendingDiscards
    }
}

extension SceneSessions {
    /// The most discards kept for the next launch: older ones are dropped (the host keeps
    /// little for an app that is never launched again).
    static let maxPendingDiscards = 256

    mutating func recordPendingDiscard(_ id: String) {
        pendingDiscards.append(id)
        if pendingDiscards.count > SceneSessions.maxPendingDiscards { pendingDiscards.removeFirst() }
    }

    mutating func recordPendingDiscards(_ ids: [String]) { for id in ids { recordPendingDiscard(id) } }
}

extension SceneSessions {
    /// C2–C4, for the explorer: each session's name, scene state and whether it keeps an
    /// activity; the sessions shown on return; how many discards wait for the next launch.
    var fingerprint: String {
        let sessions = all.map { "\($0.name):\($0.state.rawValue)\($0.activity == nil ? "" : "+activity")" }
        let front = lastFront.compactMap { id in all.first { $0.id == id }?.name }
        return "scenes=\(sessions.joined(separator: ",")) front=\(front.joined(separator: ",")) discards=\(pendingDiscards.count)"
    }
}
