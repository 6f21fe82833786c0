import LifecycleCore

/// The scenario verbs of INTERFACE.md, as globals of the scenario state. Each validates its
/// arguments (an error names the scenario's file and line) and acts on the device at once.
enum WrapScenario {
    static func install(in lua: LuaState, env: Int32, scenario: LuaScenario) {
        let device = scenario.device
        let stack = lua.stack
        stack.pushRef(env)
        let table = stack.top
        func verb(_ name: String, _ body: @escaping (LuaStack) -> LuaReturn) {
            lua.push { [unowned scenario] stack in
                scenario.ticksSinceVerb = 0
                return body(stack)
            }
            stack.rawSet(name, table: table)
        }
        func simple(_ name: String, _ action: @escaping (Device) -> Void) {
            verb(name) { [unowned device] _ in action(device); return .values(0) }
        }

        verb("launch") { [unowned device] stack in
            guard stack.isNoneOrNil(1) || stack.isTable(1) else {
                return .error("launch: expects a table of options or nothing, got \(WrapApplication.describe(stack, 1))")
            }
            var url: String?, source: String?, background = false
            if stack.isTable(1) {
                stack.rawGet("url", table: 1); url = stack.string(at: -1); stack.pop()
                stack.rawGet("sourceApplication", table: 1); source = stack.string(at: -1); stack.pop()
                stack.rawGet("background", table: 1); background = stack.bool(at: -1); stack.pop()
            }
            device.launch(url: url, sourceApplication: source, background: background)
            return .values(0)
        }
        simple("home") { $0.home() }
        simple("reopen") { $0.reopen() }
        simple("lock") { $0.lock() }
        simple("unlock") { $0.unlock() }
        simple("call") { $0.incomingCall() }
        simple("answer") { $0.answer() }
        simple("decline") { $0.decline() }
        simple("end_call") { $0.endCall() }
        simple("memory_warning") { $0.memoryWarning() }
        simple("low_memory") { $0.lowMemory() }
        simple("user_kill") { $0.userKill() }
        verb("open_url") { [unowned device] stack in
            guard let url = stack.string(at: 1) else {
                return .error("open_url: expects a URL string, got \(WrapApplication.describe(stack, 1))")
            }
            device.openURL(url, sourceApplication: stack.string(at: 2))
            return .values(0)
        }
        verb("advance") { [unowned device] stack in
            guard let seconds = stack.number(at: 1), let duration = SimDuration.seconds(exactly: seconds) else {
                return .error("advance: expects a number of seconds >= 0, got \(WrapApplication.describe(stack, 1))")
            }
            device.advance(duration)
            return .values(0)
        }
        verb("rotate") { [unowned device] stack in
            guard let orientation = stack.string(at: 1), Device.orientations.contains(orientation) else {
                return .error("rotate: expects one of \(Device.orientations.joined(separator: ", ")), got \(WrapApplication.describe(stack, 1))")
            }
            device.rotate(orientation)
            return .values(0)
        }
        verb("change_locale") { [unowned device] stack in
            guard let identifier = stack.string(at: 1) else {
                return .error("change_locale: expects a locale identifier such as \"fr_FR\", got \(WrapApplication.describe(stack, 1))")
            }
            device.changeLocale(identifier)
            return .values(0)
        }
        verb("state") { [unowned device] stack in
            stack.push(device.stateName)
            return .values(1)
        }
        verb("expect_state") { [unowned device] stack in
            guard let name = stack.string(at: 1), let state = AppState(name: name) else {
                let given = WrapApplication.describe(stack, 1)
                let names = AppState.allCases.map(\.rawValue)
                let hint = stack.string(at: 1).flatMap { s in names.first { $0.lowercased() == s.lowercased() } }
                return .error("expect_state: unknown state \(given)" + (hint.map { " (did you mean '\($0)'?)" }
                    ?? "; states are \(names.joined(separator: ", "))"))
            }
            device.expectState(state)
            return .values(0)
        }
        verb("expect") { [unowned device] stack in
            let message = stack.string(at: 2) ?? "expectation"
            device.expect(stack.bool(at: 1), message)
            return .values(0)
        }
        verb("now") { [unowned device] stack in
            stack.push(device.now.micros.secondsValue)
            return .values(1)
        }
        verb("profile") { [unowned device] stack in
            stack.push(device.profile.name)
            return .values(1)
        }
        stack.pop()
    }
}
