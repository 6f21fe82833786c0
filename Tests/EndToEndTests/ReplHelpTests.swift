import LifecycleCore
import Testing

/// `:help` in `lifecycle repl` lists every scenario verb, from the catalog the bindings use
/// (`ScenarioVerb`): the scene, wake and BGTaskScheduler verbs too, each under its group with the
/// profile that has it. The tests walk the catalog, so a verb added to it is checked the day it
/// lands.
@Suite("REPL :help")
struct ReplHelpTests {
    static func help() throws -> CLI.Result {
        try CLI.run(["repl"], input: ":help\n")
    }

    @Test("P: every verb of the catalog is listed once, with its arguments, under its group's title")
    func everyVerb() throws {
        let result = try Self.help()
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(ScenarioVerb.all.count > 50, "the catalog is read")
        for verb in ScenarioVerb.all {
            let listed = lines.indices.filter { lines[$0].hasPrefix("  \(verb.call) ") }
            #expect(listed.count == 1, "\(verb.call) is listed \(listed.count) times:\n\(result.stdout)")
            guard let line = listed.first else { continue }
            #expect(lines[line].contains(verb.help), "\(verb.name): its help")
            // Its group is the last title above it.
            let title = lines[..<line].last { !$0.hasPrefix(" ") }
            #expect(title?.hasPrefix(verb.group.title) == true, "\(verb.name) is under \(title ?? "no title")")
        }
    }

    @Test("C3, W1, C6: the scene, wake and BGTaskScheduler verbs are listed, with the profile that first has them")
    func laterEras() throws {
        let result = try Self.help()
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let later = [ScenarioVerb.Group.wake, .scenes, .bgTasks].flatMap(ScenarioVerb.verbs(in:))
        #expect(later.count == 11, "two wake verbs, seven scene verbs, two BGTaskScheduler verbs")
        for verb in later {
            #expect(lines.contains { $0.hasPrefix("  \(verb.name)(") }, "\(verb.name) is not listed:\n\(result.stdout)")
        }
        #expect(lines.contains("Scenes (ios13 and later)"))
        #expect(lines.contains("BGTaskScheduler (ios13 and later)"))
        #expect(lines.contains("Woken in the background (ios7 and later)"))
        #expect(lines.contains { $0.hasPrefix("  notification_center()") && $0.hasSuffix("(ios6 and later)") })
        #expect(lines.contains { $0.hasPrefix("  open_window([name], [app]) ") && $0.hasSuffix("the user opens a new window (iPad only: --device ipad)") })
        #expect(lines.contains { $0.hasPrefix("  side_by_side(first, second, [app]) ") && $0.hasSuffix("(iPad only: --device ipad)") },
                "C3: Split View is the iPad's")
    }

    @Test("L1: the REPL's commands are there, and the declaration is not a verb to type at the prompt")
    func rest() throws {
        let result = try Self.help()
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("  scenario(") }, "the declaration is not a verb to type at the prompt")
        for command in [":help", ":trace", ":reload", ":reset", ":save FILE", ":quit"] {
            #expect(lines.contains { $0.hasPrefix("  \(command) ") }, "\(command)")
        }
    }
}
