import LifecycleCore

/// What `lifecycle test` found: every app against every scenario, on each profile the scenario
/// names. A plain value, built in one order whatever the parallelism, from which every report
/// format (pretty, TAP, JUnit, JSON, CSV) is written byte for byte the same way.
public struct GradeReport: Sendable, Equatable {
    /// A scenario of the suite: its path and what its `scenario{…}` declares (names default
    /// to the file's).
    public struct Scenario: Sendable, Equatable {
        public let path: String
        public let name: String
        public let description: String?
        /// Points for passing on every profile; each profile's run earns its share.
        public let points: Double
        /// The profiles it runs on, in the order declared (never empty).
        public let profiles: [String]
        public let strict: Bool
        /// The rule ids it declares it teaches (`rules = { "B7" }`): what the lessons of a class
        /// group its failures by. Empty: each failure's own rule.
        public let rules: [String]
        public init(path: String, name: String, description: String?, points: Double, profiles: [String], strict: Bool,
                    rules: [String] = []) {
            self.path = path
            self.name = name
            self.description = description
            self.points = points
            self.profiles = profiles
            self.strict = strict
            self.rules = rules
        }
    }

    /// Why a case failed: a failed expectation, and (strict) a violation or a kill of the app's own
    /// doing (M1); or an error (the app did not load, the scenario stopped with an error). A
    /// case's notes use the same shape for what did not fail it: a warning, or a violation
    /// outside strict.
    public struct Failure: Sendable, Equatable {
        public enum Kind: String, Sendable { case expectation, violation, kill, error, warning }
        public let kind: Kind
        /// The rule id it cites (`B4`), if any.
        public let rule: String?
        public let message: String
        /// Simulated seconds since the scenario began.
        public let time: Double
        public init(kind: Kind, rule: String?, message: String, time: Double) {
            self.kind = kind
            self.rule = rule
            // A student controls the text: past the trace's own cap it is kept as the trace keeps
            // it, its first 16 KiB and how many bytes more, whatever the format writes it into.
            self.message = TraceText.limited(message)
            self.time = time
        }
    }

    public enum Status: String, Sendable { case passed, failed, error }

    /// One app × scenario × profile.
    public struct Case: Sendable, Equatable {
        public let app: Int
        public let scenario: Int
        public let profile: String
        public let status: Status
        /// Simulated seconds the scenario ran.
        public let simulated: Double
        public let points: Double
        public let maxPoints: Double
        /// In the order they happened; at most `maxFailures`, then `moreFailures` counts the rest.
        public let failures: [Failure]
        public let moreFailures: Int
        public let expectationsPassed: Int
        public let expectationsFailed: Int
        public let violations: Int
        /// Every kill of the app (failing or not: a kill outside --strict is an outcome).
        public let kills: [Failure]
        /// What did not fail it but a teacher or a student should read: warnings (a misspelt
        /// hook, an Info.plist key UIKit does not read) and violations outside strict, each once,
        /// in order; at most `maxNotes`, then `moreNotes` counts the rest.
        public let notes: [Failure]
        public let moreNotes: Int
        /// What the app printed, a line each, at most `maxOutputLines` lines and
        /// `maxOutputBytes` bytes; `moreOutput` counts the lines left out.
        public let output: [String]
        public let moreOutput: Int
        /// Seconds of the machine's own clock the case took to play (JUnit's `time`); 0 when the
        /// runner was given no clock. Not part of any other report, which stay the same byte for
        /// byte from run to run.
        public let wall: Double
        public init(app: Int, scenario: Int, profile: String, status: Status, simulated: Double, points: Double,
                    maxPoints: Double, failures: [Failure], moreFailures: Int, expectationsPassed: Int,
                    expectationsFailed: Int, violations: Int, kills: [Failure], notes: [Failure] = [], moreNotes: Int = 0,
                    output: [String] = [], moreOutput: Int = 0, wall: Double = 0) {
            self.app = app
            self.scenario = scenario
            self.profile = profile
            self.status = status
            self.simulated = simulated
            self.points = points
            self.maxPoints = maxPoints
            self.failures = failures
            self.moreFailures = moreFailures
            self.expectationsPassed = expectationsPassed
            self.expectationsFailed = expectationsFailed
            self.violations = violations
            self.kills = kills
            self.notes = notes
            self.moreNotes = moreNotes
            self.output = output
            self.moreOutput = moreOutput
            self.wall = wall
        }

