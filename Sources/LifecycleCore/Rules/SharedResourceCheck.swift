/// R6: shared system resources (the Address Book, Calendar data) must be released before
/// suspension; an app found still using one when suspended is killed (reason `resources`).
struct SharedResourceCheck: SystemCheck {
    func suspending(_ app: App) {
        guard !app.process.resources.sharedResources.isEmpty else { return }
        let held = listed(Array(app.process.resources.sharedResources))
        app.kill(.resources, rule: .R6, message: "still holding \(held) when suspended; release shared resources in applicationDidEnterBackground:")
    }
}

extension HookSession {
    /// `ABAddressBookCreate()`, `EKEventStore.new()`: the app holds `name` until it releases it.
    public func acquireShared(_ name: String) {
        app.grew = true
        app.process.resources.sharedResources.append(name)
    }

    /// `CFRelease(addressBook)`, `store:release()`; false when it was not held.
    @discardableResult
    public func releaseShared(_ name: String) -> Bool {
        app.process.resources.sharedResources.remove(name)
    }
}
