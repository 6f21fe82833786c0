import LifecycleCore
import Testing
@testable import LifecycleTimeline

/// The time axis: proportional time, instants spread out in order, idle stretches cut with a
/// labelled break, so that a 10-second and a 10-minute run both read at a glance.
@Suite("Timeline — time layout and compression")
struct TimeLayoutTests {
    private func layout(_ records: [TraceRecord], end: Double) -> (TimelineModel, TimeLayout) {
        let model = Runs.record(records).model
        return (model, TimeLayout(model, end: SimTime(micros: Int64(end * 1e6))))
    }

    @Test("a 15-second run is drawn to scale, with no cut")
    func shortRunUncut() {
        let (_, layout) = layout(Runs.slowSave, end: 15)
        #expect(layout.cuts.isEmpty)
        #expect(layout.pixelsPerSecond >= TimeLayout.minPixelsPerSecond)
        #expect(layout.width <= TimeLayout.maxPlotWidth + 0.5)
    }

    @Test("a 10-minute run with activity at both ends cuts the idle middle and says how much it skips")
    func longRunCut() throws {
        let records = Runs.launch(at: 0) + [
            Runs.at(0, .action(verb: "advance", detail: "590")),
            Runs.at(590, .action(verb: "home", detail: nil)),
            Runs.at(590, .state(from: .active, to: .inactive)),
            Runs.at(590, .state(from: .inactive, to: .background)),
            Runs.at(590, .call(hook: .didEnterBackground, cost: Runs.seconds(3))),
            Runs.at(593, .state(from: .background, to: .suspended)),
        ]
        let (_, layout) = layout(records, end: 600)
        #expect(layout.cuts.count == 1, "0 to 590 s is cut; 593 to 600 s fits at a readable scale")
        #expect(layout.cuts.first.map { $0.to - $0.from } == Runs.seconds(590))
        #expect(layout.cuts.allSatisfy { $0.width == TimeLayout.cutWidth })
        #expect(layout.width <= TimeLayout.maxPlotWidth + 0.5)
        #expect(layout.pixelsPerSecond >= TimeLayout.minPixelsPerSecond, "the 3 s call stays readable")

        let svg = try SVGDocument.parse(Runs.render(records, end: 600))
        let cuts = svg.find("cut", name: "g")
        #expect(cuts.count == 1)
        #expect(cuts.first?.attributes["data-skipped"] == "590")
        #expect(cuts.first?.all.contains { $0.name == "text" && $0.text == "9 min 50 s idle" } == true)
        #expect(svg.find("sub").first?.text.contains("1 idle stretch cut (9 min 50 s in all)") == true)
        #expect(svg.find("tick", name: "text").contains { $0.text == "9:50" }, "where time resumes")
    }

    @Test("code that runs is never cut, even when it runs long")
    func busyNotCut() {
        let records = Runs.launch(at: 0) + [
            Runs.at(0, .run(kind: .block, cost: Runs.seconds(300), queue: "global")),
            Runs.at(300, .action(verb: "advance", detail: "1")),
        ]
        let (_, layout) = layout(records, end: 301)
        #expect(layout.cuts.isEmpty)
        #expect(layout.pieces.contains { $0.kind == .busy && $0.to - $0.from == Runs.seconds(300) })
    }

    @Test("what happens at one instant is spread out, in order, a slot per step")
    func instantSpread() {
        let (model, layout) = layout(Runs.launch(at: 0), end: 1)
        let lane = model.lanes[0]
        let xs = lane.states.map { layout.x($0.at) } + lane.code.map { layout.x($0.at) }
        #expect(Set(xs).count == xs.count, "no two steps share a place: \(xs)")
        let states = lane.states.map { layout.x($0.at) }
        #expect(states == states.sorted())
        #expect(model.instants[0].steps == 5)
        #expect(layout.x(SimTime(micros: 1)) >= Double(model.instants[0].steps) * layout.slot)
    }

    @Test("x grows with time, through instants and cuts")
    func monotone() {
        let records = Runs.launch(at: 0) + [Runs.at(100, .action(verb: "home", detail: nil))] + Runs.launch(at: 200)
        let (_, layout) = layout(records, end: 250)
        var last = -1.0
        for micros in stride(from: Int64(0), through: 250_000_000, by: 500_000) {
            let x = layout.x(SimTime(micros: micros))
            #expect(x >= last)
            last = x
        }
        #expect(layout.x(SimTime(micros: 250_000_000)) == layout.width)
    }

    @Test("with many steps the slots shrink so the picture keeps its width")
    func manySteps() {
        var records: [TraceRecord] = []
        for i in 0..<2_000 { records.append(Runs.at(Double(i) * 0.001, .run(kind: .timer, cost: .zero, subject: "timer 1"))) }
        let (_, layout) = layout(records, end: 2)
        #expect(layout.slot < 1)
        #expect(layout.width <= TimeLayout.maxPlotWidth + 0.5)
    }

    @Test("times read as seconds, then minutes")
    func timeText() {
        #expect(TimeText.tick(SimTime(micros: 0)) == "0 s")
        #expect(TimeText.tick(SimTime(micros: 12_500_000)) == "12.5 s")
        #expect(TimeText.tick(SimTime(micros: 90_000_000)) == "1:30")
        #expect(TimeText.tick(SimTime(micros: 65_500_000)) == "1:05.5")
        #expect(TimeText.span(Runs.seconds(41.66)) == "41.7 s")
        #expect(TimeText.span(Runs.seconds(252)) == "4 min 12 s")
        #expect(TimeText.span(Runs.seconds(3_900)) == "1 h 5 min")
    }
    /// A run with a launch, then `steps` verbs spread evenly over `span` seconds (more idle
    /// stretches than the picture may cut, so the rest are drawn to scale, however long).
    private func spread(over span: Double, steps: Int = 12) -> [TraceRecord] {
        var records = Runs.launch(at: 0)
        for step in 1...steps {
            let t = span * Double(step) / Double(steps)
            records.append(Runs.at(t, .action(verb: "rotate", detail: "landscapeLeft")))
            records.append(Runs.at(t, .notification(name: .orientationDidChange, value: "landscapeLeft", queued: false)))
        }
        return records
    }

    @Test("H02: the picture of a run that spans the clock's century is as small as one of a minute, with as few ticks")
    func centurySpan() throws {
        let century = Double(SimTime.end.micros) / 1e6
        let minute = Runs.render(spread(over: 60))
        let longest = Runs.render(spread(over: century))
        #expect(longest.utf8.count < minute.utf8.count * 2, "\(longest.utf8.count) bytes against \(minute.utf8.count)")
        #expect(longest.utf8.count < 200_000)
        let svg = try SVGDocument.parse(longest)
        let ticks = svg.find("axis", name: "g").first?.find("tick", name: "text") ?? []
        #expect((2...40).contains(ticks.count), "\(ticks.count) tick labels")
        let (_, layout) = layout(spread(over: century), end: century)
        #expect(layout.width <= TimeLayout.maxPlotWidth + 0.5)
        let axis = AxisRenderer(model: Runs.record(spread(over: century)).model, layout: layout, left: 0)
        #expect((axis.step ?? 0) >= 3_600_000_000, "a round number of hours")
    }
}
