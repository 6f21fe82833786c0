import LuaBridge
import LifecycleCore

/// `require` in a scenario (docs/testing.md, "Sharing code between scenarios"): a stdlib module
/// as in any script, or a helper of the suite, read by the scenario's `readHelper` and run in its
/// state (stdlib/host/helpers.lua). Any problem with a helper is the suite's error, which no
/// `pcall` hides (H31): a bad name, a missing or refused file, a cycle, too many or too deeply
/// nested helpers, a helper's syntax error or its own error stop the scenario, naming the file
/// and line, as a bad declaration does. Without a reader (the REPL, `explore`) only the stdlib's
/// modules load, as before.
enum WrapScenarioRequire {
    /// Runs the helpers prelude in the scenario's state; the error of the host itself, or nil.
    static func install(in lua: LuaState, env: LuaRef, scenario: LuaScenario) -> String? {
        let host = hostTable(for: scenario)
        return lua.runPrelude("helpers", results: 0) { stack in
            stack.pushRef(env)
            host.push(in: lua)
            return 2
        }
    }

    /// The helpers prelude's `host` (`preludes.helpers.host` in stdlib/host/calls.lua).
    static func hostTable(for scenario: LuaScenario) -> HostTable {
        HostTable(functions: [
            "find": { [unowned scenario] stack in find(scenario, stack) },
            "fail": { [unowned scenario] stack in fail(scenario, stack) },
        ])
    }

    /// `host.find(name, chain)`: "none" (no reader: the stdlib's require says why), "stdlib" (a
    /// module shipped with lifecycle), or "helper", its source and its chunk name. Any other
    /// outcome stops the scenario at the line that called `require`.
    static func find(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let reader = scenario.readHelper, let given = stack.string(at: 1, limit: ScenarioHelper.maxNameBytes + 1) else {
            stack.push("none")
            return .values(1)
        }
        if !given.cut, Stdlib.source(of: given.text) != nil {
            stack.push("stdlib")
            return .values(1)
        }
        let saved = scenario.verbStack
        scenario.verbStack = stack   // the stop names the line of the require
        defer { scenario.verbStack = saved }
        guard !given.cut, let file = ScenarioHelper.file(of: given.text) else {
            return scenario.stop("require: '\(WrapStrings.quoted(given.text, cut: given.cut))' is not a module lifecycle can read: \(ScenarioHelper.nameRule)")
        }
        let name = given.text
        let chain = loading(stack)
        if let first = chain.firstIndex(of: name) {
            let cycle = (chain[first...] + [name]).joined(separator: " → ")
            return scenario.stop("require: a cycle of helpers: \(cycle); each waits for the other to load: move what they share into a third")
        }
        guard chain.count < ScenarioHelper.maxDepth else {
            return scenario.stop("require: '\(name)' would be nested \(chain.count + 1) helpers deep (\(chain[0]) requires \(chain[1]), which requires …); helpers nest \(ScenarioHelper.maxDepth) deep at most")
        }
        guard scenario.helperFiles.count < ScenarioHelper.maxModules else {
            return scenario.stop("require: '\(name)' would be helper number \(ScenarioHelper.maxModules + 1) of this scenario; one loads \(ScenarioHelper.maxModules) at most")
        }
        switch reader(file) {
        case .found(let source, let path):
            scenario.helperFiles[name] = path
            stack.push("helper")
            stack.push(source)
            stack.push("@" + path)
            return .values(3)
        case .missing(let searched):
            let tried = searched.isEmpty ? "no folder to search" : "searched \(searched.joined(separator: ", "))"
            return scenario.stop("require: module '\(name)' not found: \(tried) (a helper is a .lua file of the scenario's folder, or of the folder lifecycle test searched for it; lib.setup is lib/setup.lua)")
        case .refused(let why):
            return scenario.stop("require: module '\(name)': \(why)")
        }
    }

    /// `host.fail(name, problem)`: the helper `name` did not compile, or raised `problem` while it
    /// ran. Stops the scenario with the helper's own file and line first, then where it was
    /// required.
    static func fail(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        let name = stack.string(at: 1, limit: ScenarioHelper.maxNameBytes)?.text ?? "?"
        let file = scenario.helperFiles[name] ?? name
        let problem: String
        if let text = stack.string(at: 2, limit: TraceText.maxBytes) {
            problem = text.cut ? text.text + "…" : text.text
        } else {
            problem = "(error object is a \(stack.typeName(at: 2)) value)"
        }
        let site = stack.site ?? scenario.path
        let saved = scenario.verbStack
        scenario.verbStack = nil   // the message names its own places
        defer { scenario.verbStack = saved }
        // A message without a place (error("…", 0), an error object that is not a string, the
        // parser's own limits) gets the helper's file; one with a place keeps it (an error raised
        // in a function of another helper names that one).
        let placed = problem.firstMatch(of: #/^[^\n]*?:[0-9]+:/#) != nil ? problem : LuaSandbox.located(problem, chunkName: "@" + file)
        return scenario.stop("\(placed) (in the helper '\(name)', required at \(site))")
    }

    /// The names of the helpers loading now (the prelude's chain, outermost first), at most one
    /// more than the deepest nesting allowed.
    private static func loading(_ stack: LuaStack) -> [String] {
        guard stack.isTable(2) else { return [] }
        var names: [String] = []
        for index in 1...(ScenarioHelper.maxDepth + 1) {
            stack.rawGet(index, table: 2)
            defer { stack.pop() }
            guard let name = stack.string(at: -1, limit: ScenarioHelper.maxNameBytes) else { break }
            names.append(name.text)
        }
        return names
    }
}
