import LifecycleCore

/// One app's lane: its name, its state over time as a band in the five state colours (S1), a
/// woken stretch labelled with its reason (W1, W2), its background tasks (B5), and its scenes' sub-lanes (C2, `SceneLaneRenderer`). `MarkRenderer` adds the code and the point marks on top.
struct LaneRenderer {
    let model: TimelineModel
    let layout: TimeLayout
    /// Where the plot starts on the page.
    let left: Double

    func draw(_ lane: TimelineModel.Lane, top: Double, into svg: inout SVGWriter) {
        svg.open("g", [("class", "lane"), ("data-app", lane.name)])
        let name = lane.name.count > 20 ? String(lane.name.prefix(19)) + "…" : lane.name
        svg.element("text", [("class", "name"), ("x", TimelineStyle.margin.svg),
                             ("y", (top + TimelineStyle.bandTop + 12).svg)], title: lane.name, text: name)
        drawStates(lane, top: top, into: &svg)
        drawTasks(lane, top: top, into: &svg)
        MarkRenderer(model: model, layout: layout, left: left).draw(lane, top: top, into: &svg)
        SceneLaneRenderer(model: model, layout: layout, left: left).draw(lane, top: top, into: &svg)
        svg.close("g")
    }

    /// The band: from the lane's first moment, each state until the next change, the last to the end.
    private func drawStates(_ lane: TimelineModel.Lane, top: Double, into svg: inout SVGWriter) {
        var state = AppState.notRunning
        var wake: TimelineModel.Woken?
        var from = lane.from
        let y = (top + TimelineStyle.bandTop).svg
        let height = TimelineStyle.bandHeight.svg
        func segment(to end: Double, until: String) {
            let start = layout.x(from)
            guard end > start else { return }
            // W1, W2, C6: a woken stretch is a background stretch that says why it was woken.
            let woken = wake.map { ", " + $0.why } ?? ""
            let title = "\(lane.name): \(state.rawValue)\(woken) from \(TimeText.tick(model.time(from))) to \(until)"
            svg.element("rect", [("class", "state state-\(state.rawValue)" + (wake == nil ? "" : " woken")), ("x", (left + start).svg), ("y", y),
                                 ("width", (end - start).svg), ("height", height),
                                 ("fill", TimelineStyle.color(state))], title: title)
            if let wake, end - start >= TimelineStyle.textWidth(wake.label, size: 9) + 4 {
                svg.element("text", [("class", "code-lbl"), ("x", (left + start + 2).svg),
                                     ("y", (top + TimelineStyle.bandTop + 11).svg)], text: wake.label)
            }
        }
        for change in lane.states {
            segment(to: layout.x(change.at), until: TimeText.tick(model.time(change.at)))
            state = change.state
            wake = change.wake
            from = change.at
        }
        segment(to: layout.width, until: "the end (\(TimeText.tick(layout.end)))")
        for cut in layout.cuts {   // hatched where idle time was cut
            svg.element("rect", [("class", "cut-hatch"), ("x", (left + cut.x).svg), ("y", y), ("width", cut.width.svg),
                                 ("height", height), ("fill", "url(#cut-hatch)")])
        }
    }

    /// A thin line under the code row while a background task is open, with its id.
    private func drawTasks(_ lane: TimelineModel.Lane, top: Double, into svg: inout SVGWriter) {
        let y = top + TimelineStyle.taskY
        var labels = LabelRows(rows: 1, limit: layout.width + TimelineStyle.rightRoom)
        for task in lane.tasks {
            let start = layout.x(task.from)
            let end = max(task.to.map(layout.x) ?? layout.width, start + 2)
            let text = TaskText(task, model: model)
            svg.open("g", [("class", task.bgTask == nil ? "task" : "task bgtask")] + text.data)
            svg.element("line", [("x1", (left + start).svg), ("y1", y.svg), ("x2", (left + end).svg), ("y2", y.svg),
                                 ("stroke", task.bgTask == nil ? TimelineStyle.task : TimelineStyle.bgTask), ("stroke-width", "3")],
                        title: text.span)
            if let expired = task.expired {
                let x = left + layout.x(expired)
                svg.element("line", [("class", "expired"), ("x1", x.svg), ("y1", (y - 4).svg), ("x2", x.svg), ("y2", (y + 4).svg),
                                     ("stroke", TimelineStyle.kill), ("stroke-width", "2")],
                            title: text.expired(at: expired))
            }
            let label = text.label
            if labels.place(start + 2, width: TimelineStyle.textWidth(label, size: 9)) != nil {
                svg.element("text", [("class", "small"), ("x", (left + start + 2).svg), ("y", (y + 9).svg)], text: label)
            }
            svg.close("g")
        }
    }
}
