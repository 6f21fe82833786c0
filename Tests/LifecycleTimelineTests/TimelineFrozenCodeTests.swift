import LifecycleCore
import Testing
@testable import LifecycleTimeline

/// S3 on the timeline: a global queue's block runs in stretches (its `run` lines come late,
/// stamped with their beginning), is frozen between `froze` and `resumed` (a hatched, dashed span
/// marked ❄), and ends with a cross when it is `lost`.
@Suite("Timeline — frozen and lost code")
struct TimelineFrozenCodeTests {
    static func code(_ action: CodeAction, _ t: Double, rule: Rule, ran: Double, id: Int = 1) -> TraceRecord {
        Runs.at(t, .code(action: action, id: id, kind: .block, queue: "global", line: "app.lua:14", rule: rule, ran: Runs.seconds(ran)))
    }

    /// Home at 1 s; a save dispatched at 1.1 s runs 0.15 s, freezes at the suspension (1.25 s),
    /// goes on at a fetch wake (30 s), and is lost, running, when the wake's watchdog kills the app (40 s).
    static let frozenThenLost: [TraceRecord] = Runs.launch(at: 0) + [
        Runs.at(1, .action(verb: "home", detail: nil)),
        Runs.at(1, .state(from: .active, to: .inactive)),
        Runs.at(1, .state(from: .inactive, to: .background)),
        Runs.at(1, .call(hook: .didEnterBackground, cost: Runs.seconds(0.25))),
        Runs.at(1.25, .state(from: .background, to: .suspended)),
        code(.froze, 1.25, rule: .S3, ran: 0.15),
        Runs.at(1.1, .run(kind: .block, cost: Runs.seconds(0.15), queue: "global")),
        Runs.at(30, .wake(reason: .fetch, launch: false)),
        Runs.at(30, .state(from: .suspended, to: .background)),
        code(.resumed, 30, rule: .W1, ran: 0.15),
        Runs.at(30, .call(hook: .performFetch, cost: .zero)),
        Runs.at(40, .kill(reason: .watchdog, rule: .W1, message: "the wake's 30 s are over", code: nil, traceback: nil, cause: .app)),
        code(.lost, 40, rule: .W1, ran: 10.15),
        Runs.at(30, .run(kind: .block, cost: Runs.seconds(10), queue: "global")),
        Runs.at(40, .state(from: .background, to: .notRunning)),
    ]

    @Test("S3: the block's bar has a frozen gap from froze to resumed, marked ❄, and a cross where it was lost")
    func testS3FrozenGapAndLostMark() throws {
        let svg = try SVGDocument.parse(Runs.render(Self.frozenThenLost, end: 45))
        let frozen = svg.find("frozen", name: "rect")
        #expect(frozen.count == 1)
        let span = try #require(frozen.first)
        #expect(span.attributes["fill"] == "url(#frozen-hatch)")
        #expect(span.attributes["stroke-dasharray"] != nil, "drawn distinctly from running code")
        #expect(span.title == "block (global queue) at app.lua:14 froze at 1.25 s after 0.15 s of running (S3); "
                + "went on from there at 30 s (W1)")
        #expect(svg.find("frozen-lbl", name: "text").first?.text.hasPrefix("❄") == true)
        // It went on, then died running: the frozen span is closed, and the loss is a cross of its own.
        let groups = svg.find("stopped", name: "g")
        #expect(groups.map { $0.classes.contains("lost") } == [false, true])
        #expect(groups.map { $0.attributes["data-id"] } == ["1", "1"])
        #expect(groups.last?.attributes["data-rule"] == "W1")
        let lost = try #require(svg.find("lost-mark", name: "g").first)
        #expect(lost.title == "block (global queue) at app.lua:14 lost at 40 s after 10.15 s of running: the process died, the rest never ran (W1)")

