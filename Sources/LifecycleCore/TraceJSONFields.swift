/// The constant fields of the `call` and `notification` lines (docs/trace.md), encoded once: a
/// hook's `,"hook":"selector"` and a notification's `,"name":"Name"`, the bytes `known` writes.
/// Every delegate method writes one of each, so the JSONL writer copies them from here instead of
/// reading the names as Strings (docs/performance.md).
struct TraceJSONFields: @unchecked Sendable {   // written once, in init, then only read
    /// One encoded field: where its bytes start and how many there are.
    struct Field {
        let start: UnsafePointer<UInt8>
        let count: Int
    }

    /// Indexed by `Hook.ordinal`.
    static let hooks = TraceJSONFields(Hook.allCases.map { ",\"hook\":\"\($0.selector)\"" })
    /// Indexed by `NotificationName.ordinal`.
    static let notifications = TraceJSONFields(NotificationName.allCases.map { ",\"name\":\"\($0.rawValue)\"" })

    /// The fields, in one block that lives as long as the process (two tables of a few KB).
    private let fields: UnsafeMutablePointer<Field>

    private init(_ texts: [String]) {
        fields = .allocate(capacity: texts.count)
        for (index, text) in texts.enumerated() {
            let bytes = Array(text.utf8)
            let start = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
            start.initialize(from: bytes, count: bytes.count)
            (fields + index).initialize(to: Field(start: start, count: bytes.count))
        }
    }

    subscript(index: Int) -> Field { fields[index] }
}

extension Hook {
    /// The position of the hook in `allCases`, without hashing its selector.
    public var ordinal: Int {
        switch self {
        case .willFinishLaunching: return 0
        case .didFinishLaunching: return 1
        case .didBecomeActive: return 2
        case .willResignActive: return 3
        case .didEnterBackground: return 4
        case .willEnterForeground: return 5
        case .willTerminate: return 6
        case .openURL: return 7
        case .handleOpenURL: return 8
        case .didReceiveMemoryWarning: return 9
        case .significantTimeChange: return 10
        case .willChangeStatusBarFrame: return 11
        case .didChangeStatusBarFrame: return 12
        case .willChangeStatusBarOrientation: return 13
        case .didChangeStatusBarOrientation: return 14
        case .protectedDataWillBecomeUnavailable: return 15
        case .protectedDataDidBecomeAvailable: return 16
        case .performFetch: return 17
        case .didReceiveRemoteNotification: return 18
        case .shouldSaveApplicationState: return 19
        case .shouldRestoreApplicationState: return 20
        case .configurationForConnecting: return 21
        case .didDiscardSceneSessions: return 22
        case .sceneWillConnect: return 23
        case .sceneWillEnterForeground: return 24
        case .sceneDidBecomeActive: return 25
        case .sceneWillResignActive: return 26
        case .sceneDidEnterBackground: return 27
        case .sceneDidDisconnect: return 28
        case .sceneOpenURLContexts: return 29
        case .stateRestorationActivityForScene: return 30
        case .openURLOptions: return 31
        case .didFinishLaunchingWithoutOptions: return 32
        case .didReceiveRemoteNotificationInForeground: return 33
        case .willEncodeRestorableState: return 34
        case .didDecodeRestorableState: return 35
        case .shouldSaveSecureApplicationState: return 36
        case .shouldRestoreSecureApplicationState: return 37
        }
    }
}

extension NotificationName {
    /// The position of the name in `allCases`, without hashing it.
    var ordinal: Int {
        switch self {
        case .didFinishLaunching: return 0
        case .didBecomeActive: return 1
        case .willResignActive: return 2
        case .didEnterBackground: return 3
        case .willEnterForeground: return 4
        case .willTerminate: return 5
        case .didReceiveMemoryWarning: return 6
        case .willChangeStatusBarFrame: return 7
        case .didChangeStatusBarFrame: return 8
        case .willChangeStatusBarOrientation: return 9
        case .didChangeStatusBarOrientation: return 10
        case .significantTimeChange: return 11
        case .orientationDidChange: return 12
        case .currentLocaleDidChange: return 13
        case .userDefaultsDidChange: return 14
        case .protectedDataWillBecomeUnavailable: return 15
        case .protectedDataDidBecomeAvailable: return 16
        case .accessoryDidConnect: return 17
        case .accessoryDidDisconnect: return 18
        case .sceneWillConnect: return 19
        case .sceneDidActivate: return 20
        case .sceneWillDeactivate: return 21
        case .sceneDidEnterBackground: return 22
        case .sceneWillEnterForeground: return 23
        case .sceneDidDisconnect: return 24
        }
    }
}
