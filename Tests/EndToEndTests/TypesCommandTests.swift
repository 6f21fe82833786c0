import Foundation
import TestSupport
import Testing

/// `lifecycle types DIR`: lua-language-server definitions of the app and scenario API, and a
/// `.luarc.json` pointing at them, merged into the user's own without losing a key.
@Suite("Types command")
struct TypesCommandTests {
    /// A fresh empty folder, removed by the caller.
    private func folder(_ name: String) throws -> URL { try TempFolder("types-\(name)").url }

    private func read(_ url: URL, _ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("B5, L3: writes the three ---@meta files and a .luarc.json for Lua 5.4 with the library path")
    func fresh() throws {
        let dir = try folder("fresh")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["types", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["sandbox", "app", "scenario"] {
            let text = try read(dir, ".lifecycle/types/\(name).lua")
            #expect(text.hasPrefix("---@meta _\n"), "\(name).lua")
            #expect(result.stdout.contains(".lifecycle/types/\(name).lua"))
        }
        let app = try read(dir, ".lifecycle/types/app.lua")
        #expect(app.contains("function AppDelegate:applicationDidEnterBackground(application) end"))
        #expect(app.contains("function UIApplication:beginBackgroundTaskWithExpirationHandler(handler) end"))
        #expect(app.contains("Rules: B5, T2"))
        // C1: the scene methods belong to their own class, not to the app delegate.
        #expect(app.contains("---@class SceneDelegate\n"))
        #expect(app.contains("function SceneDelegate:sceneDidEnterBackground(scene) end"))
        #expect(app.contains("function SceneDelegate:scene_willConnectToSession_options(scene, session, options) end"))
        #expect(!app.contains("function AppDelegate:sceneDidEnterBackground"))
        #expect(app.contains("function AppDelegate:application_configurationForConnectingSceneSession_options(application, session, options) end"))
        #expect(try read(dir, ".lifecycle/types/scenario.lua").contains("function advance(seconds) end"))
        let rc = try json(try read(dir, ".luarc.json"))
        #expect(rc["runtime.version"] as? String == "Lua 5.4")
        #expect(rc["workspace.library"] as? [String] == [".lifecycle/types"])
        #expect((rc["runtime.builtin"] as? [String: String])?["io"] == "disable")
    }

    @Test("The output is the same byte for byte on every run; a second run adds nothing to .luarc.json")
    func deterministic() throws {
        let one = try folder("one"), two = try folder("two")
        defer { try? FileManager.default.removeItem(at: one); try? FileManager.default.removeItem(at: two) }
        #expect(try CLI.run(["types", one.path]).status == 0)
        #expect(try CLI.run(["types", two.path]).status == 0)
        #expect(try CLI.run(["types", two.path]).status == 0)
        for path in [".lifecycle/types/sandbox.lua", ".lifecycle/types/app.lua", ".lifecycle/types/scenario.lua", ".luarc.json"] {
            #expect(try read(one, path) == read(two, path), "\(path) differs")
        }
    }

    @Test("An existing .luarc.json keeps every key and its order; settings go where the file has them")
    func merge() throws {
        let dir = try folder("merge")
        defer { try? FileManager.default.removeItem(at: dir) }
        let mine = """
            {"diagnostics.globals": ["vim"], "runtime": {"version": "Lua 5.1", "path": ["?.lua"]},
             "workspace": {"library": ["/opt/lib"], "checkThirdParty": false}, "hint.enable": true, "n": 1.50}
            """
        try mine.write(to: dir.appendingPathComponent(".luarc.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["types", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("updated"))
        let text = try read(dir, ".luarc.json")
        let rc = try json(text)
        #expect(rc["diagnostics.globals"] as? [String] == ["vim"])
        #expect(rc["hint.enable"] as? Bool == true)
        let runtime = try #require(rc["runtime"] as? [String: Any])
        #expect(runtime["version"] as? String == "Lua 5.4")
        #expect(runtime["path"] as? [String] == ["?.lua"])
        #expect((runtime["builtin"] as? [String: String])?["package"] == "disable")
        let workspace = try #require(rc["workspace"] as? [String: Any])
        #expect(workspace["library"] as? [String] == ["/opt/lib", ".lifecycle/types"])
        #expect(workspace["checkThirdParty"] as? Bool == false)
        #expect(rc["runtime.version"] == nil && rc["workspace.library"] == nil)
        #expect(text.contains("\"n\": 1.50"))
        let order = ["diagnostics.globals", "runtime", "workspace", "hint.enable", "\"n\""].map { text.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test("A .luarc.json that is not JSON (or has comments) is left alone: exit 2, nothing written")
    func invalid() throws {
        let dir = try folder("invalid")
        defer { try? FileManager.default.removeItem(at: dir) }
        let mine = "{\n  // my settings\n  \"hint.enable\": true\n}\n"
        try mine.write(to: dir.appendingPathComponent(".luarc.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["types", dir.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(".luarc.json: line 2: comments are not JSON"))
        #expect(try read(dir, ".luarc.json") == mine)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".lifecycle").path))
    }

    @Test("A folder that does not exist is created, parents too; a path that is a file is an error (exit 2)")
    func missingFolder() throws {
        let base = try folder("missing")
        defer { try? FileManager.default.removeItem(at: base) }
        let target = base.appendingPathComponent("new/editor")
        let result = try CLI.run(["types", target.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent(".luarc.json").path))
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent(".lifecycle/types/app.lua").path))
        let file = base.appendingPathComponent("plain.txt")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let refused = try CLI.run(["types", file.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is not a folder"))
    }

    @Test(".luacheckrc lists every global the app and scenario scripts use (the 16 of well-behaved/app.lua), each for its kind of file, and a user's own is kept")
    func luacheckrc() throws {
        let dir = try folder("luacheck")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["types", dir.path]).status == 0)
        let rc = try read(dir, ".luacheckrc")
        #expect(rc.contains("std = \"none\""))
        for name in ["work", "print", "DispatchQueue", "NSUserDefaults", "NSTimer", "UIApplication", "launch", "home", "advance", "expect_state", "string", "math", "pairs"] {
            #expect(rc.contains("\"\(name)\",\n"), "\(name)")
        }
        #expect(!rc.contains("\"io\"") && !rc.contains("\"debug\""))
        // Apps read the app's globals, scenarios (by file name) the scenario's instead.
        let sections = rc.components(separatedBy: "files[")
        #expect(sections.count == 3)
        let apps = sections[0], scenarios = sections[1]
        #expect(apps.contains("\"work\"") && !apps.contains("\"launch\"") && !apps.contains("\"home\""))
        #expect(scenarios.hasPrefix("\"**/*scenario*.lua\"] = {\n  new_read_globals = {"))
        #expect(scenarios.contains("\"launch\"") && !scenarios.contains("\"work\""))
        #expect(sections[2].hasPrefix("\"**/check.lua\"]"))
        // Every global example app reads is listed (what luacheck reported as undefined).
        let app = try String(contentsOf: CLI.root.appendingPathComponent("examples/well-behaved/app.lua"), encoding: .utf8)
        for name in ["NSFileManager", "NSUserDefaults", "DispatchQueue", "work"] where app.contains(name) {
            #expect(rc.contains("\"\(name)\""), "\(name)")
        }
        let mine = "std = \"lua54\"\n"
        try mine.write(to: dir.appendingPathComponent(".luacheckrc"), atomically: true, encoding: .utf8)
        let again = try CLI.run(["types", dir.path])
        #expect(again.status == 0)
        #expect(again.stdout.contains("kept \(dir.path)/.luacheckrc"))
        #expect(try read(dir, ".luacheckrc") == mine)
    }
}
