/// What a running process holds of the system's frameworks. A new launch starts with nothing:
/// a killed app loses it all (the container on disk, `AppContainer`, is what survives).
public struct ProcessResources {
    // R1: OpenGL ES.
    public var glContexts = 0
    /// Drawing commands submitted since the last `glFinish` (R1).
    public var glUnfinished = false
    // R2: Bonjour services published, listening sockets open.
    public var bonjourServices = OrderedBag<String>()
    public var listeningPorts = OrderedBag<Int>()
    // R3: network sockets, by id: true while connected, false once torn down.
    public var sockets: [Int: Bool] = [:]
    public var nextSocket = 1
    // R6: shared system resources held (`ABAddressBook`, `EKEventStore`).
    public var sharedResources = OrderedBag<String>()
    // E2, E3, B6, R7, F4, R10: the window's views and the view controllers (V1, V2).
    public var views = ViewTree()
    public var controllers = ControllerTable()
    /// The app made its window (`UIWindow.new()`), so it must give it a root view controller (V2).
    public var hasWindow = false
    /// E4: a control's target–action pairs (a nil target goes up the responder chain).
    public var actions: [Int: [ActionEntry]] = [:]
    /// E6: scheduled timers, by id.
    public var timers: [Int: TimerEntry] = [:]
    /// Ids of views, view controllers, timers and other objects the app registers.
    public var nextObject = 1
    /// Names of other objects (an accelerometer delegate), for the trace.
    public var objectNames: [Int: String] = [:]
    /// E5: the accelerometer's delegate (I5: reached even while inactive).
    public var accelerometerDelegate: Int?
    // R8: an External Accessory session is open.
    public var accessorySessionOpen = false
    // R9: alerts and action sheets on screen, with their cancel handlers.
    public var alerts = OrderedTable<Int, Alert>()
    public var nextAlert = 1
    // NotificationCenter observers, by name, each name's in the order added; and each token's name.
    public var observers: [NotificationName: OrderedTable<Int, CallbackID>] = [:]
    public var observerNames: [Int: NotificationName] = [:]
    public var nextObserver = 1
    // I4: open handles to files with complete protection.
    public var openProtectedFiles = OrderedBag<String>()
    // B8, R5: bytes held in caches, by cache and key, and their total.
    public var caches: [String: [String: Int64]] = [:]
    public var cachedBytes: Int64 = 0
    public var usedCaches = false
    /// M1: blocks queued on a dispatch queue and not yet run (frozen ones included), and the
    /// scheduler's tickets of those not yet due, cancelled if the process dies.
    public var pendingBlocks = 0
    var blockTickets: Set<Scheduler.Ticket> = []

    // B2: background modes in use ("audio", "location", "voip"), and the location handler.
    public var modesInUse: Set<String> = []
    public var locationHandler: CallbackID?
    /// The location updates' schedule (E6) and the pending update.
    public var locationSchedule: PeriodicSchedule?
    var locationTicket: Scheduler.Ticket?
    // B7: user defaults set but not yet written to disk (nil value: removed).
    public var unsavedDefaults: [String: StoredValue?] = [:]
    /// The bytes of the unsaved defaults' keys and values (part of the footprint, M1).
    public var unsavedDefaultsBytes: Int64 = 0

    public struct ActionEntry: Sendable, Equatable {
        public let target: Int?
        public let action: String
    }

    public struct Alert: Equatable {
        public let id: Int
        public let title: String
        public let cancel: CallbackID?
    }

    public init() {}

    /// Objects the system keeps for the process (each costs `Budgets.hostObjectBytes` of its
    /// footprint): queued blocks, timers, observers, views, view controllers, alerts, sockets,
    /// services, ports, shared resources, open handles, registered objects, control actions.
    public var hostObjects: Int {
        pendingBlocks + timers.count + observerNames.count + views.nodes.count + controllers.nodes.count
            + alerts.count + sockets.count + bonjourServices.count + listeningPorts.count + sharedResources.count
            + openProtectedFiles.count + objectNames.count + actionCount
    }
    /// Target–action pairs added to controls (E4).
    public var actionCount = 0
}
