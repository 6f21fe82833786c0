// LifecycleBench: the in-process measurements of `scripts/bench` (docs/performance.md): hook
// dispatch against the raw Lua C-API floor (item 1), the start of one app process (part of item
// 4), virtual time (item 5) and the latency of the limits. Prints one tab-separated row per
// figure: measurement, figure, goal, verdict. Per-operation figures are CPU time of this thread
// (what other processes on a busy machine do not inflate), the best of `--rounds` timings;
// scenario figures are medians.
// Usage: LifecycleBench [dispatch|start|virtual-time|limits|library ...] [--rounds N]
import LifecycleLua
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
var rounds = 5
if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count,
   let n = Int(arguments[index + 1]) {
    rounds = max(1, n)
    arguments.removeSubrange(index...(index + 1))
}
let wanted = Set(arguments.isEmpty ? ["dispatch", "start", "virtual-time", "limits", "library"] : arguments)

func row(_ measurement: String, _ figure: String, goal: String = "", met: Bool? = nil) {
    let verdict = met.map { $0 ? "met" : "NOT MET" } ?? ""
    print([measurement, figure, goal, verdict].joined(separator: "\t"))
}

func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((value * scale).rounded())
    let whole = String(scaled / Int64(scale))
    guard decimals > 0 else { return grouped(whole) }
    var fraction = String(abs(scaled) % Int64(scale))
    while fraction.count < decimals { fraction = "0" + fraction }
    return grouped(whole) + "." + fraction
}

/// 1234567 → 1,234,567.
func grouped(_ digits: String) -> String {
    var out = ""
    for (index, character) in digits.reversed().enumerated() {
        if index > 0, index % 3 == 0, character != "-" { out.append(",") }
        out.append(character)
    }
    return String(out.reversed())
}

do {
    if wanted.contains("dispatch") {
        let result = try HookDispatchBench(rounds: rounds).run()
        let lines = format(result.linesPerDispatch, decimals: 0)
        row("hook dispatch, whole host (\(lines) trace lines)",
            "\(format(result.hostNanoseconds, decimals: 0)) ns CPU")
        row("  the same, no trace sink", "\(format(result.unsinkedNanoseconds, decimals: 0)) ns CPU")
        row("  JSONL encoding of one call line", "\(format(result.lineNanoseconds, decimals: 0)) ns CPU")
        row("hook dispatch, raw Lua C-API floor", "\(format(result.floorNanoseconds, decimals: 0)) ns CPU")
        row("hook dispatch, host / floor", "\(format(result.ratio, decimals: 1))x",
            goal: "<= 3x", met: result.ratio <= 3)
    }
    if wanted.contains("start") {
        let start = ProcessStartBench(rounds: rounds).run()
        row("  one app process start, in process", "\(format(start, decimals: 2)) ms CPU")
    }
    if wanted.contains("virtual-time") {
        let result = VirtualTimeBench(rounds: rounds).run()
        let wall = format(result.wallSeconds * 1000, decimals: 1)
        let cpu = format(result.cpuSeconds * 1000, decimals: 1)
        row("virtual time, 10-minute background task",
            "\(format(result.simulatedSeconds, decimals: 0)) s simulated in \(wall) ms wall (\(cpu) ms CPU)")
        row("virtual time, simulated s per wall s", format(result.ratio, decimals: 0), met: result.ok ? nil : false)
    }
    if wanted.contains("limits") {
        let bench = LimitLatencyBench(rounds: rounds)
        for (name, result) in [("endless loop to watchdog kill", bench.endlessLoopToWatchdog()),
                               ("memory bomb to jetsam kill", bench.memoryBombToJetsam())] {
            let figure = "\(format(result.seconds * 1000, decimals: 0)) ms wall (\(result.kill ?? "no kill"))"
            row("limits, \(name)", figure, goal: "< 1 s", met: result.kill != nil && result.seconds < 1)
        }
    }
    if wanted.contains("library") {
        // Work inside Lua's C library is charged so that simulated time tracks wall time
        // (docs/security.md): each call's simulated s per wall s, against a plain Lua loop's.
        let rows = LibraryChargeBench(rounds: min(rounds, 3)).run()
        if let reference = rows.first {
            row("library charge, Lua loop (reference)", "\(format(reference.ratio, decimals: 0)) simulated s per wall s")
            for probe in rows.dropFirst() {
                let relative = probe.ratio / reference.ratio
                row("  \(probe.name)", "\(format(probe.ratio, decimals: 0)) (\(format(relative, decimals: 2))x the loop)",
                    goal: "0.25x-4x", met: relative >= 0.25 && relative <= 4)
            }
        }
    }
} catch {
    var message = "LifecycleBench: \(error)\n"
    message.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(1)
}
