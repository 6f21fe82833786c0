import LifecycleOutput

/// `:save FILE`: the chunks typed so far, as a scenario for `lifecycle run` (docs/security.md,
/// "Writing files"; findings H29, H30). Always by the write rule (`Platform.write`): a regular
/// file only (never a link, a FIFO or a device in its place), never the session's own files
/// (the app script, the history).
///
/// At a terminal the user named the path and sees the question: a file that is there is
/// replaced only after a `y` to `FILE exists; replace it? [y/N]`. Fed a script (standard input
/// is not a terminal), nobody is there to answer, and the script may be a stranger's: `:save`
/// writes only a new file, in the current folder or a folder below it that exists, as a path
/// relative to it without `..`, and never through a link there. Anything else is refused as an
/// error of the script (exit status 2), and nothing is written.
extension Repl {
    func save(to file: String) {
        let inputs = [appPath, Platform.history?.path].compactMap { $0.flatMap(Platform.fileIdentity) }
        let shown = SafeText.line(file)
        let target: WriteTarget, mode: WriteMode
        if interactive {
            target = WriteTarget(path: file, inputs: inputs)
            mode = .replace
            if let problem = Platform.writeProblem(target) { return showError(":save: \(problem)") }
            if Platform.fileExists(file) {
                guard case .line(let answer) = editor.read(prompt: "\(shown) exists; replace it? [y/N] "),
                      ["y", "yes"].contains(answer.lowercased()) else {
                    return Platform.writeStdout("not saved; \(shown) is as it was\n")
                }
            }
        } else {
            let rule = "a REPL fed a script saves only a new file in the current folder or below (at a terminal, :save asks before it replaces one)"
            guard !file.hasPrefix("/") else { return showError(":save: \(shown) is not in the current folder; \(rule)") }
            target = WriteTarget(in: ".", file, path: file, inputs: inputs)
            mode = .create
            if let problem = Platform.writeProblem(target, mode: mode) { return showError(":save: \(problem); \(rule)") }
        }
        do {
            try Platform.write(session.savedScenario, to: target, mode: mode)
            let count = session.ranChunks.count
            let app = appPath.map { SafeText.line($0) } ?? "APP.lua"
            Platform.writeStdout("saved \(count) chunk\(count == 1 ? "" : "s") to \(shown); replay with lifecycle run \(app) \(shown)\(session.replayOptions)\n")
        } catch {
            showError(":save: \(error)")
        }
    }
}
