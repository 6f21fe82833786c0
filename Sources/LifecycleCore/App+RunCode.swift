/// Running app code (L5, B4, T2, T5): every delegate method, block, handler and observer runs
/// inside a `HookSession` with a watchdog budget; what it does is recorded in a trace frame
/// headed by its `call` (or `run`, `dispatch`) line; a crash, an overrun or the memory cap kills
/// the app. A delegate method's notification follows it (N), and each turn ends with UIKit's
/// deferred work and one drawing pass (E7).
extension App {
    /// The most deferred UI work (presenting, dismissing, replacing the root view controller) one
    /// run-loop turn may do before the watchdog stops the app (T5).
    static let maxUIWorkPerTurn = 1_000

    /// Runs app code under a watchdog and records it. Returns the code's value, or nil when the
    /// app died in it (crash, watchdog, memory) and was killed. A crash cites the rule of the code
    /// (`about`, else the hook's or the kind's: CodeRules.swift).
    @discardableResult
    func runCode(_ hook: Hook?, kind: CodeKind = .block, task: Int? = nil, queue: String? = nil, subject: String? = nil,
                 about: Rule? = nil, budget: SimDuration, watchdogRule: Rule, budgetKill: KillReason = .watchdog,
                 head: ((SimDuration) -> TraceEvent)? = nil, slice: ThreadSlice? = nil,
                 _ body: (HookSession) -> HookOutcome) -> HookValue? {
        let value = runCodeOnce(hook, kind: kind, task: task, queue: queue, subject: subject, about: about, budget: budget,
                                watchdogRule: watchdogRule, budgetKill: budgetKill, head: head, slice: slice, body)
        // A delegate method's turn ends after its notification (callHookValue finishes it).
        if codeDepth == 0, hook?.notification == nil { finishTurn() }
        return value
    }

    /// Once no app code runs: UIKit's deferred work, then one drawing pass in the foreground (E7).
    /// The deferred work runs one item after the other, never inside another (the code an item
    /// runs ends its own turn here, which returns at once): controllers that present and dismiss
    /// each other from their appearance methods cannot recurse without end, and a turn that
    /// never settles is a watchdog kill (T5).
    func finishTurn() {
        // Most turns leave nothing to do: no deferred work, no events, no view to draw.
        if process.pendingUIWork.isEmpty, process.eventQueue.isEmpty, !views.hasQueuedMarks { return }
        guard !finishingTurn else { return }
        finishingTurn = true
        defer { finishingTurn = false }
        // Taking the next item is O(1) (the work may queue more).
        var done = 0
        while isRunning, let work = process.pendingUIWork.popFirst() {
            done += 1
            if done > App.maxUIWorkPerTurn {
                kill(.watchdog, rule: .T5, code: "0x8badf00d",
                     message: "the run loop's turn never ended: \(App.maxUIWorkPerTurn) presentations and dismissals in a row (view controllers that present or dismiss each other from their appearance methods?)")
                break
            }
            work()
        }
        process.pendingUIWork.removeAll()
        drainEvents()   // E1: events that arrived while the code ran
        if state.isForeground, !dispatching { redrawMarkedViews() }
    }

    private func runCodeOnce(_ hook: Hook?, kind: CodeKind, task: Int?, queue: String?, subject: String?, about: Rule?,
                             budget: SimDuration, watchdogRule: Rule, budgetKill: KillReason,
                             head: ((SimDuration) -> TraceEvent)?, slice: ThreadSlice?,
                             _ body: (HookSession) -> HookOutcome) -> HookValue? {
        let session = takeSession(hook: hook, budget: budget)
        let value = runCodeOnce(in: session, hook, kind: kind, task: task, queue: queue, subject: subject, about: about, budget: budget,
                                watchdogRule: watchdogRule, budgetKill: budgetKill, head: head, slice: slice, body)
        recycle(session)
        return value
    }