        // The gap lies between the two bars of the block's running: after the first, before the second.
        let runs = svg.find("run", name: "rect").filter { $0.title?.hasPrefix("block (global queue)") == true }
        #expect(runs.count == 2)
        let x = try #require(span.number("x")), width = try #require(span.number("width"))
        let first = try #require(runs.first), second = try #require(runs.last)
        let firstEnd = try #require(first.number("x")) + (try #require(first.number("width")))
        #expect(firstEnd <= x + 0.5 && x - firstEnd <= TimeLayout.maxSlot + 0.5,
                "the first stretch ends where the freeze begins (after the suspension's step): \(firstEnd) vs \(x)")
        #expect(abs((try #require(second.number("x"))) - (x + width)) < 11, "the second stretch starts at the resume")
        #expect(try #require(first.number("x")) < x, "a late run line is drawn at its own start, not at the latest instant")
    }

    @Test("S3: a block frozen and resumed gets no cross; one still frozen runs to its app's end")
    func testS3FrozenSpanEnds() throws {
        let resumed = Array(Self.frozenThenLost.prefix(Runs.launch(at: 0).count + 11))
        let model = Runs.record(resumed).model
        #expect(model.lanes[0].stopped.map(\.lost) == [false])
        #expect(model.lanes[0].stopped.first?.endRule == .W1)
        let svg = try SVGDocument.parse(Runs.render(resumed, end: 35))
        #expect(svg.find("lost-mark").isEmpty)
        #expect(svg.find("frozen", name: "rect").first?.title?.hasSuffix("went on from there at 30 s (W1)") == true)

        let purged = Runs.launch(at: 0) + [
            Runs.at(1, .state(from: .active, to: .background)),
            Self.code(.froze, 2, rule: .S3, ran: 1),
            Runs.at(2, .state(from: .background, to: .suspended)),
            Runs.at(20, .state(from: .suspended, to: .notRunning)),
        ]
        let still = try SVGDocument.parse(Runs.render(purged, end: 30))
        #expect(still.find("frozen", name: "rect").first?.title?.hasSuffix("still frozen when the app ended at 20 s") == true)

        // M1: purged while suspended, its frozen code is lost: the span ends with the cross.
        let lost = try SVGDocument.parse(Runs.render(purged.dropLast() + [Self.code(.lost, 20, rule: .M1, ran: 1)] + purged.suffix(1), end: 30))
        let group = try #require(lost.find("stopped", name: "g").first)
        #expect(lost.find("stopped", name: "g").count == 1)
        #expect(group.classes.contains("lost") && group.attributes["data-rule"] == "M1")
        #expect(group.find("frozen", name: "rect").first?.title?.hasSuffix("lost at 20 s: the process died, the rest never ran (M1)") == true)
        #expect(group.find("lost-mark").count == 1)
    }

    @Test("S3: code lost while it ran (never frozen) is only a cross; the legend shows both marks")
    func testS3LostWhileRunning() throws {
        let records = Runs.launch(at: 0) + [Self.code(.lost, 3, rule: .T4, ran: 2, id: 4)]
        let svg = try SVGDocument.parse(Runs.render(records, end: 5))
        #expect(svg.find("frozen", name: "rect").isEmpty)
        #expect(svg.find("lost-mark").count == 1)
        #expect(svg.find("stopped").first?.attributes["data-id"] == "4")
        let legend = try #require(svg.find("legend").first).find("key")
        #expect(legend.contains { $0.all.contains { $0.text == "code frozen with the app (S3)" } })
        #expect(legend.contains { $0.all.contains { $0.text == "code lost with its process (S3)" } })
    }

    @Test("S3: a late run line between two instants keeps the busy stretches in start order")
    func testS3LateRunLineLayout() {
        let model = Runs.record(Self.frozenThenLost).model
        #expect(model.busy.map(\.start) == model.busy.map(\.start).sorted())
        let late = model.lanes[0].code.first { $0.start == SimTime(micros: 1_100_000) }
        #expect(late?.at.instant == model.instants.lastIndex { $0.time <= SimTime(micros: 1_100_000) })
    }
}
