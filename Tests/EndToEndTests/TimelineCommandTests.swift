import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `lifecycle run … --timeline FILE.svg`: the SVG the built binary writes for the examples, parsed
/// with XMLParser: a lane per app, hook marks, kills and violations with their rule ids (B4, M1,
/// B5), an axis and a legend; the trace on stdout unchanged; an unwritable path is exit 2.
@Suite("Timeline command", .serialized)
struct TimelineCommandTests {
    /// Runs `lifecycle run ARGS --timeline TMP.svg`; the result and the parsed picture.
    private func run(_ arguments: [String]) throws -> (CLI.Result, TimelineXML.Element, String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run(["run"] + arguments + ["--timeline", path])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (result, try TimelineXML.parse(text), text)
    }

    private func example(_ name: String) -> [String] {
        let scenario = "examples/\(name)/scenario.lua"
        return ["examples/\(name)/app.lua"] + (FileManager.default.fileExists(atPath: CLI.root.appendingPathComponent(scenario).path) ? [scenario] : [])
    }

    @Test("B4: slow-save's picture has its lane, states, calls, the B4 budget and kill, an axis and a legend")
    func slowSave() throws {
        let (result, svg, _) = try run(example("slow-save") + ["--format", "jsonl"])
        #expect(result.status == 1, "the same status as without --timeline")
        #expect(svg.name == "svg")
        #expect(svg.find("lane").map { $0.attributes["data-app"] } == ["slow-save"])
        #expect(Set(svg.find("state").compactMap { $0.classes.last })
            == ["state-notRunning", "state-inactive", "state-active", "state-background"])
        let calls = try CLI.events(result).filter { $0["event"] as? String == "call" }.count
        #expect(svg.find("hook").count == calls)
        #expect(svg.find("hook").contains { $0.title?.contains("applicationDidEnterBackground: at 0 s: cost 5 s, budget 5 s (B4)") == true })
        #expect(svg.find("budget").map { $0.attributes["data-rule"] } == ["B4"])
        #expect(svg.find("kill").map { $0.attributes["data-rule"] } == ["B4"])
        #expect(svg.find("kill").first?.all.contains { $0.name == "text" && $0.text == "watchdog B4" } == true)
        #expect(svg.find("expect").contains { $0.classes.contains("failed") })
        #expect(svg.find("axis").first?.find("tick").contains { $0.text == "0 s" } == true)
        #expect(svg.find("legend").first?.find("key").count ?? 0 >= 5)
    }

    @Test("M1: low-memory installs two apps: three lanes, three jetsam kills")
    func multiApp() throws {
        let (result, svg, _) = try run(example("low-memory"))
        #expect(result.status == 0)
        #expect(svg.find("lane").map { $0.attributes["data-app"] } == ["low-memory", "Photos", "Notes"])
        #expect(svg.find("kill").map { $0.attributes["data-rule"] } == ["M1", "M1", "M1"])
        #expect(svg.find("sub").first?.text.contains("3 apps") == true)
    }

    @Test("B5: with ios13 the background task is drawn, its expiry marked, and the idle end cut")
    func backgroundTaskExpires() throws {
        let (result, svg, _) = try run(example("background-task") + ["--profile", "ios13"])
        #expect(result.status == 0)
        let task = try #require(svg.find("task").first)
        #expect(task.attributes["data-task"] == "1")
        #expect(task.all.contains { $0.title?.contains("time ran out at 30 s (B5)") == true })
        #expect(svg.find("run").contains { $0.title?.hasPrefix("expiration handler of task 1 at 30 s") == true })
        let cut = try #require(svg.find("cut").first)
        #expect(cut.all.contains { $0.name == "text" && $0.text.hasSuffix(" idle") })
    }

    @Test("C6: a BGTask is a woken stretch labelled bgtask and a span to its completion; one never completed shows its expiry and the app's end")
    func bgTasks() throws {
        let (result, svg, _) = try run(example("bg-refresh") + ["--profile", "ios13"])
        #expect(result.status == 0)
        let spans = svg.find("bgtask")
        #expect(spans.map { $0.attributes["data-kind"] } == ["refresh", "processing"])
        #expect(spans.first?.attributes["data-bgtask"] == "com.example.news.refresh")
        #expect(spans.allSatisfy { $0.all.contains { $0.title?.contains("completed (success) at") == true } })
        let woken = svg.find("woken")
        #expect(woken.contains { $0.title?.contains("woken for the BGAppRefreshTask \"com.example.news.refresh\" (C6)") == true }, "\(woken.map(\.title))")
        #expect(svg.all.contains { $0.name == "text" && $0.text == "bgtask" })
        #expect(svg.find("legend").first?.find("key").contains { $0.all.contains { $0.text == "BGTask run by the system (C6)" } } == true)
        // Never completed: expired at 40 s, the app killed at 41 s.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-bg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try BGTaskEndToEndTests.app.write(to: folder.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        try "launch() home() advance(10) run_bg_task('com.example.refresh') advance(60)"
            .write(to: folder.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let (_, never, _) = try run([folder.appendingPathComponent("app.lua").path, folder.appendingPathComponent("s.lua").path, "--profile", "ios13"])
        let span = try #require(never.find("bgtask").first)
        #expect(span.all.contains { $0.title?.hasSuffix("started at 10 s, never completed: the app ended at 41 s (C6)") == true }, "\(span.all.compactMap(\.title))")
        #expect(span.find("expired").first?.title?.contains("its time ran out at 40 s") == true)
        #expect(never.find("kill").map { $0.attributes["data-rule"] } == ["C6"])
    }

    @Test("every example gives a well-formed picture with a hook mark per call and a violation mark per violation")
    func everyExample() throws {
        // A folder without an app.lua (examples/classroom: a suite and its submissions) is not one run.
        let names = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("examples").path).sorted()
            .filter { FileManager.default.fileExists(atPath: CLI.root.appendingPathComponent("examples/\($0)/app.lua").path) }
        #expect(names.count >= 5)
        for name in names {
            // An example of a later era says so in its app's header ("Run with --profile ios13").
            let header = (try? String(contentsOf: CLI.root.appendingPathComponent("examples/\(name)/app.lua"), encoding: .utf8)) ?? ""
            let era = header.contains("Run with --profile ios13") ? ["--profile", "ios13"] : []
            let (result, svg, _) = try run(example(name) + era + ["--format", "jsonl"])
            #expect(result.status != 2, "\(name): \(result.stderr)")
            let events = try CLI.events(result)
            let count = { (event: String) in events.filter { $0["event"] as? String == event }.count }
            #expect(svg.find("hook").count == count("call"), "\(name)")
            #expect(svg.find("violation").count == count("violation"), "\(name)")
            #expect(svg.find("kill").count == count("kill"), "\(name)")
            #expect(svg.find("axis").count == 1 && svg.find("legend").count == 1, "\(name)")
        }
    }

    @Test("the trace on stdout is the same with and without --timeline, in both formats")
    func stdoutUnchanged() throws {
        for format in ["jsonl", "pretty"] {
            let plain = try CLI.run(["run"] + example("well-behaved") + ["--format", format])
            let (drawn, _, _) = try run(example("well-behaved") + ["--format", format])
            #expect(drawn.stdout == plain.stdout, "\(format)")
            #expect(drawn.status == plain.status)
        }
    }

    @Test("the same run draws the same bytes")
    func deterministic() throws {
        let (_, _, first) = try run(example("game") + ["--seed", "7"])
        let (_, _, second) = try run(example("game") + ["--seed", "7"])
        #expect(first == second)
    }

    @Test("a path that cannot be written is exit status 2 with a clear message, before anything runs")
    func unwritable() throws {
        let result = try CLI.run(["run"] + example("slow-save") + ["--timeline", "/nonexistent-folder/run.svg"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: --timeline: cannot write /nonexistent-folder/run.svg"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

/// A small XMLParser-based tree of the SVG (FoundationXML on Linux).
enum TimelineXML {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""
        init(name: String, attributes: [String: String]) { self.name = name; self.attributes = attributes }
        var all: [Element] { [self] + children.flatMap(\.all) }
        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
        var title: String? { children.first { $0.name == "title" }?.text }
        func find(_ className: String) -> [Element] { all.filter { $0.classes.contains(className) } }
    }

    struct Malformed: Error { let message: String }

    static func parse(_ text: String) throws -> Element {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw Malformed(message: parser.parserError.map { "\($0)" } ?? "empty")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: Element?
        var stack: [Element] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = Element(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
    }
}