    @inline(__always)
    private func runCodeOnce(in session: HookSession, _ hook: Hook?, kind: CodeKind, task: Int?, queue: String?, subject: String?,
                             about: Rule?, budget: SimDuration, watchdogRule: Rule, budgetKill: KillReason,
                             head: ((SimDuration) -> TraceEvent)?, slice: ThreadSlice?,
                             _ body: (HookSession) -> HookOutcome) -> HookValue? {
        context.codeRuns += 1
        let slot = trace.openFrame()
        codeDepth += 1
        if let slice { beginSlice(slice, in: session) }
        let outcome = context.codeMemo == nil ? body(session) : runOrReplay(session, body)
        codeDepth -= 1
        assert(codeDepth >= 0, "app code ended that never began")
        if let slice {
            endSlice(slice, slot: slot, session: session)   // S3: a thread's time is its own
        } else {
            scheduler.spend(session.cost)
        }
        if slice != nil {
            // written by endSlice
        } else if head == nil, let hook {
            // A delegate method's line, built in the record (a local event was copied through
            // its value witness: docs/performance.md).
            trace.closeFrame(slot, head: TraceRecord(time: session.start, app: traceName, event: .call(hook: hook, cost: session.cost)))
        } else {
            let line: TraceEvent = head?(session.cost) ?? hook.map { .call(hook: $0, cost: session.cost) }
                ?? .run(kind: kind, cost: session.cost, task: task, queue: queue, subject: subject)
            trace.closeFrame(slot, head: TraceRecord(time: session.start, app: traceName, event: line))
        }
        if codeDepth == 0, closePending { closeRuntime() }
        if case .returned(let value) = outcome {
            // What the code asked the system to hold may have taken it over its memory limit.
            // (Checked only when it did: most code holds nothing new, and the check is not free.)
            if grew {
                grew = false
                if session.killRequest == nil, isRunning, let message = overMemoryLimit() { session.kill(.jetsam, rule: .M1, message: message) }
            }
            if let request = session.killRequest {
                kill(request.reason, rule: request.rule, message: request.message)
                return nil
            }
            chargeBackgroundCPU(session.cost)
            return isRunning ? value : nil
        }
        // The code died: what it was, for the kill's message (the runtime may say better: the
        // host reading the delegate table after the main chunk ran).
        let what = session.activity ?? hook.map(\.selector) ?? kind.description
        if case .halted(.cut) = outcome {
            // S3: it had to stop where Lua cannot pause code: the rest of it never runs.
            emit(.warning(message: "\(what) could not be frozen where it stood (inside a C function that called back into Lua, such as a table.sort comparator, or inside a coroutine of the app's own): it was stopped there, and the rest of it never runs (S3)"), at: session.now)
            return isRunning ? HookValue.none : nil
        }
        switch outcome {
        case .returned, .halted(.cut):
            return nil
        case .crashed(let message, let traceback):
            // An exception of a framework call that nothing caught cites its own rule (P), as does
            // a framework's error (a completion handler's, W1, W2); any other error the rule of the
            // code it ended (CodeRules.swift).
            if let raised = session.raised, message.hasSuffix(raised.message) {
                kill(.crash, rule: raised.rule, message: raised.exception ? "\(raised.message), in \(what)" : "\(what) raised an error: \(message)",
                     traceback: traceback)
            } else {
                kill(.crash, rule: about ?? hook?.rule ?? kind.rule, message: "\(what) raised an error: \(message)", traceback: traceback)
            }
        case .halted(.budget):
            let message = watchdogRule == .L5
                ? "the app did not finish launching within \(budgets.launch) s (\(what) was running)"
                : hook == .stateRestorationActivityForScene
                ? "the scene's move to the background did not finish within \(budgets.didEnterBackground) s: \(what) was running (C2, C4)"
                : watchdogRule == .B4 && hook != .didEnterBackground && hook != .sceneDidEnterBackground
                ? "the move to the background did not finish within \(budgets.didEnterBackground) s: state preservation (W4) was running \(what)"
                : kind == .launchHandler
                ? "the BGTask launch handler of \"\(TraceText.limited(subject ?? ""))\" did not return within the task's \(budget) s: a launch handler starts the work and returns; while it runs, the expiration handler cannot be called, and the task is never completed (C6)"
                : slice != nil
                ? "\(what) on a global queue did not return within \(budgets.globalQueueBlock) s of its own running time"
                : "\(what) did not return within \(budget) s"
            kill(budgetKill, rule: watchdogRule, code: "0x8badf00d", message: message)
        case .halted(.memory):
            kill(.jetsam, rule: .M1, message: "\(what) went over the app's memory limit")
        case .halted(.killed):
            let request = session.killRequest ?? (.crash, .T5, "killed by the system")
            kill(request.reason, rule: request.rule, message: request.message)
        case .halted(.interrupted):
            kill(.user, rule: .T4, message: "\(what) was interrupted", cause: .host)
        case .halted(.stoppedByHost):
            // The person running lifecycle's tool stops it, as Ctrl-C would: not iOS.
            kill(.user, rule: .T4, message: "\(what) was stopped by lifecycle's backstop, not by iOS: it cost the host more processor time than a run may (the run ends here with its message)",
                 cause: .host)
        }
        return nil
    }

