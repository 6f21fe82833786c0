import Foundation
import Testing

/// `lifecycle learn check` holds a learner's app to `--strict` as `lifecycle run` does (M1,
/// docs/exit-codes.md): the checker's `low_memory()` purging the suspended app is no fault of the
/// app, so a reference solution passes; a watchdog, the app's own memory over its limit, or a
/// violation fails the check. Exercise 28 runs on ios7, exercise 38 on ios13; both checkers purge
/// the suspended app.
@Suite("Strict learn check, end to end", .serialized)
struct StrictLearnCheckTests {
    /// An exercise, and the line its solution's applicationDidEnterBackground: begins with.
    struct Exercise: Sendable, CustomTestStringConvertible {
        let number: Int
        let folder: String
        let enters: String
        var testDescription: String { folder }
    }

    static let exercises = [
        Exercise(number: 28, folder: "28-where-the-user-was", enters: "function App:applicationDidEnterBackground(application)\n"),
        Exercise(number: 38, folder: "38-save-before-you-are-frozen", enters: "function Journal:applicationDidEnterBackground(application)\n"),
    ]

    /// `learn check` of the exercise's solution with `line` added at the top of its
    /// applicationDidEnterBackground: (nothing added: the solution itself).
    func check(_ exercise: Exercise, adding line: String? = nil) throws -> CLI.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-strict-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["learn", "init", folder]).status == 0)
        var source = try String(contentsOf: CLI.root.appendingPathComponent("exercises/\(exercise.folder)/solution.lua"), encoding: .utf8)
        if let line {
            #expect(source.contains(exercise.enters), "\(exercise.folder)'s solution lacks \(exercise.enters)")
            source = source.replacingOccurrences(of: exercise.enters, with: exercise.enters + "  " + line + "\n")
        }
        try source.write(toFile: "\(folder)/\(exercise.folder)/app.lua", atomically: true, encoding: .utf8)
        return try CLI.run(["learn", "check", "\(exercise.number)", "--workspace", folder])
    }

    @Test("M1: the solution passes learn check although its checker's low_memory() purges the suspended app (ios7 and ios13)",
          arguments: exercises)
    func purgeIsNoFinding(_ exercise: Exercise) throws {
        let result = try check(exercise)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("solved!"))
        #expect(!result.stdout.contains("killed:"))
    }

    @Test("B4: a watchdog at Home fails learn check, which names the kill (ios7 and ios13)", arguments: exercises)
    func watchdogFails(_ exercise: Exercise) throws {
        let result = try check(exercise, adding: "work(10)")
        #expect(result.status == 1)
        #expect(result.stdout.contains("killed: watchdog [B4]"), "\(result.stdout)")
    }

    @Test("M1: the app's own memory over its limit fails learn check: a jetsam kill of its own doing (ios7 and ios13)", arguments: exercises)
    func ownMemoryFails(_ exercise: Exercise) throws {
        let result = try check(exercise, adding: "NSCache.new(\"thumbnails\"):setObject(\"all\", 200)")
        #expect(result.status == 1)
        #expect(result.stdout.contains("killed: jetsam [M1] the app's footprint reached 200 MB"), "\(result.stdout)")
    }

    @Test("B5: a violation fails learn check (ios7 and ios13)", arguments: exercises)
    func violationFails(_ exercise: Exercise) throws {
        let result = try check(exercise, adding: "application:endBackgroundTask(42)")
        #expect(result.status == 1)
        #expect(result.stdout.contains("[B5]"), "\(result.stdout)")
    }
}
