import Foundation
import Testing

@testable import LifecycleCore
import TestSupport

@Suite("JSONL — the trace format of docs/trace.md")
struct TraceJSONTests {
    private func line(_ event: TraceEvent, at micros: Int64 = 0, app: String? = nil) -> String {
        var json = TraceJSON()
        json.append(TraceRecord(time: SimTime(micros: micros), app: app, event: event))
        return String(decoding: json.buffer, as: UTF8.self)
    }

    @Test("JSONL: numbers are seconds with no trailing zeros", arguments: [
        (0, "0"), (1_500_000, "1.5"), (125, "0.000125"), (2_000_000, "2"), (10_050_000, "10.05"),
        (123_456_789, "123.456789"), (100_000, "0.1"), (1, "0.000001"), (-1_500_000, "-1.5"),
        (1_000_000_000_000, "1000000"),
    ] as [(Int64, String)])
    func numbers(micros: Int64, text: String) {
        #expect(SimDuration(micros: micros).description == text)
        #expect(SimTime(micros: micros).description == text)
        #expect(line(.log(text: ""), at: micros) == "{\"t\":\(text),\"event\":\"log\",\"text\":\"\"}\n")
    }

    @Test("JSONL: script seconds convert to whole microseconds; bad values are refused")
    func secondsFromScripts() {
        #expect(SimDuration.seconds(exactly: 1.5) == SimDuration(micros: 1_500_000))
        #expect(SimDuration.seconds(exactly: 0.000125) == SimDuration(micros: 125))
        #expect(SimDuration.seconds(exactly: 0) == .zero)
        #expect(SimDuration.seconds(exactly: -1) == nil)
        #expect(SimDuration.seconds(exactly: .nan) == nil)
        #expect(SimDuration.seconds(exactly: .infinity) == nil)
        #expect(SimDuration.seconds(exactly: 1e13) == nil)
    }

    @Test("JSONL: the contract's events, byte for byte")
    func interfaceEvents() {
        #expect(line(.state(from: .notRunning, to: .inactive))
            == #"{"t":0,"event":"state","from":"notRunning","to":"inactive"}"# + "\n")
        #expect(line(.call(hook: .didEnterBackground, cost: SimDuration(micros: 125)), at: 1_500_000)
            == #"{"t":1.5,"event":"call","hook":"applicationDidEnterBackground:","cost":0.000125}"# + "\n")
        #expect(line(.notification(name: .didBecomeActive, value: nil, queued: false))
            == #"{"t":0,"event":"notification","name":"UIApplicationDidBecomeActiveNotification"}"# + "\n")
        #expect(line(.notification(name: .orientationDidChange, value: "landscapeLeft", queued: true), at: 7_000_000)
            == #"{"t":7,"event":"notification","name":"UIDeviceOrientationDidChangeNotification","value":"landscapeLeft","queued":true}"# + "\n")
        #expect(line(.violation(rule: .B5, message: "no such task"), at: 2_000_000)
            == #"{"t":2,"event":"violation","rule":"B5","message":"no such task"}"# + "\n")
        #expect(line(.kill(reason: .watchdog, rule: .B4, message: "too slow", code: "0x8badf00d", traceback: nil, cause: .app), at: 5_000_000)
            == #"{"t":5,"event":"kill","reason":"watchdog","message":"too slow","rule":"B4","code":"0x8badf00d"}"# + "\n")
        #expect(line(.kill(reason: .crash, rule: .S1, message: "boom", code: nil, traceback: "at line 3", cause: .app))
            == #"{"t":0,"event":"kill","reason":"crash","message":"boom","rule":"S1","traceback":"at line 3"}"# + "\n")
        #expect(line(.kill(reason: .user, rule: .T4, message: "swiped", code: nil, traceback: "", cause: .asked))
            == #"{"t":0,"event":"kill","reason":"user","message":"swiped","rule":"T4","cause":"asked"}"# + "\n")
        #expect(line(.expect(ok: true, message: "state is active"))
            == #"{"t":0,"event":"expect","ok":true,"message":"state is active"}"# + "\n")
        #expect(line(.expect(ok: false, message: "no"))
            == #"{"t":0,"event":"expect","ok":false,"message":"no"}"# + "\n")
        #expect(line(.log(text: "hi"), at: 1_000) == #"{"t":0.001,"event":"log","text":"hi"}"# + "\n")
    }

    @Test("JSONL: the added events, byte for byte, and the app key after event")
    func addedEvents() {
        #expect(line(.action(verb: "home", detail: nil)) == #"{"t":0,"event":"action","verb":"home"}"# + "\n")
        #expect(line(.action(verb: "advance", detail: "2.5"), at: 2_500_000)
            == #"{"t":2.5,"event":"action","verb":"advance","detail":"2.5"}"# + "\n")
        #expect(line(.run(kind: .expirationHandler, cost: .zero, task: 1, queue: nil), at: 180_000_000)
            == #"{"t":180,"event":"run","what":"expirationHandler","cost":0,"task":1}"# + "\n")
        #expect(line(.run(kind: .block, cost: .milliseconds(250), task: nil, queue: "main"), at: 3_000_000)
            == #"{"t":3,"event":"run","what":"block","cost":0.25,"queue":"main"}"# + "\n")
        #expect(line(.exit(rule: .T1, message: "bye")) == #"{"t":0,"event":"exit","rule":"T1","message":"bye"}"# + "\n")
        #expect(line(.task(action: "begin", id: 3)) == #"{"t":0,"event":"task","action":"begin","id":3}"# + "\n")
        #expect(line(.warning(message: "w")) == #"{"t":0,"event":"warning","message":"w"}"# + "\n")
        #expect(line(.note(text: "n")) == #"{"t":0,"event":"note","text":"n"}"# + "\n")
        #expect(line(.state(from: .active, to: .inactive), app: "mail")
            == #"{"t":0,"event":"state","app":"mail","from":"active","to":"inactive"}"# + "\n")
    }

    @Test("JSONL: strings escape quotes, backslashes, newlines and control characters; UTF-8 passes through")
    func escaping() {
        let text = "say \"hi\"\n\tback\\slash\r\u{01}\u{1f}\u{7f}é→🙂"
        // DEL is one of `ControlCharacters` (H37): escaped as every other; UTF-8 passes through.
        let expected = #"{"t":0,"event":"log","text":"say \"hi\"\n\tback\\slash\r\u0001\u001f\u007f"#
            + "é→🙂\"}\n"
        #expect(line(.log(text: text)) == expected)
        #expect(line(.log(text: "\u{0}")) == #"{"t":0,"event":"log","text":"\u0000"}"# + "\n")
    }

    @Test("JSONL: every line of a tour is one JSON object with a number t and a string event")
    func linesParse() throws {
        let loader = ScriptedLoader.implementingAll()
        loader.hooks[.didBecomeActive] = { session in
            session.log("quote \" newline \n tab \t ctrl \u{2}")
            return .returned(.none)
        }
        let jsonl = JSONLCollector()
        let device = Device(loader: loader, sinks: [jsonl])
        device.launch()
        device.home()
        device.advance(.milliseconds(1_500))
        device.reopen()
        device.userKill()
        let lines = jsonl.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        #expect(lines.count > 10)
        for text in lines.dropLast() {
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(object?["t"] is NSNumber, "\(text)")
            #expect(object?["event"] is String, "\(text)")
        }
        #expect(lines.first == #"{"t":0,"event":"action","verb":"launch"}"#)
        #expect(lines.contains(#"{"t":1.5,"event":"action","verb":"reopen"}"#))
    }
}
