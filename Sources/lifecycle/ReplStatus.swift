import LifecycleCore

/// The exit status of `lifecycle repl`. At a terminal, leaving is not a failure: 0. Fed a script
/// (`lifecycle repl app.lua < steps.lua`), it exits as `lifecycle run` does (docs/exit-codes.md):
/// 2 after an error (a chunk that raised or did not compile, a failed command, an unfinished
/// chunk at the end of the input), else 1 after a failed expectation, else 0. The
/// session goes on after either, as `lua` reading a piped script does, so that every problem is
/// shown; the status tells a script or a grader that one happened.
final class ReplStatus: TraceSink {
    /// Errors shown so far.
    var errors = 0
    /// Expectations that failed so far (`expect`, `expect_state`), across `:reset`.
    private(set) var failedExpectations = 0

    func receive(_ record: TraceRecord) {
        if case .expect(ok: false, _) = record.event { failedExpectations += 1 }
    }

    func exitStatus(interactive: Bool) -> Int32 {
        if interactive { return 0 }
        if errors > 0 { return 2 }
        return failedExpectations > 0 ? 1 : 0
    }
}
