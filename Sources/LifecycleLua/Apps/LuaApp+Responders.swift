import LuaBridge
import LifecycleCore

/// Events and messages for the app's responders (E3, E4, E5, V1): the host calls the
/// `deliver` and `appear` functions of `stdlib/host/frameworks.lua`.
extension LuaApp {
    /// Calls `deliver{…}` with one table of named fields (`frameworks.entries.deliver` in
    /// stdlib/host/calls.lua); the window, the application and the delegate are named in the
    /// chain by the catalog's `constants.responder` ids.
    func deliver(_ method: String, to chain: [Responder], argument: EventArgument, session: HookSession) -> HookOutcome {
        let stack = lua.stack
        stack.pushRef(deliverRef)
        let event = NamedFields<DeliverFields>.push(on: stack)
        event.set(.method, method)
        event.set(.chain) {
            stack.newTable()
            for (index, responder) in chain.enumerated() {
                switch responder {
                case .object(let id): stack.push(id)
                case .window: stack.push(ResponderID.window.rawValue)
                case .application: stack.push(ResponderID.application.rawValue)
                case .delegate: stack.push(ResponderID.delegate.rawValue)
                }
                stack.rawSet(index + 1, table: -2)
            }
        }
        event.set(.delegate, ref: delegateRef)
        event.set(.application, ref: applicationRef)
        switch argument {
        case .none: event.set(.kind, "none")
        case .touch(let x, let y, let phase): event.set(.kind, "touch"); event.set(.x, x); event.set(.y, y); event.set(.phase, phase.rawValue)
        case .motion(let kind): event.set(.kind, "motion"); event.set(.subtype, kind)
        case .remote(let command): event.set(.kind, "remote"); event.set(.subtype, command)
        case .acceleration(let x, let y, let z): event.set(.kind, "acceleration"); event.set(.x, x); event.set(.y, y); event.set(.z, z)
        case .sender(let id): event.set(.kind, "sender"); event.set(.sender, id)
        }
        return run(arguments: 1, session: session)
    }

    func appearance(_ controller: Int, _ method: String, session: HookSession) -> HookOutcome {
        lua.stack.pushRef(appearRef)
        lua.stack.push(controller)
        lua.stack.push(method)
        return run(arguments: 2, session: session)
    }

    /// W4: a view controller's `encodeRestorableStateWithCoder` or `decodeRestorableStateWithCoder`,
    /// through `restore{coder, controller, method}` (`frameworks.entries.restore`).
    func restorable(_ controller: Int, _ method: String, coder: Int, session: HookSession) -> HookOutcome {
        lua.stack.pushRef(restoreRef)
        let call = NamedFields<RestoreFields>.push(on: lua.stack)
        call.set(.coder, coder)
        call.set(.controller, controller)
        call.set(.method, method)
        return run(arguments: 1, session: session)
    }

    /// W4: a delegate method that takes a coder (`application:shouldSaveApplicationState:`,
    /// `application:shouldRestoreApplicationState:`), through `restore{coder, hook, delegate,
    /// application}`, which makes the coder object and returns the method's result.
    func call(_ hook: LuaRef, coder: Int, session: HookSession) -> HookOutcome {
        lua.stack.pushRef(restoreRef)
        let call = NamedFields<RestoreFields>.push(on: lua.stack)
        call.set(.coder, coder)
        call.set(.hook, ref: hook)
        call.set(.delegate, ref: delegateRef)
        call.set(.application, ref: applicationRef)
        return run(arguments: 1, session: session)
    }
}

extension LuaApp {
    /// The host functions of every framework binding, for `stdlib/host/frameworks.lua`.
    static func frameworkFunctions(for app: LuaApp) -> [String: LuaFunction] {
        [WrapOpenGL.functions(for:), WrapNetwork.functions(for:), WrapSharedResources.functions(for:),
         WrapViews.functions(for:), WrapAccessory.functions(for:), WrapAlerts.functions(for:),
         WrapNotificationCenter.functions(for:), WrapFiles.functions(for:), WrapMemory.functions(for:),
         WrapBackgroundModes.functions(for:), WrapViewControllers.functions(for:), WrapTimers.functions(for:),
         WrapAccelerometer.functions(for:), WrapRestoration.functions(for:),
         WrapBGTask.functions(for:)]
            .reduce(into: [:]) { all, functions in all.merge(functions(app)) { first, _ in first } }
    }

    /// The frameworks prelude's `host` (`preludes.frameworks.host` in stdlib/host/calls.lua):
    /// the bindings, `prelude` (the loader of its parts), and the responder ids as `host.responder`.
    static func frameworksHostTable(for app: LuaApp) -> HostTable {
        var functions = frameworkFunctions(for: app)
        functions["prelude"] = HostTable.preludeLoader(app.lua)
        // P: BGTaskScheduler exists from ios13 (without a session, validating, it is there).
        let bgAvailable = app.session?.profile.has(since: .ios13) ?? true
        return HostTable(functions: functions, values: [
            "bg_available": { lua in lua.stack.push(bgAvailable) },
            "responder": { lua in
                let ids = lua.stack
                ids.newTable()
                for id in ResponderID.allCases {
                    ids.push(id.rawValue)
                    ids.rawSet(id.name, table: ids.top - 1)
                }
            },
        ])
    }
}
