import LuaBridge
import LifecycleCore

/// The scenario verbs that launch, switch, install and kill apps (L1–L3, B1, F1, T4):
/// `launch`, `home`, `reopen`, `open_url`, `install`, `user_kill`. A verb that takes an app
/// name acts on the first installed app without one.
enum WrapScenarioApps {
    static func launch(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let device = scenario.device
        guard stack.isNoneOrNil(1) || stack.isTable(1) else {
            return .error("launch: expects a table of options or nothing, got \(WrapApplication.describe(stack, 1))")
        }
        var url: String?, source: String?, background = false, name: String?
        if stack.isTable(1) {
            // Its strings are charged and capped as a verb's arguments are (H32).
            var fields: [String: String] = [:]
            for key in ["url", "sourceApplication", "app"] {
                stack.rawGet(key, table: 1)
                defer { stack.pop() }
                let length = stack.stringLength(at: -1) ?? 0
                if let stop = scenario.charge(ScenarioVerb.launch.name, units: length / LuaScenario.bytesPerCharge, counted: false) {
                    return stop
                }
                guard length <= LuaScenario.maxVerbStringBytes else {
                    return .error("launch: its \(key) is a string of \(length) bytes; a verb takes strings of at most 1 MiB (\(LuaScenario.maxVerbStringBytes) bytes)")
                }
                fields[key] = stack.string(at: -1)
            }
            url = fields["url"]
            source = fields["sourceApplication"]
            name = fields["app"]
            stack.rawGet("background", table: 1); background = stack.bool(at: -1); stack.pop()
        }
        if let error = WrapScenario.unknownApp(name, device) { return .error("launch: " + error) }
        device.launch(url: url, sourceApplication: source, background: background, app: name)
        return .values(0)
    }

    static func home(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        scenario.device.home()
        return .values(0)
    }

    static func reopen(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let name = stack.string(at: 1)
        if let error = WrapScenario.unknownApp(name, scenario.device) { return .error("reopen: " + error) }
        scenario.device.reopen(name)
        return .values(0)
    }

    static func openURL(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let url = stack.string(at: 1) else {
            return .error("open_url: expects a URL string, got \(WrapApplication.describe(stack, 1))")
        }
        let name = stack.string(at: 3)
        if let error = WrapScenario.unknownApp(name, scenario.device) { return .error("open_url: " + error) }
        scenario.device.openURL(url, sourceApplication: stack.string(at: 2), app: name)
        return .values(0)
    }

    static func install(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let device = scenario.device
        guard let name = stack.string(at: 1), let path = stack.string(at: 2) else {
            return .error("install: expects a name and an app script, as in install(\"Mail\", \"mail.lua\")")
        }
        guard device.app(named: name) == nil else { return .error("install: an app named \(name) is already installed") }
        guard device.apps.count < Device.maxApps else {
            return .error("install: the device already holds \(Device.maxApps) apps, the most it can")
        }
        switch scenario.loadScript(path) {
        case .failure(let error):
            return .error("install: \(error.message)")
        case .success(let script):
            let loader = LuaAppLoader(source: script.source, path: script.path, simulation: device.simulation)
            if let problem = loader.validate() { return .error("install: \(problem)") }
            device.install(name, loader: loader)
            return .values(0)
        }
    }

    static func userKill(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let name = stack.string(at: 1)
        if let error = WrapScenario.unknownApp(name, scenario.device) { return .error("user_kill: " + error) }
        scenario.device.userKill(name)
        return .values(0)
    }
}
