import ArgumentParser
import LifecycleLua
import LifecycleOutput
import LifecycleTools
import Rainbow

extension LearnCommand {
    /// `learn watch [N]`: re-checks exercise N (named as `check` names it, else the current one)
    /// on every save, on a cleared screen, as rustlings does. Keys: n next (only once it passes),
    /// h hint, l list, c check all, x reset (after asking), r re-run, q quit. It never moves on
    /// by itself.
    struct Watch: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "watch", abstract: "Re-check exercise N (default: the current one) on every save (keys: n next · h hint · l list · c check all · x reset · r re-run · q quit).")
        @OptionGroup var options: WorkspaceOption
        @OptionGroup var exercise: ExerciseArgument

        func run() throws {
            let (workspace, here) = options.open()
            guard let current = try exercise.resolve(in: workspace, here: here) else {
                Platform.writeStdout("All \(Exercise.all.count) exercises are solved.\n")
                return
            }
            let saved = Platform.enterKeyMode()
            defer { if let saved { Platform.restoreMode(saved) } }
            var session = LearnWatchSession(workspace: workspace, current: current)
            session.loop()
        }
    }
}

/// The state of one watch session: the exercise on screen and its last result.
struct LearnWatchSession {
    var workspace: LearnWorkspace
    var current: Exercise
    var passed = false

    static let keys = "   keys: n next · h hint · l list · c check all · x reset · r re-run · q quit\n".lightBlack
    /// Clears the screen and puts the cursor at the top (the tool's own bytes, never a script's).
    static let clear = "\u{1B}[2J\u{1B}[H"

    /// Checks the current exercise on a cleared screen; once it passes, shows the reference
    /// solution to compare with. The verdict comes last, under the keys, where a long solution
    /// or trace cannot push it off the screen.
    mutating func show(_ banner: String = "") {
        let result = LearnCommand.check(current, in: &workspace)
        try? workspace.save()
        passed = result.status == .pass
        var out = Self.clear + banner + LearnFeedback.page(current, workspace) + "\n"
            + LearnFeedback.summary(result, next: "press n") + LearnFeedback.details(result, folder: workspace.folder(of: current))
        if passed { out += "\n" + LearnFeedback.solution(current) }
        Platform.writeStdout(out + "\n" + Self.keys + LearnFeedback.verdict(result))
    }

    mutating func loop() {
        show()
        var stamp = Platform.modificationTime(workspace.path(of: current))
        while true {
            if let key = Platform.pollKey(milliseconds: 300) {
                guard handle(key) else { return }
                stamp = Platform.modificationTime(workspace.path(of: current))
                continue
            }
            let now = Platform.modificationTime(workspace.path(of: current))
            if now != stamp {
                stamp = now
                show("— saved; checked again —\n\n".lightBlack)
            }
        }
    }

    /// Acts on one key; false to quit.
    mutating func handle(_ key: UInt8) -> Bool {
        switch key {
        case UInt8(ascii: "q"), Platform.endOfInput: return false
        case UInt8(ascii: "r"): show()
        case UInt8(ascii: "l"): Platform.writeStdout(Self.clear + LearnFeedback.list(workspace) + Self.keys)
        case UInt8(ascii: "h"): hint()
        case UInt8(ascii: "n"): next()
        case UInt8(ascii: "c"): checkAll()
        case UInt8(ascii: "x"): reset()
        default: break
        }
        return true
    }

    mutating func hint() {
        let seen = workspace.state.hints[String(current.number)] ?? 0
        let shown = workspace.revealHint(of: current)
        try? workspace.save()
        if seen >= current.hints.count {
            Platform.writeStdout(LearnFeedback.noMoreHints(current) + Self.keys)
        } else if shown > 0 {
            Platform.writeStdout("Hint \(shown) of \(current.hints.count): ".bold + current.hints[shown - 1] + "\n"
                + (shown == current.hints.count ? "(That was the last hint.)\n" : "") + Self.keys)
        }
    }

    /// Moves on only from a solved exercise, and says why not otherwise.
    mutating func next() {
        guard passed else {
            Platform.writeStdout("n moves on once \(current.label) passes; it is not solved yet. Save your file to check it again, or press h for a hint.\n".yellow + Self.keys)
            return
        }
        guard let next = Exercise.all.first(where: { $0.number > current.number && workspace.status(of: $0) != "pass" })
                ?? Exercise.all.first(where: { workspace.status(of: $0) != "pass" }) else {
            Platform.writeStdout("All \(Exercise.all.count) exercises are solved. Well done! (q quits)\n".green + Self.keys)
            return
        }
        current = next
        workspace.state.current = next.number
        show()
    }

    mutating func checkAll() {
        var out = Self.clear
        for exercise in Exercise.all {
            let result = LearnCommand.check(exercise, in: &workspace)
            if exercise == current { passed = result.status == .pass }
            out += (result.status == .pass ? "✓".green : "✗".red) + " \(exercise.label)\n"
        }
        try? workspace.save()
        Platform.writeStdout(out + "\n" + LearnFeedback.progressBar(workspace.solvedCount, Exercise.all.count) + "\n" + Self.keys)
    }

    /// Restores the starter after a `y`; any other key keeps the learner's file.
    mutating func reset() {
        Platform.writeStdout("Reset \(current.label) to its starter? Your changes to \(SafeText.line(workspace.path(of: current))) are lost. [y/N] ")
        var answer: UInt8?
        while answer == nil { answer = Platform.pollKey(milliseconds: 300) }
        guard answer == UInt8(ascii: "y") || answer == UInt8(ascii: "Y") else {
            Platform.writeStdout("\nNothing changed.\n" + Self.keys)
            return
        }
        do {
            try workspace.writeStarter(of: current)
        } catch {
            Platform.writeStdout("\n" + SafeText.line("\(error)") + "\n" + Self.keys)
            return
        }
        workspace.restoreScenarioOrWarn(of: current)
        show("\(current.label) is back to its starter.\n\n")
    }
}
