import LifecycleCore
import LuaBridge

/// One `lifecycle run`: an app script and a scenario (or the built-in tour) on a fresh device.
/// No files and no terminal: the caller passes sources in and sinks to stream the trace to.
public struct ScenarioRun {
    public struct Script: Sendable {
        public let source: String
        /// As messages show it (`examples/good/app.lua`).
        public let path: String
        /// The source compiled once by the host (`precompiled()`), loaded by every app process
        /// started from this script instead of compiling the text again. Nil: compiled each time.
        public let compiled: LuaChunk?
        public init(source: String, path: String) {
            self.init(source: source, path: path, compiled: nil)
        }

        init(source: String, path: String, compiled: LuaChunk?) {
            self.source = source
            self.path = path
            self.compiled = compiled
        }

        /// This script with its source compiled once, for app scripts started many times
        /// (`lifecycle explore`: a fresh process per sequence). A script that does not compile
        /// stays text, so that loading it reports its syntax error as before.
        public func precompiled() -> Script {
            Script(source: source, path: path, compiled: compiled ?? LuaAppLoader.compile(source, path: path))
        }
    }

    /// A script that could not be read.
    public struct ScriptError: Error, Sendable {
        public let message: String
        public init(message: String) { self.message = message }
    }

    public let app: Script
    public let scenario: Script
    /// Reads the script of another app for `install(name, path)`; paths as the scenario wrote them.
    public var loadScript: @Sendable (String) -> Result<Script, ScriptError> = { path in
        .failure(ScriptError(message: "install(): cannot read \(path) here"))
    }
    /// Reads the suite's helpers for the scenario's `require("name")`: the module's file, relative
    /// to the folders it is searched in (`lib/setup.lua`). Nil: only lifecycle's stdlib modules.
    public var readHelper: ScenarioHelper.Reader?
    /// The profile and the seed.
    public let simulation: Simulation
    /// `lifecycle explore`'s memo of code that loops to its watchdog, shared by its plays.
    public var codeMemo: CodeMemo?
    /// `lifecycle test`'s turn to hold a large storage (`Device.largeStorageGate`, H33).
    public var largeStorageGate: (() -> Void)?
    /// The host's backstop: the check before the run and the play are each a case with these
    /// deadlines of processor time (tests shorten them).
    public var backstop = Backstop.Limits.standard

    /// The built-in tour (`stdlib/tour.lua`): launch, use, Home, wait, return, interruption,
    /// lock, terminate.
    public static var tour: Script { Script(source: Stdlib.source(of: "tour") ?? "", path: "stdlib/tour.lua") }

    public init(app: Script, scenario: Script? = nil, simulation: Simulation = .default) {
        self.app = app
        self.scenario = scenario ?? ScenarioRun.tour
        self.simulation = simulation
    }

    /// What a run showed, for the summary and the exit status.
    public struct Report: Sendable {
        public let totals: TraceTotals
        /// Violations and kills of the scenario's own app that are its own doing: what `--strict`
        /// fails on (`StrictCounter.fails`). Other installed apps are part of the scenario's set-up.
        public let strictFailures: Int
        public let end: SimTime
        /// An error of the scenario script (file and line): the run could not go on.
        public let scenarioError: String?
        /// The error is the scenario's own (its code, its verbs' arguments, its declaration, its
        /// guards, the host's backstop stopping its code), not the apps' (their code reaching the
        /// run's cap, the backstop stopping their code): for
        /// `lifecycle test`, an error of the suite, whatever app it was played against (H31).
        public let scenarioErrorIsOwn: Bool
        /// Set when the host's backstop stopped the run (`scenarioError` holds its message): the
        /// case took more processor time than any run may, whatever its trace says (exit status 2).
        public var stoppedByHost: Backstop.Report? = nil

        /// docs/exit-codes.md: 0 every expectation held (and, strict, no violation and no kill that
        /// was the app's doing, M1); 1 otherwise; 2 the scenario script failed.
        public func exitCode(strict: Bool) -> Int32 {
            if scenarioError != nil { return 2 }
            if totals.expectationsFailed > 0 { return 1 }
            if strict, strictFailures > 0 { return 1 }
            return 0
        }
    }

