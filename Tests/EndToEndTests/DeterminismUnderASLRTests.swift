import Foundation
import Testing

/// H24: the same inputs and seed give the same bytes in every process. Each run is a process of
/// its own, so Lua's string-hash seed (drawn from addresses and the clock), the addresses its
/// tables hash objects by, and so their layouts and the collector's timing, all differ between
/// runs: nothing of it may reach the trace. The footprint a jetsam kill shows is a settled heap
/// (a full collection first), and the host walks a script's tables in the one fixed key order.
@Suite("Determinism across processes (H24)")
struct DeterminismUnderASLRTests {
    /// Runs `arguments` `count` times, as many at once as the machine has cores, and returns the
    /// distinct outputs (standard output and status) with how often each came.
    final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var seen: [String: Int] = [:]
    }

    static func outputs(_ arguments: [String], count: Int) -> [String: Int] {
        let tally = Tally()
        DispatchQueue.concurrentPerform(iterations: count) { _ in
            let text: String
            if let result = try? CLI.run(arguments) {
                text = "status \(result.status)\n" + result.stdout
            } else {
                text = "did not run"
            }
            tally.lock.lock()
            tally.seen[text, default: 0] += 1
            tally.lock.unlock()
        }
        return tally.seen
    }

    @Test("H24: 200 runs of the every-verb fixture, in parallel, give one output")
    func everyVerb() {
        let seen = Self.outputs(["run", "Tests/EndToEndTests/Fixtures/lifecycle-app.lua", "Tests/EndToEndTests/Fixtures/every-verb.lua",
                                 "--seed", "42", "--format", "jsonl"], count: 200)
        #expect(seen.count == 1, "\(seen.count) different outputs: \(seen.values.sorted())")
        #expect(seen.keys.first?.contains(#""reason":"jetsam""#) == true)
    }

    @Test("H24: 200 runs of a three-app jetsam scenario, in parallel, give one output: the same footprints, the same order")
    func jetsamOrder() {
        let seen = Self.outputs(["run", "examples/low-memory/app.lua", "examples/low-memory/scenario.lua", "--format", "jsonl"], count: 200)
        #expect(seen.count == 1, "\(seen.count) different outputs: \(seen.values.sorted())")
        #expect(seen.keys.first?.contains("largest first (0.1 MB)") == true)
    }
}