    /// Runs the code, unless the explorer's memo knows that this run (same place in a replayed
    /// play) ends out of budget or memory having done nothing visible: then its ending is
    /// replayed without running it (CodeMemo).
    private func runOrReplay(_ session: HookSession, _ body: (HookSession) -> HookOutcome) -> HookOutcome {
        let memo = context.codeMemo!
        let key = memo.nextKey()
        if let ending = memo.ending(at: key) {
            session.spend(ending.cost)
            session.activity = ending.activity
            return .halted(ending.halt)
        }
        let events = trace.totals.events, files = record.container.version
        let outcome = body(session)
        if case .halted(let halt) = outcome, halt == .budget || halt == .memory, session.killRequest == nil,
           trace.totals.events == events, record.container.version == files {
            memo.remember(.init(halt: halt, cost: session.cost, activity: session.activity), at: key)
        }
        return outcome
    }

    /// Calls a delegate method if the delegate has it (and the profile's UIKit calls it, P),
    /// then posts its notification (N) with `note` as its value. Returns false when the app died
    /// in it.
    @discardableResult
    func callHook(_ hook: Hook, _ arguments: HookArguments = .application, note: String? = nil, queued: Bool = false) -> Bool {
        callHookValue(hook, arguments, budget: budgets.budget(for: hook), note: note, queued: queued) != nil
    }

    /// Calls `hook` (with the `application` argument) as the system's verbs do, when the app
    /// runs code: the same session, trace frame, notification and end of turn. For
    /// `LifecycleBench`, which times hook dispatch through the whole host. False when the app
    /// does not run code or died in the method.
    public func dispatchHook(_ hook: Hook) -> Bool {
        guard state.runsCode else { return false }
        return callHook(hook)
    }

    /// Whether UIKit calls `hook` on this process: the delegate has it and it exists in the
    /// profile's era (P).
    func implements(_ hook: Hook) -> Bool {
        runtime?.implements(hook) == true && profile.has(since: hook.since)
    }

    /// As `callHook`, returning the method's value (`.none` when not implemented; nil if it died).
    func callHookValue(_ hook: Hook, _ arguments: HookArguments, budget: SimDuration,
                       note: String? = nil, queued: Bool = false) -> HookValue? {
        guard let runtime else { return nil }
        let launch = generation
        var value = HookValue.none
        // `implements(hook)`, with the runtime already loaded.
        if runtime.implements(hook), profile.has(since: hook.since) {
            let rule = budgets.rule(for: hook)
            let result: HookValue?
            if case .application = arguments {
                // Most methods take only `application`: a closure without the arguments, which
                // would be copied (docs/performance.md).
                result = runCode(hook, budget: budget, watchdogRule: rule) { runtime.call(hook, .application, session: $0) }
            } else {
                result = runCode(hook, budget: budget, watchdogRule: rule) { runtime.call(hook, arguments, session: $0) }
            }
            guard let result else { return nil }
            value = result
        }
        // R1: GL ends as applicationDidEnterBackground: returns, before its observers run.
        if hook == .didEnterBackground, !glGraceEnds(after: hook) { return nil }
        if let name = hook.notification {
            notify(name, value: note, queued: queued)
            if codeDepth == 0 { finishTurn() }
        }
        // An observer of the notification may have killed the app: the transition stops here.
        return generation == launch && isRunning ? value : nil
    }
}
