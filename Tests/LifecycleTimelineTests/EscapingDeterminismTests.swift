import LifecycleCore
import LifecycleOutput
import Testing
@testable import LifecycleTimeline

/// What apps and scenarios wrote reaches the SVG escaped; the same trace gives the same bytes.
@Suite("Timeline — escaping and determinism")
struct EscapingDeterminismTests {
    @Test("markup characters in names and messages are escaped, and the file still parses")
    func markup() throws {
        let name = "A<b>&\"c'"
        let records = Runs.launch(at: 0, app: name) + [
            Runs.at(1, .violation(rule: .B5, message: "</title><script>alert('x')</script> & more"), app: name),
            Runs.at(1, .run(kind: .observer, cost: .zero, subject: "<Notif & \"x\">"), app: name),
        ]
        let text = Runs.render(records, app: name)
        #expect(!text.contains("<script>"))
        let svg = try SVGDocument.parse(text)
        #expect(svg.find("lane").first?.attributes["data-app"] == name)
        #expect(svg.find("violation").first?.title == "violation [B5] </title><script>alert('x')</script> & more")
        #expect(svg.find("run", name: "rect").last?.title?.hasPrefix("observer of <Notif & \"x\"> at 1 s") == true)
    }

    @Test("characters XML 1.0 forbids become U+FFFD; tabs and newlines survive")
    func controlCharacters() throws {
        let message = "bell\u{7} nul\u{0} esc\u{1B} tab\t line\nend \u{FFFF}"
        let records = Runs.launch(at: 0) + [Runs.at(0, .kill(reason: .crash, rule: .S1, message: message, code: nil, traceback: nil, cause: .app))]
        let svg = try SVGDocument.parse(Runs.render(records))
        let title = try #require(svg.find("kill").first?.title)
        #expect(title == "killed: crash [S1] bell\u{FFFD} nul\u{FFFD} esc\u{FFFD} tab\t line\nend \u{FFFD}")
    }

    @Test("attribute values keep quotes, apostrophes and white space")
    func attributes() {
        #expect(SafeXML.attribute("a\"b'c<d>&\n\t") == "a&quot;b&apos;c&lt;d&gt;&amp;&#10;&#9;")
        #expect(SafeXML.text("a\"b'c<d>&") == "a\"b'c&lt;d&gt;&amp;")
        #expect(SafeXML.text("café ✓ 🍎") == "café ✓ 🍎")
    }

    @Test("numbers are written with at most one decimal")
    func numbers() {
        #expect(SVGWriter.number(12) == "12")
        #expect(SVGWriter.number(12.34) == "12.3")
        #expect(SVGWriter.number(-3.06) == "-3.1")
        #expect(SVGWriter.number(-0.01) == "0")
        #expect(SVGWriter.number(.nan) == "0")
    }

    @Test("the same trace renders to the same bytes, every time")
    func sameBytes() {
        let records = [Runs.at(0, .action(verb: "install", detail: "Mail"))] + Runs.slowSave
            + Runs.launch(at: 15, app: "Mail") + [Runs.at(700, .action(verb: "home", detail: nil))]
        let first = Runs.render(records, end: 700)
        for _ in 0..<3 { #expect(Runs.render(records, end: 700) == first) }
        #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    }

    @Test("a different trace gives a different picture")
    func differentBytes() {
        var other = Runs.slowSave
        other[other.count - 1] = Runs.at(15, .expect(ok: true, message: "fine"))
        #expect(Runs.render(other) != Runs.render(Runs.slowSave))
    }
}
