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
    private let appPath: String?

    init(app: ScenarioRun.Script?, simulation: Simulation, interactive: Bool) throws {
        self.interactive = interactive
        self.appPath = app?.path
        let pretty = PrettySink()
        session = try ReplSession(app: app, simulation: simulation, sinks: [pretty, recorder])
        var complete: (String) -> [String] = { _ in [] }
        editor = LineEditor { complete($0) }
        complete = { [unowned self] text in self.session.scenario.completions(for: text) }
        editor.history = History.load()
    }

    func run() {
        if interactive {
            session.scenario.watchInterrupts()   // a stray Ctrl-C never kills the session
            Platform.writeStdout("lifecycle repl · \(VisibleText.escape(appPath ?? "no app")) · type :help, or Ctrl-D to leave\n".bold)
        }
        var chunk: [String] = []
        while true {
            let prompt = session.prompt(continuing: !chunk.isEmpty)
            let line: String
            if interactive {
                switch editor.read(prompt: prompt) {
                case .line(let text): line = text
                case .cancelled: chunk = []; continue
                case .endOfInput: return
                }
            } else {
                guard let text = Platform.readLine() else { return }
                line = text
            }
            if chunk.isEmpty, line.hasPrefix(":") {
                if !command(line) { return }
                continue
            }
            chunk.append(line)
            let source = chunk.joined(separator: "\n")
            if source.allSatisfy(\.isWhitespace) { chunk = []; continue }
            if interactive { session.scenario.watchInterrupts() }
            let result = session.evaluate(source)
            if result == .incomplete { continue }
            chunk = []
            if interactive { remember(source) }
            switch result {
            // Values and errors show what the chunk made: control characters made visible.
            case .ran(let value?): Platform.writeStdout(VisibleText.lines(value) + "\n")
            case .failed(let message): Platform.writeStdout(VisibleText.lines(message).red + "\n")
            default: break
            }
        }
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
            let replay = PrettySink()
            for record in recorder.records { replay.receive(record) }
        case ":reset":
            do {
                try session.reset()
                recorder.records.removeAll()
                Platform.writeStdout("a fresh device; the app is not running\n")
            } catch {
                Platform.writeStdout(VisibleText.lines("\(error)").red + "\n")
            }
        case ":reload":
            guard let appPath else { Platform.writeStdout("no app script to reload\n"); break }
            do {
                let script = ScenarioRun.Script(source: try Platform.readFile(appPath), path: appPath)
                if let error = session.reload(script) { Platform.writeStdout(VisibleText.lines(error).red + "\n") }
                else { Platform.writeStdout("reloaded \(VisibleText.escape(appPath)): the next launch uses it\n") }
            } catch {
                Platform.writeStdout(VisibleText.lines("\(error)").red + "\n")
            }
        case ":save":
            guard words.count == 2 else { Platform.writeStdout("usage: :save FILE\n"); break }
            do {
                try Platform.writeFile(words[1], session.savedScenario)
                let file = VisibleText.escape(words[1])
                Platform.writeStdout("saved \(session.ranChunks.count) chunks to \(file); replay with lifecycle run APP.lua \(file)\n")
            } catch {
                Platform.writeStdout(VisibleText.lines("\(error)").red + "\n")
            }
        default:
            Platform.writeStdout("unknown command \(VisibleText.escape(words[0])); :help lists them\n")
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

/// The REPL's history file (~/.lifecycle_history): one complete chunk per line, newlines and
/// backslashes escaped.
enum History {
    static let limit = 1000
    /// Whether chunks are appended to the file: not when it could not be read (a FIFO would
    /// block the append, and a file over the size limit would only grow).
    nonisolated(unsafe) private static var keeping = true

    /// The last `limit` chunks; none, with a warning, when the file cannot be read (over
    /// `Platform.maxFileBytes`, or not a regular file). A file past `limit` chunks or half the
    /// size limit is rewritten with its newest chunks, so that it never reaches the limit.
    static func load() -> [String] {
        guard let path = Platform.historyPath else { return [] }
        do {
            guard let text = try Platform.readFileIfPresent(path) else { return [] }
            var lines = text.split(separator: "\n")[...]
            var bytes = text.utf8.count
            if lines.count > limit || bytes > Platform.maxFileBytes / 2 {
                while lines.count > limit || bytes > Platform.maxFileBytes / 4, let first = lines.popFirst() {
                    bytes -= first.utf8.count + 1
                }
                try? Platform.replaceFile(path, lines.map { $0 + "\n" }.joined())
            }
            return lines.map { unescape(String($0)) }
        } catch {
            keeping = false
            Platform.writeStderr("warning: \(VisibleText.escape("\(error)")); the history starts empty and is not saved\n")
            return []
        }
    }

    static func append(_ chunk: String) {
        guard keeping, let path = Platform.historyPath else { return }
        try? Platform.writeFile(path, escape(chunk) + "\n", append: true)
    }

    static func escape(_ chunk: String) -> String {
        chunk.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    static func unescape(_ line: String) -> String {
        var out = ""
        var escaping = false
        for character in line {
            if escaping { out.append(character == "n" ? "\n" : character); escaping = false }
            else if character == "\\" { escaping = true }
            else { out.append(character) }
        }
        return out
    }
}
