import Foundation
import Testing

/// `lifecycle types DIR`: lua-language-server definitions of the app and scenario API, and a
/// `.luarc.json` pointing at them, merged into the user's own without losing a key.
@Suite("Types command")
struct TypesCommandTests {
    /// A fresh empty folder, removed by the caller.
    private func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-types-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

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

    @Test("A folder that does not exist is an error (exit 2)")
    func missingFolder() throws {
        let result = try CLI.run(["types", "/nonexistent/lifecycle-types"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not a folder"))
    }
}
