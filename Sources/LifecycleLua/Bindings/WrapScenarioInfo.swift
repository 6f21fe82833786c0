import LuaBridge
import LifecycleCore

/// `scenario { name = …, description = …, points = …, profiles = { … }, strict = …, device = …, rules = { … } }`:
/// what a scenario declares for `lifecycle test` (docs/testing.md). Its first statement: the runner reads
/// it without playing the rest (`LuaScenario.readInfo`); in a run it is checked, kept, and a
/// profile it does not name is warned about.
enum WrapScenarioInfo {
    static func install(in lua: LuaState, env: LuaRef, scenario: LuaScenario) {
        let stack = lua.stack
        stack.pushRef(env)
        let table = stack.top
        lua.push { [unowned scenario] stack in
            scenario.verbStack = stack   // warnings name the line
            defer { scenario.verbStack = nil }
            // A bad, second or late declaration is the suite's error, which no pcall hides (H31):
            // lifecycle test stops with it (exit 2) instead of grading every app against it.
            if scenario.info != nil {
                return scenario.stop("scenario: called twice; a scenario declares itself once, first: remove the second scenario { … }")
            }
            if scenario.verbCount > 0 {
                return scenario.stop("scenario: comes first, before any verb: lifecycle test reads it without playing the scenario; move it to the top")
            }
            switch read(stack) {
            case .failure(let message):
                return scenario.stop("scenario: " + message.message)
            case .success(let info):
                scenario.info = info
                if scenario.readingInfo { return .halt(.interrupted) }
                if let kind = info.device { scenario.device.declare(kind: kind) }   // C3
                let profile = scenario.device.profile.name
                if !info.profiles.isEmpty, !info.profiles.contains(profile) {
                    scenario.device.scriptWarning("this scenario is written for \(info.profiles.joined(separator: ", ")) (its scenario{ profiles }), and this run is on \(profile); run it with --profile \(info.profiles[0])")
                }
                return .values(0)
            }
        }
        stack.rawSet(ScenarioVerb.declaration.name, table: table)
        stack.pop()
    }

    /// Reads the table at index 1.
    static func read(_ stack: LuaStack) -> Result<ScenarioInfo, Problem> {
        guard stack.isTable(1) else {
            return .failure("expects a table, as in scenario { name = \"saves in time\", points = 2 }; got \(WrapApplication.describe(stack, 1))")
        }
        guard stack.reserve(4) else { return .failure("out of memory") }
        var info = ScenarioInfo()
        // The keys first: a misspelt one is an error, not a field silently ignored.
        // In the one fixed order (numbers, then strings sorted): the same key is named every run
        // (H24). A table of more than 64 keys (there are seven fields) is refused without
        // ordering its keys.
        var unknown: String?
        let counted = stack.walk(table: 1, limit: 64) {
            let key = stack.type(at: -2) == .string ? stack.string(at: -2, limit: 64).map(\.text) : nil
            guard let key, ScenarioInfo.fields.contains(key) else {
                unknown = key.map { "'\(TraceText.limited($0))'" } ?? "a key that is not a string"
                return false
            }
            return true
        }
        guard counted else {
            return .failure("more than 64 fields, so most are unknown; the fields are \(ScenarioInfo.fields.joined(separator: ", "))")
        }
        if let unknown {
            return .failure("unknown field \(unknown); the fields are \(ScenarioInfo.fields.joined(separator: ", "))")
        }
        if let text = field(stack, "name", limit: ScenarioInfo.maxNameBytes) {
            guard case .string(let name) = text, !name.isEmpty else { return .failure("name is a non-empty string") }
            info.name = name
        }
        if let text = field(stack, "description", limit: ScenarioInfo.maxDescriptionBytes) {
            guard case .string(let description) = text else { return .failure("description is a string") }
            info.description = description
        }
        stack.rawGet("points", table: 1)
        if !stack.isNoneOrNil(-1) {
            let value = stack.type(at: -1) == .number ? stack.number(at: -1) : nil
            stack.pop()
            guard let value, value.isFinite, value >= 0, value <= ScenarioInfo.maxPoints else {
                return .failure("points is a number from 0 to \(Int(ScenarioInfo.maxPoints))")
            }
            info.points = value
        } else {
            stack.pop()
        }
        switch profiles(stack) {
        case .failure(let message): return .failure(message)
        case .success(let names): info.profiles = names
        }
        switch rules(stack) {
        case .failure(let message): return .failure(message)
        case .success(let ids): info.rules = ids
        }
        stack.rawGet("strict", table: 1)
        let strictType = stack.type(at: -1)
        info.strict = stack.bool(at: -1)
        stack.pop()
        guard strictType == .nil || strictType == .boolean else { return .failure("strict is true or false") }
        if let text = field(stack, "device", limit: 16) {
            let kinds = DeviceKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            guard case .string(let name) = text, let kind = DeviceKind.named(name) else { return .failure("device is \(kinds)") }
            info.device = kind
        }
        return .success(info)
    }

    private enum Text { case string(String), other }

    /// Why a declaration is refused (written as a string literal).
    struct Problem: Error, ExpressibleByStringInterpolation {
        let message: String
        init(message: String) { self.message = message }
        init(stringLiteral value: String) { message = value }
        init(stringInterpolation: DefaultStringInterpolation) { message = String(stringInterpolation: stringInterpolation) }
    }

    /// A string field, cut after `limit` bytes (then `…`); nil when absent.
    private static func field(_ stack: LuaStack, _ name: String, limit: Int) -> Text? {
        stack.rawGet(name, table: 1)
        defer { stack.pop() }
        if stack.isNoneOrNil(-1) { return nil }
        guard stack.type(at: -1) == .string, let text = WrapStrings.name(stack, -1, limit: limit) else { return .other }
        return .string(text)
    }
}
