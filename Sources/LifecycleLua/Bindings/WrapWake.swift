import LuaBridge
import LifecycleCore

/// Woken in the background (W1, W2), the app's side: `application:setMinimumBackgroundFetchInterval(s)`
/// and the completion handlers of stdlib/host/app.lua, which report here with their wake's id.
enum WrapWake {
    static let results = FetchResult.allCases.map(\.globalName)

    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        [
            "set_fetch_interval": { [unowned app] stack in
                guard stack.isTable(1) else {
                    return .error("setMinimumBackgroundFetchInterval: call it with ':' (application:setMinimumBackgroundFetchInterval(seconds))")
                }
                // NaN and negatives are refused; math.huge is UIApplicationBackgroundFetchIntervalNever.
                switch WrapNumbers.number(stack, 2, function: "setMinimumBackgroundFetchInterval",
                                          expected: "a number of seconds >= 0 (or UIApplicationBackgroundFetchIntervalNever)",
                                          convert: ScriptNumber.fetchInterval) {
                case .failure(let refusal): return .error(refusal.message)
                case .success(let interval): app.session?.setMinimumBackgroundFetchInterval(interval, site: stack.site)
                }
                return .values(0)
            },
            // The handler's own closure passes its id and kind; the result is the app's argument.
            "complete_wake": { [unowned app] stack in
                guard let args = NamedFields<CompleteWakeFields>(stack, at: 1), let id = args.integer(.id),
                      let kind = args.string(.handler).flatMap(WakeKind.init(rawValue:)) else { return .values(0) }
                guard let result = args.string(.result).flatMap(FetchResult.init(rawValue:)) else {
                    let given = args.with(.result) { WrapApplication.describe(stack, $0) }
                    // The wake's error: a crash it causes cites W1 or W2, whatever code called it.
                    let message = "completionHandler: expects \(results.dropLast().joined(separator: ", ")) or \(results.last!), got \(given)"
                    return .error(app.session?.misuse(kind.rule, message) ?? message)
                }
                app.session?.completeWake(id, kind: kind, result: result)
                return .values(0)
            },
        ]
    }
}
