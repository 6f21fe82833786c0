import LuaBridge
import LifecycleCore

/// The scenario verbs of INTERFACE.md, as globals of the scenario state. Each validates its
/// arguments (an error names the scenario's file and line) and acts on the device at once.
enum WrapScenario {
    static func install(in lua: LuaState, env: LuaRef, scenario: LuaScenario) {
        let device = scenario.device
        device.verbSiteLookup = { [weak scenario] in scenario?.verbStack?.site }
        let stack = lua.stack
        stack.pushRef(env)
        let table = stack.top
        func verb(_ name: String, _ body: @escaping (LuaStack) -> LuaReturn) {
            lua.push { [unowned scenario, unowned device] stack in
                // `lifecycle test` reading `scenario { … }`: a verb means there is none to read.
                if scenario.readingInfo { return .halt(.interrupted) }
                scenario.verbStack = stack
                defer { scenario.verbStack = nil }
                // Every verb goes through the guards, charged before it runs, failing or not (G14).
                if let refused = scenario.beforeVerb(name, stack) { return refused }
                // A verb from a later era is refused, naming the profile that has it.
                if let refusal = device.eraRefusal(ofVerb: name) { return scenario.afterVerb(name, .error(refusal)) }
                return scenario.afterVerb(name, body(stack))
            }
            stack.rawSet(name, table: table)
        }
        func simple(_ name: String, _ action: @escaping (Device) -> Void) {
            verb(name) { [unowned device] _ in action(device); return .values(0) }
        }

        verb("launch") { [unowned device, unowned scenario] stack in
            guard stack.isNoneOrNil(1) || stack.isTable(1) else {
                return .error("launch: expects a table of options or nothing, got \(WrapApplication.describe(stack, 1))")
            }
            var url: String?, source: String?, background = false, name: String?
            if stack.isTable(1) {
                // Its strings are charged and capped as a verb's arguments are (G14).
                var fields: [String: String] = [:]
                for key in ["url", "sourceApplication", "app"] {
                    stack.rawGet(key, table: 1)
                    defer { stack.pop() }
                    let length = stack.stringLength(at: -1) ?? 0
                    if let stop = scenario.charge("launch", units: length / LuaScenario.bytesPerCharge, counted: false) { return stop }
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
            if let error = unknownApp(name, device) { return .error("launch: " + error) }
            device.launch(url: url, sourceApplication: source, background: background, app: name)
            return .values(0)
        }
        simple("home") { $0.home() }
        verb("reopen") { [unowned device] stack in
            let name = stack.string(at: 1)
            if let error = unknownApp(name, device) { return .error("reopen: " + error) }
            device.reopen(name)
            return .values(0)
        }
        simple("lock") { $0.lock() }
        simple("unlock") { $0.unlock() }
        simple("call") { $0.incomingCall() }
        simple("answer") { $0.answer() }
        simple("decline") { $0.decline() }
        simple("end_call") { $0.endCall() }
        simple("memory_warning") { $0.memoryWarning() }
        verb("low_memory") { [unowned device] stack in
            var megabytes: Double?
            if !stack.isNoneOrNil(1) {
                switch WrapNumbers.number(stack, 1, function: "low_memory", expected: "a number of megabytes >= 0",
                                          convert: ScriptNumber.megabytes) {
                case .success(let value): megabytes = value
                case .failure(let refusal): return .error(refusal.message)
                }
            }
            device.lowMemory(megabytes: megabytes)
            return .values(0)
        }
        verb("user_kill") { [unowned device] stack in
            let name = stack.string(at: 1)
            if let error = unknownApp(name, device) { return .error("user_kill: " + error) }
            device.userKill(name)
            return .values(0)
        }
        verb("install") { [unowned device, unowned scenario] stack in
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
        verb("open_url") { [unowned device] stack in
            guard let url = stack.string(at: 1) else {
                return .error("open_url: expects a URL string, got \(WrapApplication.describe(stack, 1))")
            }
            let name = stack.string(at: 3)
            if let error = unknownApp(name, device) { return .error("open_url: " + error) }
            device.openURL(url, sourceApplication: stack.string(at: 2), app: name)
            return .values(0)
        }
        verb("advance") { [unowned device] stack in
            let duration: SimDuration
            switch WrapNumbers.seconds(stack, 1, function: "advance") {
            case .success(let value): duration = value
            case .failure(let refusal): return .error(refusal.message)
            }
            if let refusal = device.clockRefusal(advancing: duration) { return .error("advance: " + refusal) }
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
            let name = stack.string(at: 1)
            if let error = unknownApp(name, device) { return .error("state: " + error) }
            stack.push((name.flatMap(device.app(named:)) ?? device.app).state.rawValue)
            return .values(1)
        }
        verb("expect_state") { [unowned device] stack in
            // A state's name is a word: only its first 64 bytes are read (G14).
            let stateName = WrapStrings.whole(stack, 1, limit: 64)
            guard let stateName, let state = AppState(name: stateName) else {
                let given = WrapApplication.describe(stack, 1)
                let names = AppState.allCases.map(\.rawValue)
                let hint = stateName.flatMap { s in names.first { $0.lowercased() == s.lowercased() } }
                return .error("expect_state: unknown state \(given)" + (hint.map { " (did you mean '\($0)'?)" }
                    ?? "; states are \(names.joined(separator: ", "))"))
            }
            let appName = stack.string(at: 2)
            if let error = unknownApp(appName, device) { return .error("expect_state: " + error) }
            device.expectState(state, of: appName.flatMap(device.app(named:)))
            return .values(0)
        }
        verb("expect") { [unowned device] stack in
            let message = stack.string(at: 2) ?? "expectation"
            device.expect(stack.bool(at: 1), message)
            return .values(0)
        }
        simple("significant_time_change") { $0.significantTimeChange() }
        simple("disconnect_accessory") { $0.disconnectAccessory() }
        verb("connect_accessory") { [unowned device] stack in
            device.connectAccessory(stack.string(at: 1) ?? "accessory")
            return .values(0)
        }
        verb("set_multitasking") { [unowned device] stack in
            guard stack.type(at: 1) == .boolean else { return .error("set_multitasking: expects true or false, as in set_multitasking(false)") }
            if let refusal = device.setMultitasking(stack.bool(at: 1)) { return .error(refusal) }
            return .values(0)
        }
        verb("set_passcode") { [unowned device] stack in
            device.setPasscode(stack.bool(at: 1))
            return .values(0)
        }
        verb("change_settings") { [unowned device] stack in
            guard stack.isTable(1) else { return .error("change_settings: expects a table such as {sync = false}") }
            var values: [(String, StoredValue)] = [], bad = false
            let counted = stack.walk(table: 1, limit: 4_096) {
                guard let key = stack.string(at: -2), let stored = WrapFiles.storedValue(stack, -1), let value = stored else {
                    bad = true
                    return false
                }
                values.append((key, value))
                return true
            }
            guard counted else { return .error("change_settings: more than 4096 settings in one call; the Settings app changes a few at a time") }
            guard !bad else { return .error("change_settings: keys are strings and values strings, numbers or booleans") }
            let sorted = values.sorted { $0.0 < $1.0 }
            if let full = device.settingsRefusal(sorted) { return .error("change_settings: \(full)") }
            device.changeSettings(sorted)
            return .values(0)
        }
        verb("expect_saved") { [unowned device] stack in
            guard let path = stack.string(at: 1) else { return .error("expect_saved: expects a container path such as \"Documents/notes.txt\"") }
            device.expectSaved(path, text: stack.string(at: 2))
            return .values(0)
        }
        verb("expect_default") { [unowned device] stack in
            guard let key = stack.string(at: 1) else { return .error("expect_default: expects a key") }
            device.expectDefault(key, value: WrapFiles.storedValue(stack, 2) ?? nil)
            return .values(0)
        }
        // What they hand the scenario (a file of up to 256 MiB) is charged as a verb's strings are,
        // before it is copied (G14).
        verb("read_file") { [unowned device, unowned scenario] stack in
            guard let path = stack.string(at: 1), let file = device.app.container.files[path] else { return .values(0) }
            if let stop = scenario.charge("read_file", units: file.text.utf8.count / LuaScenario.bytesPerCharge, counted: false) { return stop }
            stack.push(file.text)
            return .values(1)
        }
        verb("read_default") { [unowned device, unowned scenario] stack in
            guard let key = stack.string(at: 1), let value = device.app.container.defaults[key] else { return .values(0) }
            if case .string(let text) = value,
               let stop = scenario.charge("read_default", units: text.utf8.count / LuaScenario.bytesPerCharge, counted: false) { return stop }
            WrapFiles.push(value, stack)
            return .values(1)
        }
        WrapScenarioEvents.install(verb: verb, simple: simple, device: device)
        WrapScenarioWake.install(verb: verb, device: device)
        WrapScenarioScenes.install(verb: verb, device: device)
        WrapScenarioBGTask.install(verb: verb, device: device)
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

    /// The error for a verb naming an app that is not installed, or nil.
    static func unknownApp(_ name: String?, _ device: Device) -> String? {
        guard let name, device.app(named: name) == nil else { return nil }
        return "no app named \(name) is installed (installed: \(device.apps.map(\.name).joined(separator: ", ")))"
    }
}
