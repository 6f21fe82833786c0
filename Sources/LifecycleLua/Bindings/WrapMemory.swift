import LuaBridge
import LifecycleCore

/// Memory (B8, R5, M1): `NSCache.new(name)`, `cache:setObject(key, megabytes)`,
/// `cache:removeObjectForKey(key)`, `cache:removeAllObjects()`, and `footprint()`.
enum WrapMemory {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "cache_set": { [unowned app] stack in
                guard let args = NamedFields<CacheSetFields>(stack, at: 1), let cache = args.with(.cache, { WrapStrings.name(stack, $0) }),
                      let key = args.with(.key, { WrapStrings.name(stack, $0) }) else {
                    return .error("setObject: expects a key and a size in megabytes, as in cache:setObject('photo', 8)")
                }
                // A size far over any memory is clamped, as a cost is: it still goes over the limit.
                let bytes: Int64
                switch args.with(.megabytes, { WrapNumbers.number(stack, $0, function: "setObject", argument: "the size",
                                                                  expected: "a size in megabytes >= 0", convert: ScriptNumber.bytes(megabytes:)) }) {
                case .success(let value): bytes = value
                case .failure(let refusal): return .error(refusal.message)
                }
                guard let session = app.session else { return .values(0) }
                return session.cacheObject(cache, key: key, bytes: bytes) ? .values(0) : .halt(.killed)
            },
            "cache_remove": { [unowned app] stack in
                if let cache = WrapStrings.name(stack, 1) { app.session?.removeCached(cache, key: WrapStrings.name(stack, 2)) }
                return .values(0)
            },
            "footprint": { [unowned app] stack in
                stack.push(app.session?.settledFootprintMegabytes ?? 0)
                return .values(1)
            },
        ]
    }
}
