import Foundation
import LifecycleLua
import LifecycleTools

/// Checks the JSONL of a run against docs/trace.md, line by line, with JSONSerialization: every
/// line is an object with a numeric `t` and a string `event`, and each event of the contract
/// has its keys with the right types (kills: a reason of the list and a rule id).
enum TraceLineCheck {
    static let states: Set<String> = ["notRunning", "inactive", "active", "background", "suspended"]
    static let reasons: Set<String> = ["watchdog", "jetsam", "user", "gpu", "resources", "expired", "crash"]
    static let rules = Set(RuleCatalog.ids)
    static let sceneStates: Set<String> = ["unattached", "foregroundInactive", "foregroundActive", "background"]
    /// What a `run` line ran (docs/trace.md), C6's `launchHandler` included.
    static let codeKinds: Set<String> = ["main", "expirationHandler", "block", "observer", "drawRect", "alertCancel", "timer",
                                         "viewController", "eventHandler", "launchHandler"]

    /// What is wrong with the JSONL `bytes` (empty when nothing is).
    static func problems(_ bytes: [UInt8]) -> [String] {
        guard bytes.isEmpty || bytes.last == UInt8(ascii: "\n") else { return ["the trace does not end with a newline"] }
        var problems: [String] = []
        // C2: each scene's moves chain: its `from` is its last `to` (unattached before the first).
        var scenes: [String: String] = [:]
        for (number, line) in bytes.split(separator: UInt8(ascii: "\n")).enumerated() {
            let text = String(decoding: line, as: UTF8.self)
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                problems.append("line \(number + 1) is not a JSON object: \(text)")
                continue
            }
            for problem in lineProblems(object, raw: text) { problems.append("line \(number + 1): \(problem): \(text)") }
            if object["event"] as? String == "scene", let scene = object["scene"] as? String,
               let from = object["from"] as? String, let to = object["to"] as? String {
                let key = (object["app"] as? String ?? "") + "/" + scene
                let last = scenes[key, default: "unattached"]
                if from != last { problems.append("line \(number + 1): scene \(scene) moved from \(from) while \(last): \(text)") }
                scenes[key] = to
            }
        }
        return problems
    }

    private static func lineProblems(_ object: [String: Any], raw: String) -> [String] {
        var problems: [String] = []
        func string(_ key: String, in allowed: Set<String>? = nil) {
            guard let value = object[key] as? String, !value.isEmpty else { problems.append("no string '\(key)'"); return }
            if let allowed, !allowed.contains(value) { problems.append("'\(key)' is \(value)") }
        }
        func number(_ key: String) {
            // A number, not a boolean: the raw text has digits after the key.
            guard let value = object[key] as? Double, value.isFinite, value >= 0,
                  raw.contains("\"\(key)\":"), !raw.contains("\"\(key)\":true"), !raw.contains("\"\(key)\":false")
            else { problems.append("no number '\(key)' >= 0"); return }
        }
        number("t")
        guard let event = object["event"] as? String else { return problems + ["no string 'event'"] }
        switch event {
        case "state": string("from", in: states); string("to", in: states)
        case "call":
            string("hook")
            if let hook = object["hook"] as? String, !hook.hasSuffix(":") { problems.append("hook \(hook) is not a selector") }
            number("cost")
        case "notification": string("name")
        case "scene":   // C2
            string("scene"); string("from", in: sceneStates); string("to", in: sceneStates)
            if object["from"] as? String == object["to"] as? String { problems.append("a scene move to the state it is in") }
        case "violation": string("rule", in: rules); string("message")
        case "kill":
            string("reason", in: reasons); string("message"); string("rule", in: rules)
            if object["code"] != nil { string("code") }
            if object["reason"] as? String == "watchdog", object["code"] as? String != "0x8badf00d" {
                problems.append("a watchdog kill without the code 0x8badf00d")
            }
            // M1: `cause` only on a kill that is no fault of the app: user_kill()'s and the host's
            // are `user` kills (T4), low_memory()'s purge and termination `jetsam` kills (M1).
            if object["cause"] != nil {
                string("cause", in: ["asked", "system", "host"])
                let expected = object["cause"] as? String == "system" ? ["jetsam", "M1"] : ["user", "T4"]
                if [object["reason"] as? String, object["rule"] as? String] != expected {
                    problems.append("a kill with cause \(object["cause"] ?? "") is not \(expected.joined(separator: " "))")
                }
            }
        case "expect":
            if !(raw.contains("\"ok\":true") || raw.contains("\"ok\":false")) { problems.append("no boolean 'ok'") }
            string("message")
        case "log": if !(object["text"] is String) { problems.append("no string 'text'") }
        case "wake":   // W1, W2: launch is true or absent
            string("reason", in: ["fetch", "push"])
            if object["launch"] != nil, !raw.contains("\"launch\":true") { problems.append("'launch' is not true") }
        case "completion": string("handler", in: ["fetch", "push"]); string("result", in: ["newData", "noData", "failed"])
        case "restoration":   // W4
            string("action", in: ["encode", "decode", "skip", "discard"])
            if !(object["keys"] is [String]) { problems.append("no array of strings 'keys'") }
            if ["skip", "discard"].contains(object["action"] as? String ?? "") { string("reason") }
        case "run":
            string("what", in: codeKinds); number("cost")
            if object["what"] as? String == "launchHandler" { string("subject") }
        case "bgtask":   // C6: success only on completed, launch only (and only true) on started
            string("action", in: ["submitted", "cancelled", "started", "expired", "completed"])
            string("kind", in: ["refresh", "processing"])
            string("identifier")
            let action = object["action"] as? String
            let success = raw.contains("\"success\":true") || raw.contains("\"success\":false")
            if success != (action == "completed") { problems.append("'success' must be a boolean exactly on completed") }
            if object["launch"] != nil, !(raw.contains("\"launch\":true") && action == "started") {
                problems.append("'launch' is true on started, or absent")
            }
        case "froze", "resumed", "lost":   // S3: an id from 1, what stopped, the rule, its own running time
            if !(object["id"] is Int) || (object["id"] as? Int ?? 0) < 1 || raw.contains("\"id\":true") { problems.append("no integer 'id' >= 1") }
            string("what", in: codeKinds); string("rule", in: rules); number("ran")
            if object["line"] != nil { string("line") }
            if object["queue"] != nil { string("queue", in: ["main", "global"]) }
        default: break
        }
        return problems
    }
}
