import Foundation
import Testing

/// `learn watch` on a pseudo-terminal, key by key, as rustlings users expect it: a cleared screen
/// on each check, n only after a pass, h until the hints run out, l, c, x (after asking), q; an
/// exercise named as `check` takes it, and the verdict last on the screen.
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
        #expect(terminal.expect("keys: n next"))
        #expect(terminal.expect("is not solved yet"), "the verdict, under the keys")

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
        #expect(terminal.expect("Reference solution of 01"), "shown once solved, as rustlings does")
        #expect(terminal.expect("solved!"), "the verdict comes after the solution")

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

    /// A workspace made by `learn init`, removed at the end of the test.
    func workspace(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        return folder
    }

    func solution(_ exercise: String) throws -> String {
        try String(contentsOf: CLI.root.appendingPathComponent("exercises/\(exercise)/solution.lua"), encoding: .utf8)
    }

    @Test("watch N takes the exercise by number or folder, as check does; the verdict is the screen's last line, under the trace and the reference solution")
    func exerciseByNumberOrFolder() throws {
        let folder = try workspace("watch-n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let silentPush = "27-a-silent-push"
        let help = try CLI.run(["learn", "watch", "--help"]).stdout
        #expect(help.contains("Re-check exercise N") && help.contains("[<id>]") && help.contains("its number (7) or folder"), "\(help)")
        let unknown = try CLI.run(["learn", "watch", "99", "--workspace", folder])
        #expect(unknown.status == 2 && unknown.stderr.contains("there is no exercise 99"), "\(unknown.stderr)")
        let byNumber = try PseudoTerminal(["learn", "watch", "27", "--workspace", folder], home: folder)
        #expect(byNumber.expect("Exercise 27 "), "not exercise 01, the next unsolved one")
        #expect(byNumber.expect("What happened (the end of the trace"))
        #expect(byNumber.expect("keys: n next"))
        let failing = byNumber.lastScreen()
        #expect(failing.last?.hasPrefix("✗ 27 ") == true && failing.last?.contains("is not solved yet") == true, "\(failing.suffix(3))")
        byNumber.send("q")
        #expect(byNumber.waitForExit() == 0)

        try solution(silentPush).write(toFile: "\(folder)/\(silentPush)/app.lua", atomically: true, encoding: .utf8)
        let byFolder = try PseudoTerminal(["learn", "watch", silentPush], home: folder, directory: URL(fileURLWithPath: folder))
        #expect(byFolder.expect("Exercise 27 "))
        #expect(byFolder.expect("Reference solution of 27"))
        let solved = byFolder.lastScreen()
        #expect(solved.last?.hasPrefix("✓ 27 ") == true && solved.last?.hasSuffix("solved!") == true, "\(solved.suffix(3))")
        byFolder.send("q")
        #expect(byFolder.waitForExit() == 0)
    }

    @Test("L3: watch on exercise 03 solved: the refused cookbook:// URL the checker expects is an ℹ note, not a warning")
    func expectedOutcomeIsANote() throws {
        let folder = try workspace("watch-outcome")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let url = "03-open-the-launch-url"
        try solution(url).write(toFile: "\(folder)/\(url)/app.lua", atomically: true, encoding: .utf8)
        // From inside the exercise's folder, which names it.
        let terminal = try PseudoTerminal(["learn", "watch"], home: folder, directory: URL(fileURLWithPath: "\(folder)/\(url)"))
        #expect(terminal.expect("Reference solution of 03"))
        let screen = terminal.lastScreen().joined(separator: "\n")
        #expect(screen.contains("ℹ As the exercise expects: application:didFinishLaunchingWithOptions: returned false: the URL cookbook://recipe/lasagne is not opened (L3)"), "\(screen)")
        #expect(!screen.contains("Warnings (read these first)"))
        #expect(!screen.contains("⚠"))
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
