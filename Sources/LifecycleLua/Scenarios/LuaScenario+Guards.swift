import LuaBridge
import LifecycleCore

/// The guards every verb of a scenario goes through (docs/security.md, "The simulated device's
/// limits"). A verb is charged before it runs: 1, and 1 more for each 4 KiB of the strings it is
/// given (H32), so a loop that hands a verb long strings reaches a guard as fast as the host
/// works. A verb that fails (bad arguments, `pcall(expect_state, …)`) is charged as any other and
/// is never progress. Progress is the clock moving or the device changing; the charge at one
/// instant is reset by the clock or by an app changing state (a Home/reopen cycle is progress,
/// H36 and `scripts/bench`). A guard stops the scenario for good: a `pcall` cannot catch it.
extension LuaScenario {
    /// The longest string a verb takes: a longer one is refused before it is read (H32).
    public static let maxVerbStringBytes = 1 << 20
    /// A verb is charged 1 more for each this many bytes of its string arguments.
    public static let bytesPerCharge = 4_096

    /// A fresh start for the guards (a run, or a chunk at the REPL).
    func resetGuards() {
        ticksSinceProgress = 0
        stoppedAt = nil
        stopMessage = nil
        stoppedByApps = false
        verbsSinceProgress = 0
        chargeAtInstant = 0
        runCharge = 0
        verbCount = 0
        progressMark = device.progressMark
    }

    /// Before a verb runs: its charge, from the sizes of its arguments (never copied), and the
    /// guards. Nil to run it; else what the verb returns instead (a refused argument is the
    /// verb's error, a guard's stop a halt).
    func beforeVerb(_ name: String, _ stack: LuaStack) -> LuaReturn? {
        var bytes = 0
        var refusal: String?
        for index in stride(from: Int32(1), through: stack.top, by: 1) {
            let length = stack.stringLength(at: index) ?? 0
            bytes += 64 + length
            if refusal == nil, length > Self.maxVerbStringBytes {
                refusal = "\(name): argument #\(index) is a string of \(length) bytes; a verb takes strings of at most 1 MiB (\(Self.maxVerbStringBytes) bytes)"
            }
        }
        if let stop = charge(name, units: 1 + bytes / Self.bytesPerCharge) { return stop }
        return refusal.map { afterVerb(name, .error($0)) }
    }

    /// Charges `units` of host work to the verb running now (a verb reading strings from a table
    /// charges them itself), and checks the guards. Nil, or the guard's stop.
    func charge(_ name: String, units: Int, counted: Bool = true) -> LuaReturn? {
        if counted { verbCount += 1 }
        runCharge += units
        chargeAtInstant += units
        ticksSinceProgress += units
        let now = device.now
        if ticksSinceProgress > Self.maxTicksWithoutVerb {
            return stop("\(name): no progress at t = \(now): the verbs called since let no time pass and changed nothing on the device (an endless loop waiting for something? did you forget advance()?)")
        }
        if chargeAtInstant > Self.maxVerbsAtInstant {
            return stop("\(name): \(Self.maxVerbsAtInstant) verbs at t = \(now) without time passing or an app changing state (an endless loop? did you forget advance()?)")
        }
        if runCharge > Self.maxVerbs {
            return stop("\(name): the scenario called \(Self.maxVerbs) verbs, the most one run may call (a verb counts 1, and 1 more for each 4 KiB of strings it is given; an endless loop?)")
        }
        return nil
    }

    /// After a verb, whether it ran or failed: the stop of the apps' code, the clock's end, and
    /// whether it made progress. Returns what the verb returns.
    func afterVerb(_ name: String, _ result: LuaReturn) -> LuaReturn {
        // The jobs the verb was running were stopped: too much app code, or Ctrl-C.
        let stopped = device.scheduler.takeStop()
        if device.ranOutOfCodeRuns {
            let starts = "\(device.appStarts) app starts among them, each counting \(Device.codeRunsPerAppStart)"
            return stop("\(name): the apps ran \(Device.maxCodeRuns) pieces of code in this run, the most one run may (\(starts): a launch in a loop? a timer or a queue firing without end?); stopped at t = \(device.now)", byTheApps: true)
        }
        if stopped { return .halt(.interrupted) }
        if device.now > SimTime.end {
            return stop("\(name): the simulated clock ran past its end: it runs for 100 years (3155760000 s)")
        }
        var failed = false
        if case .error = result { failed = true }
        let mark = device.progressMark
        let before = progressMark ?? mark
        progressMark = mark
        if !failed, mark != before {
            ticksSinceProgress = 0
            verbsSinceProgress = 0
        } else {
            verbsSinceProgress += 1
        }
        if !failed, mark.now != before.now || mark.stateChanges != before.stateChanges { chargeAtInstant = 0 }
        return result
    }

    /// Stops the scenario for good, naming the line of the verb running now: the halt reaches
    /// `run`, through any `pcall`, which reports `stopMessage`.
    func stop(_ message: String, byTheApps: Bool = false) -> LuaReturn {
        let site = verbStack?.site.map { "\($0): " } ?? ""
        stopMessage = site + message
        stoppedByApps = byTheApps
        return .halt(.steps)
    }
}
