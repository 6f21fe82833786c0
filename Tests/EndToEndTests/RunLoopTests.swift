import Foundation
import Testing

/// The run loop's pretty lines, from the command line (E2–E4, E7, I5): the dispatch lines with
/// their responder chains, a redraw's coalesced requests, a dropped touch. What the run loop and
/// the interruptions do RunLoopPlayedTests plays in process.
@Suite("Run loop", .serialized)
struct RunLoopTests {
    static let fixtures = "Tests/EndToEndTests/Fixtures/runloop/"

    @Test("E3: the pretty trace shows a discarded touch's whole chain and why")
    func responderChain() throws {
        let pretty = try CLI.run(["run", Self.fixtures + "views-app.lua", Self.fixtures + "chain.lua", "--format", "pretty"])
        #expect(pretty.stdout.contains("☝ touch ended at (20, 321): label ▸ Child.view ▸ Child ▸ Root.view ▸ Root ▸ window ▸ application ▸ delegate — discarded, no responder handled it (E3)"))
    }

    @Test("E7: the pretty trace shows one redraw for the coalesced setNeedsDisplay requests")
    func drawingCycle() throws {
        let pretty = try CLI.run(["run", Self.fixtures + "drawing-app.lua", Self.fixtures + "drawing.lua", "--format", "pretty"])
        #expect(pretty.stdout.contains("✎ redraw canvas (3 setNeedsDisplay requests coalesced)"))
    }

    @Test("E2, E3, E4: the game's pretty trace shows dispatch lines with ▸ and ✓, and the dropped touch")
    func gamePretty() throws {
        let result = try CLI.run(["run", "examples/game/app.lua", "examples/game/scenario.lua", "--format", "pretty"])
        #expect(result.status == 0)
        let out = result.stdout
        #expect(out.contains("☝ touch began at (230, 190): mole ✓ mole"))
        #expect(out.contains("☝ touch began at (300, 450): board ▸ GameViewController.view ▸ GameViewController ✓ GameViewController"))
        #expect(out.contains("➜ action togglePause from pauseButton: GameViewController ✓ GameViewController"))
        #expect(out.contains("⌀ touch began at (230, 190) dropped: the app is inactive and receives no touch events (I5)"))
        let dispatchLines = result.lines.filter { $0.contains("☝") || $0.contains("➜") }
        #expect(dispatchLines.contains { $0.contains(" ▸ ") && $0.contains(" ✓ ") })
    }
}
