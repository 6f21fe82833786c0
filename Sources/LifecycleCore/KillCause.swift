/// Whose doing a kill is, as the code that kills says where it kills (`kill.cause`,
/// docs/trace.md). `--strict` and a scenario's `strict = true` fail on the app's kills only
/// (M1; docs/exit-codes.md).
public enum KillCause: String, CaseIterable, Sendable {
    /// The app's own doing: a watchdog (L5, B4, T2, T5, W1, W2), background time run out with
    /// work left open (B5, C6), a crash (S1, P, C1, C4, C6, E4, V2), its memory over its limit
    /// (M1), a `gpu` or `resources` kill (R1, R6, R11).
    case app
    /// What the scenario asked for: the user swiping the app away (`user_kill()`, T4).
    case asked
    /// The system's ordinary answer to a verb the scenario played, no fault of the app:
    /// `low_memory()` purging a suspended app (M1) or terminating one running in the background
    /// with notice (M3).
    case system
    /// Not iOS at all: the person at lifecycle's REPL interrupted the app's code (Ctrl-C), or
    /// lifecycle's backstop stopped it, as it cost the host more processor time than a run may
    /// (the run then ends with that error).
    case host
}
