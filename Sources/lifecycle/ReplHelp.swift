import LifecycleCore

/// The REPL's `:help`: every scenario verb of the catalog (`ScenarioVerb`, docs/scenario-api.md),
/// by group, each with its arguments and its line of help, then the REPL's keys and commands. A
/// verb from a later era says which profile first has it (P), one of the iPad which device (C3).
enum ReplHelp {
    /// The column the verbs' help starts at, at least: a group with a longer call starts its
    /// help two columns after it, so that a group is aligned.
    static let column = 30

    static let text: String = {
        var text = "Scenario verbs act at once; their trace lines are printed as they happen.\n"
        for group in ScenarioVerb.Group.allCases {
            let verbs = ScenarioVerb.verbs(in: group)
            guard let first = verbs.first else { continue }
            // A group whose verbs all come with one profile names it once, in its title.
            let shared = verbs.allSatisfy { $0.since?.name == first.since?.name } ? first.since : nil
            text += group.title + (shared.map { " (\($0.name) and later)" } ?? "") + "\n"
            let width = max(column, 2 + (verbs.map(\.call.count).max() ?? 0) + 2)
            for verb in verbs {
                let call = "  " + verb.call
                let padding = String(repeating: " ", count: width - call.count)
                let era = shared == nil ? verb.since.map { " (\($0.name) and later)" } ?? "" : ""
                let kind = verb.device.map { " (\($0.displayName) only: --device \($0.rawValue))" } ?? ""   // C3
                text += call + padding + verb.help + era + kind + "\n"
            }
        }
        return text + keys
    }()

    static let keys = """
        The prompt shows the app's state; on a scene app (ios13 and later), each scene's too:
        [active | main: foregroundActive]>
        Lua: an expression's value is printed (=expr works too); an unfinished chunk continues
        on a >> prompt; Tab completes; Up/Down and Ctrl-R search the history; Ctrl-C clears the
        line or interrupts a running chunk; Ctrl-D leaves.
        Commands:
          :help               this text
          :trace              the whole trace so far
          :reload             read APP.lua again (the next launch uses it)
          :reset              a fresh device
          :save FILE          write the chunks typed so far as a scenario that lifecycle run
                              replays as played: it declares the profile and the device
                              (asks before it replaces a file; fed a script: new files only)
          :quit               leave

        """
}
