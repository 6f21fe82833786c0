import Testing

/// `:help` in `lifecycle repl` lists every scenario verb, from the catalog the bindings use: the
/// scene, wake and BGTaskScheduler verbs too, each under its group with the profile that has it.
@Suite("REPL :help")
struct ReplHelpTests {
    static func help() throws -> CLI.Result {
        try CLI.run(["repl"], input: ":help\n")
    }

    @Test("C3, W1, C6: the scene, wake and BGTaskScheduler verbs are listed, with the profile that first has them")
    func laterEras() throws {
        let result = try Self.help()
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for verb in ["open_window", "front_window", "side_by_side", "close_window", "disconnect_scene", "scene_state",
                     "expect_scene_state", "background_fetch", "push", "run_bg_task", "set_charging"] {
            #expect(lines.contains { $0.hasPrefix("  \(verb)(") }, "\(verb) is not listed:\n\(result.stdout)")
        }
        #expect(lines.contains("Scenes (ios13 and later)"))
        #expect(lines.contains("BGTaskScheduler (ios13 and later)"))
        #expect(lines.contains("Woken in the background (ios7 and later)"))
        #expect(lines.contains { $0.hasPrefix("  notification_center()") && $0.hasSuffix("(ios6 and later)") })
        #expect(lines.contains { $0.hasPrefix("  open_window([name], [app]) ") && $0.hasSuffix("the user opens a new window (iPad only: --device ipad)") })
        #expect(lines.contains { $0.hasPrefix("  side_by_side(first, second, [app]) ") && $0.hasSuffix("(iPad only: --device ipad)") },
                "C3: Split View is the iPad's")
    }

    @Test("L1: the other verbs and the REPL's commands are still there, once each")
    func rest() throws {
        let result = try Self.help()
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for verb in ["launch", "home", "reopen", "lock", "call", "advance", "tap", "expect_state", "read_file", "now", "profile"] {
            #expect(lines.filter { $0.hasPrefix("  \(verb)(") }.count == 1, "\(verb):\n\(result.stdout)")
        }
        #expect(!lines.contains { $0.hasPrefix("  scenario(") }, "the declaration is not a verb to type at the prompt")
        for command in [":help", ":trace", ":reload", ":reset", ":save FILE", ":quit"] {
            #expect(lines.contains { $0.hasPrefix("  \(command) ") }, "\(command)")
        }
    }
}