    /// A short name for an app script: its folder for `…/NAME/app.lua`, else the file's stem.
    public static func appName(for path: String) -> String {
        let parts = path.split(separator: "/")
        guard let file = parts.last else { return "app" }
        if file == "app.lua", parts.count > 1 { return String(parts[parts.count - 2]) }
        return file.hasSuffix(".lua") ? String(file.dropLast(4)) : String(file)
    }

    /// Checks both scripts before anything runs; the message names the file and line.
    public func validate() -> String? {
        Backstop.runCase(backstop) { validateScripts() }
    }

    private func validateScripts() -> String? {
        let loader = LuaAppLoader(source: app.source, path: app.path, simulation: simulation, compiled: app.compiled)
        if let error = loader.validate(backstop: backstop) { return error }
        do {
            let probe = try LuaScenario(device: Device(loader: loader, simulation: simulation), path: scenario.path)
            try probe.check(scenario.source)
        } catch {
            return "\(error)"
        }
        return nil
    }

    /// Plays the scenario, streaming the trace to `sinks`.
    public func play(sinks: [TraceSink]) -> Report {
        play(sinks: sinks, atEnd: { _ in })
    }

    /// Plays the scenario, then lets `atEnd` look at the device as the run left it (the
    /// explorer reads its fingerprint).
    public func play(sinks: [TraceSink], atEnd: (Device) -> Void) -> Report {
        Backstop.runCase(backstop) { playScenario(sinks: sinks, atEnd: atEnd) }
    }

    private func playScenario(sinks: [TraceSink], atEnd: (Device) -> Void) -> Report {
        let loader = LuaAppLoader(source: app.source, path: app.path, simulation: simulation, compiled: app.compiled)
        let name = ScenarioRun.appName(for: app.path)
        let strict = StrictCounter(app: name)
        let device = Device(appName: name, loader: loader, simulation: simulation, sinks: sinks + [strict] + (codeMemo.map { [$0] } ?? []))
        codeMemo?.beginPlay()
        device.codeMemo = codeMemo
        device.largeStorageGate = largeStorageGate
        var failure: String?
        var own = false
        var helperFiles: [String] = []
        do {
            let script = try LuaScenario(device: device, path: scenario.path)
            script.loadScript = loadScript
            script.readHelper = readHelper
            defer { helperFiles = script.helperFiles.values.sorted() }
            try script.run(scenario.source)
        } catch {
            failure = "\(error)"
            own = !((error as? LuaScenario.Failure)?.byTheApps ?? false)
        }
        atEnd(device)
        // The backstop's stop is the scenario's own when its code was running: between two
        // verbs, or on one of its lines or its helpers' (a verb's work on its own arguments); the
        // apps' when theirs was (H31).
        let stop = Backstop.report
        if let stop {
            own = stop.kind == .stretch || ([scenario.path] + helperFiles).contains { stop.site?.hasPrefix($0 + ":") == true }
        }
        return Report(totals: device.trace.totals, strictFailures: strict.failures, end: device.now, scenarioError: failure,
                      scenarioErrorIsOwn: own, stoppedByHost: stop)
    }
}

/// Counts what `--strict` fails on: violations, and kills that are the app's doing, of the
/// scenario's own app (trace lines without an app name are its own, before any install).
package final class StrictCounter: TraceSink {
    package let app: String
    package private(set) var failures = 0

    package init(app: String) { self.app = app }

    package func receive(_ record: TraceRecord) {
        if StrictCounter.concerns(record, app: app), StrictCounter.fails(record.event) { failures += 1 }
    }

    /// A line about the app named `app` (lines carry no name before a second app is installed).
    package static func concerns(_ record: TraceRecord, app: String) -> Bool {
        record.app == nil || record.app == app
    }

    /// What `--strict` fails on, for `lifecycle run`, `lifecycle test` and `lifecycle learn
    /// check` alike: a violation, or a kill that is the app's doing (M1). Not a kill the scenario
    /// asked for (`user_kill()`, T4), nor the system's ordinary answer to a verb it played (a
    /// suspended app purged by `low_memory()`, one running in the background terminated, M3),
    /// nor the host stopping the app's code: the core says whose each kill is (`KillCause`).
    package static func fails(_ event: TraceEvent) -> Bool {
        switch event {
        case .violation: return true
        case .kill(_, _, _, _, _, let cause): return cause == .app
        default: return false
        }
    }
}
