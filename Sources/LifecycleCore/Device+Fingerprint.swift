/// A deterministic fingerprint of what the device and its apps hold, for `lifecycle explore`:
/// two runs with the same fingerprint are in the same lifecycle state (S1) with the same core
/// state, so exploring on from either finds the same things (the explorer keeps one).
///
/// It covers the device (lock and passcode, I4; calls, I1, I8; overlays, I3; accessory, R8;
/// orientation and locale, F3, F5; whether it multitasks, T1), and for each app its state, whether
/// its window has been on screen (L2) and its interface orientation (N), background tasks and, while one
/// is open, the allowance left (B5), pending suspension or expiry (S3), notifications queued
/// while suspended (F3), frozen blocks, what the process holds (R1–R11, I4, B2, B8, E6, V1), and
/// its container (B7, R4). Times are relative to now and ids are left out, so that the same
/// situation reached by different paths gets the same fingerprint. What the app's Lua code
/// keeps in its own variables is not visible to the core and is not part of it.
extension Device {
    public var fingerprint: String {
        var parts: [String] = [
            "locked=\(isLocked)", "passcode=\(hasPasscode)", "data=\(protectedDataAvailable)",
            "call=\(call)", "overlay=\(overlay.map { "\($0)" } ?? "-")",
            "return=\(returnApp?.name ?? "-")", "bar=\(statusBarApp?.name ?? "-")",
            "accessory=\(accessory ?? "-")", "orientation=\(orientation)", "locale=\(locale)",
            "jobs=\(scheduler.pendingCount)", "multitasks=\(profile.multitasking)",
        ]
        for each in apps { parts.append("[\(each.name)] " + each.fingerprint) }
        return parts.joined(separator: "; ")
    }
}

extension App {
    /// The app's share of `Device.fingerprint`.
    var fingerprint: String {
        var parts: [String] = ["state=\(state.rawValue)", "launched=\(launched)", "shown=\(windowShown)",
                               "interface=\(statusBarOrientation)"]
        // The allowance left decides when open tasks expire (B5); without one it is not used.
        if !tasks.isEmpty, let deadline = expirationDeadline {
            parts.append("allowance=\(max(.zero, deadline - scheduler.now).micros)")
        }
        parts.append("tasks=" + tasks.open.map { $0.handler == nil ? "-" : "h" }.joined())
        parts.append("suspending=\(suspensionTicket != nil) expiring=\(expirationTicket != nil)")
        parts.append("queued=" + queued.items.map { "\($0.name.rawValue):\($0.from ?? "")>\($0.value ?? "")" }.joined(separator: ","))
        parts.append("frozen=\(frozen.count) events=\(eventQueue.count) ui=\(pendingUIWork.count)")
        parts.append("draw=" + pendingDrawRequests.keys.sorted().map { "\($0):\(pendingDrawRequests[$0]!)" }.joined(separator: ","))
        parts.append("accessoryGone=\(announcedAccessoryGone) cpuWarned=\(warnedAboutCPU)")
        parts.append(resources.fingerprint)
        parts.append(container.fingerprint)
        return parts.joined(separator: " ")
    }
}

extension ProcessResources {
    /// What the process holds, without object ids (a timer restarted has a new id).
    var fingerprint: String {
        var parts: [String] = []
        parts.append("gl=\(glContexts)/\(glUnfinished)")
        parts.append("bonjour=" + bonjourServices.sorted().joined(separator: ","))
        parts.append("listening=" + listeningPorts.sorted().map(String.init).joined(separator: ","))
        parts.append("sockets=" + sockets.keys.sorted().map { sockets[$0]! ? "c" : "x" }.joined())
        parts.append("shared=" + sharedResources.sorted().joined(separator: ","))
        parts.append("window=\(hasWindow) views=" + views.order.compactMap { views[$0] }.map { node in
            "\(node.name):\(node.hidden ? "h" : "")\(node.interactive ? "" : "n")\(node.sensitive ? "s" : "")\(node.needsDisplay ? "d" : "")"
        }.joined(separator: ","))
        parts.append("controllers=\(controllers.nodes.count)/\(controllers.root.flatMap { controllers[$0]?.name } ?? "-")")
        parts.append("timers=" + timers.values.map { "\($0.interval.micros)\($0.repeats ? "r" : "")" }.sorted().joined(separator: ","))
        parts.append("responder=\(firstResponder != nil) accelerometer=\(accelerometerDelegate != nil)")
        parts.append("accessorySession=\(accessorySessionOpen)")
        parts.append("alerts=" + alerts.orderedValues.map(\.title).joined(separator: ","))
        parts.append("observers=" + observerNames.values.map(\.rawValue).sorted().joined(separator: ","))
        parts.append("protected=" + openProtectedFiles.sorted().joined(separator: ","))
        parts.append("caches=" + caches.keys.sorted().flatMap { cache in
            caches[cache]!.keys.sorted().map { "\(cache)/\($0):\(caches[cache]![$0]!)" }
        }.joined(separator: ",") + "/\(usedCaches)")
        parts.append("modes=" + modesInUse.sorted().joined(separator: ",") + "/\(locationHandler != nil)")
        parts.append("unsaved=" + unsavedDefaults.keys.sorted().map { "\($0)=\(unsavedDefaults[$0]!.map(\.quoted) ?? "nil")" }.joined(separator: ","))
        return parts.joined(separator: " ")
    }
}

extension AppContainer {
    /// The files (by path, with a hash of their text) and saved defaults: what survives a kill.
    var fingerprint: String {
        let fileParts = files.keys.sorted().map { path in
            "\(path)#\(Self.hash(files[path]!.text))\(files[path]!.complete ? "c" : "")"
        }
        let defaultParts = defaults.keys.sorted().map { "\($0)=\(defaults[$0]!.quoted)" }
        return "files=" + fileParts.joined(separator: ",") + " defaults=" + defaultParts.joined(separator: ",")
    }

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
