import LuaBridge
import LifecycleCore

/// A wake's delegate method (W1, W2): `application:performFetchWithCompletionHandler:` or
/// `application:didReceiveRemoteNotification:fetchCompletionHandler:`, called with a completion
/// handler that the app prelude makes (a Lua closure holding the wake's id, stdlib/host/app.lua):
/// no Swift function is registered per wake, and nothing is left behind once the app drops it.
extension LuaApp {
    /// Stack room for a payload pushed as nested tables (one per level) and the call around it.
    static let payloadSlots = Int32(PushPayload.maxDepth + 8)

    func callWake(_ method: LuaRef, id: Int, kind: WakeKind, payload: PushPayload?, session: HookSession) -> HookOutcome {
        let stack = lua.stack
        guard stack.reserve(LuaApp.payloadSlots) else { return .halted(.memory) }
        // The handler, made inside the session (its few instructions count as the method's).
        unowned(unsafe) let outer = self.session
        self.session = session
        lua.clearHalt()
        stack.pushRef(completionRef)
        stack.push(id)
        stack.push(kind.rawValue)
        let made = lua.pcall(arguments: 2, results: 1)
        self.session = outer
        guard made == .ok else { return outcome(of: made) }
        let handler = stack.ref()
        defer { stack.unref(handler) }
        let frame = lua.prepareCall(method, delegateRef, applicationRef)
        if let payload { push(payload.root) }   // userInfo
        stack.pushRef(handler)
        return finish(frame, session: session)
    }

    /// Pushes a payload value: a fresh table for each dictionary and list (the app may change
    /// it freely); the depth is bounded by `PushPayload.maxDepth`.
    func push(_ value: PayloadValue) {
        let stack = lua.stack
        switch value {
        case .string(let text): stack.push(text)
        case .number(let number):
            if let whole = ScriptNumber.integer(number), whole.magnitude < 1 << 53 { stack.push(Int(whole)) } else { stack.push(number) }
        case .bool(let flag): stack.push(flag)
        case .list(let items):
            stack.newTable()
            let table = stack.top
            for (index, item) in items.enumerated() {
                push(item)
                stack.rawSet(index + 1, table: table)
            }
        case .dictionary(let entries):
            stack.newTable()
            let table = stack.top
            for entry in entries {
                push(entry.value)
                stack.rawSet(entry.key, table: table)
            }
        }
    }
}
