import Testing

@testable import LifecycleCore

/// The `call` and `notification` lines copy their constant fields from tables indexed by ordinal
/// (TraceJSONFields, docs/performance.md): the ordinals must be the cases' places, and every
/// line must read exactly as docs/trace.md fixes it, with and without an app name, value or queue.
@Suite("JSONL — the call and notification lines of every hook and name")
struct TraceJSONFieldsTests {
    private func line(_ event: TraceEvent, app: String? = nil) -> String {
        var json = TraceJSON()
        json.append(TraceRecord(time: SimTime(micros: 2_500_000), app: app, event: event))
        return String(decoding: json.buffer, as: UTF8.self)
    }

    @Test("ordinals are the places in allCases")
    func ordinals() {
        #expect(Hook.allCases.map(\.ordinal) == Array(Hook.allCases.indices))
        #expect(NotificationName.allCases.map(\.ordinal) == Array(NotificationName.allCases.indices))
    }

    @Test("JSONL: a call line for every hook", arguments: Hook.allCases)
    func call(hook: Hook) {
        #expect(line(.call(hook: hook, cost: SimDuration(micros: 1_000)))
                == "{\"t\":2.5,\"event\":\"call\",\"hook\":\"\(hook.selector)\",\"cost\":0.001}\n")
        #expect(line(.call(hook: hook, cost: .zero), app: "Mail \"2\"")
                == "{\"t\":2.5,\"event\":\"call\",\"app\":\"Mail \\\"2\\\"\",\"hook\":\"\(hook.selector)\",\"cost\":0}\n")
    }

    @Test("JSONL: a notification line for every name", arguments: NotificationName.allCases)
    func notification(name: NotificationName) {
        #expect(line(.notification(name: name, value: nil, queued: false))
                == "{\"t\":2.5,\"event\":\"notification\",\"name\":\"\(name.rawValue)\"}\n")
        #expect(line(.notification(name: name, value: "a\nb", queued: true), app: "x")
                == "{\"t\":2.5,\"event\":\"notification\",\"app\":\"x\",\"name\":\"\(name.rawValue)\",\"value\":\"a\\nb\",\"queued\":true}\n")
    }
}
