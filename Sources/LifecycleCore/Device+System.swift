/// What the system does to every app: memory pressure (M1–M3), device changes queued while
/// suspended (F3, F5, R8), and the container and settings from the scenario's side (B7, F6).
extension Device {
    /// `memory_warning()`: every app that runs code gets one (M2).
    public func memoryWarning() {
        action(.memoryWarning)
        let running = apps.filter { $0.state.runsCode }
        guard !running.isEmpty else { return ignored(.memoryWarning, "no app runs code") }
        for each in running { each.memoryWarning() }
    }

    /// `low_memory(megabytes)`: memory pressure (M1). Apps that run code are warned first (M2);
    /// then suspended apps are purged without notice, largest first, and apps running in the
    /// background are terminated with notice (M3), largest first, until `megabytes` are freed
    /// (all of them when nil). The app in front is only warned: it is killed last. The purge and
    /// the termination are the system's ordinary answer to the verb, no fault of the app: their
    /// kills are `.system`, which `--strict` does not count (M1).
    public func lowMemory(megabytes: Double? = nil) {
        action(.lowMemory, megabytes.map { "\(StoredValue.number($0)) MB" })
        guard apps.contains(where: \.isRunning) else { return ignored(.lowMemory, "no app is running") }
        for each in apps where each.state.runsCode { each.memoryWarning() }
        var freed = disconnectBackgroundScenes(toFree: megabytes)   // C4
        if let megabytes, freed >= megabytes { return }
        for victim in jetsamOrder {
            if let megabytes, freed >= megabytes { return }
            let footprint = victim.settledFootprintMegabytes
            let size = "\((footprint * 10).rounded() / 10) MB"
            if victim.state == .suspended {
                victim.kill(.jetsam, rule: .M1, message: "low memory: a suspended app is purged first, largest first (\(size)), without notice",
                            cause: .system)
            } else {
                victim.killWithNotice(.jetsam, rule: .M1, message: "low memory: an app running in the background is terminated (\(size), M3)",
                                      cause: .system)
            }
            freed += footprint
        }
    }

    /// Posts a system notification to every app: delivered to those that run code, queued and
    /// coalesced for suspended ones (F3).
    func broadcast(_ name: NotificationName, value: String?, from: String? = nil) {
        for each in apps { each.post(name, value: value, from: from) }
    }

    /// `rotate(orientation)`: `UIDeviceOrientationDidChangeNotification`, then, in each app that
    /// supports the new orientation, the status bar's orientation methods (N); queued and netted
    /// for suspended apps (F3). Turning the device to the orientation it already has changes
    /// nothing: UIKit posts nothing, calls no delegate method, and queues nothing for a
    /// suspended app (F3, I8 and the notifications of N follow a change, not a request).
    public func rotate(_ orientation: String) {
        action(.rotate, orientation)
        let old = self.orientation
        guard orientation != old else { return ignored(.rotate, "the device is already \(old): no orientation changed, so nothing is posted (F3)") }
        self.orientation = orientation
        broadcast(.orientationDidChange, value: orientation, from: old)
        for each in apps { each.deviceRotated(to: orientation) }
    }

    /// `change_locale(id)`: `NSCurrentLocaleDidChangeNotification`, queued while suspended (F5).
    public func changeLocale(_ identifier: String) {
        action(.changeLocale, identifier)
        let old = locale
        locale = identifier
        broadcast(.currentLocaleDidChange, value: identifier, from: old)
    }

    /// `significant_time_change()`: midnight, a new time zone, or daylight saving (F3).
    public func significantTimeChange() {
        action(.significantTimeChange)
        broadcast(.significantTimeChange, value: nil)
    }

    /// `connect_accessory(name)`: an external accessory is plugged in (R8); running apps hear
    /// `EAAccessoryDidConnectNotification` (queued while suspended, F3).
    public func connectAccessory(_ name: String) {
        action(.connectAccessory, name)
        accessory = name
        broadcast(.accessoryDidConnect, value: name)
    }

    /// `disconnect_accessory()`: the accessory is unplugged; open sessions end.
    public func disconnectAccessory() {
        action(.disconnectAccessory)
        guard let name = accessory else { return ignored(.disconnectAccessory, "no accessory is connected") }
        accessory = nil
        for each in apps {
            each.resources.accessorySessionOpen = false
            each.post(.accessoryDidDisconnect, value: name)
        }
    }

    /// `set_multitasking(on)`: whether the device can multitask (B3, T1). Returns why it cannot
    /// be set: only before any app runs, and only in an era that had such devices (the last ones
    /// stopped at iOS 4.2.1).
    public func setMultitasking(_ on: Bool) -> String? {
        if apps.contains(where: \.isRunning) {
            return "set_multitasking: the device cannot change while apps run; call it before launch()"
        }
        guard let changed = profile.onDevice(multitasking: on) else {
            return "set_multitasking: no device of \(profile.name) lacks multitasking (the iPhone 3G and the second iPod touch stopped at iOS 4.2.1, before the features of ios6); use --profile ios4"
        }
        action(.setMultitasking, on ? "true" : "false")
        if on, !profile.systemMultitasking { ignored(.setMultitasking, "\(profile.name) has no multitasking on any device") }
        context.simulation.profile = changed   // every app reads it from there
        return nil
    }