        /// The same case with its wall time set to 0: what compares equal from run to run.
        public var withoutWallTime: Case {
            Case(app: app, scenario: scenario, profile: profile, status: status, simulated: simulated, points: points,
                 maxPoints: maxPoints, failures: failures, moreFailures: moreFailures, expectationsPassed: expectationsPassed,
                 expectationsFailed: expectationsFailed, violations: violations, kills: kills, notes: notes,
                 moreNotes: moreNotes, output: output, moreOutput: moreOutput, wall: 0)
        }

        /// The rule ids its failures cite, each once, in order.
        public var rules: [String] {
            var seen: [String] = []
            for failure in failures { if let rule = failure.rule, !seen.contains(rule) { seen.append(rule) } }
            return seen
        }
    }

    public static let maxFailures = 20
    public static let maxNotes = 20
    public static let maxOutputLines = 50
    public static let maxOutputBytes = 4_096

    public let apps: [App]
    public let scenarios: [Scenario]
    /// App-major: for each app, each scenario, each of its profiles.
    public let cases: [Case]
    public let seed: UInt64
    /// `--strict`: every scenario strict, whatever it declares.
    public let strict: Bool

    public init(apps: [App], scenarios: [Scenario], cases: [Case], seed: UInt64, strict: Bool) {
        self.apps = apps
        self.scenarios = scenarios
        self.cases = cases
        self.seed = seed
        self.strict = strict
    }

    /// The cases of app `index`, in order.
    public func cases(ofApp index: Int) -> [Case] { cases.filter { $0.app == index } }

    /// Points earned by app `index`, and the most it could earn.
    public func points(ofApp index: Int) -> (earned: Double, possible: Double) {
        let mine = cases(ofApp: index)
        return (mine.reduce(0) { $0 + $1.points }, mine.reduce(0) { $0 + $1.maxPoints })
    }

    /// Every case passed.
    public var allPassed: Bool { cases.allSatisfy { $0.status == .passed } }

    /// For each scenario × profile, how many apps failed it, most failed first, then in the
    /// suite's order: the lessons the class missed. An error (an app that did not load) is not
    /// a lesson missed, and is left out: it is reported with its app.
    public var failuresByScenario: [(scenario: Int, profile: String, failed: Int)] {
        var rows: [(scenario: Int, profile: String, failed: Int)] = []
        for (index, scenario) in scenarios.enumerated() {
            for profile in scenario.profiles {
                let failed = cases.filter { $0.scenario == index && $0.profile == profile && $0.status == .failed }.count
                rows.append((index, profile, failed))
            }
        }
        return rows.enumerated().sorted { a, b in
            a.element.failed != b.element.failed ? a.element.failed > b.element.failed : a.offset < b.offset
        }.map(\.element)
    }

    /// Points are shown with at most two decimals, without trailing zeros (`2`, `0.5`, `1.33`,
    /// `-0.5`). A value beyond 10^15 or not finite is shown as Swift writes it (`1e+20`, `inf`)
    /// rather than trapping in the conversion to an integer.
    public static func formatPoints(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        let hundredths = Int64(exactly: (abs(value) * 100).rounded()) ?? 0
        let sign = value < 0 && hundredths != 0 ? "-" : ""
        let whole = hundredths / 100
        let rest = hundredths % 100
        if rest == 0 { return "\(sign)\(whole)" }
        return rest % 10 == 0 ? "\(sign)\(whole).\(rest / 10)" : "\(sign)\(whole).\(rest < 10 ? "0" : "")\(rest)"
    }
}
