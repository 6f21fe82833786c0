/// W4: the state an app saved when it last entered the background, in its container: what the
/// app delegate encoded in `application:shouldSaveApplicationState:`, and what each preserved
/// view controller encoded, by restoration path. It survives kills and relaunches, as the
/// container does, until the system deletes it (the user kills the app from the switcher, or
/// the launch that restored it crashes) or the app saves again.
public struct RestorationArchive: Sendable, Equatable {
    /// One preserved view controller's state.
    public struct Entry: Sendable, Equatable {
        /// Its restoration path: the restoration identifiers from the root view controller down
        /// to it (UIKit matches controllers by this path at the next launch).
        public let path: [String]
        public let values: [String: RestorableValue]

        public init(path: [String], values: [String: RestorableValue]) {
            self.path = path
            self.values = values
        }

        /// The path as the trace shows it: `root/editor`.
        public var name: String { path.joined(separator: "/") }
    }

    /// What the app delegate encoded in `application:shouldSaveApplicationState:`; handed back
    /// to `application:shouldRestoreApplicationState:`.
    public let app: [String: RestorableValue]
    public let controllers: [Entry]
    /// The bytes it takes on the device's storage (its paths, keys and values).
    public let bytes: Int64

    public init(app: [String: RestorableValue], controllers: [Entry]) {
        self.app = app
        self.controllers = controllers
        bytes = RestorationArchive.bytes(of: app)
            + controllers.reduce(0) { $0 + Int64($1.name.utf8.count) + RestorationArchive.bytes(of: $1.values) }
    }

    /// The bytes of a coder's values: each key and its value.
    public static func bytes(of values: [String: RestorableValue]) -> Int64 {
        values.reduce(0) { $0 + Int64($1.key.utf8.count) + $1.value.bytes }
    }

    /// The keys of `values` in byte order, as the trace lists them.
    public static func keys(_ values: [String: RestorableValue]) -> [String] {
        values.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// A canonical text of everything saved (the explorer's fingerprint of the container).
    var canonical: String {
        func text(_ values: [String: RestorableValue]) -> String {
            RestorationArchive.keys(values).map { "\($0)=\(values[$0]!.canonical)" }.joined(separator: ",")
        }
        return "app{\(text(app))}" + controllers.map { "\($0.name){\(text($0.values))}" }.joined()
    }
}

/// What happened to saved state, for the trace's `restoration` lines (W4).
public enum RestorationAction: String, Sendable, CaseIterable {
    /// A view controller's state (or, with no controller, the app delegate's) was encoded as
    /// the app entered the background.
    case encode
    /// Saved state was handed back at launch, between `willFinishLaunching` and
    /// `didFinishLaunching`.
    case decode
    /// Saved state was not used at this launch (kept in the container), and why.
    case skip
    /// The system deleted saved state (or could not write it), and why.
    case discard
}
