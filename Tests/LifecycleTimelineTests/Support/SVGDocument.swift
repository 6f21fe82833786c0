#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import LifecycleCore
@testable import LifecycleTimeline

/// An SVG file parsed with XMLParser into elements, for structure checks.
final class SVGElement {
    let name: String
    let attributes: [String: String]
    var children: [SVGElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Every element under this one (itself included), in document order.
    var all: [SVGElement] { [self] + children.flatMap(\.all) }

    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// Elements with `name` (any when nil) having the class `className`.
    func find(_ className: String, name: String? = nil) -> [SVGElement] {
        all.filter { $0.classes.contains(className) && (name == nil || $0.name == name) }
    }

    /// The hover title: the text of a `title` child.
    var title: String? { children.first { $0.name == "title" }?.text }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Parses a document; nil (with the parser's error) when it is not well-formed.
enum SVGDocument {
    static func parse(_ text: String) throws -> SVGElement {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseError(message: parser.parserError.map { "\($0)" } ?? "no root element")
        }
        return root
    }

    struct ParseError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: SVGElement?
        var stack: [SVGElement] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = SVGElement(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}

/// Hand-built traces.
enum Runs {
    static func at(_ seconds: Double, _ event: TraceEvent, app: String? = nil) -> TraceRecord {
        TraceRecord(time: SimTime(micros: Int64((seconds * 1e6).rounded())), app: app, event: event)
    }

    static func seconds(_ value: Double) -> SimDuration { SimDuration(micros: Int64((value * 1e6).rounded())) }

    /// Records a trace and renders it.
    static func render(_ records: [TraceRecord], app: String = "app", end: Double? = nil) -> String {
        let recorder = record(records, app: app)
        let last = records.last.map { $0.time } ?? .zero
        return TimelineSVG.render(recorder, title: "test", end: end.map { SimTime(micros: Int64($0 * 1e6)) } ?? last)
    }

    static func record(_ records: [TraceRecord], app: String = "app") -> TimelineRecorder {
        let recorder = TimelineRecorder(mainApp: app)
        for record in records { recorder.receive(record) }
        return recorder
    }

    /// A launch into the foreground at `t`: five steps at one instant (L1).
    static func launch(at t: Double, app: String? = nil) -> [TraceRecord] {
        [at(t, .action(verb: "launch", detail: app.map { "app=\($0)" }), app: nil),
         at(t, .state(from: .notRunning, to: .inactive), app: app),
         at(t, .run(kind: .main, cost: .zero), app: app),
         at(t, .call(hook: .didFinishLaunching, cost: .zero), app: app),
         at(t, .notification(name: .didFinishLaunching, value: nil, queued: false), app: app),
         at(t, .state(from: .inactive, to: .active), app: app),
         at(t, .notification(name: .didBecomeActive, value: nil, queued: false), app: app)]
    }

    /// examples/slow-save: Home, a 5 s B4 overrun, a watchdog kill, a failed expectation.
    static let slowSave: [TraceRecord] = launch(at: 0) + [
        at(0, .expect(ok: true, message: "state is active")),
        at(0, .action(verb: "home", detail: nil)),
        at(0, .notification(name: .willResignActive, value: nil, queued: false)),
        at(0, .state(from: .active, to: .inactive)),
        at(0, .state(from: .inactive, to: .background)),
        at(0, .call(hook: .didEnterBackground, cost: seconds(5))),
        at(0, .log(text: "saving the whole document synchronously...")),
        at(5, .kill(reason: .watchdog, rule: .B4, message: "applicationDidEnterBackground: did not return within 5 s",
                    code: "0x8badf00d", traceback: nil, cause: .app)),
        at(5, .state(from: .background, to: .notRunning)),
        at(5, .action(verb: "advance", detail: "10")),
        at(15, .expect(ok: false, message: "expected state suspended, but the app is notRunning")),
    ]
}
