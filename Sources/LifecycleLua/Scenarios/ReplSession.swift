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
    /// The one of `ranChunks` that declared the scenario (`scenario { … }`), if one did.
    private var declaringChunk: Int?

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

    /// The prompt: the app's state, as `[active]> `, with each scene's on a scene app
    /// (`ReplPrompt`); `>> ` while a chunk continues.
    public func prompt(continuing: Bool) -> String {
        ReplPrompt.text(for: device.app, continuing: continuing)
    }

    /// Evaluates `chunk`, whose first line is line `firstLine` of the input (`ReplLines`).
    public func evaluate(_ chunk: String, firstLine: Int = 1) -> LuaScenario.Evaluation {
        let declared = scenario.info != nil
        let result = scenario.evaluate(chunk, firstLine: firstLine)
        // Only statements are kept for :save (a bare expression such as `1 + 2` does nothing).
        if case .ran = result, (try? scenario.check(chunk)) != nil {
            if !declared, scenario.info != nil { declaringChunk = ranChunks.count }
            ranChunks.append(chunk)
        }
        return result
    }

    /// `:reset`: a fresh device and scenario state (the app script stays).
    public func reset() throws {
        (device, scenario) = try ReplSession.make(app, simulation, sinks)
        ranChunks.removeAll()
        declaringChunk = nil
    }

    /// `:reload`: the app script is read again; the next launch uses it. Returns the load error.
    public func reload(_ script: ScenarioRun.Script) -> String? {
        let loader = LuaAppLoader(source: script.source, path: script.path, simulation: simulation)
        if let error = loader.validate() { return error }
        app = script
        device.app.replaceLoader(loader)
        return nil
    }

    /// `:save`: the chunks typed so far, as a scenario `lifecycle run` replays as it was played,
    /// without options: it declares first the profile the session played (P) and the device it
    /// was on (C3), and a REPL started on a device that cannot multitask saves that next (T1).
    /// A session that declared the scenario itself keeps its own declaration (a scenario
    /// declares itself once, first). The seed is no field of a declaration: `replayOptions`.
    public var savedScenario: String {
        let header = "-- Saved from lifecycle repl (\(simulation.profile.name), seed \(simulation.seed)).\n"
        let device = simulation.device.map { ", device = \"\($0.rawValue)\"" } ?? ""
        let declaration = "scenario { profiles = { \"\(simulation.profile.name)\" }\(device) }"
        let multitasking = "set_multitasking(false)   -- the REPL ran with --no-multitasking"
        var lines = ranChunks
        let afterDeclaration: Int
        if let declaringChunk {
            afterDeclaration = declaringChunk + 1
        } else {
            lines.insert(declaration, at: 0)
            afterDeclaration = 1
        }
        if !simulation.profile.deviceMultitasks { lines.insert(multitasking, at: afterDeclaration) }
        return header + lines.map { $0 + "\n" }.joined()
    }

    /// What `lifecycle run APP FILE` needs besides the file to replay it as played: the seed
    /// (`--seed N`) when it is not the default one (math.random in the scripts); empty otherwise.
    public var replayOptions: String {
        simulation.seed == Simulation.default.seed ? "" : " --seed \(simulation.seed)"
    }
}
