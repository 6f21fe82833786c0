import LifecycleCore
import Testing

/// S3: the fuzzer's checks of frozen code find what they look for, and its generated apps and
/// scenarios take the paths those checks watch (threads that freeze, resume, are purged, cut).
@Suite("Fuzz: frozen code (S3)")
struct FrozenCodeCheckTests {
    static func at(_ seconds: Int64, _ event: TraceEvent) -> TraceRecord {
        TraceRecord(time: SimTime(micros: seconds * 1_000_000), event: event)
    }
    static func code(_ action: CodeAction, _ id: Int, ran: Int64, rule: Rule = .S3) -> TraceEvent {
        .code(action: action, id: id, kind: .block, queue: "global", line: "app.lua:3", rule: rule, ran: .seconds(ran))
    }
    static func block(_ cost: Int64) -> TraceEvent { .run(kind: .block, cost: .seconds(cost), queue: "global") }

    /// A launch, a block that works across two suspensions, is purged (M1) while frozen, and a
    /// new process whose first block is id 1 again.
    static let good: [TraceRecord] = [
        at(0, .state(from: .notRunning, to: .inactive)), at(0, .state(from: .inactive, to: .active)),
        at(1, .state(from: .active, to: .inactive)), at(1, .state(from: .inactive, to: .background)),
        at(5, .state(from: .background, to: .suspended)), at(1, block(4)), at(5, code(.froze, 1, ran: 4)),
        at(10, .state(from: .suspended, to: .background)), at(10, code(.resumed, 1, ran: 4)),
        at(20, .state(from: .background, to: .suspended)), at(10, block(10)), at(20, code(.froze, 1, ran: 14)),
        at(30, code(.lost, 1, ran: 14, rule: .M1)), at(30, .state(from: .suspended, to: .notRunning)),
        at(40, .state(from: .notRunning, to: .inactive)), at(40, .state(from: .inactive, to: .background)),
        at(41, .state(from: .background, to: .suspended)), at(40, block(1)), at(41, code(.froze, 1, ran: 1)),
    ]

    func problems(_ records: [TraceRecord]) -> [String] { FuzzRun(records: records).frozenCodeProblems() }

    func replacing(_ index: Int, with record: TraceRecord) -> [TraceRecord] {
        var records = Self.good
        records[index] = record
        return records
    }

    @Test("S3: a trace that keeps the rules passes; each way of breaking one is found")
    func checksFindProblems() {
        #expect(problems(Self.good) == [])
        // A block's stretch inside the suspension from 5 s to 10 s.
        #expect(problems(Self.good + [Self.at(6, Self.block(1))]).contains { $0.contains("while suspended") })
        // A stretch still running when the app is suspended for good.
        #expect(problems(Self.good + [Self.at(40, Self.block(2))]).contains { $0.contains("while suspended") })
        // A froze while the app is in the background.
        #expect(problems(replacing(4, with: Self.at(5, .state(from: .background, to: .background)))).contains { $0.contains("not suspended") })
        // Resumed with more running time than it froze with (time frozen counted).
        #expect(problems(replacing(8, with: Self.at(10, Self.code(.resumed, 1, ran: 9)))).contains { $0.contains("resumed having run") })
        // The running time going down.
        #expect(problems(replacing(11, with: Self.at(20, Self.code(.froze, 1, ran: 3)))).contains { $0.contains("ran 4, then 3") })
        // Resumed without a froze; froze twice.
        #expect(problems(replacing(6, with: Self.at(5, .log(text: "x")))).contains { $0.contains("without having frozen") })
        #expect(problems(replacing(8, with: Self.at(10, .log(text: "x")))).contains { $0.contains("froze twice") })
        // Frozen code that its dying process does not lose; code after its loss.
        #expect(problems(replacing(12, with: Self.at(30, .log(text: "x")))).contains { $0.contains("neither resumed nor lost") })
        var afterLoss = Self.good
        afterLoss.insert(Self.at(30, Self.code(.resumed, 1, ran: 14)), at: 13)
        #expect(problems(afterLoss).contains { $0.contains("after it was lost") })
        // A dead process's code resumed in the next one, and code between two processes.
        let next = Array(Self.good.prefix(17)) + [Self.at(50, .state(from: .suspended, to: .background)), Self.at(50, Self.code(.resumed, 1, ran: 14))]
        #expect(problems(next).contains { $0.contains("without having frozen") })
        var between = Self.good
        between.insert(Self.at(35, Self.code(.resumed, 1, ran: 14)), at: 14)
        #expect(problems(between).contains { $0.contains("while no process runs") })
    }

    @Test("S3: the trace lines of frozen code are checked: an id, what stopped, a rule, its running time")
    func lineChecks() {
        let good = "{\"t\":5,\"event\":\"froze\",\"id\":1,\"what\":\"block\",\"queue\":\"global\",\"line\":\"app.lua:3\",\"rule\":\"S3\",\"ran\":4}\n"
        #expect(TraceLineCheck.problems(Array(good.utf8)) == [])
        let bad = "{\"t\":5,\"event\":\"resumed\",\"id\":0,\"what\":\"thread\",\"rule\":\"Z9\",\"ran\":-1}\n"
        #expect(TraceLineCheck.problems(Array(bad.utf8)).count == 4)
    }

    @Test("S3: generated apps dispatch global blocks that work, sort with a working comparator and run coroutines; scenarios suspend, purge and wake them")
    func casesTakeTheNewPaths() {
        let cases = (0..<200).map { FuzzCase.make(caseSeed: UInt64($0)) }
        let apps = cases.map(\.app.lua).joined(separator: "\n"), scenarios = cases.map(\.scenario.lua).joined(separator: "\n")
        for snippet in ["table.sort(t, function(a, b) work(0.2)", "coroutine.wrap(function() for i = 1, 20 do work(0.5)", "fuzz_held", "for i = 1, 4 do DispatchQueue.global()"] {
            #expect(apps.contains(snippet), "no generated app holds \(snippet)")
        }
        #expect(scenarios.contains("home() advance(12) low_memory(500) reopen()"))
        let backgroundThreads = cases.filter { $0.app.lua.contains("applicationDidEnterBackground(application, ...)\n  DispatchQueue.global()") }
        #expect(!backgroundThreads.isEmpty, "no generated app dispatches a global block as it enters the background")
    }

    @Test("S3: generated cases write froze, resumed and lost lines, and never cut code (a pause where Lua cannot yield waits)")
    func casesWriteTheLines() {
        var seen: Set<String> = []
        for seed in UInt64(0)..<400 where seen.count < 3 {
            let fuzzCase = FuzzCase.make(caseSeed: seed)
            guard fuzzCase.app.lua.contains("DispatchQueue.global()") else { continue }
            for event in FuzzRun(fuzzCase).records.map(\.event) {
                if case .code(let action, _, _, _, _, _, _) = event { seen.insert(action.rawValue) }
                if case .warning(let message) = event, message.contains("could not be frozen where it stood") { seen.insert("cut") }
            }
        }
        #expect(seen == ["froze", "resumed", "lost"])
    }
}
