import Foundation
import LifecycleLua
import LifecycleOutput
import LifecycleTools

/// A learner's workspace: a folder with one `NN-slug/app.lua` per exercise and a state file
/// (`.lifecycle-learn.json`) so the learner can resume where they left off. A workspace may be a
/// classmate's: every file is written by the write rule (`Platform.write`), below the workspace
/// and never through a link or over a FIFO there (docs/security.md, "Writing files"; H28).
struct LearnWorkspace {
    static let stateFile = ".lifecycle-learn.json"
    static let defaultFolder = "lifecycle-exercises"

    struct State: Codable {
        /// The last result of each exercise checked: "pass", "fail" or "error".
        var results: [String: String] = [:]
        /// How many hints of each exercise the learner has seen.
        var hints: [String: Int] = [:]
        /// The exercise the learner is on.
        var current: Int?

        /// What in the file makes no sense, or nil.
        var problem: String? {
            for (key, result) in results.sorted(by: { $0.key < $1.key }) {
                guard let number = Int(key), Exercise.number(number) != nil else { return "results name no exercise \(key)" }
                guard ["pass", "fail", "error"].contains(result) else { return "exercise \(key)'s result is \(result), not pass, fail or error" }
            }
            for (key, count) in hints.sorted(by: { $0.key < $1.key }) {
                guard let number = Int(key), let exercise = Exercise.number(number) else { return "hints name no exercise \(key)" }
                guard (0...exercise.hints.count).contains(count) else {
                    return "exercise \(key) has \(exercise.hints.count) hints, not \(count)"
                }
            }
            if let current, Exercise.number(current) == nil { return "there is no exercise \(current)" }
            return nil
        }
    }

    let folder: String
    var state: State

    /// Opens a workspace; nil when it was never created with `learn init`. The progress file is
    /// the learner's to edit, so it is input like any other (docs/security.md, "Files and
    /// input"): one that cannot be read, is not this JSON, or holds nonsense (a hint count
    /// below 0 or past the exercise's hints, an unknown result or exercise) is reported on
    /// standard error and replaced by fresh progress; the exercises' files are not touched.
    static func open(_ folder: String) -> LearnWorkspace? {
        let path = "\(folder)/\(stateFile)"
        let state: State
        do {
            guard let text = try Platform.readFileIfPresent(path) else { return nil }
            state = try JSONDecoder().decode(State.self, from: Data(text.utf8))
            if let problem = state.problem { throw PlatformError(message: problem) }
        } catch {
            let reason = error is DecodingError ? "it is not lifecycle's progress JSON" : "\(error)"
            Platform.writeStderr("warning: \(path): \(SafeText.line(reason)); starting with fresh progress\n")
            return LearnWorkspace(folder: folder, state: State())
        }
        return LearnWorkspace(folder: folder, state: state)
    }

    /// The exercise's folder as a path from where the command runs: `.` inside it, so that
    /// messages read `app.lua`, not `../07-save-before-suspension/app.lua`.
    func folder(of exercise: Exercise) -> String {
        if folder == "..", let here = Platform.resolvedPath("."), here.split(separator: "/").last.map(String.init) == exercise.folder {
            return "."
        }
        return folder == "." ? exercise.folder : "\(folder)/\(exercise.folder)"
    }

    func path(of exercise: Exercise) -> String { file("app.lua", of: exercise) }

    /// `name` in the exercise's folder, as a path from where the command runs.
    private func file(_ name: String, of exercise: Exercise) -> String {
        let folder = folder(of: exercise)
        return folder == "." ? name : "\(folder)/\(name)"
    }

    /// The exercise's checker, copied beside app.lua so that `lifecycle run app.lua scenario.lua`
    /// and `lifecycle repl` replay it; `learn check` runs the embedded one, so editing it changes
    /// nothing, and `init`, `reset` and `check` put it back.
    func scenarioPath(of exercise: Exercise) -> String { file("scenario.lua", of: exercise) }

    /// `name` in the exercise's folder as the write rule sees it: below the workspace, which
    /// the user named or ran in, and never through a link there (H28); the folder is created
    /// when missing.
    private func target(_ name: String, of exercise: Exercise) -> WriteTarget {
        WriteTarget(in: folder, "\(exercise.folder)/\(name)", path: file(name, of: exercise), createsFolders: true)
    }

    /// Writes the checker's copy when it is missing or edited; the write rule's refusal (a link,
    /// a FIFO in its place) is thrown.
    private func restoreScenario(of exercise: Exercise) throws {
        let path = scenarioPath(of: exercise)
        guard (try? Platform.readFileIfPresent(path)) != .some(exercise.checker) else { return }
        try Platform.write(exercise.checker, to: target("scenario.lua", of: exercise))
    }

    /// `restoreScenario` for every command (`init`, `reset`, `check`, `watch`): they go on
    /// without the copy (`check` runs the embedded checker), and a refusal is a warning on
    /// standard error, with the fix.
    func restoreScenarioOrWarn(of exercise: Exercise) {
        do {
            try restoreScenario(of: exercise)
        } catch {
            Platform.writeStderr("warning: \(error); the checker's copy is not restored (lifecycle learn check runs its own)\n")
        }
    }

    /// Puts the exercise's starter back in `app.lua` (`reset`), by the write rule.
    func writeStarter(of exercise: Exercise) throws {
        try Platform.write(exercise.starter, to: target("app.lua", of: exercise))
    }

    func status(of exercise: Exercise) -> String? { state.results[String(exercise.number)] }

    var solvedCount: Int { Exercise.all.filter { status(of: $0) == "pass" }.count }

    /// The exercise to work on: the current one if unsolved, else the first unsolved.
    var next: Exercise? {
        if let current = state.current, let exercise = Exercise.number(current), status(of: exercise) != "pass" {
            return exercise
        }
        return Exercise.all.first { status(of: $0) != "pass" }
    }

    /// Reveals one more hint of `exercise` (up to all of them); how many are now shown.
    mutating func revealHint(of exercise: Exercise) -> Int {
        let key = String(exercise.number)
        let seen = min(max(state.hints[key] ?? 0, 0), exercise.hints.count)
        let shown = min(seen + 1, exercise.hints.count)
        state.hints[key] = shown
        return shown
    }

    func save() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(state)
        try Platform.write(String(decoding: data, as: UTF8.self) + "\n", to: WriteTarget(in: folder, LearnWorkspace.stateFile))
    }

    /// Copies every starter that is not there yet; returns how many were written.
    static func create(_ folder: String) throws -> (LearnWorkspace, Int) {
        guard Platform.makeDirectory(folder) else {
            let reason = Platform.resolvedPath(".") == nil ? "the current folder no longer exists (it was deleted or moved)" : Platform.errorText()
            throw PlatformError(message: "cannot create \(SafeText.line(folder)): \(reason)")
        }
        var workspace = LearnWorkspace.open(folder) ?? LearnWorkspace(folder: folder, state: State())
        var written = 0
        for exercise in Exercise.all {
            workspace.restoreScenarioOrWarn(of: exercise)
            guard !Platform.fileExists(workspace.path(of: exercise)) else { continue }
            try workspace.writeStarter(of: exercise)
            written += 1
        }
        workspace.state.current = workspace.state.current ?? Exercise.all.first?.number
        try workspace.save()
        return (workspace, written)
    }
}
