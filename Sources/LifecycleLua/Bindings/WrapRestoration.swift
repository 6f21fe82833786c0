import LuaBridge
import LifecycleCore

/// State restoration (W4): `vc.restorationIdentifier = id`, and the coder of the restoration
/// methods (`coder:encodeObject_forKey(value, key)`, `encodeInteger_forKey`, `encodeBool_forKey`,
/// `encodeDouble_forKey`, `decodeObjectForKey(key)` and the typed decoders, which
/// stdlib/host/frameworks/restoration.lua builds on `coder_decode`). A value the coder cannot store, or a
/// coder used after its method returned, is a Lua error naming the key.
enum WrapRestoration {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            // The prelude has checked the identifier (a string of 1 to 256 bytes, or nil).
            "controller_set_restoration_id": { [unowned app] stack in
                if let controller = stack.integer(at: 1) {
                    app.session?.setRestorationIdentifier(controller, WrapStrings.name(stack, 2))
                }
                return .values(0)
            },
            // The prelude has checked that the key is a string.
            "coder_encode": { [unowned app] stack in
                guard let args = NamedFields<CoderEncodeFields>(stack, at: 1), let coder = args.integer(.coder),
                      let key = args.string(.key), let kind = args.string(.kind) else { return .values(0) }
                let function = "encode\(kind == "object" ? "Object" : kind == "bool" ? "Bool" : kind == "double" ? "Double" : "Integer")_forKey"
                let value: Result<RestorableValue?, WrapNumbers.Refusal> = args.with(.value) { read(stack, $0, kind: kind, key: key, function: function) }
                switch value {
                case .failure(let refusal): return .error(refusal.message)
                case .success(let value):
                    guard let session = app.session else { return .values(0) }
                    // Encoding takes time, as writing a file does: a loop of large values meets its watchdog.
                    if let halt = app.spendFinishing(HookSession.storageCost(bytes: Int(value?.bytes ?? 0))) { return .halt(halt) }
                    if let problem = session.encodeRestorable(value, forKey: key, coder: coder) { return .error("\(function): \(problem)") }
                    return .values(0)
                }
            },
            "coder_decode": { [unowned app] stack in
                guard let coder = stack.integer(at: 1), let key = stack.string(at: 2), let session = app.session else { return .values(0) }
                switch session.decodeRestorable(forKey: key, coder: coder) {
                case .failure(let error): return .error("decodeObjectForKey: \(error.message)")
                case .success(nil): return .values(0)
                case .success(let value?):
                    if let halt = app.spendFinishing(HookSession.storageCost(bytes: Int(value.bytes))) { return .halt(halt) }
                    RestorableValues.push(value, stack)
                    return .values(1)
                }
            },
        ]
    }

    /// The value to encode at `index` as the encoder `kind` takes it (`object`: nil removes the
    /// key), or the Lua error naming the function and the key.
    private static func read(_ stack: LuaStack, _ index: Int32, kind: String, key: String, function: String) -> Result<RestorableValue?, WrapNumbers.Refusal> {
        let argument = "the value for key '\(RestorableValues.shown(key))'"
        switch kind {
        case "object":
            if stack.isNoneOrNil(index) { return .success(nil) }
            return RestorableValues.read(stack, index).map(Optional.some).mapError {
                WrapNumbers.Refusal(message: "\(function): \($0.message(key: key)): a coder stores strings, finite numbers, booleans and tables of those (W4)")
            }
        case "bool":
            guard stack.type(at: index) == .boolean else {
                return .failure(WrapNumbers.Refusal(message: "\(function): expects \(argument) to be a boolean, got \(WrapApplication.describe(stack, index))"))
            }
            return .success(RestorableValue.bool(stack.bool(at: index)))
        case "double":
            return WrapNumbers.number(stack, index, function: function, argument: argument, expected: "a finite number",
                                      convert: ScriptNumber.restorable).map { RestorableValue.number($0) }
        default:
            if let whole = stack.integer(at: index) { return .success(RestorableValue.integer(Int64(whole))) }
            return WrapNumbers.number(stack, index, function: function, argument: argument, expected: "an integer",
                                      convert: ScriptNumber.restorableInteger).map { RestorableValue.integer($0) }
        }
    }
}
