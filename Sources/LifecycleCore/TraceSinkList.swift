/// The sinks a trace hands its records to, called without reference counting: iterating an array
/// of `TraceSink` existentials retained and released the array and each sink for every line, four
/// atomic operations a line and eight a hook dispatch (docs/performance.md).
///
/// The list owns its sinks (`boxes`); `receivers` points at the same boxes unretained, and each
/// call borrows one with `_withUnsafeGuaranteedRef`. A buffer replaced by `add` is kept until the
/// list dies, so a sink that added another while receiving a record would still finish its loop
/// over valid memory.
final class TraceSinkList {
    private final class Box {
        let sink: TraceSink
        init(_ sink: TraceSink) { self.sink = sink }
    }

    private var boxes: [Box] = []
    private var receivers = UnsafeMutableBufferPointer<Unmanaged<Box>>(start: nil, count: 0)
    private var retired: [UnsafeMutableBufferPointer<Unmanaged<Box>>] = []

    init(_ sinks: [TraceSink]) {
        for sink in sinks { add(sink) }
    }

    func add(_ sink: TraceSink) {
        boxes.append(Box(sink))
        let next = UnsafeMutableBufferPointer<Unmanaged<Box>>.allocate(capacity: boxes.count)
        for (index, box) in boxes.enumerated() { next[index] = .passUnretained(box) }
        if receivers.baseAddress != nil { retired.append(receivers) }
        receivers = next
    }

    @inline(__always)
    func deliver(_ record: TraceRecord) {
        for receiver in receivers {
            receiver._withUnsafeGuaranteedRef { $0.sink.receive(record) }
        }
    }

    deinit {
        receivers.deallocate()
        for buffer in retired { buffer.deallocate() }
    }
}
