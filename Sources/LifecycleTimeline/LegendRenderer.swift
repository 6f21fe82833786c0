import LifecycleCore

/// The key under the axis: the five state colours (S1), then every kind of mark, flowing into
/// as many rows as the picture's width needs.
struct LegendRenderer {
    enum Swatch: Equatable {
        case state(AppState), hook, otherCode, budget, task, bgTask, notification, queued
        case mark(TimelineModel.PointKind), cut, spread, frozen, lost
    }

    static let items: [(Swatch, String)] = AppState.allCases.map { (.state($0), $0.rawValue) } + [
        (.hook, "delegate method (width: cost)"), (.otherCode, "other app code"), (.budget, "budget (watchdog)"),
        (.frozen, "code frozen with the app (S3)"), (.lost, "code lost with its process (S3)"),
        (.task, "background task"), (.bgTask, "BGTask run by the system (C6)"), (.notification, "notification"), (.queued, "queued notification (F3)"),
        (.mark(.violation(Rule("B5"))), "violation (rule)"), (.mark(.kill(.watchdog, .B4)), "kill (reason, rule)"),
        (.mark(.exit(.T1)), "exit"), (.mark(.action), "scenario action"), (.mark(.expect(ok: false)), "failed expectation"),
        (.cut, "idle time cut"), (.spread, "one instant, spread out"),
    ]

    static let rowHeight = 18.0

    /// Where each item goes within `width`: its x and row.
    static func positions(width: Double) -> [(x: Double, row: Int)] {
        var x = 0.0, row = 0
        return items.map { item in
            let size = 22 + TimelineStyle.textWidth(item.1, size: 10) + 12
            if x > 0, x + size > width { x = 0; row += 1 }
            defer { x += size }
            return (x, row)
        }
    }

    static func height(width: Double) -> Double {
        Double((positions(width: width).last?.row ?? 0) + 1) * rowHeight
    }

    func draw(left: Double, top: Double, width: Double, into svg: inout SVGWriter) {
        svg.open("g", [("class", "legend")])
        for (item, place) in zip(LegendRenderer.items, LegendRenderer.positions(width: width)) {
            let x = left + place.x
            let middle = top + Double(place.row) * LegendRenderer.rowHeight + 6
            svg.open("g", [("class", "key")])
            swatch(item.0, x: x, y: middle, into: &svg)
            svg.element("text", [("class", "lbl"), ("x", (x + 22).svg), ("y", (middle + 3.5).svg)], text: item.1)
            svg.close("g")
        }
        svg.close("g")
    }

    private func swatch(_ swatch: Swatch, x: Double, y: Double, into svg: inout SVGWriter) {
        func box(_ fill: String, _ extra: SVGWriter.Attributes = []) {
            svg.element("rect", [("x", x.svg), ("y", (y - 5).svg), ("width", "16"), ("height", "10"), ("fill", fill)] + extra)
        }
        switch swatch {
        case .state(let state): box(TimelineStyle.color(state))
        case .hook: box(TimelineStyle.hook)
        case .otherCode: box(TimelineStyle.otherCode)
        case .budget: box("none", [("stroke", TimelineStyle.budget), ("stroke-dasharray", "4 3")])
        case .task, .bgTask:
            svg.element("line", [("x1", x.svg), ("y1", y.svg), ("x2", (x + 16).svg), ("y2", y.svg),
                                 ("stroke", swatch == .task ? TimelineStyle.task : TimelineStyle.bgTask), ("stroke-width", "3")])
        case .notification, .queued:
            PointShape.draw(.notification(queued: swatch == .queued), x: x + 8, bandTop: y + 5, into: &svg)
        case .mark(let kind):
            switch kind {
            case .kill: PointShape.draw(kind, x: x + 8, bandTop: y - 8, into: &svg)
            case .exit: PointShape.draw(kind, x: x + 8, bandTop: y - 8, into: &svg)
            default: PointShape.draw(kind, x: x + 8, bandTop: y + 5, into: &svg)
            }
        case .cut:   // a band with its hatching, as a cut shows it
            box(TimelineStyle.color(.background))
            box("url(#cut-hatch)")
        case .frozen:
            box("url(#frozen-hatch)", [("stroke", TimelineStyle.frozen), ("stroke-dasharray", "3 2")])
        case .lost:
            svg.element("path", [("d", PointShape.cross(x + 8, y - 5, y + 5)), ("stroke", TimelineStyle.kill),
                                 ("stroke-width", "2"), ("fill", "none"), ("stroke-linecap", "round")])
        case .spread:
            svg.element("line", [("x1", x.svg), ("y1", y.svg), ("x2", (x + 16).svg), ("y2", y.svg),
                                 ("stroke", "#9e9e9e"), ("stroke-width", "4")])
        }
    }
}
