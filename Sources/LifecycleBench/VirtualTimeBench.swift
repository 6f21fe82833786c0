import LifecycleCore
import LifecycleLua

/// Item 5 of `scripts/bench`: simulated seconds per wall second for a scenario with a 10-minute
/// background task (B5: iOS 6 grants 600 s), the save done in 1,180 blocks of half a second on
/// the global queue, each also running a little Lua, the trace encoded and discarded.
struct VirtualTimeBench {
    static let app = """
        local App = {}
        local task, written = UIBackgroundTaskInvalid, 0
        local function chunk()
          if task == UIBackgroundTaskInvalid then return end
          work(0.5)
          local sum = 0
          for i = 1, 1000 do sum = sum + i % 7 end
          written = written + 1
          if written < 1180 then
            DispatchQueue.global():async(chunk)
          else
            UIApplication.sharedApplication():endBackgroundTask(task)
            task = UIBackgroundTaskInvalid
          end
        end
        function App:application_didFinishLaunchingWithOptions(application, options) return true end
        function App:applicationDidEnterBackground(application)
          written = 0
          task = application:beginBackgroundTaskWithExpirationHandler(function()
            UIApplication.sharedApplication():endBackgroundTask(task)
            task = UIBackgroundTaskInvalid
          end)
          DispatchQueue.global():async(chunk)
        end
        return App
        """
    static let scenario = """
        launch()
        home()
        advance(660)
        expect_state("suspended")
        """

    var rounds = 5

    struct Result {
        let simulatedSeconds: Double
        /// Medians over the rounds: wall seconds, and this thread's CPU seconds.
        let wallSeconds: Double
        let cpuSeconds: Double
        let ok: Bool
        var ratio: Double { simulatedSeconds / wallSeconds }
    }

    func run() -> Result {
        let run = ScenarioRun(app: .init(source: Self.app, path: "background-task.lua"),
                              scenario: .init(source: Self.scenario, path: "ten-minutes.lua"),
                              simulation: Simulation(profile: .ios6))
        var walls: [Double] = []
        var cpus: [Double] = []
        var simulated = 0.0
        var ok = true
        for _ in 0..<rounds {
            var report: ScenarioRun.Report?
            var cpu: UInt64 = 0
            let wall = BenchClock.time {
                cpu = BenchClock.cpuTime { report = run.play(sinks: [DiscardingSink()]) }
            }
            walls.append(Double(wall) / 1e9)
            cpus.append(Double(cpu) / 1e9)
            simulated = report.map { Double($0.end.micros) / 1e6 } ?? 0
            ok = ok && report?.exitCode(strict: true) == 0
        }
        return Result(simulatedSeconds: simulated, wallSeconds: BenchClock.median(walls),
                      cpuSeconds: BenchClock.median(cpus), ok: ok)
    }
}
