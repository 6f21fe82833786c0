import LifecycleCore
import LifecycleLua

/// Listens to one graded run and keeps what its report row needs: failed expectations, and
/// (strict) violations and kills of the scenario's own app that `--strict` fails on
/// (`StrictCounter.fails`, M1), in order, at most `GradeReport.maxFailures` of them; every kill;
/// the counts; its notes (warnings, and violations that do not fail it, each once) and what the
/// app printed, each within its limit. Nothing else of the trace is kept.
/// What it had kept when the latest verb began is kept too: a case the host's backstop stopped
/// is reported as it stood then (`rewindToLatestVerb`), since how far the stopped verb got
/// follows the machine's speed, not the scripts.
final class GradeCollector: TraceSink {
    private let app: String
    private let strict: Bool
    /// What a report row is made of, so far.
    struct Kept {
        var failures: [GradeReport.Failure] = []
        var moreFailures = 0
        var kills: [GradeReport.Failure] = []
        var violations = 0
        /// The latest kill that was the app's or the system's doing: its rule, and `watchdog
        /// 0x8badf00d, B4`. A purge by `low_memory()` is one (no fault of the app, so `--strict`
        /// does not count it, but most likely why a later expectation on lost data fails); a
        /// `user_kill()` is not (`KillCause`, M1).
        var lastKill: (rule: String, short: String)?
        /// S3: code lost before a kill line of its instant came, to be said with that kill.
        var lostBeforeKill: (time: Double, text: String)?
        var notes = CaseNotes()
    }
    private var kept = Kept()
    /// `kept` when the latest verb began, and the simulated time then.
    private var atLatestVerb = Kept()
    private(set) var latestVerbTime = 0.0
    var failures: [GradeReport.Failure] { kept.failures }
    var moreFailures: Int { kept.moreFailures }
    var kills: [GradeReport.Failure] { kept.kills }
    var violations: Int { kept.violations }
    var notes: CaseNotes { kept.notes }
    private var lastKill: (rule: String, short: String)? {
        get { kept.lastKill }
        set { kept.lastKill = newValue }
    }

    init(app: String, strict: Bool) {
        self.app = app
        self.strict = strict
    }

    func receive(_ record: TraceRecord) {
        let time = Double(record.time.micros) / 1_000_000
        switch record.event {
        case .action:
            atLatestVerb = kept
            latestVerbTime = time
        case .expect(false, let message):
            // An expectation that cites no rule, failing after the app was killed: the kill is
            // most likely why, and its rule is the lesson.
            if let rule = Self.rule(citedIn: message) {
                add(.init(kind: .expectation, rule: rule, message: message, time: time))
            } else if let kill = lastKill {
                add(.init(kind: .expectation, rule: kill.rule, message: "\(message) (after the app was killed: \(kill.short))", time: time))
            } else {
                add(.init(kind: .expectation, rule: nil, message: message, time: time))
            }
        case .violation(let rule, let message) where StrictCounter.concerns(record, app: app):
            kept.violations += 1
            let violation = GradeReport.Failure(kind: .violation, rule: rule.rawValue, message: message, time: time)
            if strict { add(violation) } else { kept.notes.note(violation) }
        case .warning(let message) where StrictCounter.concerns(record, app: app):
            kept.notes.note(.init(kind: .warning, rule: GradeCollector.rule(citedIn: message), message: message, time: time))
        case .log(let text) where StrictCounter.concerns(record, app: app):
            kept.notes.print(text)
        case .kill(let reason, let rule, let message, let code, _, let cause) where StrictCounter.concerns(record, app: app):
            // `REASON: [CODE ]message`: the reports read the reason back (`killed: watchdog [B4] …`).
            let text = "\(reason.rawValue): \(code.map { $0 + " " } ?? "")\(message)"
            var kill = GradeReport.Failure(kind: .kill, rule: rule.rawValue, message: text, time: time)
            if let lost = kept.lostBeforeKill, lost.time == time { kill = kill.saying(lost.text) }
            kept.lostBeforeKill = nil
            if kills.count < GradeReport.maxFailures { kept.kills.append(kill) }
            if cause == .app || cause == .system { lastKill = (rule.rawValue, "\(reason.rawValue)\(code.map { " " + $0 } ?? ""), \(rule.rawValue)") }
            if strict, StrictCounter.fails(record.event) { add(kill) }
        case .code(.lost, _, let kind, let queue, let line, _, _) where StrictCounter.concerns(record, app: app):
            lost(kind.description + (queue.map { " (\($0) queue)" } ?? "") + (line.map { " at \($0)" } ?? ""), time: time)
        case .state(.notRunning, _) where StrictCounter.concerns(record, app: app):
            lastKill = nil   // launched again: a later failure is not the kill's
        default:
            break
        }
    }

    private func add(_ failure: GradeReport.Failure) {
        if failures.count < GradeReport.maxFailures { kept.failures.append(failure) } else { kept.moreFailures += 1 }
    }

    /// S3: code lost with its process is said in the message of the kill of its instant (in the
    /// list of kills, and among the failures when the kill is one), as `…; lost with it: a
    /// dispatched block (global queue) at app.lua:14`; before that kill's line, it waits for it.
    private func lost(_ what: String, time: Double) {
        let text = "; lost with it: " + what
        guard let last = kept.kills.indices.last, kept.kills[last].time == time else {
            kept.lostBeforeKill = (time, (kept.lostBeforeKill?.time == time ? kept.lostBeforeKill!.text : "") + text)
            return
        }
        let old = kept.kills[last]
        kept.kills[last] = old.saying(text)
        if let failure = kept.failures.lastIndex(where: { $0 == old }) { kept.failures[failure] = old.saying(text) }
    }

    /// Forgets what came after the latest verb began (the verb the backstop stopped).
    func rewindToLatestVerb() { kept = atLatestVerb }

    /// The first rule id an expectation's message cites in parentheses or after a comma, as the
    /// exercises' checkers write them (`… (B5)`, `(C2, C4)`), when it is one of the catalog's.
    static func rule(citedIn message: String) -> String? {
        let bytes = Array(message.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let starts = index == 0 || !isNamePart(bytes[index - 1])
            if starts, byte >= 65, byte <= 90 {
                var end = index + 1
                while end < bytes.count, bytes[end] >= 48, bytes[end] <= 57 { end += 1 }
                if end == bytes.count || !isNamePart(bytes[end]) {
                    let id = String(decoding: bytes[index..<end], as: UTF8.self)
                    if end - index > 1, RuleCatalog.all[id] != nil { return id }
                }
                index = end
                continue
            }
            index += 1
        }
        return nil
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }
}
