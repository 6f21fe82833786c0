import LifecycleCore
import Testing
@testable import LifecycleTimeline

/// The picture's parts, from hand-built traces: lanes, state bands (S1), code marks with their
/// budgets (L5, B4, T5), notifications (N), violations and kills with rule ids, axis, legend.
@Suite("Timeline — structure")
struct TimelineStructureTests {
    @Test("B4: slow-save draws one lane, its states, its calls, the budget, the kill, an axis and a legend")
    func slowSave() throws {
        let svg = try SVGDocument.parse(Runs.render(Runs.slowSave))
        #expect(svg.name == "svg")
        #expect(svg.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        let lanes = svg.find("lane", name: "g")
        #expect(lanes.map { $0.attributes["data-app"] } == ["app"])
        let states = lanes[0].find("state", name: "rect").compactMap { $0.classes.last }
        #expect(states == ["state-notRunning", "state-inactive", "state-active", "state-inactive",
                           "state-background", "state-notRunning"])
        let hooks = svg.find("hook", name: "rect")
        #expect(hooks.count == 2)
        #expect(hooks.last?.title?.contains("applicationDidEnterBackground: at 0 s: cost 5 s, budget 5 s (B4)") == true)
        #expect(svg.find("run", name: "rect").count == 1, "the main chunk")
        let budgets = svg.find("budget", name: "g")
        #expect(budgets.map { $0.attributes["data-rule"] } == ["B4"], "the launch used none of its L5 budget")
        let kills = svg.find("kill", name: "g")
        #expect(kills.count == 1)
        #expect(kills.first?.attributes["data-rule"] == "B4")
        #expect(kills.first?.title?.contains("killed: watchdog 0x8badf00d [B4]") == true)
        #expect(svg.find("notification", name: "g").count == 3)
        #expect(svg.find("expect", name: "g").map(\.classes) == [["mark", "expect", "passed"], ["mark", "expect", "failed"]])
        #expect(svg.find("action", name: "g").count == 3)
        #expect(svg.find("axis", name: "g").count == 1)
        #expect(svg.find("tick", name: "text").first?.text == "0 s")
        #expect(svg.find("legend", name: "g").first?.find("key").count == LegendRenderer.items.count)
    }

    @Test("S1: the band of each state has its own colour")
    func fiveColours() {
        let colours = Set(AppState.allCases.map(TimelineStyle.color))
        #expect(colours.count == 5)
    }

    @Test("a hook mark is as wide as its cost; a zero-cost one still shows")
    func widthIsCost() throws {
        let records = Runs.launch(at: 0) + [
            Runs.at(0, .call(hook: .willResignActive, cost: Runs.seconds(2))),
            Runs.at(2, .call(hook: .didBecomeActive, cost: Runs.seconds(4))),
            Runs.at(6, .action(verb: "advance", detail: "1")),
        ]
        let svg = try SVGDocument.parse(Runs.render(records))
        let widths = svg.find("hook", name: "rect").compactMap { $0.number("width") }
        #expect(widths.count == 3)
        #expect(widths[0] > 0)
        #expect(abs(widths[2] / widths[1] - 2) < 0.05, "4 s is twice as wide as 2 s: \(widths)")
    }

    @Test("L5: the launch budget is one window from the launch, for the main chunk and both launch methods")
    func launchBudget() throws {
        let records: [TraceRecord] = [
            Runs.at(0, .state(from: .notRunning, to: .inactive)),
            Runs.at(0, .run(kind: .main, cost: Runs.seconds(1))),
            Runs.at(1, .call(hook: .willFinishLaunching, cost: Runs.seconds(1))),
            Runs.at(2, .call(hook: .didFinishLaunching, cost: Runs.seconds(1))),
            Runs.at(3, .state(from: .inactive, to: .active)),
        ]
        let recorder = Runs.record(records)
        let windows = recorder.model.lanes[0].budgets
        #expect(windows.count == 1)
        #expect(windows.first?.rule == .L5)
        #expect(windows.first?.end == SimTime(micros: 20_000_000))
        #expect(windows.first?.used == Runs.seconds(3))
        #expect(recorder.model.lanes[0].code.map(\.budget) == [Runs.seconds(20), Runs.seconds(19), Runs.seconds(18)])
    }

    @Test("M1: every app gets a lane, in install order; records without a name are the scenario's app")
    func lanesPerApp() throws {
        let records = [Runs.at(0, .action(verb: "install", detail: "Mail"))] + Runs.launch(at: 0, app: "main")
            + Runs.launch(at: 1, app: "Mail") + [
                Runs.at(2, .violation(rule: .B5, message: "ended twice"), app: "Mail"),
                Runs.at(3, .kill(reason: .jetsam, rule: .M1, message: "low memory", code: nil, traceback: nil, cause: .system), app: "main"),
                Runs.at(3, .state(from: .active, to: .notRunning), app: "main"),
                Runs.at(4, .exit(rule: .T1, message: "no multitasking"), app: "Mail"),
            ]
        let svg = try SVGDocument.parse(Runs.render(records, app: "main"))
        let lanes = svg.find("lane", name: "g")
        #expect(lanes.map { $0.attributes["data-app"] } == ["main", "Mail"])
        #expect(lanes[1].find("violation").first?.attributes["data-rule"] == "B5")
        #expect(lanes[1].find("violation").first?.all.contains { $0.name == "text" && $0.text == "B5" } == true)
        #expect(lanes[0].find("kill").first?.attributes["data-rule"] == "M1")
        #expect(lanes[1].find("exit").first?.attributes["data-rule"] == "T1")
        #expect(svg.find("sub", name: "text").first?.text.contains("2 apps") == true)
    }

    @Test("B5: a background task is a line from begin to end, with the expiry marked")
    func tasks() throws {
        let records = Runs.launch(at: 0) + [
            Runs.at(0, .task(action: "begin", id: 1)),
            Runs.at(3, .task(action: "expire", id: 1)),
            Runs.at(3, .run(kind: .expirationHandler, cost: Runs.seconds(1), task: 1)),
            Runs.at(4, .task(action: "end", id: 1)),
        ]
        let svg = try SVGDocument.parse(Runs.render(records, end: 6))
        let task = try #require(svg.find("task", name: "g").first)
        #expect(task.attributes["data-task"] == "1")
        #expect(task.children.filter { $0.name == "line" }.count == 2, "the task and its expiry")
        #expect(svg.find("budget").first?.attributes["data-rule"] == "B5", "1 s of a 1 s budget")
    }

    @Test("W1, W2: a woken stretch is a background stretch labelled with its reason; a wake while running in the background starts one")
    func wokenStretches() throws {
        let records = Runs.launch(at: 0) + [
            Runs.at(1, .state(from: .active, to: .inactive)),
            Runs.at(1, .state(from: .inactive, to: .background)),
            Runs.at(2, .state(from: .background, to: .suspended)),
            Runs.at(10, .wake(reason: .fetch, launch: false)),
            Runs.at(10, .state(from: .suspended, to: .background)),
            Runs.at(10, .call(hook: .performFetch, cost: Runs.seconds(2))),
            Runs.at(15, .wake(reason: .push, launch: false)),
            Runs.at(15, .call(hook: .didReceiveRemoteNotification, cost: .zero)),
            Runs.at(20, .state(from: .background, to: .suspended)),
        ]
        let svg = try SVGDocument.parse(Runs.render(records, end: 30))
        let bands = svg.find("state", name: "rect")
        let woken = bands.filter { $0.classes.contains("woken") }
        #expect(woken.map { $0.classes.contains("state-background") } == [true, true])
        #expect(woken.first?.title?.contains("background, woken for a background fetch (W1) from 10 s to 15 s") == true)
        #expect(woken.last?.title?.contains("woken for a silent push (W2) from 15 s to 20 s") == true)
        #expect(bands.filter { !$0.classes.contains("woken") && $0.classes.contains("state-background") }.count == 1, "Home's stay is not woken")
        #expect(svg.find("code-lbl", name: "text").map(\.text).filter { $0 == "fetch" || $0 == "push" } == ["fetch", "push"])
    }

    @Test("after the mark limit, marks are counted, not kept, and the header says so")
    func markLimit() throws {
        let recorder = TimelineRecorder(mainApp: "app", markLimit: 3)
        for record in Runs.slowSave { recorder.receive(record) }
        #expect(recorder.model.dropped > 0)
        let svg = try SVGDocument.parse(TimelineSVG.render(recorder, title: "t", end: SimTime(micros: 15_000_000)))
        #expect(svg.find("sub").first?.text.contains("\(recorder.model.dropped) more marks not drawn") == true)
        #expect(svg.find("state", name: "rect").count == 6, "state changes are always kept")
    }

    @Test("a run that stopped before anything happened still gives a valid picture with its lane")
    func emptyRun() throws {
        let recorder = TimelineRecorder(mainApp: "app")
        let svg = try SVGDocument.parse(TimelineSVG.render(recorder, title: "nothing", end: .zero))
        #expect(svg.find("lane").map { $0.attributes["data-app"] } == ["app"])
        #expect(svg.find("axis").count == 1)
        #expect(svg.find("tick", name: "text").map(\.text) == ["0 s"])
    }
}
