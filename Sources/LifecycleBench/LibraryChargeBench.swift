import LifecycleCore
import LifecycleLua

/// How simulated time tracks wall time for work done inside Lua's C library (docs/security.md,
/// "The Lua sandbox"): each probe is a loop of one library call, played in an app's launch
/// method; its charged cost (the `call` event) is divided by the wall time of the run, less the
/// wall time of the same app with an empty loop. The reference is a plain Lua loop: a library
/// call is charged fairly when its simulated seconds per wall second are near the loop's.
struct LibraryChargeBench {
    var rounds = 3

    struct Probe {
        let name: String
        let setup: String
        let body: String
        let count: Int
    }

    /// Each probe is charged a few simulated seconds (under the 20 s launch budget).
    static let probes: [Probe] = [
        Probe(name: "Lua loop (reference)", setup: "local x = 0", body: "x = x + i", count: 3_000_000),
        Probe(name: "s:upper() of 128 KB", setup: "local s = ('abcdefgh'):rep(1 << 14)", body: "local r = s:upper()", count: 50),
        Probe(name: "s:reverse() of 128 KB", setup: "local s = ('abcdefgh'):rep(1 << 14)", body: "local r = s:reverse()", count: 60),
        Probe(name: "s .. 'x' of 1 MB", setup: "local s = ('abcdefgh'):rep(1 << 17)", body: "local r = s .. 'x'", count: 60),
        Probe(name: "s:sub(2) of 1 MB", setup: "local s = ('abcdefgh'):rep(1 << 17)", body: "local r = s:sub(2)", count: 60),
        Probe(name: "('x'):rep(1e5)", setup: "", body: "local r = ('x'):rep(100000)", count: 20),
        Probe(name: "string.format of 100 %d", setup: "local f, a = ('%d '):rep(100), {} for i = 1, 100 do a[i] = i end",
              body: "local r = string.format(f, table.unpack(a))", count: 500),
        Probe(name: "s:byte(1, 10000)", setup: "local s = ('abcdefgh'):rep(2000)", body: "local n = select('#', s:byte(1, 10000))", count: 100),
        Probe(name: "string.char of 10,000 values", setup: "local b = {} for i = 1, 10000 do b[i] = 65 + i % 26 end",
              body: "local r = string.char(table.unpack(b))", count: 50),
        Probe(name: "table.concat of 10,000 strings", setup: "local w = {} for i = 1, 10000 do w[i] = 'ab' end",
              body: "local r = table.concat(w)", count: 20),
        Probe(name: "table.unpack of 10,000", setup: "local w = {} for i = 1, 10000 do w[i] = i end",
              body: "local n = select('#', table.unpack(w))", count: 100),
        Probe(name: "table.sort of 10,000 numbers", setup: "local w, c = {}, {} for i = 1, 10000 do w[i] = (i * 7919) % 10007 end",
              body: "table.move(w, 1, 10000, 1, c) table.sort(c)", count: 5),
        Probe(name: "pairs over 10,000 string keys", setup: "local h = {} for i = 1, 10000 do h['k' .. i] = i end",
              body: "for k, v in pairs(h) do end", count: 10),
        Probe(name: "next(h) of 10,000 string keys", setup: "local h = {} for i = 1, 10000 do h['k' .. i] = i end",
              body: "local k = next(h)", count: 30),
        Probe(name: "load of 10 KB", setup: "local src = ('local a = 1 + 2 * 3\\n'):rep(500)", body: "local f = load(src)", count: 10),
        Probe(name: "utf8.len of 256 KB", setup: "local u = ('\\u{e9}'):rep(1 << 17)", body: "local n = utf8.len(u)", count: 10),
        Probe(name: "tonumber of 1 MB", setup: "local z = (' '):rep(1 << 20) .. '1'", body: "local n = tonumber(z)", count: 10),
        Probe(name: "s:gsub('a', 'b') of 64 KB", setup: "local s = ('abcdefgh'):rep(1 << 13)", body: "local r = s:gsub('a', 'b')", count: 20),
        Probe(name: "s:find(plain) in 1 MB", setup: "local s = ('abcdefgh'):rep(1 << 17)", body: "local n = s:find('z', 1, true)", count: 100),
        Probe(name: "os.date of 1,000 items", setup: "local f = ('%Y-%m-%d '):rep(1000)", body: "local d = os.date(f)", count: 20),
    ]

    struct Row {
        let name: String
        /// Simulated seconds charged per wall second.
        let ratio: Double
        let simulated: Double
        let wall: Double
    }

    func run() -> [Row] {
        let empty = wall(of: Probe(name: "", setup: "", body: "", count: 1)).wall
        return Self.probes.map { probe in
            let (simulated, wall) = self.wall(of: probe)
            let net = max(wall - empty, 1e-6)
            return Row(name: probe.name, ratio: simulated / net, simulated: simulated, wall: net)
        }
    }

    /// The charged cost of the launch method, and the fastest wall time of `rounds` runs.
    private func wall(of probe: Probe) -> (simulated: Double, wall: Double) {
        let app = """
            local App = {}
            function App:application_didFinishLaunchingWithOptions(application, options)
              \(probe.setup)
              for i = 1, \(probe.count) do \(probe.body) end
              return true
            end
            return App
            """
        let run = ScenarioRun(app: .init(source: app, path: "probe.lua"), scenario: .init(source: "launch()", path: "probe-scenario.lua"))
        var best = Double.infinity
        var simulated = 0.0
        for _ in 0..<rounds {
            let sink = DiscardingSink()
            sink.watch = { record in
                if case .call(let hook, let cost) = record.event, hook == .didFinishLaunching {
                    simulated = Double(cost.micros) / 1e6
                }
            }
            let start = BenchClock.nanoseconds()
            _ = run.play(sinks: [sink])
            best = min(best, Double(BenchClock.nanoseconds() - start) / 1e9)
        }
        return (simulated, best)
    }
}
