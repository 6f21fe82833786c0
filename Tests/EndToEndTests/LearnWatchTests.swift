import Foundation
import Testing

/// `learn watch` on a pseudo-terminal, key by key, as rustlings users expect it: a cleared screen
/// on each check, n only after a pass, h until the hints run out, l, c, x (after asking), q.
@Suite("Learn watch", .serialized)
struct LearnWatchTests {
    @Test("watch: clear, n refused before a pass, h to the last hint and past it, l, c, the solution once solved, x asks, q")
    func keys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)").path
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        let first = "01-where-am-i"
        let hints = try String(contentsOf: CLI.root.appendingPathComponent("exercises/\(first)/hints.md"), encoding: .utf8)
            .components(separatedBy: "\n---\n").filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }.count
        let terminal = try PseudoTerminal(["learn", "watch"], home: folder, directory: URL(fileURLWithPath: folder))
        #expect(terminal.expect("\u{1B}[2J"), "the screen is cleared")
        #expect(terminal.expect("is not solved yet"))
        #expect(terminal.expect("keys: n next"))

        terminal.send("n")
        #expect(terminal.expect("n moves on once 01 "), "not before it passes, and it says why")
        for index in 1...hints {
            terminal.send("h")
            #expect(terminal.expect("Hint \(index) of \(hints)"))
        }
        #expect(terminal.expect("That was the last hint"))
        terminal.send("h")
        #expect(terminal.expect("There are no more hints for 01 "))

        terminal.send("l")
        #expect(terminal.expect("\u{1B}[2J"))
        #expect(terminal.expect("Progress ["))
        terminal.send("c")
        // The last number and the count differ while the scenes exercises (30–32) live on their branch.
        let numbers = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("exercises").path)
            .compactMap { Int($0.prefix { $0.isNumber }) }
        let last = try #require(numbers.max())
        #expect(last >= 29)
        #expect(terminal.expect("✗ \(last) "), "check all lists every exercise")
        #expect(terminal.expect("0/\(numbers.count)"))

        let solution = try String(contentsOf: CLI.root.appendingPathComponent("exercises/\(first)/solution.lua"), encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.05)
        try solution.write(toFile: "\(folder)/\(first)/app.lua", atomically: true, encoding: .utf8)
        #expect(terminal.expect("\u{1B}[2J"))
        #expect(terminal.expect("solved!"))
        #expect(terminal.expect("Reference solution of 01"), "shown once solved, as rustlings does")

        terminal.send("x")
        #expect(terminal.expect("Reset 01 Where am I? The launch states to its starter?"))
        terminal.send("n")
        #expect(terminal.expect("Nothing changed."))
        #expect(try String(contentsOfFile: "\(folder)/\(first)/app.lua", encoding: .utf8) == solution)

        terminal.send("n")
        #expect(terminal.expect("Exercise 02 "))
        let second = "\(folder)/02-woken-in-the-background/app.lua"
        try "-- my work\nreturn {}\n".write(toFile: second, atomically: true, encoding: .utf8)
        terminal.send("x")
        #expect(terminal.expect("Reset 02 "))
        terminal.send("y")
        #expect(terminal.expect("is back to its starter"))
        #expect(try String(contentsOfFile: second, encoding: .utf8).hasPrefix("-- Exercise 02:"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("watch: the end of its input quits, as Ctrl-D does, instead of waiting on it at full speed")
    func endOfInputQuits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-eof-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        // Standard input is /dev/null: at its end, watch quits (a hang is killed after 20 s).
        let watch = try Spawned(["learn", "watch"], stdout: FileHandle.nullDevice, directory: URL(fileURLWithPath: folder))
        #expect(watch.wait(), "it quit instead of waiting on the end of its input")
        #expect(!watch.process.isRunning && watch.process.terminationStatus == 0)
    }
}
