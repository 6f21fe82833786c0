import LifecycleCore

/// A `lifecycle repl` session without I/O: a device with the app ready to launch, a scenario
/// state where verbs act at once, and what a `:save` writes. The command line does the reading
/// and the printing.
public final class ReplSession {
    public private(set) var device: Device
    public private(set) var scenario: LuaScenario
    private var app: ScenarioRun.Script
    private let simulation: Simulation
    private let sinks: [TraceSink]
    /// The chunks that ran without an error, in order (`:save` writes them as a scenario).
    public private(set) var ranChunks: [String] = []

    /// An app that does nothing, when the REPL starts without APP.lua.
    public static let emptyApp = ScenarioRun.Script(source: "return {}", path: "(no app)")

    public init(app: ScenarioRun.Script?, simulation: Simulation = .default, sinks: [TraceSink]) throws {
        self.app = app ?? ReplSession.emptyApp
        self.simulation = simulation
        self.sinks = sinks
        (device, scenario) = try ReplSession.make(self.app, simulation, sinks)
    }

    private static func make(_ app: ScenarioRun.Script, _ simulation: Simulation,
                             _ sinks: [TraceSink]) throws -> (Device, LuaScenario) {
        let loader = LuaAppLoader(source: app.source, path: app.path, simulation: simulation)
        let device = Device(appName: ScenarioRun.appName(for: app.path), loader: loader, simulation: simulation, sinks: sinks)
        let scenario = try LuaScenario(device: device, path: "stdin")
        return (device, scenario)
    }

    /// The prompt: the app's state, as `[active]> `; `>> ` while a chunk continues.
    public func prompt(continuing: Bool) -> String {
        continuing ? ">> " : "[\(device.app.state.rawValue)]> "
    }

    /// Evaluates `chunk`, whose first line is line `firstLine` of the input (`ReplLines`).
    public func evaluate(_ chunk: String, firstLine: Int = 1) -> LuaScenario.Evaluation {
        let result = scenario.evaluate(chunk, firstLine: firstLine)
        // Only statements are kept for :save (a bare expression such as `1 + 2` does nothing).
        if case .ran = result, (try? scenario.check(chunk)) != nil { ranChunks.append(chunk) }
        return result
    }

    /// `:reset`: a fresh device and scenario state (the app script stays).
    public func reset() throws {
        (device, scenario) = try ReplSession.make(app, simulation, sinks)
        ranChunks.removeAll()
    }

    /// `:reload`: the app script is read again; the next launch uses it. Returns the load error.
    public func reload(_ script: ScenarioRun.Script) -> String? {
        let loader = LuaAppLoader(source: script.source, path: script.path, simulation: simulation)
        if let error = loader.validate() { return error }
        app = script
        device.app.replaceLoader(loader)
        return nil
    }

    /// `:save`: the chunks typed so far, as a scenario `lifecycle run` replays.
    /// A REPL started on a device that cannot multitask saves that first (T1), so the file
    /// replays the same.
    public var savedScenario: String {
        let kind = simulation.device.map { "scenario { device = \"\($0.rawValue)\" }   -- the REPL ran with --device \($0.rawValue)\n" } ?? ""
        let device = kind + (simulation.profile.deviceMultitasks ? "" : "set_multitasking(false)   -- the REPL ran with --no-multitasking\n")
        return "-- Saved from lifecycle repl (\(simulation.profile.name), seed \(simulation.seed)).\n" + device + ranChunks.joined(separator: "\n") + "\n"
    }
}
