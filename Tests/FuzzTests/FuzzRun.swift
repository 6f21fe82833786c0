import LifecycleCore
import LifecycleLua
import TestSupport

/// Plays a fuzz case as `lifecycle run … --format jsonl` does (validate, then play into a sink
/// that writes the JSONL with TraceJSON), and checks the fuzzer's invariants: every state
/// change is an edge of the state graph (S1), every kill has a reason and a rule and ends
/// the process, no call outlasts its watchdog (L5, B4, T2, T5), frozen code keeps to S3
/// (FuzzRun+FrozenCode.swift), the JSONL is valid (TraceLineCheck), and the same seed gives
/// the same bytes.
struct FuzzRun {
    /// The JSONL, or the validation error that stops the run before it starts (exit 2).
    let bytes: [UInt8]
    let records: [TraceRecord]
    let exitCode: Int32
    /// Why the scenario stopped early (exit 2), if it did.
    let scenarioError: String?

    init(_ fuzzCase: FuzzCase) {
        let run = fuzzCase.run
        if let error = run.validate() {
            bytes = Array("error: \(error)\n".utf8)
            records = []
            exitCode = 2
            scenarioError = nil
            return
        }
        let trace = TraceCollector(), json = JSONLCollector()
        let report = run.play(sinks: [trace, json])
        bytes = json.bytes
        records = trace.records
        exitCode = report.exitCode(strict: false)
        scenarioError = report.scenarioError
    }

    /// A run made of `records` (to test the checks themselves).
    init(records: [TraceRecord]) {
        var json = TraceJSON()
        for record in records { json.append(record) }
        bytes = json.buffer
        self.records = records
        exitCode = 0
        scenarioError = nil
    }

    /// The run stopped at the simulator's cap on pieces of code per run (H08, docs/security.md):
    /// a generated app can keep a block requeuing itself every few milliseconds while an audio
    /// background mode keeps it running, and a long `advance` then reaches the cap. A stop with
    /// exit status 2 and this message is the documented outcome; the trace up to it is checked.
    var ranOutOfCodeRuns: Bool {
        scenarioError?.contains("pieces of code in this run, the most one run may") == true
    }

    /// Everything wrong with the case: plays it twice and checks both runs.
    static func problems(of fuzzCase: FuzzCase) -> [String] {
        let first = FuzzRun(fuzzCase), again = FuzzRun(fuzzCase)
        var problems: [String] = []
        if first.bytes != again.bytes { problems.append("the same seed gave different bytes (\(first.firstDifference(again)))") }
        if let says = fuzzCase.scenario.expectedStop, !first.records.isEmpty {
            // A verb of the scenario must stop it (H01, H02, H08), with a message saying why.
            if first.exitCode != 2 || first.scenarioError?.contains(says) != true {
                problems.append("the scenario should have stopped with \"\(says)\"; it ended with status \(first.exitCode): \(first.scenarioError ?? "no error")")
            }
        } else if first.exitCode == 2, !first.records.isEmpty, !first.ranOutOfCodeRuns {
            return problems + ["exit status 2 after the run started: \(first.scenarioError ?? "")"]
        }
        if first.records.isEmpty { return problems }   // the app script did not load: nothing ran
        problems += TraceLineCheck.problems(first.bytes)
        problems += first.stateProblems()
        problems += first.killProblems()
        problems += first.costProblems()
        problems += first.frozenCodeProblems()
        return problems
    }

    /// Every move leaves the state the app was in, along an edge of the state graph (S1).
    func stateProblems() -> [String] {
        var current: [String: AppState] = [:]
        var problems: [String] = []
        for record in records {
            if case .warning(let message) = record.event, message.hasPrefix("internal:") { problems.append(message) }
            guard case .state(let from, let to) = record.event else { continue }
            let app = record.app ?? "app"
            if from != current[app, default: .notRunning] {
                problems.append("\(app) moved from \(from.rawValue) while in \(current[app, default: .notRunning].rawValue)")
            }
            if !from.canMove(to: to) { problems.append("\(app): \(from.rawValue) → \(to.rawValue) is not an edge of the state graph") }
            current[app] = to
        }
        return problems
    }

    /// Every kill names a rule and is followed by its app's move to notRunning.
    func killProblems() -> [String] {
        var pending: [String: String] = [:]
        var problems: [String] = []
        for record in records {
            let app = record.app ?? "app"
            switch record.event {
            case .kill(let reason, let rule, let message, _, _, _):
                if !TraceLineCheck.rules.contains(rule.rawValue) { problems.append("a \(reason.rawValue) kill cites \(rule), not a rule of docs/rules.md") }
                if message.isEmpty { problems.append("a \(reason.rawValue) kill without a message") }
                if let earlier = pending[app] { problems.append("\(app) was killed twice: \(earlier), then \(message)") }
                pending[app] = message
            case .state(_, let to):
                if to == .notRunning { pending[app] = nil }
                else if let message = pending[app] { problems.append("\(app) went on to \(to.rawValue) after a kill: \(message)") }
            default: break
            }
        }
        return problems + pending.keys.sorted().map { "\($0) was killed but never reached notRunning" }
    }

    /// No delegate call lasts longer than its watchdog allows (L5, B4, T2, T5).
    func costProblems() -> [String] {
        let budgets = Budgets()
        return records.compactMap { record in
            guard case .call(let hook, let cost) = record.event, cost > budgets.budget(for: hook) || cost < .zero else { return nil }
            return "\(hook.selector) cost \(cost), over its budget of \(budgets.budget(for: hook))"
        }
    }

    /// Where two traces part: the line number and both lines.
    func firstDifference(_ other: FuzzRun) -> String {
        let mine = bytes.split(separator: UInt8(ascii: "\n")), theirs = other.bytes.split(separator: UInt8(ascii: "\n"))
        for index in 0..<max(mine.count, theirs.count) {
            let a = index < mine.count ? String(decoding: mine[index], as: UTF8.self) : "(end)"
            let b = index < theirs.count ? String(decoding: theirs[index], as: UTF8.self) : "(end)"
            if a != b { return "line \(index + 1): \(a) / \(b)" }
        }
        return "same lines"
    }
}
