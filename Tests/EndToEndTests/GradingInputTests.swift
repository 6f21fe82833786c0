import Foundation
import Testing

/// What `lifecycle test` reads before it grades: the submissions an `--apps` pattern matches,
/// each graded as its own file (H19), and the one app named, which is read before anything else
/// (H26).
@Suite("lifecycle test, its inputs", .serialized)
struct GradingInputTests {
    static let scenario = "launch()\nexpect_state(\"active\")\n"
    static func link(_ folder: URL, _ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(path).path, withDestinationPath: target)
    }

    static func report(_ result: CLI.Result) throws -> (apps: [String], results: [[String: Any]]) {
        let json = try TestCommandTests.json(result)
        let apps = try #require(json["apps"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        return (apps, try #require(json["results"] as? [[String: Any]]))
    }

    @Test("H19: an app.lua linked to another student's, a linked folder and a link out of the class are each refused as that submission's error; no student vanishes")
    func g01LinkedSubmissions() throws {
        try TestCommandTests.inFolder(["class/ada/app.lua": TestCommandTests.good, "class/bob/readme.txt": "",
                                       "elsewhere/eve/app.lua": TestCommandTests.good, "s.scenario.lua": Self.scenario]) { folder in
            try Self.link(folder, "class/bob/app.lua", to: "../ada/app.lua")
            try Self.link(folder, "class/cy", to: "ada")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("class/dee"), withIntermediateDirectories: true)
            try Self.link(folder, "class/dee/app.lua", to: folder.appendingPathComponent("elsewhere/eve/app.lua").path)
            let result = try TestCommandTests.test(["--apps", "class/*/app.lua", "s.scenario.lua", "--format", "json"], in: folder)
            #expect(result.status == 1, "\(result.stderr)")
            let (apps, results) = try Self.report(result)
            // Four matches, four submissions: ada is graded as herself, and not merged with bob or cy.
            #expect(apps == ["ada", "bob", "cy", "dee"])
            #expect(results.map { $0["status"] as? String } == ["passed", "error", "error", "error"])
            try #require(results.count == 4)
            #expect(GradingLimitTests.firstMessage(results[1]).contains("class/bob/app.lua is a symbolic link"), "\(results[1])")
            #expect(GradingLimitTests.firstMessage(results[2]).contains("class/cy/app.lua is reached through a symbolic link, class/cy"), "\(results[2])")
            #expect(GradingLimitTests.firstMessage(results[3]).contains("class/dee/app.lua is a symbolic link"), "\(results[3])")
            #expect(results.dropFirst().allSatisfy { GradingLimitTests.firstMessage($0).contains("replace the link with the file itself") })
            // In every format the refused submissions score nothing.
            let csv = try TestCommandTests.test(["--apps", "class/*/app.lua", "s.scenario.lua", "--format", "csv"], in: folder)
            #expect(csv.lines.dropFirst().map { $0.split(separator: ",").prefix(3).joined(separator: ",") }
                    == ["ada,class/ada/app.lua,1", "bob,class/bob/app.lua,0", "cy,class/cy/app.lua,0", "dee,class/dee/app.lua,0"], "\(csv.stdout)")
        }
    }

    @Test("H19: a match that leads out of the pattern's folder through .. is refused; the pattern's own folder may be a link; two patterns matching one file grade it once")
    func g01OutOfTheFolder() throws {
        try TestCommandTests.inFolder(["real/ada/app.lua": TestCommandTests.good, "other/zed/app.lua": TestCommandTests.good,
                                       "s.scenario.lua": Self.scenario]) { folder in
            try Self.link(folder, "class", to: "real")
            let result = try TestCommandTests.test(["--apps", "class/*/app.lua", "--apps", "class/*/../../other/*/app.lua",
                                                    "--apps", "class/ada/app.lua", "s.scenario.lua", "--format", "json"], in: folder)
            let (apps, results) = try Self.report(result)
            #expect(apps == ["ada", "zed"], "\(result.stdout)\(result.stderr)")
            #expect(results.map { $0["status"] as? String } == ["passed", "error"])
            try #require(results.count == 2)
            #expect(GradingLimitTests.firstMessage(results[1]).contains("class/ada/../../other/zed/app.lua leads out of class, the folder its --apps pattern names"),
                    "\(results[1])")
        }
    }

    @Test("H26: lifecycle test typo.lua says at once that typo.lua cannot be read, before any scenario of the folder runs")
    func g08MissingApp() throws {
        try TestCommandTests.inFolder(["a.scenario.lua": "error('this scenario ran')\n", "s/b.scenario.lua": Self.scenario]) { folder in
            let result = try TestCommandTests.test(["typo.lua"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "error: cannot read typo.lua: No such file or directory (lifecycle test APP.lua [SCENARIO.lua | DIR]…: name the app script first)\n",
                    "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            // Named scenarios are not read either; a folder is no app.
            let named = try TestCommandTests.test(["typo.lua", "a.scenario.lua"], in: folder)
            #expect(named.status == 2 && named.stderr.hasPrefix("error: cannot read typo.lua:") && !named.stderr.contains("ran"))
            let folderAsApp = try TestCommandTests.test(["s", "s"], in: folder)
            #expect(folderAsApp.status == 2 && folderAsApp.stderr.hasPrefix("error: cannot read s: it is a folder, not a file"), "\(folderAsApp.stderr)")
        }
    }

    @Test("H26: lifecycle test /typo.lua ends at once, without searching the whole file system")
    func g08MissingAppAtTheRoot() throws {
        let folder = try Spawned.folder("g08")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = "/lifecycle-\(UUID().uuidString).lua"
        let result = try Measured.run(["test", missing], in: folder, deadline: 30)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: cannot read \(missing): No such file or directory"), "\(result.stderr)")
        #expect(result.seconds < 5, "\(result.seconds) s")
    }
}
