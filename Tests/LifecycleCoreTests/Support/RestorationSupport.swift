import Testing
@testable import LifecycleCore
import TestSupport

/// Helpers for the tests of state restoration (W4).

/// A `restoration` trace line.
struct Restored: Equatable, CustomStringConvertible {
    let action: RestorationAction
    let controller: String?
    let keys: [String]
    let reason: String?
    var description: String { "\(action.rawValue) \(controller ?? "app") \(keys)" }
}

extension CollectingSink {
    var restorations: [Restored] {
        events.compactMap {
            if case .restoration(let action, let controller, let keys, let reason) = $0 {
                Restored(action: action, controller: controller, keys: keys, reason: reason)
            } else { nil }
        }
    }

    /// `ruleTimeline` plus `restoration <action> <controller>` lines.
    var restorationTimeline: [String] {
        events.compactMap { event in
            if case .restoration(let action, let controller, _, _) = event { return "restoration \(action.rawValue) \(controller ?? "app")" }
            if case .run(let kind, _, _, _, let subject) = event { return ran(kind, subject) }
            return CollectingSink.timelineEntry(event)
        }
    }
}

/// A restoring app: its window and root view controller `Editor` (restoration identifier
/// `editor`) made in `willFinishLaunching` (or `rootIn`), opted in to saving and restoring; the
/// editor encodes `values` and records what it decodes under `text` in `decoded`.
final class RestoringApp {
    let loader = ScriptedLoader.implementingAll()
    var values: [String: RestorableValue] = ["text": .string("Dear Sam,")]
    var decoded: [RestorableValue?] = []

    init(rootIn hook: Hook = .willFinishLaunching, identifier: String? = "editor") {
        loader.hooks[.shouldSaveApplicationState] = returns(true)
        loader.hooks[.shouldRestoreApplicationState] = returns(true)
        loader.hooks[hook] = { session in
            session.makeWindow()
            let editor = session.addController("Editor")
            session.setRestorationIdentifier(editor, identifier)
            session.setRootController(editor)
            return .returned(.bool(true))
        }
        loader.restorables["Editor encodeRestorableStateWithCoder"] = { [unowned self] session, coder in
            for (key, value) in values { #expect(session.encodeRestorable(value, forKey: key, coder: coder) == nil) }
            return .returned(.none)
        }
        loader.restorables["Editor decodeRestorableStateWithCoder"] = { [unowned self] session, coder in
            decoded.append(try? session.decodeRestorable(forKey: "text", coder: coder).get())
            return .returned(.none)
        }
    }

    /// A device, the app launched, sent Home (state saved), suspended and purged (jetsam).
    func savedAndPurged(profile: OSProfile = .default, budgets: Budgets = Budgets()) -> (Device, CollectingSink) {
        let (device, sink) = makeDevice(loader, profile: profile, budgets: budgets)
        device.launch()
        device.home()
        device.advance(.seconds(1))
        device.lowMemory()
        return (device, sink)
    }
}

/// The coder open now (the id app code was handed), from inside a behaviour.
extension HookSession {
    var openCoder: Int? { app.process.restoration.coder?.id }
}
