import LifecycleCore

/// The time axis under the lanes: ticks at round times, a labelled break for every idle stretch
/// that was cut (with the time it skips), and a thick stroke under each instant whose events are
/// spread out in order.
struct AxisRenderer {
    let model: TimelineModel
    let layout: TimeLayout
    let left: Double

    /// Round tick steps, in microseconds.
    static let steps: [Int64] = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000,
                                 1_000_000, 2_000_000, 5_000_000, 10_000_000, 15_000_000, 30_000_000, 60_000_000,
                                 120_000_000, 300_000_000, 600_000_000, 900_000_000, 1_800_000_000, 3_600_000_000]

    func draw(top: Double, into svg: inout SVGWriter) {
        svg.open("g", [("class", "axis")])
        var from: Double?
        for piece in layout.pieces + [TimeLayout.Piece(kind: .cut, from: layout.end, to: layout.end, x: layout.width)] {
            if piece.kind == .cut {
                if let start = from { line(start, piece.x, top, into: &svg) }
                from = nil
            } else if from == nil {
                from = piece.x
            }
        }
        drawSpreads(top: top, into: &svg)
        drawTicks(top: top, into: &svg)
        for cut in layout.cuts { drawCut(cut, top: top, into: &svg) }
        svg.close("g")
    }

    private func line(_ from: Double, _ to: Double, _ y: Double, into svg: inout SVGWriter) {
        svg.element("line", [("x1", (left + from).svg), ("y1", y.svg), ("x2", (left + to).svg), ("y2", y.svg),
                             ("stroke", TimelineStyle.text), ("stroke-width", "1")])
    }

    /// The tick step: the smallest round step at least 64 pixels apart. Past an hour, a round
    /// number of hours (1, 2, 5, 10, 20, …), so that the ticks are as many as the page has
    /// room for whatever the span (a run may last a simulated century); none when even the
    /// whole run would not hold two.
    var step: Int64? {
        guard layout.pixelsPerSecond > 0 else { return nil }
        if let step = AxisRenderer.steps.first(where: { Double($0) / 1e6 * layout.pixelsPerSecond >= 64 }) { return step }
        let seconds = 64 / layout.pixelsPerSecond
        guard seconds.isFinite, seconds < Double(layout.end.micros) / 1e6 else { return nil }
        var hours: Int64 = 1
        var factors: [Int64] = [2, 5, 10]   // 1 → 2 → 5 → 10 → 20 → …
        var base: Int64 = 1
        while Double(hours) * 3_600 < seconds {
            let factor = factors.removeFirst()
            hours = base * factor
            if factor == 10 { base = hours; factors = [2, 5, 10] }
        }
        return hours * 3_600_000_000
    }

    private func drawTicks(top: Double, into svg: inout SVGWriter) {
        // Labels that must show first: the start, where time resumes after a cut, and the end.
        var times: [(time: SimTime, first: Bool)] = [(.zero, true), (layout.end, true)]
        for cut in layout.cuts { times += [(cut.from, true), (cut.to, true)] }
        if let step {
            for piece in layout.pieces where piece.kind != .cut && piece.to > piece.from {
                var k = (piece.from.micros + step - 1) / step
                while k * step <= piece.to.micros {
                    times.append((SimTime(micros: k * step), false))
                    k += 1
                }
            }
        }
        var placed: [(Double, Double)] = []
        var drawn = Set<SimTime>()
        for tick in times.filter({ $0.first }) + times.filter({ !$0.first }) where drawn.insert(tick.time).inserted {
            let x = left + layout.x(tick.time)
            svg.element("line", [("x1", x.svg), ("y1", top.svg), ("x2", x.svg), ("y2", (top + 5).svg),
                                 ("stroke", TimelineStyle.text), ("stroke-width", "1")])
            let label = TimeText.tick(tick.time)
            let half = TimelineStyle.textWidth(label, size: 10) / 2 + 3
            guard !placed.contains(where: { x - half < $0.1 && $0.0 < x + half }) else { continue }
            placed.append((x - half, x + half))
            svg.element("text", [("class", "tick"), ("x", x.svg), ("y", (top + 17).svg), ("text-anchor", "middle")],
                        text: label)
        }
    }

    /// A break: slanted strokes at both edges and the idle time it skips.
    private func drawCut(_ cut: TimeLayout.Piece, top: Double, into svg: inout SVGWriter) {
        let skipped = TimeText.span(cut.to - cut.from)
        svg.open("g", [("class", "cut"), ("data-skipped", "\(cut.to - cut.from)")])
        svg.element("title", [], text: "\(skipped) with nothing happening, from \(TimeText.tick(cut.from)) to \(TimeText.tick(cut.to)), cut")
        for x in [left + cut.x + 4, left + cut.x + cut.width - 4] {
            svg.element("path", [("d", "M\((x - 4).svg) \((top + 5).svg)L\(x.svg) \((top - 5).svg)M\(x.svg) \((top + 5).svg)L\((x + 4).svg) \((top - 5).svg)"),
                                 ("stroke", TimelineStyle.text), ("stroke-width", "1.2"), ("fill", "none")])
        }
        svg.element("text", [("class", "small"), ("x", (left + cut.x + cut.width / 2).svg), ("y", (top + 30).svg),
                             ("text-anchor", "middle")], text: "\(skipped) idle")
        svg.close("g")
    }

    /// A grey stroke under an instant holding several steps.
    private func drawSpreads(top: Double, into svg: inout SVGWriter) {
        for piece in layout.pieces {
            guard case .instant(let index) = piece.kind, model.instants[index].steps > 1, piece.width >= 3 else { continue }
            let steps = model.instants[index].steps
            svg.element("line", [("class", "instant"), ("x1", (left + piece.x).svg), ("y1", (top + 1.5).svg),
                                 ("x2", (left + piece.x + piece.width).svg), ("y2", (top + 1.5).svg),
                                 ("stroke", "#9e9e9e"), ("stroke-width", "4")],
                        title: "\(steps) things at \(TimeText.tick(piece.from)), spread out in the order they happened")
        }
    }
}
