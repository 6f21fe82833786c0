@testable import LifecycleCore
import TestSupport

/// Test doubles for C6: an app that lists `identifiers` in BGTaskSchedulerPermittedIdentifiers,
/// declares the `fetch` and `processing` modes, registers a launch handler for each in
/// didFinishLaunching (unless `registerAt` says otherwise) and whose launch handler does what
/// `onTask` says with the task's id.
final class BGTaskApp {
    let loader: ScriptedLoader
    /// What a launch handler does with the task id (default: complete it at once, successfully).
    var onTask: (HookSession, Int) -> HookOutcome = { session, id in
        session.completeBGTask(id, success: true)
        return .returned(.none)
    }
    /// The tasks handed to launch handlers: id, identifier, kind.
    var tasks: [(id: Int, identifier: String, kind: BGTaskKind)] = []
    /// What `registerBGTask` returned, in order.
    var registered: [Bool] = []

    init(identifiers: [String] = ["com.example.refresh", "com.example.clean"], modes: [String] = ["fetch", "processing"],
         register: [String]? = nil) {
        loader = ScriptedLoader.implementingAll()
        loader.info = AppInfo(backgroundModes: modes, bgTaskIdentifiers: identifiers)
        let names = register ?? identifiers
        loader.hooks[.didFinishLaunching] = { [unowned self] session in
            for name in names { self.registered.append(session.registerBGTask(name, handler: self.launchHandler())) }
            return .returned(.bool(true))
        }
    }

    /// A new launch handler callback that records the task and runs `onTask`.
    func launchHandler() -> CallbackID {
        loader.register { [unowned self] session in
            guard case .bgTask(let id, let identifier, let kind)? = self.loader.arguments.last else { return .returned(.none) }
            self.tasks.append((id, identifier, kind))
            return self.onTask(session, id)
        }
    }

    /// Submits `requests` from applicationDidEnterBackground (the refusals are kept in `refusals`).
    var refusals: [BGTaskSubmitRefusal?] = []
    func submitAtHome(_ requests: [BGTaskRequest]) {
        loader.hooks[.didEnterBackground] = { [unowned self] session in
            for request in requests { self.refusals.append(session.submitBGTask(request)) }
            return .returned(.none)
        }
    }

    /// A device on `profile` running this app, launched, sent Home (submitting `requests`) and
    /// suspended 10 s later. The sink is reset.
    func suspended(submitting requests: [BGTaskRequest], profile: OSProfile = .ios13) -> (Device, CollectingSink) {
        submitAtHome(requests)
        let (device, sink) = makeDevice(loader, profile: profile)
        device.launch()
        device.home()
        device.advance(.seconds(10))
        sink.reset()
        return (device, sink)
    }
}

extension CollectingSink {
    /// The `bgtask` lines as `action identifier` (`completed` lines add the success).
    var bgtasks: [String] {
        events.compactMap {
            guard case .bgtask(let action, let identifier, _, let success, let launch) = $0 else { return nil }
            return "\(action.rawValue) \(identifier)" + (success.map { " \($0)" } ?? "") + (launch ? " launch" : "")
        }
    }
}

let refreshRequest = BGTaskRequest(identifier: "com.example.refresh", kind: .refresh)
let cleanRequest = BGTaskRequest(identifier: "com.example.clean", kind: .processing)
