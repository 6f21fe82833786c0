import Foundation
import Testing
import TestSupport

/// S3 from the command line: a block of a global queue freezes with the suspended app at the line
/// it reached, goes on from there when the app runs again, and is lost with its process (M1), on
/// both profiles of the lesson. The froze, resumed and lost lines are compared whole, so their
/// keys (docs/trace.md, "Added with frozen code") and their order are checked too. The wakes and
/// the cut are FrozenWakeEndToEndTests'.
@Suite("Frozen code, end to end", .serialized)
struct FrozenCodeEndToEndTests {
    /// Runs `app` and `scenario` (sources, as app.lua and s.lua) from a fresh folder.
    static func run(_ app: String, _ scenario: String, _ options: [String]) throws -> CLI.Result {
        let folder = try TempFolder("frozen", files: ["app.lua": app, "s.lua": scenario])
        defer { folder.remove() }
        return try CLI.run(["run", "app.lua", "s.lua"] + options, directory: folder.url)
    }

    /// The froze, resumed and lost lines of a JSONL trace, as written.
    static func codeLines(_ result: CLI.Result) -> [String] {
        result.lines.filter { line in ["froze", "resumed", "lost"].contains { line.contains(#""event":"\#($0)""#) } }
    }

    /// Saves in applicationDidEnterBackground: without a background task: a 1 s block (line 5)
    /// that adds an "x" to Documents/saved, while the method itself works 0.2 s.
    static let save = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application) return true end
        function App:applicationDidEnterBackground(application)
          DispatchQueue.global():async(function()
            work(1)
            FileManager.write("Documents/saved", (FileManager.read("Documents/saved") or "") .. "x")
          end)
          work(0.2)
        end
        return App
        """

    /// Home, a frozen save that goes on at reopen(); Home again, and the second save, frozen, is
    /// purged with the app by low_memory(): the relaunched app never writes its "x".
    static let saveThenPurge = """
        launch() home() advance(10)
        expect(read_file('Documents/saved') == nil, 'frozen: not saved yet')
        reopen() advance(2)
        expect_saved('Documents/saved', 'x')
        home() advance(10) low_memory() launch() advance(5)
        expect_saved('Documents/saved', 'x')
        """

    @Test("S3, M1: a save dispatched in applicationDidEnterBackground: freezes at its line after 0.199 s, resumes at reopen() and finishes; the next one is lost with the purged app and never runs; --strict passes, as the purge is no fault of the app (M1)",
          arguments: ["ios7", "ios13"])
    func testS3FrozenSaveResumesThenM1LosesIt(profile: String) throws {
        let result = try Self.run(Self.save, Self.saveThenPurge, ["--profile", profile, "--format", "jsonl", "--strict"])
        #expect(Self.codeLines(result) == [
            #"{"t":0.2,"event":"froze","id":1,"what":"block","queue":"global","line":"app.lua:5","rule":"S3","ran":0.199}"#,
            #"{"t":10.2,"event":"resumed","id":1,"what":"block","queue":"global","line":"app.lua:5","rule":"S3","ran":0.199}"#,
            #"{"t":12.4,"event":"froze","id":2,"what":"block","queue":"global","line":"app.lua:5","rule":"S3","ran":0.199}"#,
            #"{"t":22.4,"event":"lost","id":2,"what":"block","queue":"global","line":"app.lua:5","rule":"M1","ran":0.199}"#,
        ], "\(result.stdout)")
        let events = try CLI.events(result)
        let expects = events.filter { $0["event"] as? String == "expect" }
        #expect(expects.count == 3 && expects.allSatisfy { $0["ok"] as? Bool == true }, "\(expects)")
        // --strict: the purge is a kill (jetsam, M1) of the scenario's own app, but the system's
        // answer to low_memory(), no fault of the app (docs/exit-codes.md); the lost line adds nothing.
        let kills = events.filter { $0["event"] as? String == "kill" }
        #expect(kills.map { "\($0["reason"] ?? "") \($0["rule"] ?? "") \($0["cause"] ?? "")" } == ["jetsam M1 system"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("S3, T4: --strict: a frozen block lost to user_kill() is no failure by itself (only a kill of the app's doing fails a strict run)")
    func testS3LostToUserKillPassesStrict() throws {
        let result = try Self.run(Self.save, "launch() home() advance(10) user_kill() launch() advance(5)", ["--profile", "ios13", "--format", "jsonl", "--strict"])
        #expect(Self.codeLines(result).last == #"{"t":10.2,"event":"lost","id":1,"what":"block","queue":"global","line":"app.lua:5","rule":"T4","ran":0.199}"#)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("S3, M1: the pretty trace shows the froze, resumed and lost lines without --verbose, the loss pointing to lifecycle explain S3")
    func testS3PrettyShowsFrozeResumedLost() throws {
        let result = try Self.run(Self.save, Self.saveThenPurge, ["--profile", "ios13", "--format", "pretty"])
        let lines = result.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("0.200  ❄ froze: a dispatched block (global queue) at app.lua:5 after 0.199 s of running: it goes on from there when the app runs again [S3]"), "\(result.stdout)")
        #expect(lines.contains("↻ resumed: a dispatched block (global queue) goes on from app.lua:5, after 0.199 s of running before [S3]"))
        let lost = try #require(lines.firstIndex(of: "⊘ lost: a dispatched block (global queue) at app.lua:5 after 0.199 s of running: the process died, the rest of it never runs [M1]"))
        #expect(lines[lost + 1] == "↳ lifecycle explain S3", "the lesson; the kill line before it points to M1")
        #expect(result.stdout.contains("1 piece of code lost before it returned"))
    }

    /// Begins a background task whose expiration handler ends it, and dispatches, 10 s before
    /// the allowance ends, a 40 s upload (line 7): it still works when the time runs out.
    static let upload = """
        local App = {}
        function App:application_didFinishLaunchingWithOptions(application) return true end
        function App:applicationDidEnterBackground(application)
          local task
          task = application:beginBackgroundTaskWithExpirationHandler(function() application:endBackgroundTask(task) end)
          DispatchQueue.global():asyncAfter(application.backgroundTimeRemaining - 10, function()
            work(40)
            print("uploaded")
          end)
        end
        return App
        """

    @Test("S3, B5: a block still working when the expiration handler ends the task freezes at the allowance's end (180 s on ios7, 30 s on ios13) and resumes at the return to the foreground",
          arguments: [("ios7", 180), ("ios13", 30)])
    func testS3B5FreezesAtAllowanceEnd(profile: String, allowance: Int) throws {
        let result = try Self.run(Self.upload, "launch() home() advance(400) reopen() advance(60)", ["--profile", profile, "--format", "jsonl"])
        #expect(Self.codeLines(result) == [
            #"{"t":\#(allowance),"event":"froze","id":1,"what":"block","queue":"global","line":"app.lua:7","rule":"B5","ran":10}"#,
            #"{"t":400,"event":"resumed","id":1,"what":"block","queue":"global","line":"app.lua:7","rule":"S3","ran":10}"#,
        ], "\(result.stdout)")
        #expect(result.lines.contains(#"{"t":\#(allowance),"event":"state","from":"background","to":"suspended"}"#))
        #expect(result.lines.last == #"{"t":430,"event":"log","text":"uploaded"}"#, "the 30 s left run after the return")
        #expect(result.status == 0)
    }
}
