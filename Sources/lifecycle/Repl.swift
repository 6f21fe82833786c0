import LifecycleCore
import LifecycleLua
import LifecycleTools
import Rainbow

/// The read–eval–print loop of `lifecycle repl`: lines are read (edited on a terminal, plain from
/// a pipe), chunks evaluated in the scenario state, values and trace lines printed.
final class Repl {
    private var session: ReplSession
    private let interactive: Bool
    private let editor: LineEditor
    private let recorder = RecordCollector()
    private let status = ReplStatus()
    private let pretty: PrettySink
    private let appPath: String?
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
        if interactive {
            session.scenario.watchInterrupts()   // a stray Ctrl-C never kills the session
            Platform.writeStdout("lifecycle repl · \(VisibleText.escape(appPath ?? "no app")) · type :help, or Ctrl-D to leave\n".bold)
        }
        var chunk: [String] = []
        var lineNumber = 0, chunkStart = 1
        while true {
            let prompt = session.prompt(continuing: !chunk.isEmpty)
            let line: String
            if interactive {
                switch editor.read(prompt: prompt) {
                case .line(let text): line = text
                case .cancelled: chunk = []; continue
                case .endOfInput: return status.exitStatus(interactive: true)
                }
            } else {
                guard let text = Platform.readLine() else {
                    if !chunk.isEmpty { reportUnfinished(chunk, firstLine: chunkStart) }
                    return status.exitStatus(interactive: false)
                }
                line = text
            }
            lineNumber += 1
            if chunk.isEmpty { chunkStart = lineNumber }
            if chunk.isEmpty, line.hasPrefix(":") {
                if !command(line) { return status.exitStatus(interactive: interactive) }
                continue
            }
            chunk.append(line)
            let source = chunk.joined(separator: "\n")
            if source.allSatisfy(\.isWhitespace) { chunk = []; continue }
            if interactive { session.scenario.watchInterrupts() }
            // At a terminal every chunk is `stdin:1` on, as in `lua`; a script's lines are
            // named by their place in it.
            let result = session.evaluate(source, firstLine: interactive ? 1 : chunkStart)
            pretty.flush()
            if case .incomplete = result { continue }
            chunk = []
            if interactive { remember(source) }
            switch result {
            // Values and errors show what the chunk made: control characters made visible.
            case .ran(let value?): Platform.writeStdout(VisibleText.lines(value) + "\n")
            case .failed(let message): showError(message)
            default: break
            }
        }
    }

    /// An error of a chunk or a command: shown, and counted for the exit status.
    private func showError(_ message: String) {
        status.errors += 1
        Platform.writeStdout(VisibleText.lines(message).red + "\n")
    }

    /// The input ended inside a chunk (a `for` without its `end`): it did not run, and the
    /// message says so with Lua's own account of what is missing.
    private func reportUnfinished(_ chunk: [String], firstLine: Int) {
        var reason = "the input ended"
        if case .incomplete(let message) = session.scenario.evaluate(chunk.joined(separator: "\n"), firstLine: firstLine) {
            reason = message
        }
        showError("stdin:\(firstLine): unfinished chunk at the end of the input, not run: \(reason)")
    }

    private func remember(_ chunk: String) {
        guard editor.history.last != chunk else { return }
        editor.history.append(chunk)
        History.append(chunk)
    }

    /// A `:` command; false to leave.
    private func command(_ line: String) -> Bool {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        switch words[0] {
        case ":help": Platform.writeStdout(Repl.help)
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
                else { Platform.writeStdout("reloaded \(VisibleText.escape(appPath)): the next launch uses it\n") }
            } catch {
                showError("\(error)")
            }
        case ":save":
            guard words.count == 2 else { showError("usage: :save FILE"); break }
            do {
                try Platform.writeFile(words[1], session.savedScenario)
                let file = VisibleText.escape(words[1])
                Platform.writeStdout("saved \(session.ranChunks.count) chunks to \(file); replay with lifecycle run APP.lua \(file)\n")
            } catch {
                showError("\(error)")
            }
        default:
            showError("unknown command \(words[0]); :help lists them")
        }
        return true
    }

    static let help = """
        Scenario verbs act at once; their trace lines are printed as they happen.
          launch(opts)        tap the icon (opts.url, opts.background, opts.app)
          home()              press Home                 reopen()      tap the icon again
          lock(), unlock()    the Sleep/Wake button      call(), answer(), decline(), end_call()
          open_url(url, src)  another app opens a URL    advance(s)    let s simulated seconds pass
          memory_warning()    a memory warning           low_memory()  memory pressure kills apps
          user_kill()         swipe the app away         rotate(o), change_locale(id)
          tap(x, y), shake(), remote(cmd), accelerate(x, y, z), banner(text), notification_center()
          significant_time_change(), connect_accessory(name), disconnect_accessory()
          change_settings{k = v}, set_passcode(on), set_multitasking(on), install(name, path)
          state(), expect_state(name), expect(cond, msg), now(), profile()
        Lua: an expression's value is printed (=expr works too); an unfinished chunk continues
        on a >> prompt; Tab completes; Up/Down and Ctrl-R search the history; Ctrl-C clears the
        line or interrupts a running chunk; Ctrl-D leaves.
        Commands:
          :help               this text
          :trace              the whole trace so far
          :reload             read APP.lua again (the next launch uses it)
          :reset              a fresh device
          :save FILE          write the chunks typed so far as a scenario for lifecycle run
          :quit               leave

        """
}
