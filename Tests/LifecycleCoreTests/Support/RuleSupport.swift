@testable import LifecycleCore
import TestSupport

/// Helpers for the tests of Rules/ (what the system checks at each moment: R1–R11, B6, I4, F4).
extension CollectingSink {
    /// `timeline`, plus app code that is not a delegate method (`run observer <name>`,
    /// `run drawRect <view>`, `run alertCancel <title>`, `run block`), snapshots and redraws.
    var ruleTimeline: [String] {
        events.compactMap { event in
            switch event {
            case .run(let kind, _, _, _, let subject): return "run \(kind.rawValue)" + (subject.map { " \($0)" } ?? "")
            case .snapshot(let visible): return "snapshot [\(visible.joined(separator: ", "))]"
            case .redraw(let view, let requests): return "redraw \(view) x\(requests)"
            default: return CollectingSink.timelineEntry(event)
            }
        }
    }

    /// The notifications delivered from the F3 queue, with their values.
    var queuedNotifications: [TraceEvent] {
        events.filter { if case .notification(_, _, true) = $0 { true } else { false } }
    }

    /// The `expect` lines scenario verbs recorded (`expect_saved`, `expect_default`).
    var expectations: [(ok: Bool, message: String)] {
        events.compactMap { if case .expect(let ok, let message) = $0 { (ok, message) } else { nil } }
    }
}

/// Shorthands for `ruleTimeline` entries.
func ran(_ kind: CodeKind, _ subject: String? = nil) -> String {
    "run \(kind.rawValue)" + (subject.map { " \($0)" } ?? "")
}
func observerRan(_ name: NotificationName) -> String { ran(.observer, name.rawValue) }

/// A behaviour that does `body` with the session, then returns nil.
func does(_ body: @escaping (HookSession) -> Void) -> Behaviour {
    { session in body(session); return .returned(.none) }
}

/// Launch, Home, and time for the system to suspend the app (B1, S3).
func launchedAndSuspended(_ loader: ScriptedLoader, profile: OSProfile = .default) -> (Device, CollectingSink) {
    let (device, sink) = makeDevice(loader, profile: profile)
    device.launch()
    device.home()
    device.advance(.seconds(1))
    return (device, sink)
}

/// Views by name, for the tests of ViewCheck (the core works with ids).
extension HookSession {
    @discardableResult
    func view(_ name: String, hidden: Bool = false, sensitive: Bool = false, drawHandler: CallbackID? = nil) -> Int {
        addView(name, frame: .zero, hidden: hidden, sensitive: sensitive, drawHandler: drawHandler)
    }

    func setHidden(named name: String, _ hidden: Bool) {
        if let id = app.views.named(name)?.id { setHidden(id, hidden) }
    }

    func setNeedsDisplay(named name: String) {
        if let id = app.views.named(name)?.id { setNeedsDisplay(id) }
    }
}
