import LifecycleCore
import LifecycleLua

/// The explorer's `BGTaskScheduler` verbs (C6, ios13). `set_charging` is one fixed line, in the
/// alphabet. `run_bg_task` names an identifier, and each app has its own: the explorer reads the
/// app's `BGTaskSchedulerPermittedIdentifiers` from one launch and adds a verb per identifier
/// (at most `maxBGTaskVerbs`, so that a long list cannot multiply the sequences without bound).
extension ExploreVerb {
    /// The most `run_bg_task` verbs one exploration tries (the app's first identifiers).
    public static let maxBGTaskVerbs = 3

    /// `run_bg_task("identifier")`: the system runs the app's pending task now (C6).
    public static func runBGTask(_ identifier: String) -> ExploreVerb {
        ExploreVerb(.runBGTask, "(\(luaQuoted(identifier)))", name: "\(ScenarioVerb.runBGTask.name)(\(TraceText.limited(identifier)))") {
            $0.runBGTask(identifier)
        }
    }

    /// The `run_bg_task` verbs for the identifiers an app lists, in its order, each once.
    public static func bgTaskVerbs(_ identifiers: [String]) -> [ExploreVerb] {
        var seen: Set<String> = []
        return identifiers.filter { seen.insert($0).inserted }.prefix(maxBGTaskVerbs).map(runBGTask)
    }

    /// The identifiers the app lists, read from one launch on `simulation`'s profile; none
    /// before ios13 (P: the verb does not exist) or for an app that does not launch.
    static func bgTaskIdentifiers(of app: ScenarioRun.Script, simulation: Simulation) -> [String] {
        launchInfo(of: app, simulation: simulation)?.bgTaskIdentifiers ?? []
    }

    /// `s` as a Lua string literal: quotes, backslashes and control bytes escaped (`\ddd`), so
    /// that any identifier an app lists gives a scenario line that loads and names it exactly.
    static func luaQuoted(_ s: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case 0..<32, 127: out += Array(("\\" + String(byte).leftPadded(to: 3)).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
