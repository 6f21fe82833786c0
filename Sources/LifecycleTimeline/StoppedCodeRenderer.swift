import LifecycleCore

/// S3 on the code row: frozen code is a hatched, dashed span marked ❄ from where it froze to
/// where it went on (or to its app's end, or the end of the run), between the bars of its
/// running; code lost with its process ends with a cross. Each has a hover title that says it.
struct StoppedCodeRenderer {
    let model: TimelineModel
    let layout: TimeLayout
    let left: Double

    func draw(_ lane: TimelineModel.Lane, top: Double, into svg: inout SVGWriter) {
        for code in lane.stopped { draw(code, in: lane, top: top, into: &svg) }
    }

    private func draw(_ code: TimelineModel.StoppedCode, in lane: TimelineModel.Lane, top: Double, into svg: inout SVGWriter) {
        let y = top + TimelineStyle.codeTop
        var attributes: SVGWriter.Attributes = [("class", code.lost ? "stopped lost" : "stopped"), ("data-id", "\(code.id)")]
        if let rule = code.endRule ?? code.frozeRule { attributes.append(("data-rule", rule.rawValue)) }
        svg.open("g", attributes)
        if let froze = code.froze {
            let start = layout.x(froze)
            let appEnd = code.ended == nil ? end(of: lane, after: froze) : nil
            let width = max((code.ended ?? appEnd).map(layout.x) ?? layout.width, start + 2) - start
            svg.element("rect", [("class", "frozen"), ("x", (left + start).svg), ("y", y.svg), ("width", width.svg),
                                 ("height", TimelineStyle.codeHeight.svg), ("fill", "url(#frozen-hatch)"),
                                 ("stroke", TimelineStyle.frozen), ("stroke-width", "1"), ("stroke-dasharray", "3 2")],
                        title: frozenTitle(code, froze: froze, appEnd: appEnd))
            let label = code.line.map { "❄ " + ($0.count > 40 ? String($0.prefix(39)) + "…" : $0) } ?? "❄"
            let text = TimelineStyle.textWidth(label, size: 9) + 4 <= width ? label : "❄"
            svg.element("text", [("class", "frozen-lbl"), ("x", (left + start + 2).svg), ("y", (y + 9).svg),
                                 ("style", "fill:\(TimelineStyle.frozenText)")], text: text)
        }
        if code.lost, let ended = code.ended {
            let x = left + layout.x(ended)
            svg.open("g", [("class", "lost-mark")])
            svg.element("title", [], text: lostTitle(code, at: ended))
            for (stroke, width) in [("#ffffff", "4"), (TimelineStyle.kill, "2")] {
                svg.element("path", [("d", PointShape.cross(x, y + 1, y + TimelineStyle.codeHeight - 1)), ("stroke", stroke),
                                     ("stroke-width", width), ("fill", "none"), ("stroke-linecap", "round")])
            }
            svg.close("g")
        }
        svg.close("g")
    }

    /// The first time the app's process ended (`→ notRunning`) after `moment`, if it did.
    private func end(of lane: TimelineModel.Lane, after moment: TimelineModel.Moment) -> TimelineModel.Moment? {
        lane.states.first { change in
            change.state == .notRunning
                && (change.at.instant, change.at.half) >= (moment.instant, moment.half)
        }?.at
    }

    private func described(_ code: TimelineModel.StoppedCode) -> String {
        code.label + (code.line.map { " at \($0)" } ?? "")
    }

    /// `block (global queue) at app.lua:14 froze at 2 s after 0.25 s of running (S3); went on at 40 s (W1)`.
    private func frozenTitle(_ code: TimelineModel.StoppedCode, froze: TimelineModel.Moment, appEnd: TimelineModel.Moment?) -> String {
        let head = "\(described(code)) froze at \(TimeText.tick(model.time(froze))) after \(code.ran) s of running"
            + (code.frozeRule.map { " (\($0))" } ?? "")
        guard let ended = code.ended else {
            return head + (appEnd.map { "; still frozen when the app ended at \(TimeText.tick(model.time($0)))" }
                ?? "; still frozen at the end of the run")
        }
        let rule = code.endRule.map { " (\($0))" } ?? ""
        return head + (code.lost
            ? "; lost at \(TimeText.tick(model.time(ended))): the process died, the rest never ran\(rule)"
            : "; went on from there at \(TimeText.tick(model.time(ended)))\(rule)")
    }

    /// `block (global queue) at app.lua:14 lost at 70 s after 0.5 s of running: …`.
    private func lostTitle(_ code: TimelineModel.StoppedCode, at ended: TimelineModel.Moment) -> String {
        "\(described(code)) lost at \(TimeText.tick(model.time(ended))) after \(code.ranAtEnd ?? code.ran) s of running: the process died, "
            + "the rest never ran" + (code.endRule.map { " (\($0))" } ?? "")
    }
}
