/// The process's and the container's parts of `Device.fingerprint` (see Device+Fingerprint.swift):
/// tables of parts naming the stored properties they cover, and the properties left out with
/// the reason, which a test checks against the properties `Mirror` lists.
extension ProcessResources {
    /// What the process holds, without object ids (a timer restarted has a new id).
    var fingerprint: String {
        ProcessResources.keyParts.compactMap { $0.text(self) }.joined(separator: " ")
    }

    static let keyParts: [FingerprintPart<ProcessResources>] = [
        .init("glContexts", "glUnfinished") { "gl=\($0.glContexts)/\($0.glUnfinished)" },
        .init("bonjourServices") { "bonjour=" + $0.bonjourServices.sorted().joined(separator: ",") },
        .init("listeningPorts") { "listening=" + $0.listeningPorts.sorted().map(String.init).joined(separator: ",") },
        .init("sockets") { r in "sockets=" + r.sockets.keys.sorted().map { r.sockets[$0]! ? "c" : "x" }.joined() },
        .init("sharedResources") { "shared=" + $0.sharedResources.sorted().joined(separator: ",") },
        .init("hasWindow", "views") { r in
            "window=\(r.hasWindow) views=" + r.views.order.compactMap { r.views[$0] }.map { node in
                "\(node.name):\(node.hidden ? "h" : "")\(node.interactive ? "" : "n")\(node.sensitive ? "s" : "")\(node.needsDisplay ? "d" : "")"
            }.joined(separator: ",")
        },
        .init("controllers") { r in
            "controllers=\(r.controllers.nodes.count)/\(r.controllers.root.flatMap { r.controllers[$0]?.name } ?? "-")"
                + r.controllers.restorablePaths.map { "/" + $0.path.joined(separator: ">") }.joined()   // W4
        },
        .init("timers") { "timers=" + $0.timers.values.map { "\($0.interval.micros)\($0.repeats ? "r" : "")" }.sorted().joined(separator: ",") },
        .init("accelerometerDelegate") {
            "responder=\($0.views.firstResponder != nil) accelerometer=\($0.accelerometerDelegate != nil)"
        },
        .init("accessorySessionOpen") { "accessorySession=\($0.accessorySessionOpen)" },
        .init("alerts") { "alerts=" + $0.alerts.orderedValues.map(\.title).joined(separator: ",") },
        .init("observers", "observerNames") { "observers=" + $0.observerNames.values.map(\.rawValue).sorted().joined(separator: ",") },
        .init("openProtectedFiles") { "protected=" + $0.openProtectedFiles.sorted().joined(separator: ",") },
        .init("caches", "usedCaches") { r in
            "caches=" + r.caches.keys.sorted().flatMap { cache in
                r.caches[cache]!.keys.sorted().map { "\(cache)/\($0):\(r.caches[cache]![$0]!)" }
            }.joined(separator: ",") + "/\(r.usedCaches)"
        },
        .init("modesInUse", "locationHandler") { "modes=" + $0.modesInUse.sorted().joined(separator: ",") + "/\($0.locationHandler != nil)" },
        .init("unsavedDefaults") { r in
            "unsaved=" + r.unsavedDefaults.keys.sorted().map { "\($0)=\(r.unsavedDefaults[$0]!.map(\.quoted) ?? "nil")" }.joined(separator: ",")
        },
    ]

    static let notInKey: [String: String] = [
        "nextSocket": "an id", "nextObject": "an id", "nextAlert": "an id", "nextObserver": "an id",
        // Counts of objects add to the footprint (M1), which the key does not follow: most of it
        // is the Lua heap, which the core does not see.
        "objectNames": "names of objects for the trace's text; their count adds only to the footprint",
        "actions": "target–action pairs are reached only by touches (E4), which explore does not play",
        "actionCount": "the count of `actions`, which adds only to the footprint",
        "cachedBytes": "the sum of `caches`", "unsavedDefaultsBytes": "the size of `unsavedDefaults`",
        "pendingBlocks": "the blocks themselves are the scheduler's jobs and the frozen blocks, counted there",
        "blockTickets": "the scheduler's jobs, counted in the device's part",
        "locationSchedule": "the next location update is one of the scheduler's jobs; whether updates run is `locationHandler`",
        "locationTicket": "the scheduler's job, counted in the device's part",
    ]
}

extension AppContainer {
    /// The files (by path, with a hash of their text) and saved defaults: what survives a kill.
    var fingerprint: String {
        AppContainer.keyParts.compactMap { $0.text(self) }.joined(separator: " ")
    }

    static let keyParts: [FingerprintPart<AppContainer>] = [
        .init("files") { c in
            "files=" + c.files.keys.sorted().map { "\($0)#\(Self.hash(c.files[$0]!.text))\(c.files[$0]!.complete ? "c" : "")" }.joined(separator: ",")
        },
        .init("defaults") { c in "defaults=" + c.defaults.keys.sorted().map { "\($0)=\(c.defaults[$0]!.quoted)" }.joined(separator: ",") },
        .init("restoration") { c in c.restoration.map { "restoration#\(Self.hash($0.canonical))" } },
    ]

    static let notInKey: [String: String] = [
        "filesBytes": "the size of `files`", "defaultsBytes": "the size of `defaults`",
        "version": "counts changes, for the explorer's memo; the files and defaults themselves are in the key",
    ]

    /// FNV-1a, 64 bits: the same on every run (Swift's `Hasher` is seeded per process).
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
