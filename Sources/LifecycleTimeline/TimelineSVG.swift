import LifecycleCore

/// The SVG picture of a run (`lifecycle run … --timeline FILE.svg`): a lane per app with its
/// state over simulated time (S1), its code as wide as its cost with the watchdog budget
/// (L5, B4, T2, B5, T5), notifications (N), violations and kills with their rule ids, the
/// scenario's actions and expectations, a time axis with idle stretches cut, and a legend.
/// The same trace gives the same bytes.
public enum TimelineSVG {
    /// The whole SVG document for what `recorder` collected; `end` is when the run ended.
    public static func render(_ recorder: TimelineRecorder, title: String, end: SimTime) -> String {
        let model = recorder.model
        let layout = TimeLayout(model, end: end)
        let style = TimelineStyle.self
        let left = style.margin + style.labelColumn
        let plot = max(layout.width, 480)
        let width = left + plot + style.rightRoom
        let scenarioTop = style.headerHeight
        let lanesTop = scenarioTop + style.scenarioHeight + 6
        // Each lane as tall as its scene sub-lanes make it (C2); without scenes, `laneHeight`.
        var laneTops: [Double] = []
        var nextTop = lanesTop
        for lane in model.lanes {
            laneTops.append(nextTop)
            nextTop += lane.height + style.laneGap
        }
        let axisTop = nextTop + 2
        let legendTop = axisTop + 44
        let legendWidth = width - 2 * style.margin
        let height = legendTop + LegendRenderer.height(width: legendWidth) + style.margin

        var svg = SVGWriter()
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", width.svg), ("height", height.svg),
                         ("viewBox", "0 0 \(width.svg) \(height.svg)")])
        svg.element("title", [], text: "lifecycle timeline: \(title)")
        svg.raw(style.style)
        svg.raw("""
            <defs><pattern id="cut-hatch" width="6" height="6" patternUnits="userSpaceOnUse" \
            patternTransform="rotate(45)"><rect width="3" height="6" fill="#ffffff" fill-opacity="0.8"/></pattern>\
            <pattern id="frozen-hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">\
            <rect width="4" height="4" fill="#e6f4fb"/><rect width="1.5" height="4" fill="\(style.frozen)"/></pattern></defs>

            """)
        svg.element("rect", [("class", "background"), ("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        svg.element("text", [("class", "title"), ("x", style.margin.svg), ("y", "22")], text: title)
        svg.element("text", [("class", "sub"), ("x", style.margin.svg), ("y", "40")], text: subtitle(model, layout))

        for cut in layout.cuts {   // behind everything: the stretch of the page that stands for idle time
            svg.element("rect", [("class", "cut-band"), ("x", (left + cut.x).svg), ("y", scenarioTop.svg),
                                 ("width", cut.width.svg), ("height", (axisTop - scenarioTop).svg), ("fill", "#f3f3f3")])
        }
        svg.open("g", [("class", "scenario")])
        svg.element("text", [("class", "name"), ("x", style.margin.svg), ("y", (scenarioTop + 30).svg)], text: "scenario")
        var labels = LabelRows(rows: style.labelBaselines.count, limit: layout.width + style.rightRoom)
        let marks = MarkRenderer(model: model, layout: layout, left: left)
        for point in model.scenario {
            marks.drawPoint(point, top: scenarioTop, anchor: scenarioTop + style.scenarioHeight - 2,
                            labels: &labels, into: &svg)
        }
        svg.close("g")

        let lanes = LaneRenderer(model: model, layout: layout, left: left)
        for (index, lane) in model.lanes.enumerated() {
            lanes.draw(lane, top: laneTops[index], into: &svg)
        }
        AxisRenderer(model: model, layout: layout, left: left).draw(top: axisTop, into: &svg)
        LegendRenderer().draw(left: style.margin, top: legendTop, width: legendWidth, into: &svg)
        svg.close("svg")
        return svg.output
    }

    /// The line under the title: how long the run was, and how the axis departs from plain time.
    static func subtitle(_ model: TimelineModel, _ layout: TimeLayout) -> String {
        var parts = ["\(TimeText.span(layout.end - .zero)) simulated",
                     "\(model.lanes.count) app\(model.lanes.count == 1 ? "" : "s")"]
        let cuts = layout.cuts
        if !cuts.isEmpty {
            let skipped = cuts.reduce(SimDuration.zero) { $0 + ($1.to - $1.from) }
            parts.append("\(cuts.count) idle stretch\(cuts.count == 1 ? "" : "es") cut (\(TimeText.span(skipped)) in all)")
        }
        if model.instants.contains(where: { $0.steps > 1 }) {
            parts.append("what happens at one instant is spread out in order")
        }
        if model.dropped > 0 { parts.append("\(model.dropped) more marks not drawn") }
        return parts.joined(separator: " · ")
    }
}
