import LuaBridge
import LifecycleCore

/// Events and messages for the app's responders (E3, E4, E5, V1): the host calls the
/// `deliver` and `appear` functions of `stdlib/host/frameworks.lua`.
extension LuaApp {
    func deliver(_ method: String, to chain: [Responder], argument: EventArgument, session: HookSession) -> HookOutcome {
        let stack = lua.stack
        stack.pushRef(deliverRef)
        stack.push(method)
        stack.newTable()
        for (index, responder) in chain.enumerated() {
            switch responder {
            case .object(let id): stack.push(id)
            case .window: stack.push(-1)
            case .application: stack.push(-2)
            case .delegate: stack.push(-3)
            }
            stack.rawSet(index + 1, table: -2)
        }
        stack.pushRef(delegateRef)
        stack.pushRef(applicationRef)
        switch argument {
        case .none: stack.push("none"); stack.pushNil(); stack.pushNil(); stack.pushNil()
        case .touch(let x, let y, let phase): stack.push("touch"); stack.push(x); stack.push(y); stack.push(phase.rawValue)
        case .motion(let kind): stack.push("motion"); stack.push(kind); stack.pushNil(); stack.pushNil()
        case .remote(let command): stack.push("remote"); stack.push(command); stack.pushNil(); stack.pushNil()
        case .acceleration(let x, let y, let z): stack.push("acceleration"); stack.push(x); stack.push(y); stack.push(z)
        case .sender(let id): stack.push("sender"); stack.push(id); stack.pushNil(); stack.pushNil()
        }
        return run(arguments: 8, session: session)
    }

    func appearance(_ controller: Int, _ method: String, session: HookSession) -> HookOutcome {
        lua.stack.pushRef(appearRef)
        lua.stack.push(controller)
        lua.stack.push(method)
        return run(arguments: 2, session: session)
    }
}

extension LuaApp {
    /// The host functions of every framework binding, for `stdlib/host/frameworks.lua`.
    static func frameworkFunctions(for app: LuaApp) -> [String: LuaFunction] {
        [WrapOpenGL.functions(for:), WrapNetwork.functions(for:), WrapSharedResources.functions(for:),
         WrapViews.functions(for:), WrapAccessory.functions(for:), WrapAlerts.functions(for:),
         WrapNotificationCenter.functions(for:), WrapFiles.functions(for:), WrapMemory.functions(for:),
         WrapBackgroundModes.functions(for:), WrapViewControllers.functions(for:), WrapTimers.functions(for:),
         WrapAccelerometer.functions(for:)]
            .reduce(into: [:]) { all, functions in all.merge(functions(app)) { first, _ in first } }
    }
}
