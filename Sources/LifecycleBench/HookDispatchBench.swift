import LifecycleCore
import LifecycleLua
import BenchFloor
import LuaBridge

/// Item 1 of `scripts/bench`: nanoseconds per delegate-hook dispatch through the whole host (the
/// state check, the watchdog session and its budget, the trace frame and its JSONL lines, the
/// notification that follows the method, the end of the turn) next to the raw Lua C-API floor
/// (getfield, push self, pcall: `bench_floor_run` in C), in this same process (L5, T5, N, M2).
struct HookDispatchBench {
    /// The delegate both sides call: an empty `applicationDidReceiveMemoryWarning:`.
    static let app = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options) return true end
        function App:applicationDidReceiveMemoryWarning(application) end
        return App
        """
    static let hook = Hook.didReceiveMemoryWarning

    var hostIterations = 200_000
    var floorIterations = 2_000_000
    var rounds = 5

    struct Result {
        let hostNanoseconds: Double
        let floorNanoseconds: Double
        /// The same dispatch with no trace sink: what the trace's encoding adds is the difference.
        let unsinkedNanoseconds: Double
        /// One `call` line encoded as JSONL.
        let lineNanoseconds: Double
        /// Trace lines per host dispatch (the `call` line and the notification's).
        let linesPerDispatch: Double
        var ratio: Double { hostNanoseconds / floorNanoseconds }
    }

    enum Failure: Error, CustomStringConvertible {
        case floor, launch, dispatch
        var description: String {
            switch self {
            case .floor: return "the floor's Lua state could not run the delegate"
            case .launch: return "the app did not launch"
            case .dispatch: return "a dispatch failed (the app died)"
            }
        }
    }

    func run() throws -> Result {
        let floor = try measureFloor()
        let (host, lines) = try measureHost(sink: DiscardingSink())
        let (unsinked, _) = try measureHost(sink: nil)
        return Result(hostNanoseconds: host, floorNanoseconds: floor, unsinkedNanoseconds: unsinked,
                      lineNanoseconds: measureEncoding(), linesPerDispatch: lines)
    }

    /// Nanoseconds per getfield + push self + pcall, the best of `rounds` timings.
    func measureFloor() throws -> Double {
        var source = Self.app
        guard let state = source.withUTF8({ bytes in
            bytes.withMemoryRebound(to: CChar.self) { bench_floor_open($0.baseAddress, $0.count) }
        }) else { throw Failure.floor }
        defer { bench_floor_close(state) }
        let method = Self.hook.luaName
        guard bench_floor_run(state, method, 1_000) == 1_000 else { throw Failure.floor }   // warm-up
        var samples: [Double] = []
        for _ in 0..<rounds {
            var done = 0
            let elapsed = BenchClock.cpuTime { done = bench_floor_run(state, method, floorIterations) }
            guard done == floorIterations else { throw Failure.floor }
            samples.append(Double(elapsed) / Double(floorIterations))
        }
        return BenchClock.best(samples)
    }

    /// Nanoseconds per `App.dispatchHook` (best of `rounds`), the app launched on a device whose
    /// trace is encoded as JSONL and written to /dev/null (or, without a sink, only counted), and
    /// the trace lines per dispatch.
    func measureHost(sink: DiscardingSink?) throws -> (Double, Double) {
        let loader = LuaAppLoader(source: Self.app, path: "bench.lua", simulation: .default)
        let device = Device(appName: "bench", loader: loader, sinks: sink.map { [$0] } ?? [])
        device.launch()
        guard device.app.state == .active else { throw Failure.launch }
        guard dispatch(on: device, times: 1_000) else { throw Failure.dispatch }   // warm-up
        var samples: [Double] = []
        let before = device.trace.totals.events
        for _ in 0..<rounds {
            var ok = true
            let elapsed = BenchClock.cpuTime { ok = dispatch(on: device, times: hostIterations) }
            guard ok else { throw Failure.dispatch }
            samples.append(Double(elapsed) / Double(hostIterations))
        }
        let lines = Double(device.trace.totals.events - before) / Double(rounds * hostIterations)
        return (BenchClock.best(samples), lines)
    }

    /// Dispatches the hook `times` times; false as soon as one dispatch fails.
    private func dispatch(on device: Device, times: Int) -> Bool {
        for _ in 0..<times {
            guard device.app.dispatchHook(Self.hook) else { return false }
        }
        return true
    }

    /// Nanoseconds (best of `rounds`) to encode the `call` line of this dispatch.
    func measureEncoding() -> Double {
        let record = TraceRecord(time: SimTime(micros: 1_500_000), event: .call(hook: Self.hook, cost: .zero))
        var json = TraceJSON()
        var samples: [Double] = []
        for _ in 0..<rounds {
            let elapsed = BenchClock.cpuTime {
                for _ in 0..<hostIterations {
                    json.append(record)
                    if json.count >= 1 << 16 { json.clear() }
                }
            }
            samples.append(Double(elapsed) / Double(hostIterations))
        }
        return BenchClock.best(samples)
    }
}
