import Foundation
import Testing

/// `lifecycle learn` as a learner and a teacher use it.
@Suite("Learn", .serialized)
struct LearnTests {
    func workspace() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("learn-\(UUID().uuidString)").path
    }

    /// The first exercise's folder in the repository.
    func firstFolder() throws -> String {
        let all = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("exercises").path).sorted()
        return try #require(all.first { $0.hasPrefix("01-") })
    }

    @Test("init copies the starters; the list shows 20+ exercises with a progress bar")
    func initAndList() throws {
        let folder = workspace()
        let made = try CLI.run(["learn", "init", folder])
        #expect(made.status == 0)
        let list = try CLI.run(["learn", "--workspace", folder])
        #expect(list.status == 0)
        #expect(list.stdout.contains("Progress [░░░░"))
        let rows = list.lines.filter { $0.contains(" · ") }
        #expect(rows.count >= 20, "\(list.stdout)")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/\(try firstFolder())/app.lua"))
    }

    @Test("the learner's walk: every starter fails with feedback naming a line of its app.lua, every solution passes, then the next exercise is shown")
    func learnersWalk() throws {
        let folder = workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try CLI.run(["learn", "init", folder])
        let exercises = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("exercises").path)
            .filter { $0.first?.isNumber == true }.sorted()
        #expect(exercises.first == (try firstFolder()))
        for (index, exercise) in exercises.enumerated() {
            let number = Int(exercise.prefix { $0.isNumber })!
            let starter = try String(contentsOfFile: "\(folder)/\(exercise)/app.lua", encoding: .utf8)
            let failing = try CLI.run(["learn", "check", "\(number)", "--workspace", folder])
            #expect(failing.status == 1, "\(exercise) starter: \(failing.stdout)\(failing.stderr)")
            #expect(failing.stdout.contains("is not solved yet"))
            #expect(failing.stdout.contains("✗ "))
            #expect(!failing.stdout.contains("LifecycleLua"), "no host internals")
            // The feedback points at the learner's code: app.lua and a line it has.
            let lines = starter.split(separator: "\n", omittingEmptySubsequences: false).count
            let named = failing.stdout.matches(of: /app\.lua:(\d+)/).compactMap { Int($0.output.1) }
            #expect(named.contains { (1...lines).contains($0) }, "\(exercise): no line of app.lua in \(failing.stdout)")

            let solution = try String(contentsOf: CLI.root.appendingPathComponent("exercises/\(exercise)/solution.lua"), encoding: .utf8)
            try solution.write(toFile: "\(folder)/\(exercise)/app.lua", atomically: true, encoding: .utf8)
            let passing = try CLI.run(["learn", "check", "\(number)", "--workspace", folder])
            #expect(passing.status == 0, "\(exercise) solution: \(passing.stdout)\(passing.stderr)")
            #expect(passing.stdout.contains("solved!"))
            let next = try CLI.run(["learn", "next", "--workspace", folder]).stdout
            if index + 1 < exercises.count {
                #expect(next.contains("Exercise \(exercises[index + 1].prefix(2)) "), "\(next)")
            } else {
                #expect(next.contains("All \(exercises.count) exercises are solved"), "\(next)")
            }
        }
        let list = try CLI.run(["learn", "--workspace", folder])
        #expect(list.stdout.contains("\(exercises.count)/\(exercises.count)"))
        #expect(list.lines.contains { $0.contains("✓ 01 ") })
    }

    @Test("hint shows one more hint each time; reset asks first and restores the starter")
    func hintsAndReset() throws {
        let folder = workspace()
        _ = try CLI.run(["learn", "init", folder])
        let one = try CLI.run(["learn", "hint", "1", "--workspace", folder])
        let two = try CLI.run(["learn", "hint", "1", "--workspace", folder])
        #expect(one.stdout.contains("Hint 1 of"))
        #expect(!one.stdout.contains("Hint 2 of"))
        #expect(two.stdout.contains("Hint 2 of"))
        let path = "\(folder)/\(try firstFolder())/app.lua"
        try "-- my work".write(toFile: path, atomically: true, encoding: .utf8)
        let declined = try CLI.run(["learn", "reset", "1", "--workspace", folder], input: "n\n")
        #expect(declined.stdout.contains("Nothing changed"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "-- my work")
        let accepted = try CLI.run(["learn", "reset", "1", "--workspace", folder], input: "y\n")
        #expect(accepted.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("-- Exercise 01:"))
    }

    @Test("--json writes Exercism's results.json for a teacher's CI")
    func json() throws {
        let folder = workspace()
        _ = try CLI.run(["learn", "init", folder])
        let result = try CLI.run(["learn", "check-all", "--json", "--workspace", folder])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 2)
        #expect(object["status"] as? String == "fail")
        let tests = try #require(object["tests"] as? [[String: Any]])
        #expect(tests.count >= 20)
        #expect(tests.allSatisfy { ["pass", "fail", "error"].contains($0["status"] as? String ?? "") && $0["name"] is String })
    }

    @Test("watch re-checks on save, shows a hint on h, and never moves on by itself")
    func watch() throws {
        let folder = workspace()
        _ = try CLI.run(["learn", "init", folder])
        let first = try firstFolder()
        let terminal = try PseudoTerminal(["learn", "watch", "--workspace", folder], home: folder)
        #expect(terminal.expect("keys: n next"))
        #expect(terminal.expect("is not solved yet"))
        terminal.send("h")
        #expect(terminal.expect("Hint 1 of"))
        let solution = try String(contentsOf: CLI.root.appendingPathComponent("exercises/\(first)/solution.lua"), encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.05)
        try solution.write(toFile: "\(folder)/\(first)/app.lua", atomically: true, encoding: .utf8)
        #expect(terminal.expect("solved!"))
        #expect(!terminal.expect("Exercise 02 ", seconds: 1), "it must not advance by itself")
        terminal.send("n")
        #expect(terminal.expect("Exercise 02 "))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
