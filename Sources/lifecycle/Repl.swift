import LifecycleCore
import LifecycleLua
import LifecycleOutput
import LifecycleTools
import Rainbow

/// The read–eval–print loop of `lifecycle repl`: lines are read (edited on a terminal, plain from
/// a pipe), chunks evaluated in the scenario state, values and trace lines printed.
final class Repl {
    private(set) var session: ReplSession
    let interactive: Bool
    let editor: LineEditor
    private let recorder = RecordCollector()
    let status = ReplStatus()
    private let pretty: PrettySink
    let appPath: String?
    private let verbose: Bool

    init(app: ScenarioRun.Script?, simulation: Simulation, interactive: Bool, verbose: Bool = false) throws {
        self.interactive = interactive
        self.appPath = app?.path
        let pretty = PrettySink(collapsing: !verbose)
        self.pretty = pretty
        self.verbose = verbose
        session = try ReplSession(app: app, simulation: simulation, sinks: [pretty, recorder, status])
        var complete: (String) -> [String] = { _ in [] }
        editor = LineEditor { complete($0) }
        complete = { [unowned self] text in self.session.scenario.completions(for: text) }
        editor.history = History.load()
    }

    /// Reads and evaluates until the input ends or `:quit`; returns the exit status
    /// (`ReplStatus`: always 0 at a terminal; fed a script, as `lifecycle run` exits).
    func run() -> Int32 {
        guard interactive else { return runPiped() }
        session.scenario.watchInterrupts()   // a stray Ctrl-C never kills the session
        Platform.writeStdout("lifecycle repl · \(SafeText.line(appPath ?? "no app")) · type :help, or Ctrl-D to leave\n".bold)
        var chunk: [String] = []
        while true {
            let line: String
            // A window's name is the script's: escaped, as every text of a script (SafeText).
            switch editor.read(prompt: SafeText.line(session.prompt(continuing: !chunk.isEmpty))) {
            case .line(let text): line = text
            case .cancelled: chunk = []; continue
            case .endOfInput: return status.exitStatus(interactive: true)
            }
            if chunk.isEmpty, Repl.isCommand(line) {
                if !command(line) { return status.exitStatus(interactive: true) }
                continue
            }
            chunk.append(line)
            session.scenario.watchInterrupts()
            // At a terminal every chunk is `stdin:1` on, as in `lua`.
            if case .incomplete = evaluate(chunk.joined(separator: "\n"), firstLine: 1) { continue }
            remember(chunk.joined(separator: "\n"))
            chunk = []
        }
    }

    /// Evaluates one chunk and shows what it made (values and errors with control characters
    /// made visible); whether it was complete.
    @discardableResult
    func evaluate(_ source: String, firstLine: Int) -> LuaScenario.Evaluation {
        guard !source.allSatisfy(\.isWhitespace) else { return .ran(nil) }
        let result = session.evaluate(source, firstLine: firstLine)
        pretty.flush()
        switch result {
        case .ran(let value?): Platform.writeStdout(SafeText.lines(value) + "\n")
        case .failed(let message): showError(message)
        default: break
        }
        return result
    }

    /// A `:` command at the start of a chunk (`::label::` is Lua's).
    static func isCommand(_ line: String) -> Bool { line.hasPrefix(":") && !line.hasPrefix("::") }

    /// An error of a chunk or a command: shown, and counted for the exit status.
    func showError(_ message: String) {
        status.errors += 1
        Platform.writeStdout(SafeText.lines(message).red + "\n")
    }

    private func remember(_ chunk: String) {
        guard editor.history.last != chunk else { return }
        editor.history.append(chunk)
        History.append(chunk)
    }

    /// A `:` command; false to leave.
    func command(_ line: String) -> Bool {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        switch words[0] {
        case ":help": Platform.writeStdout(ReplHelp.text)
        case ":quit", ":q": return false
        case ":trace":
            let replay = PrettySink(collapsing: !verbose)
            for record in recorder.records { replay.receive(record) }
            replay.flush()
        case ":reset":
            do {
                try session.reset()
                recorder.records.removeAll()
                Platform.writeStdout("a fresh device; the app is not running\n")
            } catch {
                showError("\(error)")
            }
        case ":reload":
            guard let appPath else { showError("no app script to reload"); break }
            do {
                let script = ScenarioRun.Script(source: try Platform.readFile(appPath), path: appPath)
                if let error = session.reload(script) { showError(error) }
                else { Platform.writeStdout("reloaded \(SafeText.line(appPath)): the next launch uses it\n") }
            } catch {
                showError("\(error)")
            }
        case ":save":
            guard words.count == 2 else { showError("usage: :save FILE"); break }
            save(to: words[1])
        default:
            showError("unknown command \(words[0]); :help lists them")
        }
        return true
    }
}
