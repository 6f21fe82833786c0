import LuaBridge
import LifecycleCore

/// The scenario verbs of the lock button and calls (I1, I4, I8), and of time, memory and the
/// system's changes (S3, B5, M1–M3, F3, F5, F6, R8, B3): `lock` to `end_call`, `advance`,
/// `memory_warning`, `low_memory`, `rotate`, `change_locale`, `significant_time_change`, the
/// accessory, `set_multitasking`, `set_passcode`, `change_settings`.
enum WrapScenarioSystem {
    static func lock(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn { scenario.device.lock(); return .values(0) }
    static func unlock(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn { scenario.device.unlock(); return .values(0) }
    static func call(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn { scenario.device.incomingCall(); return .values(0) }
    static func answer(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn { scenario.device.answer(); return .values(0) }
    static func decline(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn { scenario.device.decline(); return .values(0) }
    static func endCall(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn { scenario.device.endCall(); return .values(0) }

    static func memoryWarning(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn {
        scenario.device.memoryWarning()
        return .values(0)
    }

    static func lowMemory(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        var megabytes: Double?
        if !stack.isNoneOrNil(1) {
            switch WrapNumbers.number(stack, 1, function: ScenarioVerb.lowMemory.name, expected: "a number of megabytes >= 0",
                                      convert: ScriptNumber.megabytes) {
            case .success(let value): megabytes = value
            case .failure(let refusal): return .error(refusal.message)
            }
        }
        scenario.device.lowMemory(megabytes: megabytes)
        return .values(0)
    }

    static func advance(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let duration: SimDuration
        switch WrapNumbers.seconds(stack, 1, function: ScenarioVerb.advance.name) {
        case .success(let value): duration = value
        case .failure(let refusal): return .error(refusal.message)
        }
        if let refusal = scenario.device.clockRefusal(advancing: duration) { return .error("advance: " + refusal) }
        scenario.device.advance(duration)
        return .values(0)
    }

    static func rotate(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let orientation = stack.string(at: 1), Device.orientations.contains(orientation) else {
            return .error("rotate: expects one of \(Device.orientations.joined(separator: ", ")), got \(WrapApplication.describe(stack, 1))")
        }
        scenario.device.rotate(orientation)
        return .values(0)
    }

    static func changeLocale(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let identifier = stack.string(at: 1) else {
            return .error("change_locale: expects a locale identifier such as \"fr_FR\", got \(WrapApplication.describe(stack, 1))")
        }
        scenario.device.changeLocale(identifier)
        return .values(0)
    }

    static func significantTimeChange(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn {
        scenario.device.significantTimeChange()
        return .values(0)
    }

    static func disconnectAccessory(_ scenario: LuaScenario, _: LuaStack) -> LuaReturn {
        scenario.device.disconnectAccessory()
        return .values(0)
    }

    static func connectAccessory(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        scenario.device.connectAccessory(stack.string(at: 1) ?? "accessory")
        return .values(0)
    }

    static func setMultitasking(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard stack.type(at: 1) == .boolean else { return .error("set_multitasking: expects true or false, as in set_multitasking(false)") }
        if let refusal = scenario.device.setMultitasking(stack.bool(at: 1)) { return .error(refusal) }
        return .values(0)
    }

    static func setPasscode(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        scenario.device.setPasscode(stack.bool(at: 1))
        return .values(0)
    }

    static func changeSettings(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
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
        if let full = scenario.device.settingsRefusal(sorted) { return .error("change_settings: \(full)") }
        scenario.device.changeSettings(sorted)
        return .values(0)
    }
}
