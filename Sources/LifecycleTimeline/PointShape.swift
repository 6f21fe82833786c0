import LifecycleCore

/// The shape of a point mark, drawn at the top of the state band: a diamond for a notification
/// (hollow when it was queued while suspended, F3), a triangle for a violation, a cross through
/// the band for a kill, a square for an exit (B3, T1); ticks and checks for the scenario row.
enum PointShape {
    static func className(_ kind: TimelineModel.PointKind) -> String {
        switch kind {
        case .notification(let queued): return queued ? "notification queued" : "notification"
        case .violation: return "violation"
        case .kill: return "kill"
        case .exit: return "exit"
        case .action: return "action"
        case .expect(let ok): return ok ? "expect passed" : "expect failed"
        }
    }

    static func rule(_ kind: TimelineModel.PointKind) -> Rule? {
        switch kind {
        case .violation(let rule), .kill(_, let rule), .exit(let rule): return rule
        default: return nil
        }
    }

    static func color(_ kind: TimelineModel.PointKind) -> String {
        switch kind {
        case .notification: return TimelineStyle.notification
        case .violation: return TimelineStyle.violation
        case .kill: return TimelineStyle.kill
        case .exit: return TimelineStyle.exit
        case .action: return TimelineStyle.action
        case .expect(let ok): return ok ? TimelineStyle.passed : TimelineStyle.kill
        }
    }

    /// Draws the shape for a mark at `x`; `bandTop` is the top of the lane's state band (for the
    /// scenario row, the bottom of the row).
    static func draw(_ kind: TimelineModel.PointKind, x: Double, bandTop y: Double, into svg: inout SVGWriter) {
        let color = color(kind)
        switch kind {
        case .notification(let queued):
            svg.element("path", [("d", diamond(x, y - 5, 3.5)), ("fill", queued ? "#ffffff" : color),
                                 ("stroke", color), ("stroke-width", "1")])
        case .violation:
            svg.element("path", [("d", "M\((x - 5).svg) \((y - 1).svg)L\((x + 5).svg) \((y - 1).svg)L\(x.svg) \((y - 10).svg)Z"),
                                 ("fill", color), ("stroke", "#7a3e00"), ("stroke-width", "1")])
        case .kill:
            let top = y + 1, bottom = y + TimelineStyle.bandHeight - 1
            for (stroke, width) in [("#ffffff", "4.5"), (color, "2.5")] {
                svg.element("path", [("d", cross(x, top, bottom)), ("stroke", stroke), ("stroke-width", width),
                                     ("fill", "none"), ("stroke-linecap", "round")])
            }
        case .exit:
            svg.element("rect", [("x", (x - 4).svg), ("y", (y + 4).svg), ("width", "8"), ("height", "8"),
                                 ("fill", color), ("stroke", "#ffffff"), ("stroke-width", "1")])
        case .action:
            svg.element("line", [("x1", x.svg), ("y1", (y - 7).svg), ("x2", x.svg), ("y2", y.svg),
                                 ("stroke", color), ("stroke-width", "2")])
        case .expect(ok: true):
            svg.element("path", [("d", "M\((x - 3.5).svg) \((y - 4).svg)L\((x - 1).svg) \((y - 1).svg)L\((x + 4).svg) \((y - 8).svg)"),
                                 ("stroke", color), ("stroke-width", "2"), ("fill", "none")])
        case .expect(ok: false):
            svg.element("path", [("d", cross(x, y - 9, y - 1)), ("stroke", color), ("stroke-width", "2.5"),
                                 ("fill", "none"), ("stroke-linecap", "round")])
        }
    }

    static func diamond(_ x: Double, _ y: Double, _ r: Double) -> String {
        "M\(x.svg) \((y - r).svg)L\((x + r).svg) \(y.svg)L\(x.svg) \((y + r).svg)L\((x - r).svg) \(y.svg)Z"
    }

    /// An X from `top` to `bottom`, as wide as it is high.
    static func cross(_ x: Double, _ top: Double, _ bottom: Double) -> String {
        let r = (bottom - top) / 2
        return "M\((x - r).svg) \(top.svg)L\((x + r).svg) \(bottom.svg)M\((x + r).svg) \(top.svg)L\((x - r).svg) \(bottom.svg)"
    }
}
