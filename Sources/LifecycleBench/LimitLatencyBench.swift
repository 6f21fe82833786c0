import LifecycleCore
import LifecycleLua

/// The limits of `scripts/bench`: wall time from the start of runaway code to its kill. An
/// endless loop in a block on the global queue, whose 60 s watchdog is the longest (T5), and a
/// memory bomb that fills the 64 MiB heap cap (jetsam, M1). Measured from the `advance` that
/// runs the block to the `kill` line, the trace encoded and discarded.
struct LimitLatencyBench {
    static let endlessLoop = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options)
          DispatchQueue.global():async(function() while true do end end)
          return true
        end
        return App
        """
    static let memoryBomb = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application, options)
          DispatchQueue.global():async(function()
            local hoard, i, kilobyte = {}, 0, string.rep("x", 1000)
            while true do i = i + 1; hoard[i] = kilobyte .. i end
          end)
          return true
        end
        return App
        """
    static let scenario = "launch()\nadvance(120)\n"

    var rounds = 5

    struct Result {
        /// Median seconds from `advance` to the kill.
        let seconds: Double
        /// The kill's reason and rule, as the trace gave them (nil: no kill came).
        let kill: String?
    }

    func endlessLoopToWatchdog() -> Result { measure(Self.endlessLoop, path: "endless-loop.lua") }
    func memoryBombToJetsam() -> Result { measure(Self.memoryBomb, path: "memory-bomb.lua") }

    private func measure(_ source: String, path: String) -> Result {
        let run = ScenarioRun(app: .init(source: source, path: path),
                              scenario: .init(source: Self.scenario, path: "limits.lua"))
        var samples: [Double] = []
        var kill: String?
        for _ in 0..<rounds {
            var start: UInt64?
            var end: UInt64?
            let sink = DiscardingSink()
            sink.watch = { record in
                switch record.event {
                case .action(let verb, _) where verb == ScenarioVerb.advance.name:
                    start = BenchClock.nanoseconds()
                case .kill(let reason, let rule, _, _, _, _) where end == nil:
                    end = BenchClock.nanoseconds()
                    kill = "\(reason.rawValue) \(rule.rawValue)"
                default:
                    break
                }
            }
            _ = run.play(sinks: [sink])
            guard let start, let end else { return Result(seconds: .nan, kill: nil) }
            samples.append(Double(end - start) / 1e9)
        }
        return Result(seconds: BenchClock.median(samples), kill: kill)
    }
}
