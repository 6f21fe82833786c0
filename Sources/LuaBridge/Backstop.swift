internal import LuaShim

/// The host's backstop (H21–H23, H34, H35; docs/security.md, "The host's backstop"): a deadline
/// of processor time (the case's thread's: waiting for a core or a turn is not counted, so a case
/// is stopped where it would be alone, whatever `--jobs` and the machine's load) on each case (a
/// run, a test case, a REPL chunk, an explored sequence), on each verb
/// of its scenario and on each stretch of scenario code between two verbs, shared by every Lua
/// state the case runs on this thread. The simulated watchdogs stop what a script is charged
/// for; the backstop stops what slips past them, work the host does that costs far more real time
/// than the simulated time it was charged, and it never changes a trace that ends before it.
/// ShimBackstop.c holds the state and reads the clock (the count hook, the trampoline and a
/// watcher thread check it); the host's own loops ask `due`.
public enum Backstop {
    /// The deadlines of one case, in seconds of the thread's processor time.
    public struct Limits: Sendable, Equatable {
        /// The whole case: 60 s, far above the 100,000 Home/reopen cycles of the throughput bench
        /// (0.5 s in a release build, about 5 s in a debug build on the shared 2-core machine).
        public var caseSeconds: Double
        /// One verb with all the app code it runs, one stretch of scenario code between verbs, or
        /// the check of the app before the run: 5 s. The longest a legitimate piece of app code
        /// runs is its 60 s watchdog budget, about 0.3 s of processor time.
        public var verbSeconds: Double

        public init(caseSeconds: Double, verbSeconds: Double) {
            self.caseSeconds = caseSeconds
            self.verbSeconds = verbSeconds
        }

        public static let standard = Limits(caseSeconds: 60, verbSeconds: 5)
    }

    /// What ran out: a verb, a stretch of code between verbs (or the check before the run), or the
    /// whole case.
    public enum Kind: Int32, Sendable {
        case verb = 1, stretch = 2, wholeCase = 3
    }

    /// What the backstop knew when it fired.
    public struct Report: Sendable, Equatable {
        public let kind: Kind
        public let seconds: Double
        /// `file:line` of the code running when it fired (nil: none was).
        public let site: String?
        /// The verb running then, and where the scenario called it.
        public let verb: String?
        public let verbSite: String?
    }

    /// Runs `body` as one case on this thread. Cases nest: an inner one never outlives the outer.
    public static func runCase<T>(_ limits: Limits = .standard, _ body: () throws -> T) rethrows -> T {
        let saved = shim_backstop_begin(limits.caseSeconds, limits.verbSeconds)
        defer { shim_backstop_end(saved) }
        return try body()
    }

    /// A verb (`verb`) or a stretch of code begins, for hosts that play verbs themselves
    /// (`explore`); a scenario's verbs are timed by the trampoline.
    public static func rearm(verb: Bool) { shim_backstop_rearm(verb ? 1 : 0) }

    /// Whether this thread's case is past its deadline (reading the clock; fires it then): the
    /// host's own loops ask before each step of work a script's input sizes.
    public static var due: Bool { shim_backstop_due() != 0 }

    /// Whether the backstop fired in this thread's case (Core's jobs stop then).
    public static var fired: Bool { shim_backstop_fired() != 0 }

    /// What it knew when it fired, or nil when it has not.
    public static var report: Report? {
        var raw = ShimBackstopReport()
        shim_backstop_report(&raw)
        guard raw.fired != 0 else { return nil }
        func text<T>(_ field: T) -> String? {
            withUnsafeBytes(of: field) { bytes in
                let end = bytes.firstIndex(of: 0) ?? bytes.count
                return end == 0 ? nil : String(decoding: bytes[..<end], as: UTF8.self)
            }
        }
        return Report(kind: Kind(rawValue: raw.kind) ?? .stretch, seconds: raw.seconds, site: text(raw.site),
                      verb: text(raw.verb), verbSite: text(raw.verb_site))
    }

    /// The message of a case the backstop stopped: where the code was, which deadline, and what
    /// to change. `site` stands in when no code was running; `stretch` says what a stretch was.
    public static func message(site fallback: String, stretch: String = "the scenario's code between two verbs") -> String {
        guard let report else { return "\(fallback): stopped by the host" }
        let seconds = report.seconds == report.seconds.rounded() ? String(Int(report.seconds)) : String(report.seconds)
        let site = report.site ?? report.verbSite ?? fallback
        let what: String
        switch report.kind {
        case .verb:
            let verb = report.verb.map { "\($0)()" } ?? "a verb"
            let called = report.verbSite.map { " (\($0))" } ?? ""
            what = "\(verb)\(called) kept it busy that long, and one verb, with all the app code it runs, may take \(seconds) s"
        case .stretch:
            what = "\(stretch) kept it busy that long, and may take \(seconds) s"
        case .wholeCase:
            what = "the whole run took that long, and a run may take \(seconds) s"
        }
        return "\(site): the host stopped this script after \(seconds) s of processor time: \(what). "
            + "The code did far more work than the simulated time it was charged (framework calls in a loop, "
            + "huge strings compared or converted, a long __index chain): do less work per call or per loop "
            + "(docs/security.md, \"The host's backstop\")"
    }
}
