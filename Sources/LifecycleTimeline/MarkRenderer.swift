import LifecycleCore

/// The marks of one lane: app code as wide as its cost, with its budget dashed where it matters
/// (L5, B4, T2, B5, T5); notifications (N); violations with their rule id; kills with reason and
/// rule; exits (B3, T1). Every mark has a hover title with the details.
struct MarkRenderer {
    let model: TimelineModel
    let layout: TimeLayout
    let left: Double

    func draw(_ lane: TimelineModel.Lane, top: Double, into svg: inout SVGWriter) {
        var budgetLabels = LabelRows(rows: 1, limit: layout.width + TimelineStyle.rightRoom)
        for window in lane.budgets where window.used.micros * 10 >= (window.end - window.start).micros {
            drawBudget(window, top: top, labels: &budgetLabels, into: &svg)
        }
        for mark in lane.code { drawCode(mark, top: top, into: &svg) }
        StoppedCodeRenderer(model: model, layout: layout, left: left).draw(lane, top: top, into: &svg)
        var labels = LabelRows(rows: TimelineStyle.labelBaselines.count, limit: layout.width + TimelineStyle.rightRoom)
        for point in lane.points {
            drawPoint(point, top: top, anchor: top + TimelineStyle.bandTop, labels: &labels, into: &svg)
        }
    }

    /// The start of a step's slot (a code mark's left edge).
    private func slotStart(_ moment: TimelineModel.Moment) -> Double {
        layout.x(TimelineModel.Moment(instant: moment.instant, half: moment.half - moment.half % 2))
    }

    /// The left edge of code that began at `start`: its step's slot, or, for a thread's stretch
    /// whose line came late and between two instants (S3), the place of its own time.
    private func codeStart(_ moment: TimelineModel.Moment, _ start: SimTime) -> Double {
        model.time(moment) == start ? slotStart(moment) : layout.x(start)
    }

    private func drawBudget(_ window: TimelineModel.BudgetWindow, top: Double, labels: inout LabelRows,
                            into svg: inout SVGWriter) {
        let start = codeStart(window.at, window.start)
        let end = max(layout.x(window.end), start + layout.slot)
        let y = top + TimelineStyle.codeTop
        let span = window.end - window.start
        let title = "budget \(span) s (\(window.rule)) from \(TimeText.tick(window.start)): \(window.used) s used"
            + (window.end > layout.end ? "; it runs past the end of the run" : "")
        svg.open("g", [("class", "budget"), ("data-rule", window.rule.rawValue)])
        svg.element("rect", [("x", (left + start).svg), ("y", (y - 2).svg), ("width", (end - start).svg),
                             ("height", (TimelineStyle.codeHeight + 4).svg), ("fill", "none"),
                             ("stroke", TimelineStyle.budget), ("stroke-width", "1"), ("stroke-dasharray", "4 3")],
                    title: title)
        let label = "\(window.rule) \(TimeText.span(span))"
        let width = TimelineStyle.textWidth(label, size: 9)
        let x = end - start >= width + 4 ? end - width - 2 : end + 3
        if labels.place(x, width: width) != nil {
            svg.element("text", [("class", "small"), ("x", (left + x).svg), ("y", (top + TimelineStyle.budgetBaseline).svg)],
                        text: label)
        }
        svg.close("g")
    }

    private func drawCode(_ mark: TimelineModel.CodeMark, top: Double, into svg: inout SVGWriter) {
        let start = codeStart(mark.at, mark.start)
        let end = max(layout.x(mark.start + mark.cost), start + layout.slot)
        let width = max(end - start, 1)
        let title = "\(mark.label) at \(TimeText.tick(mark.start)): cost \(mark.cost) s, budget \(mark.budget) s (\(mark.rule))"
        svg.element("rect", [("class", mark.hook ? "code hook" : "code run"), ("x", (left + start).svg),
                             ("y", (top + TimelineStyle.codeTop).svg), ("width", width.svg),
                             ("height", TimelineStyle.codeHeight.svg),
                             ("fill", mark.hook ? TimelineStyle.hook : TimelineStyle.otherCode)], title: title)
        if TimelineStyle.textWidth(mark.label, size: 9) + 6 <= width {
            svg.element("text", [("class", "code-lbl"), ("x", (left + start + 3).svg),
                                 ("y", (top + TimelineStyle.codeTop + 9).svg)], text: mark.label)
        }
    }

    /// A point mark whose shape sits on `anchor` (the band's top), with its label in the first
    /// free label row under `top`, joined to the shape by a pin.
    func drawPoint(_ point: TimelineModel.PointMark, top: Double, anchor band: Double, labels: inout LabelRows,
                   into svg: inout SVGWriter) {
        let x = left + layout.x(point.at)
        var attributes: SVGWriter.Attributes = [("class", "mark \(PointShape.className(point.kind))")]
        if let rule = PointShape.rule(point.kind) { attributes.append(("data-rule", rule.rawValue)) }
        svg.open("g", attributes)
        svg.element("title", [], text: point.detail)
        let color = PointShape.color(point.kind)
        if !point.label.isEmpty, let row = labels.place(x - left - 2, width: TimelineStyle.textWidth(point.label, size: 10) + 6) {
            let baseline = top + TimelineStyle.labelBaselines[row]
            svg.element("line", [("x1", x.svg), ("y1", (baseline - 8).svg), ("x2", x.svg), ("y2", band.svg),
                                 ("stroke", color), ("stroke-width", "1")])
            svg.element("text", [("class", "lbl"), ("x", (x + 3).svg), ("y", baseline.svg), ("style", "fill:\(color)")],
                        text: point.label)
        }
        PointShape.draw(point.kind, x: x, bandTop: band, into: &svg)
        svg.close("g")
    }
}
