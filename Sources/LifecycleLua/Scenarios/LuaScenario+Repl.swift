import LifecycleCore
import LuaBridge

/// Evaluating one chunk at the REPL, as `lua.c` 5.4 does: an expression's value is printed (try
/// `return <line>` first), `=expr` works, an incomplete chunk asks for more (the `<eof>` syntax
/// error), an error keeps the session alive, and Ctrl-C interrupts a running chunk.
extension LuaScenario {
    public enum Evaluation: Equatable {
        /// The chunk is not finished: read another line. The syntax error says what is missing
        /// (`'end' expected near <eof>`), for a chunk that input leaves unfinished.
        case incomplete(String)
        /// It ran; the values it returned, rendered (nil when it returned none).
        case ran(String?)
        /// A syntax error, a runtime error with its traceback, or an interruption.
        case failed(String)
    }

    /// Evaluates `chunk` (the lines typed so far), whose first line is line `firstLine` of the
    /// input: messages and tracebacks name its lines `stdin:N` by their place in the input
    /// (`ReplLines`), as `lua` names a script's.
    public func evaluate(_ chunk: String, firstLine: Int = 1) -> Evaluation {
        let result = evaluateChunk(chunk, chunkName: ReplLines.chunkName(firstLine: firstLine))
        switch result {
        case .ran: return result
        case .failed(let message): return .failed(ReplLines.renumber(message))
        case .incomplete(let message): return .incomplete(ReplLines.renumber(message))
        }
    }

    /// Whether `source` compiles as it is, a script `lua` would run (nothing runs): a REPL fed
    /// one runs it whole, so that its locals reach every line (`lifecycle repl app.lua < steps.lua`).
    public func compilesAsScript(_ source: String) -> Bool {
        guard LuaSandbox.loadChunk(source, chunkName: "=stdin", env: env, in: lua) == nil else { return false }
        lua.stack.pop()
        return true
    }

    private func evaluateChunk(_ chunk: String, chunkName: String) -> Evaluation {
        guard let (show, _) = replHelpers() else { return .failed("the REPL's helpers did not load") }
        var source = chunk
        if source.hasPrefix("=") { source = "return " + source.dropFirst() }
        let stack = lua.stack
        if LuaSandbox.loadChunk("return " + source, chunkName: chunkName, env: env, in: lua) != nil {
            if let error = LuaSandbox.loadChunk(source, chunkName: chunkName, env: env, in: lua) {
                return error.hasSuffix("<eof>") ? .incomplete(error) : .failed(error)
            }
        }
        // show_results(chunk) in one protected call.
        stack.pushRef(show)
        stack.insert(at: -2)
        resetGuards()
        lua.clearHalt()
        // Each chunk is a case of the host's backstop (Backstop), read before it ends.
        let (result, stopped) = Backstop.runCase { () -> (LuaCallResult, String?) in
            let result = lua.pcall(arguments: 1, results: 1)
            return (result, Backstop.fired ? Backstop.message(site: "stdin") : nil)
        }
        if let stopped {
            lua.clearHalt()
            return .failed(stopped)
        }
        switch result {
        case .ok:
            let text = stack.string(at: -1)
            stack.pop()
            return .ran(text)
        case .error(let message, let traceback):
            let message = GlobalSuggestion.adding(to: message, env: env, in: lua, part: .scenario)
            return .failed(traceback.isEmpty ? message : "\(message)\n\(traceback)")
        case .halted(.interrupted):
            lua.clearHalt()
            return .failed("interrupted")
        case .halted(.steps):
            lua.clearHalt()
            if let stopMessage { return .failed(ReplLines.renumber(stopMessage)) }
            let site = stoppedAt.map { ReplLines.renumber($0) + ": " } ?? ""
            return .failed(site + "stopped after \(Self.maxTicksWithoutVerb / 1000) million instructions without a verb (an endless loop?)")
        case .halted(let halt):
            lua.clearHalt()
            return .failed("stopped (\(halt))")
        }
    }

    /// Completions for the text left of the cursor: globals, verbs, keywords, table fields.
    public func completions(for text: String) -> [String] {
        guard let (_, complete) = replHelpers() else { return [] }
        let stack = lua.stack
        stack.pushRef(complete)
        stack.push(text)
        guard lua.pcall(arguments: 1, results: 1) == .ok else { return [] }
        var found: [String] = []
        var index = 1
        while stack.rawGet(index, table: -1) == .string {
            found.append(stack.string(at: -1)!)
            stack.pop()
            index += 1
        }
        stack.pop(2)
        return found
    }

    /// Makes Ctrl-C (SIGINT) interrupt this state's running chunk, and the run of jobs inside a
    /// verb (an `advance` over an app that keeps its queues busy): the verb stops there.
    public func watchInterrupts() {
        lua.watchInterrupts()
        device.interruptCheck = { [weak self] in
            Backstop.fired || self?.lua.interruptRequested ?? false
        }
    }

    /// `show_results` and `complete`, from `stdlib/host/repl.lua` (run once, on first use).
    private func replHelpers() -> (LuaRef, LuaRef)? {
        if let refs = replRefs { return refs }
        let host = LuaScenario.replHostTable(app: device.app)
        let error = lua.runPrelude("repl", results: 1) { stack in
            stack.pushRef(env)
            host.push(in: lua)
            return 2
        }
        guard error == nil else { return nil }
        // One table of named fields (`preludes.repl.returns` in stdlib/host/calls.lua).
        let result = NamedFields<ReplPreludeResult>(lua.stack, at: -1)
        let show = result?.ref(.showResults), complete = result?.ref(.complete)
        lua.stack.pop()
        guard let show, let complete else { return nil }
        replRefs = (show, complete)
        return replRefs
    }

    /// The REPL prelude's `host` (`preludes.repl.host` in stdlib/host/calls.lua): read-only views
    /// into the app, which lives in its own state, and the names of the catalog's verbs.
    static func replHostTable(app: App) -> HostTable {
        HostTable(functions: [
            "application_info": { [unowned app] stack in
                guard app.isRunning else { return .values(0) }
                stack.push(app.state.applicationState)
                stack.push(app.backgroundTimeRemainingNow)
                return .values(2)
            },
            "delegate_hooks": { [unowned app] stack in
                stack.newTable()
                for (index, hook) in app.implementedHooks.enumerated() {
                    stack.push(hook.luaName)
                    stack.rawSet(index + 1, table: -2)
                }
                return .values(1)
            },
        ], values: [
            "verbs": { lua in
                let stack = lua.stack
                stack.newTable()
                for (index, verb) in ScenarioVerb.all.enumerated() {
                    stack.push(verb.name)
                    stack.rawSet(index + 1, table: -2)
                }
            },
        ])
    }
}
