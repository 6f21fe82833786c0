/// The rule whose page (`lifecycle explain ID`) discusses a piece of app code: a crash in the
/// code (a Lua error nothing caught) cites it, so the kill line's `lifecycle explain` pointer
/// opens the page about that code, not a generic one. A delegate method's is the first rule of
/// its entry in UIKit's surface (`UIKitEntry.rules`: W1 for
/// `application:performFetchWithCompletionHandler:`, C1 for the scene delegate's methods); other
/// code's is its kind's (C6 for a BGTask launch handler), or the one its call site names
/// (`App.runCode`'s `about`: C6 for a BGTask's expiration handler). S1, the page on the five
/// states and on crashes, is the fallback for code no rule of its own covers: a dispatched block.
extension Hook {
    /// The rule whose page discusses this method, which a crash in it cites.
    public var rule: Rule { Hook.rules[self] ?? .S1 }

    private static let rules: [Hook: Rule] = Dictionary(uniqueKeysWithValues: allCases.map { hook in
        let first = hook.surfaceEntry?.rules.split(separator: ",").first.map { String($0.filter { $0 != " " }) }
        assert(first.map { !$0.isEmpty } ?? false, "\(hook.selector) has no rule in UIKitSurface")
        return (hook, first.map { Rule($0) } ?? .S1)
    })
}

extension CodeKind {
    /// The rule whose page discusses code of this kind, which a crash in it cites (S1 for a
    /// block: no rule is about dispatched blocks as such).
    public var rule: Rule {
        switch self {
        case .main: return .L4              // the script plays UIApplicationMain
        case .expirationHandler: return .B5 // a background task's; a BGTask's names C6 (about:)
        case .block: return .S1
        case .observer: return .N
        case .drawRect: return .E7
        case .alertCancel: return .R9
        case .timer: return .E6
        case .viewController: return .V1
        case .eventHandler: return .E1
        case .launchHandler: return .C6
        }
    }
}
