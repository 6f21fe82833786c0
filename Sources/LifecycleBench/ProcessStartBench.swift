import LifecycleLua

/// Part of the cold start of `scripts/bench` (item 4), in process: starting one app process, as
/// every launch does (L4: a fresh Lua state, the sandbox, the frameworks, the app script, one
/// reading of the delegate). `lifecycle run` starts two before its first event (the check of the
/// script, then the launch) besides the scenario's state. The script is compiled once, as
/// `lifecycle run` and `explore` do (`ScenarioRun.Script.precompiled()`): each start loads its
/// bytecode, and the host's preludes' (compiled when lifecycle was built).
struct ProcessStartBench {
    var rounds = 5
    var starts = 200

    /// Milliseconds per start, the best of `rounds` (the first start, which pays one-time set-up,
    /// excluded).
    func run() -> Double {
        let loader = LuaAppLoader(source: HookDispatchBench.app, path: "bench.lua", simulation: .default,
                                  compiled: LuaAppLoader.compile(HookDispatchBench.app, path: "bench.lua"))
        _ = loader.validate()
        var samples: [Double] = []
        for _ in 0..<rounds {
            let elapsed = BenchClock.cpuTime { for _ in 0..<starts { _ = loader.validate() } }
            samples.append(Double(elapsed) / 1e6 / Double(starts))
        }
        return BenchClock.best(samples)
    }
}
