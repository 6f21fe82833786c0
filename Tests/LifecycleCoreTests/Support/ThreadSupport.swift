@testable import LifecycleCore
import TestSupport

/// S3: one step of a scripted block that can pause: time it works (`work(seconds)`), or
/// something it does at once. A paused block stops at the step it was in: its line is
/// `app.lua:<step number>`, counted from 1.
enum ThreadStep {
    case work(SimDuration)
    case run((HookSession) -> Void)
}

extension ScriptedLoader {
    /// Registers a block that can pause and returns the id the app hands to the system.
    func registerThread(_ steps: [ThreadStep]) -> CallbackID {
        let id = register { _ in .returned(.none) }
        threadScripts[id] = steps
        return id
    }

    /// Goes on with paused block `raw` until it returns or must pause (`session.pauseDue`).
    func step(_ raw: Int32, session: HookSession) -> CodeStep {
        guard var (steps, next) = pausedScripts[raw] else { return .finished(.returned(.none)) }
        while next < steps.count {
            let line = "app.lua:\(next + 1)"
            switch steps[next] {
            case .work(let duration):
                if !session.spendWork(duration) {
                    if session.exhausted { pausedScripts[raw] = nil; return .finished(.halted(.budget)) }
                    pausedScripts[raw] = (steps, next + 1)   // the rest of it is the session's `pendingWork`
                    return .paused(PausedCode(raw: raw, line: line))
                }
            case .run(let action):
                action(session)
                if session.killRequest != nil { pausedScripts[raw] = nil; return .finished(.halted(.killed)) }
            }
            next += 1
            if session.pauseDue, next < steps.count {
                pausedScripts[raw] = (steps, next)
                return .paused(PausedCode(raw: raw, line: "app.lua:\(next + 1)"))
            }
        }
        pausedScripts[raw] = nil
        steps.removeAll()
        return .finished(.returned(.none))
    }
}

extension ScriptedRuntime {
    func start(_ callback: CallbackID, session: HookSession) -> CodeStep {
        guard let loader = scriptedLoader, let steps = loader.threadScripts[callback] else {
            return .finished(run(callback, argument: .none, session: session))
        }
        let raw = loader.nextPaused
        loader.nextPaused += 1
        loader.pausedScripts[raw] = (steps, 0)
        return loader.step(raw, session: session)
    }

    func resume(_ code: PausedCode, session: HookSession) -> CodeStep {
        scriptedLoader?.step(code.raw, session: session) ?? .finished(.returned(.none))
    }

    func discard(_ code: PausedCode) {
        scriptedLoader?.pausedScripts[code.raw] = nil
        scriptedLoader?.discarded.append(code.raw)
    }
}

extension TraceCollector {
    /// The `froze`, `resumed` and `lost` lines: action, line, rule and the code's running time.
    var codeLines: [(action: CodeAction, line: String?, rule: Rule, ran: SimDuration)] {
        events.compactMap {
            if case .code(let action, _, _, _, let line, let rule, let ran) = $0 { (action, line, rule, ran) } else { nil }
        }
    }

    /// The cost of the `run` lines of global queues' blocks.
    var globalRunCosts: [SimDuration] {
        events.compactMap { if case .run(.block, let cost, _, "global", _) = $0 { cost } else { nil } }
    }
}
