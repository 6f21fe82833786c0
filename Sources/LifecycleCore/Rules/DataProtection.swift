/// I4: on a device with a passcode (data protection exists from `ios4`, iOS 4), files written
/// with `NSFileProtectionComplete` are unreadable
/// while the device is locked: any access fails. The app hears
/// `UIApplicationProtectedDataWillBecomeUnavailable` on lock and `…DidBecomeAvailable` on unlock
/// (queued while suspended, F3), and should close such files in `applicationWillResignActive:`
/// and reopen them in `applicationDidBecomeActive:`; a handle still open at lock is a warning.
extension App {
    /// The error an access to a protected file gets now, or nil when it is allowed.
    func protectedDataError(_ path: String) -> String? {
        guard let device, !device.protectedDataAvailable else { return nil }
        return "\(path): protected data is unavailable while the device is locked (NSFileProtectionComplete, I4)"
    }

    /// The device was just locked.
    func deviceLocked() {
        guard let device, device.hasPasscode, profile.dataProtection, isRunning else { return }
        let open = Array(process.resources.openProtectedFiles)
        for path in open.prefix(100) {
            emit(.violation(rule: .I4, message: "\(path) (NSFileProtectionComplete) is still open while the device locks; close it in applicationWillResignActive:"))
        }
        if open.count > 100 {
            emit(.violation(rule: .I4, message: "\(open.count - 100) more handles to protected files are still open while the device locks; close them in applicationWillResignActive:"))
        }
        post(.protectedDataWillBecomeUnavailable, value: nil)
    }

    /// The device was just unlocked.
    func deviceUnlocked() {
        guard let device, device.hasPasscode, profile.dataProtection, isRunning else { return }
        post(.protectedDataDidBecomeAvailable, value: nil)
    }
}

extension HookSession {
    /// `FileHandle.open(path)`: nil, or the error. A handle to a protected file is tracked.
    public func openFile(_ path: String) -> String? {
        app.grew = true
        if let problem = AppContainer.problem(with: path) { return "\(path): \(problem)" }
        guard let file = app.record.container.files[path] else { return "\(path): no such file" }
        if file.complete {
            if let error = app.protectedDataError(path) { return error }
            app.process.resources.openProtectedFiles.append(path)
        }
        return nil
    }

    /// `handle:close()`.
    public func closeFile(_ path: String) {
        app.process.resources.openProtectedFiles.remove(path)
    }
}
