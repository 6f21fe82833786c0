import LuaBridge
import LifecycleCore

/// The app's container (B7, R4) and data protection (I4): `FileManager.write/read/remove/exists`,
/// `FileHandle.open`, and `NSUserDefaults.standardUserDefaults()`. Failures are returned as
/// `nil, message`, as Cocoa returns errors: the app can handle them.
enum WrapFiles {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            // The prelude has checked the protection ("complete", "none", or "keep" from a handle).
            "file_write": { [unowned app] stack in
                guard let args = NamedFields<FileWriteFields>(stack, at: 1), let path = args.string(.path),
                      let text = args.contents(.text) else {
                    return .error("FileManager.write expects a path and a string")
                }
                guard let session = app.session else { stack.push(true); return .values(1) }
                // Writing takes time (100 MB/s): a loop of large writes meets its watchdog.
                if let halt = app.spendFinishing(HookSession.storageCost(bytes: text.utf8.count)) { return .halt(halt) }
                let protection = args.string(.protection)
                let complete: Bool? = protection == "complete" ? true : protection == "none" ? false : nil
                return result(stack, session.writeFile(path, text: text, complete: complete))
            },
            "file_read": { [unowned app] stack in
                guard let path = stack.string(at: 1) else { return .error("FileManager.read expects a path") }
                guard let session = app.session else { return .values(0) }
                switch session.readFile(path) {
                case .success(let text):
                    if let halt = app.spendFinishing(HookSession.storageCost(bytes: text.utf8.count)) { return .halt(halt) }
                    stack.push(text)
                    return .values(1)
                case .failure(let error): stack.pushNil(); stack.push(error.message); return .values(2)
                }
            },
            "file_exists": { [unowned app] stack in
                stack.push(stack.string(at: 1).map { app.session?.fileExists($0) ?? false } ?? false)
                return .values(1)
            },
            "file_remove": { [unowned app] stack in
                stack.push(stack.string(at: 1).map { app.session?.removeFile($0) ?? false } ?? false)
                return .values(1)
            },
            "file_open": { [unowned app] stack in
                guard let path = stack.string(at: 1) else { return .error("FileHandle.open expects a path") }
                guard let session = app.session else { stack.push(true); return .values(1) }
                return result(stack, session.openFile(path))
            },
            "file_close": { [unowned app] stack in
                if let path = stack.string(at: 1) { app.session?.closeFile(path) }
                return .values(0)
            },
            "defaults_set": { [unowned app] stack in
                guard let key = stack.string(at: 1) else { return .error("setObject: expects a value and a string key") }
                guard let stored = storedValue(stack, 2) else {
                    return .error("setObject: stores strings, numbers and booleans, not \(stack.typeName(at: 2))")
                }
                guard let session = app.session else { return .values(0) }
                return session.setDefault(key, stored) ? .values(0) : .halt(.killed)
            },
            "defaults_get": { [unowned app] stack in
                guard let key = stack.string(at: 1), let value = app.session?.getDefault(key) else { return .values(0) }
                push(value, stack)
                return .values(1)
            },
            "defaults_synchronize": { [unowned app] stack in
                stack.push(app.session?.synchronizeDefaults() ?? true)
                return .values(1)
            },
        ]
    }

    /// `true`, or `nil, message`.
    private static func result(_ stack: LuaStack, _ error: String?) -> LuaReturn {
        guard let error else { stack.push(true); return .values(1) }
        stack.pushNil()
        stack.push(error)
        return .values(2)
    }

    /// A Lua string, number or boolean as a stored value; `.some(nil)` for nil (removal).
    static func storedValue(_ stack: LuaStack, _ index: Int32) -> StoredValue?? {
        if stack.isNoneOrNil(index) { return .some(nil) }
        if let string = stack.string(at: index) { return .string(string) }
        if let number = stack.number(at: index) { return .number(number) }
        if stack.type(at: index) == .boolean { return .bool(stack.bool(at: index)) }
        return nil
    }

    static func push(_ value: StoredValue, _ stack: LuaStack) {
        switch value {
        case .string(let s): stack.push(s)
        case .number(let n): if let i = Int(exactly: n) { stack.push(i) } else { stack.push(n) }
        case .bool(let b): stack.push(b)
        }
    }
}