    /// The kind of device the run is on (C3).
    public var kind: DeviceKind { context.simulation.deviceKind }

    /// Why `verb` cannot be used on this profile (P) or this kind of device (C3), or nil when
    /// it can.
    public func refusal(of verb: ScenarioVerb) -> String? { eraRefusal(of: verb) ?? kindRefusal(of: verb) }

    /// Why `verb` cannot be used on this kind of device, or nil when it can (C3: several windows
    /// and Split View are the iPad's).
    public func kindRefusal(of verb: ScenarioVerb) -> String? {
        guard let needed = verb.device, !kind.has(verb) else { return nil }
        return "\(verb)() does not exist on an \(kind.displayName): several windows and Split View are the \(needed.displayName)'s (C3); run with --device \(needed.rawValue), or declare scenario { device = \"\(needed.rawValue)\" }"
    }

    /// `scenario { device = … }`: the device the scenario is written for. It is the run's unless
    /// the command line chose another (`--device`), which then wins, with a warning.
    public func declare(kind declared: DeviceKind) {
        guard let chosen = context.simulation.device else {
            context.simulation.device = declared
            return
        }
        if chosen != declared {
            scriptWarning("this scenario is written for an \(declared.displayName) (its scenario{ device }), and this run is on an \(chosen.displayName); run it with --device \(declared.rawValue)")
        }
    }

    /// Why `verb` cannot be used on this profile, or nil when it can (P).
    public func eraRefusal(of verb: ScenarioVerb) -> String? {
        guard let since = verb.since, !profile.has(since: since) else { return nil }
        return "\(verb)() does not exist on \(profile.name): it comes with \(since.name) (P); run with --profile \(since.name) or later"
    }

    /// `set_passcode(on)`: whether locking protects data (I4).
    public func setPasscode(_ on: Bool) {
        action(.setPasscode, on ? "true" : "false")
        guard !isLocked else { return ignored(.setPasscode, "the device is locked: the passcode can only change in Settings, after unlock()") }
        hasPasscode = on
    }
}

/// The app's container and settings, from the scenario's side (B7, R4, F6, I4).
extension Device {
    /// `change_settings{key = value}`: the user changes the app's settings in the Settings app;
    /// the app hears `NSUserDefaultsDidChangeNotification` (queued while suspended, F6, F3).
    public func changeSettings(_ values: [(String, StoredValue)]) {
        action(.changeSettings, values.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
        for (key, value) in values {
            app.container.setDefault(key, value)
            if let unsaved = app.resources.unsavedDefaults.removeValue(forKey: key) {   // the user's change wins
                app.resources.unsavedDefaultsBytes -= StoredValue.size(key: key, unsaved)
            }
        }
        app.post(.userDefaultsDidChange, value: nil)
    }

    /// `expect_saved(path, text)`: the file is in the container (with this text, if given).
    public func expectSaved(_ path: String, text: String?) {
        let file = app.container.files[path]
        let ok = file != nil && (text == nil || file?.text == text)
        let message: String
        if ok { message = "\(path) is saved" + (text.map { " with \"\($0)\"" } ?? "") }
        else if let file { message = "\(path) holds \(Device.excerpt(file.text)), expected \(Device.excerpt(text ?? ""))" }
        else {
            let paths = app.container.files.keys.sorted()
            message = "\(path) was not saved (the container has \(paths.isEmpty ? "no files" : listed(paths)))"
        }
        expect(ok, message)
    }

    /// A text quoted for a message, cut after 200 characters (a file may hold megabytes).
    static func excerpt(_ text: String) -> String {
        guard text.count > 200 else { return "\"\(text)\"" }
        return "\"\(text.prefix(200))…\" (\(text.utf8.count) bytes)"
    }

    /// Why the scenario may not store `values` as the app's settings (the device's storage is
    /// full), or nil.
    public func settingsRefusal(_ values: [(String, StoredValue)]) -> String? {
        let growth = values.reduce(Int64(0)) { total, pair in
            total + StoredValue.size(key: pair.0, pair.1) - (app.container.defaults[pair.0].map { StoredValue.size(key: pair.0, $0) } ?? 0)
        }
        return app.storageRefusal(adding: growth)
    }

    /// `expect_default(key, value)`: the saved user default (what survives a kill).
    public func expectDefault(_ key: String, value: StoredValue?) {
        let saved = app.container.defaults[key]
        let ok = saved != nil && (value == nil || saved == value)
        expect(ok, ok ? "default \(key) is saved as \(saved!.quoted)"
                      : "default \(key) is \(saved.map { "saved as \($0.quoted)" } ?? "not saved")" + (value.map { ", expected \($0.quoted)" } ?? ""))
    }
}
