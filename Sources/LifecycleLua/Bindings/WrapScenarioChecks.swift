import LuaBridge
import LifecycleCore

/// The scenario verbs that look and check (S1, B7, R4, F6): `state`, `expect_state`, `expect`,
/// `expect_saved`, `expect_default`, `read_file`, `read_default`, `now`, `profile`.
enum WrapScenarioChecks {
    static func state(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let device = scenario.device
        let name = stack.string(at: 1)
        if let error = WrapScenario.unknownApp(name, device) { return .error("state: " + error) }
        stack.push((name.flatMap(device.app(named:)) ?? device.app).state.rawValue)
        return .values(1)
    }

    static func expectState(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let device = scenario.device
        // A state's name is a word: only its first 64 bytes are read (H32).
        let stateName = WrapStrings.whole(stack, 1, limit: 64)
        guard let stateName, let state = AppState(name: stateName) else {
            let given = WrapApplication.describe(stack, 1)
            let names = AppState.allCases.map(\.rawValue)
            let hint = stateName.flatMap { s in names.first { $0.lowercased() == s.lowercased() } }
            return .error("expect_state: unknown state \(given)" + (hint.map { " (did you mean '\($0)'?)" }
                ?? "; states are \(names.joined(separator: ", "))"))
        }
        let appName = stack.string(at: 2)
        if let error = WrapScenario.unknownApp(appName, device) { return .error("expect_state: " + error) }
        device.expectState(state, of: appName.flatMap(device.app(named:)))
        return .values(0)
    }

    static func expect(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let message = stack.string(at: 2) ?? "expectation"
        scenario.device.expect(stack.bool(at: 1), message)
        return .values(0)
    }

    static func expectSaved(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let path = stack.string(at: 1) else { return .error("expect_saved: expects a container path such as \"Documents/notes.txt\"") }
        scenario.device.expectSaved(path, text: stack.string(at: 2))
        return .values(0)
    }

    static func expectDefault(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let key = stack.string(at: 1) else { return .error("expect_default: expects a key") }
        scenario.device.expectDefault(key, value: WrapFiles.storedValue(stack, 2) ?? nil)
        return .values(0)
    }

    // What the next two hand the scenario (a file of up to 256 MiB) is charged as a verb's
    // strings are, before it is copied (H32).

    static func readFile(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let path = stack.string(at: 1), let file = scenario.device.app.container.files[path] else { return .values(0) }
        let units = file.text.utf8.count / LuaScenario.bytesPerCharge
        if let stop = scenario.charge(ScenarioVerb.readFile.name, units: units, counted: false) { return stop }
        stack.push(file.text)
        return .values(1)
    }

    static func readDefault(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let key = stack.string(at: 1), let value = scenario.device.app.container.defaults[key] else { return .values(0) }
        if case .string(let text) = value,
           let stop = scenario.charge(ScenarioVerb.readDefault.name, units: text.utf8.count / LuaScenario.bytesPerCharge, counted: false) {
            return stop
        }
        WrapFiles.push(value, stack)
        return .values(1)
    }

    static func now(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        stack.push(scenario.device.now.micros.secondsValue)
        return .values(1)
    }

    static func profile(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        stack.push(scenario.device.profile.name)
        return .values(1)
    }
}
