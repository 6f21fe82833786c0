import LifecycleCore

/// Where simulated time goes on the page. Time is proportional, with two exceptions that keep a
/// 10-second run and a 10-minute one readable:
///
/// - What happens at one instant (a launch at t = 0: state changes, calls, kills …) is spread out
///   in order, `slot` pixels per step, so it does not pile up on one pixel.
/// - Idle stretches (no event, no app code running) are cut, longest first, while the rest would
///   be drawn at fewer than `minPixelsPerSecond`. Each cut is a fixed-width break that says how
///   much time it skips.
struct TimeLayout {
    enum Kind: Equatable { case instant(Int), busy, idle, cut }

    /// A stretch of the axis: an instant (zero seconds, `steps` slots), or time from `from` to `to`.
    struct Piece: Equatable {
        var kind: Kind
        let from: SimTime
        let to: SimTime
        var x = 0.0
        var width = 0.0
        var seconds: Double { (to - from).seconds }
    }

    static let maxPlotWidth = 1000.0
    static let cutWidth = 64.0
    static let maxCutsWidth = 384.0   // at most six cuts
    static let minCutSeconds = 5.0
    static let minPixelsPerSecond = 30.0
    static let maxPixelsPerSecond = 200.0
    static let maxSlot = 10.0

    private(set) var pieces: [Piece] = []
    /// The x of each instant's start (indexes `TimelineModel.instants`).
    private(set) var instantX: [Double] = []
    private(set) var slot = maxSlot
    private(set) var pixelsPerSecond = 0.0
    private(set) var width = 0.0
    let end: SimTime

    init(_ model: TimelineModel, end: SimTime) {
        self.end = max(end, model.latest, model.instants.last?.time ?? .zero)
        pieces = TimeLayout.pieces(model, end: self.end)
        let steps = model.instants.reduce(0) { $0 + $1.steps }
        if steps > 0 { slot = min(TimeLayout.maxSlot, 0.4 * TimeLayout.maxPlotWidth / Double(steps)) }
        let stepsWidth = Double(steps) * slot
        cutIdleStretches(available: TimeLayout.maxPlotWidth - stepsWidth)
        place(model)
    }

    /// Instants, and between them busy time (code running) then idle time, up to `end`.
    private static func pieces(_ model: TimelineModel, end: SimTime) -> [Piece] {
        var pieces: [Piece] = []
        var busyUntil = SimTime.zero
        var next = 0
        for (index, instant) in model.instants.enumerated() {
            let time = instant.time
            pieces.append(Piece(kind: .instant(index), from: time, to: time))
            while next < model.busy.count, model.busy[next].start <= time {
                busyUntil = max(busyUntil, model.busy[next].end)
                next += 1
            }
            let following = index + 1 < model.instants.count ? model.instants[index + 1].time : end
            let busyEnd = min(max(busyUntil, time), following)
            if busyEnd > time { pieces.append(Piece(kind: .busy, from: time, to: busyEnd)) }
            if following > busyEnd { pieces.append(Piece(kind: .idle, from: busyEnd, to: following)) }
        }
        return pieces
    }

    /// Cuts the longest idle stretches while the time left would be too cramped.
    private mutating func cutIdleStretches(available: Double) {
        var seconds = pieces.reduce(0.0) { $0 + $1.seconds }   // instants take none
        let candidates = pieces.indices
            .filter { pieces[$0].kind == .idle && pieces[$0].seconds >= TimeLayout.minCutSeconds }
            .sorted { pieces[$0].seconds != pieces[$1].seconds ? pieces[$0].seconds > pieces[$1].seconds : $0 < $1 }
        var cutsWidth = 0.0
        for index in candidates {
            guard seconds * TimeLayout.minPixelsPerSecond > available - cutsWidth,
                  cutsWidth + TimeLayout.cutWidth <= TimeLayout.maxCutsWidth else { break }
            pieces[index].kind = .cut
            seconds -= pieces[index].seconds
            cutsWidth += TimeLayout.cutWidth
        }
        let room = max(available - cutsWidth, 0)
        pixelsPerSecond = seconds > 0 ? min(TimeLayout.maxPixelsPerSecond, room / seconds) : 0
    }

    private mutating func place(_ model: TimelineModel) {
        instantX = Array(repeating: 0, count: model.instants.count)
        var x = 0.0
        for index in pieces.indices {
            switch pieces[index].kind {
            case .instant(let instant):
                instantX[instant] = x
                pieces[index].width = Double(model.instants[instant].steps) * slot
            case .cut:
                pieces[index].width = TimeLayout.cutWidth
            case .busy, .idle:
                pieces[index].width = pieces[index].seconds * pixelsPerSecond
            }
            pieces[index].x = x
            x += pieces[index].width
        }
        width = x
    }

    /// The x of a moment: its instant's start plus its half steps.
    func x(_ moment: TimelineModel.Moment) -> Double {
        instantX[moment.instant] + Double(moment.half) * slot / 2
    }

    /// The x of a time: an instant's start, or proportionally inside a stretch (a cut included).
    func x(_ time: SimTime) -> Double {
        if time <= .zero { return 0 }
        if time > end { return width }
        var low = 0, high = pieces.count - 1
        while low < high {   // the first piece that reaches `time`
            let middle = (low + high) / 2
            if pieces[middle].to < time { low = middle + 1 } else { high = middle }
        }
        let piece = pieces[low]
        guard piece.to > piece.from else { return piece.x }
        return piece.x + piece.width * (time - piece.from).seconds / piece.seconds
    }

    /// The cut stretches, in order.
    var cuts: [Piece] { pieces.filter { $0.kind == .cut } }
}
