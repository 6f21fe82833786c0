@testable import LifecycleCore
import TestSupport

/// Test doubles for W1–W3: an app that declares the wake modes, sets its fetch interval at
/// launch, and whose wake methods do what a test says with the completion handler they get.
final class WakeApp {
    let loader: ScriptedLoader
    /// What the wake methods do: complete at once with this result, or (nil) never.
    var completes: FetchResult? = .newData
    /// The ids of the handlers the wake methods were given, in order.
    var handlers: [(id: Int, kind: WakeKind)] = []

    init(modes: [String] = ["fetch", "remote-notification"], interval: SimDuration? = .zero,
         implements kinds: [WakeKind] = WakeKind.allCases) {
        loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(backgroundModes: modes)
        loader.hooks[.didFinishLaunching] = { session in
            session.setMinimumBackgroundFetchInterval(interval)
            return .returned(.bool(true))
        }
        for kind in kinds {
            loader.hooks[kind.hook] = { [unowned self] session in
                guard let id = self.handlerID(of: kind) else { return .returned(.none) }
                self.handlers.append((id, kind))
                if let result = self.completes { session.completeWake(id, kind: kind, result: result) }
                return .returned(.none)
            }
        }
    }

    /// The handler id of the latest call of `kind`'s method, as the runtime saw it.
    func handlerID(of kind: WakeKind) -> Int? {
        switch loader.observed.last(where: { $0.hook == kind.hook })?.arguments {
        case .fetch(let id)?: return id
        case .remoteNotification(_, let id)?: return id
        default: return nil
        }
    }

    /// A device running this app, launched, sent Home and suspended (10 s later). The sink is reset.
    func suspended(profile: OSProfile = .default) -> (Device, CollectingSink) {
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        device.home()
        device.advance(.seconds(10))
        sink.reset()
        return (device, sink)
    }
}

extension CollectingSink {
    /// The `wake` lines: reason and whether the app was launched.
    var wakes: [(WakeKind, Bool)] {
        events.compactMap { if case .wake(let reason, let launch) = $0 { (reason, launch) } else { nil } }
    }

    /// The `completion` lines.
    var completions: [(WakeKind, FetchResult)] {
        events.compactMap { if case .completion(let handler, let result) = $0 { (handler, result) } else { nil } }
    }
}

/// A silent push's payload (`aps.content-available` = 1), with `extra` keys beside `aps`.
func silentPush(_ extra: [PayloadEntry] = []) -> PushPayload {
    let aps = PayloadEntry(key: "aps", value: .dictionary([PayloadEntry(key: "content-available", value: .number(1))]))
    return try! PushPayload.make([aps] + extra).get()
}
