import LifecycleCore
import LifecycleOutput
@preconcurrency import Rainbow
import Testing

/// The pretty trace in process: records rendered to the exact lines `lifecycle run` writes, with
/// colour off (a pipe, `NO_COLOR`) and on (a terminal), what scripts wrote made visible
/// (docs/security.md, "The terminal"), and runs of identical lines collapsed. Serialized: colour
/// is Rainbow's switch, one for the whole process.
@Suite("Pretty sink", .serialized)
struct PrettySinkTests {
    static let launch = [
        Pretty.at(0, .action(verb: "launch", detail: nil)),
        Pretty.at(0, .state(from: .notRunning, to: .inactive)),
        Pretty.at(0, .call(hook: .didFinishLaunching, cost: SimDuration(micros: 2_000))),
        Pretty.at(1.5, .log(text: "saved\u{1B}[2J\tdone\nline two"), app: "Mail"),
        Pretty.at(2, .violation(rule: .B4, message: "kept running")),
        Pretty.at(2, .expect(ok: false, message: "saved \u{202E}txt.exe")),
    ]

    @Test("colour off: a verb, a state change, a hook call, a printed line under its app, a violation with its explain pointer, a failed expectation")
    func plainLines() {
        let text = Pretty.render(Self.launch, color: false)
        #expect(text == """
                0.000  ▶ launch()
                       ● notRunning → inactive
                         ⚙ application:didFinishLaunchingWithOptions:  0.002 s
                1.500  [Mail]     │ saved\\e[2J\tdone
                                  │ line two
                2.000  ⚠ violation [B4] kept running
                       ↳ lifecycle explain B4
                       ✗ expect failed: saved \\u{202E}txt.exe

            """)
    }

    @Test("a rule that lifecycle explain does not know gets no pointer")
    func noPointer() {
        let text = Pretty.render([Pretty.at(2, .violation(rule: .B4, message: "kept running"))], color: false, explains: { _ in false })
        #expect(text == "    2.000  ⚠ violation [B4] kept running\n")
    }

    @Test("colour on: ANSI styles around the sink's own parts; a script's ESC is still shown as \\e")
    func colouredLines() {
        let text = Pretty.render(Array(Self.launch.prefix(5)), color: true)
        let esc = "\u{1B}["
        #expect(text == """
                \(esc)90m0.000\(esc)0m  \(esc)1m▶ \(esc)0m\(esc)1mlaunch()\(esc)0m
                       \(esc)36m● \(esc)0m\(esc)36mnotRunning → \(esc)0m\(esc)36;1minactive\(esc)0m
                         ⚙ application:didFinishLaunchingWithOptions:  \(esc)90m0.002 s\(esc)0m
                \(esc)90m1.500\(esc)0m  \(esc)90m[Mail] \(esc)0m\(esc)90m    │ \(esc)0msaved\\e[2J\tdone
                              \(esc)90m    │ \(esc)0mline two
                \(esc)90m2.000\(esc)0m  \(esc)33;1m⚠ violation \(esc)0m\(esc)33m[B4] \(esc)0mkept running\(esc)90m
                       ↳ lifecycle explain B4\(esc)0m

            """)
        let script = text.replacing(/\x1B\[[0-9;]*m/, with: "")
        #expect(!script.unicodeScalars.contains("\u{1B}"))
    }

    @Test("collapsing: identical printed lines are written once with their count and spacing")
    func collapsed() {
        let records = [1.0, 2.0, 3.0].map { Pretty.at($0, .log(text: "tick")) } + [Pretty.at(4, .action(verb: "home", detail: nil))]
        #expect(Pretty.render(records, color: false, collapsing: true) == """
                1.000      │ tick  ×3, 1 s apart
                4.000  ▶ home()

            """)
        #expect(Pretty.render(records, color: false).split(separator: "\n").count == 4)
    }

    @Test("a kill's traceback keeps its lines under a bar, each made visible")
    func traceback() {
        let kill = Pretty.at(3, .kill(reason: .crash, rule: .S1, message: "boom\u{7}", code: nil,
                                      traceback: "app.lua:3: in f\u{9B}\napp.lua:9: in main", cause: .app))
        #expect(Pretty.render([kill], color: false, explains: { _ in false }) == """
                3.000  ✖ killed: crash [S1] boom\\u{7}
                       │ app.lua:3: in f\\u{9B}
                       │ app.lua:9: in main

            """)
    }
}

/// Renders records through a `PrettySink` into a string, with Rainbow's colour set for the call.
enum Pretty {
    static func at(_ seconds: Double, _ event: TraceEvent, app: String? = nil) -> TraceRecord {
        TraceRecord(time: SimTime(micros: Int64((seconds * 1e6).rounded())), app: app, event: event)
    }

    static func render(_ records: [TraceRecord], color: Bool, collapsing: Bool = false,
                       explains: @escaping (Rule) -> Bool = { $0 == .B4 }) -> String {
        let (enabled, target) = (Rainbow.enabled, Rainbow.outputTarget)
        Rainbow.enabled = color
        Rainbow.outputTarget = color ? .console : .unknown
        defer { (Rainbow.enabled, Rainbow.outputTarget) = (enabled, target) }
        var text = ""
        let sink = PrettySink(collapsing: collapsing, explains: explains) { text += $0 }
        for record in records { sink.receive(record) }
        sink.flush()
        return text
    }
}
