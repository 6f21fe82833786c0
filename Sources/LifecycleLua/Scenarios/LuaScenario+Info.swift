import LuaBridge
import LifecycleCore

extension LuaScenario {
    /// `lifecycle test`: what the scenario at `path` declares with `scenario { … }`, read without
    /// playing it: the script runs on a device with no app until `scenario { … }` or its first
    /// verb, whichever comes first. Nil when it declares nothing. Throws a `Failure` (file and
    /// line) for a syntax error, a bad declaration, or an error before either. Helpers it
    /// requires before `scenario { … }` are read by `readHelper`, as when it is played.
    public static func readInfo(source: String, path: String, simulation: Simulation,
                                readHelper: ScenarioHelper.Reader? = nil) throws -> ScenarioInfo? {
        let loader = LuaAppLoader(source: "return {}", path: "(no app)", simulation: simulation)
        let probe = try LuaScenario(device: Device(loader: loader, simulation: simulation), path: path)
        probe.readingInfo = true
        probe.readHelper = readHelper
        if let error = LuaSandbox.loadChunk(source, chunkName: "@" + path, env: probe.env, in: probe.lua) {
            throw Failure(message: error)
        }
        probe.resetGuards()
        // Its own case of the host's backstop (Backstop), read before it ends.
        let (result, stopped) = Backstop.runCase { () -> (LuaCallResult, String?) in
            let result = probe.lua.pcall(arguments: 0, results: 0)
            return (result, Backstop.fired ? Backstop.message(site: path) : nil)
        }
        if let stopped { throw Failure(message: stopped) }
        switch result {
        case .ok, .halted(.interrupted):
            return probe.info
        case .error(let message, _):
            throw Failure(message: message)
        case .halted(.steps):
            if let stop = probe.stopMessage { throw Failure(message: stop) }
            throw Failure(message: "\(probe.stoppedAt ?? path): stopped after \(maxTicksWithoutVerb / 1000) million instructions before scenario { … } or a verb (an endless loop?)")
        case .halted(.memory):
            throw Failure(message: "\(path): the scenario went over its \(memoryLimit >> 20) MiB memory cap")
        case .halted(let halt):
            throw Failure(message: "\(path): stopped (\(halt))")
        }
    }
}
