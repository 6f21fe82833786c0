import LifecycleCore

/// S3: the fuzzer's invariants of frozen code, on the typed trace. Nothing of an app runs while
/// it is suspended (no `run` stretch and no delegate call overlaps its suspension); a `froze`
/// comes only while its app is suspended; per process and id, the `froze`, `resumed` and `lost`
/// lines go (froze resumed)* froze? lost?, nothing after a `lost`, and code frozen when its
/// process dies is lost with it; a dead process resumes nothing (ids start again at 1 in the
/// next one); `ran` never decreases, and time spent frozen adds nothing to it.
extension FuzzRun {
    /// Where one piece of stopped code of the current process stands.
    private struct Stopped {
        var frozen = false
        var lost = false
        var ran = SimDuration.zero
    }

    /// A stretch of app code: a `run` line (stamped with its beginning) or a delegate call.
    private struct Stretch {
        let app: String
        let time: SimTime
        let cost: SimDuration
        let what: String
    }

    func frozenCodeProblems() -> [String] {
        var problems: [String] = []
        var states: [String: AppState] = [:]
        var suspendedSince: [String: SimTime] = [:]
        var suspensions: [String: [(from: SimTime, to: SimTime)]] = [:]
        var stopped: [String: [Int: Stopped]] = [:]
        var stretches: [Stretch] = []
        for record in records {
            let app = record.app ?? "app"
            switch record.event {
            case .state(let from, let to):
                if to == .suspended { suspendedSince[app] = record.time }
                if from == .suspended, let since = suspendedSince.removeValue(forKey: app) {
                    suspensions[app, default: []].append((since, record.time))
                }
                if to == .notRunning {
                    // The process died: what it had frozen was lost with it.
                    for (id, code) in (stopped[app] ?? [:]).sorted(by: { $0.key < $1.key }) where code.frozen && !code.lost {
                        problems.append("\(app): frozen code \(id) was neither resumed nor lost when its process died at \(record.time)")
                    }
                    stopped[app] = nil
                }
                if from == .notRunning { stopped[app] = [:] }   // a new process numbers from 1 again
                states[app] = to
            case .code(let action, let id, _, _, _, _, let ran):
                let state = states[app, default: .notRunning]
                guard var code = stopped[app]?[id] ?? (stopped[app] == nil ? nil : Stopped()) else {
                    problems.append("\(app): \(action.rawValue) \(id) at \(record.time) while no process runs (a dead process's code)")
                    continue
                }
                if code.lost { problems.append("\(app): \(action.rawValue) \(id) at \(record.time) after it was lost") }
                if ran < code.ran { problems.append("\(app): code \(id) ran \(code.ran), then \(ran) at its \(action.rawValue)") }
                switch action {
                case .froze:
                    if state != .suspended { problems.append("\(app): code \(id) froze at \(record.time) while \(state.rawValue), not suspended") }
                    if let since = suspendedSince[app], record.time < since {
                        problems.append("\(app): code \(id) froze at \(record.time), before the suspension at \(since)")
                    }
                    if code.frozen { problems.append("\(app): code \(id) froze twice without resuming") }
                    code.frozen = true
                case .resumed:
                    if !code.frozen { problems.append("\(app): code \(id) resumed at \(record.time) without having frozen") }
                    if state == .suspended || state == .notRunning { problems.append("\(app): code \(id) resumed while \(state.rawValue)") }
                    if ran != code.ran { problems.append("\(app): code \(id) froze having run \(code.ran) and resumed having run \(ran)") }
                    code.frozen = false
                case .lost:
                    code.lost = true
                }
                code.ran = ran
                stopped[app]?[id] = code
            case .run(let kind, let cost, _, let queue, _):
                stretches.append(Stretch(app: app, time: record.time, cost: cost, what: "a \(kind.rawValue)\(queue.map { " on the \($0) queue" } ?? "")"))
            case .call(let hook, let cost):
                stretches.append(Stretch(app: app, time: record.time, cost: cost, what: hook.selector))
            default: break
            }
        }
        for (app, since) in suspendedSince { suspensions[app, default: []].append((since, .end)) }
        return problems + stretches.compactMap { stretch in
            guard let hit = suspensions[stretch.app]?.first(where: { Self.overlaps(stretch, $0) }) else { return nil }
            return "\(stretch.app): \(stretch.what) ran \(stretch.cost) from \(stretch.time) while suspended (\(hit.from) to \(hit.to))"
        }
    }

    /// A stretch runs inside a suspension: it shares time with it, or (costing nothing) lies strictly within it.
    private static func overlaps(_ stretch: Stretch, _ suspension: (from: SimTime, to: SimTime)) -> Bool {
        let end = stretch.time + stretch.cost
        if stretch.cost == .zero { return suspension.from < stretch.time && stretch.time < suspension.to }
        return max(stretch.time, suspension.from) < min(end, suspension.to)
    }
}
