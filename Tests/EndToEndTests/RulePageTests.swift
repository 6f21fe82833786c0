import Foundation
import Testing
import TestSupport

/// Each page in docs/rules/ carries a minimal app that breaks its rule, the same app fixed, and a
/// scenario (fenced ```lua breaks, ```lua keeps, ```lua scenario). This suite runs them: the
/// fixed app must pass `--strict`, and the broken one must show the rule being broken.
@Suite("Rule pages", .serialized)
struct RulePageTests {
    /// How the breaking app shows up in the trace.
    enum Breaks: Sendable {
        /// A `kill` with this reason, citing one of the page's rules.
        case kill(String)
        /// A `violation` citing one of the page's rules.
        case violation
        /// An expectation of the scenario fails (lost or stale data): exit status 1.
        case failedExpectation
        /// An informational `info` line citing one of the page's rules, never a violation (R9:
        /// what the app does is its choice).
        case note
    }

    /// The page's named ```lua NAME blocks (the fences are read by DocPage, as for every page).
    static func blocks(of page: String) throws -> [String: String] {
        var blocks: [String: String] = [:]
        for block in try DocPage(path: "docs/rules/\(page).md").blocks where block.info.hasPrefix("lua ") {
            blocks[String(block.info.dropFirst("lua ".count)).trimmingCharacters(in: .whitespaces)] = block.body
        }
        return blocks
    }

    /// `strict`: the fixed app must pass `--strict`. A page whose fixed app cannot pass it must still
    /// pass every expectation with no violation. (A kill the page's lesson needs, W4's purge by
    /// `low_memory()` or a `user_kill()`, is no fault of the app: `--strict` passes it, docs/exit-codes.md.)
    func check(_ page: String, rules: Set<String>, breaks: Breaks, strict: Bool = true, profile: String? = nil) throws {
        let era = profile.map { ["--profile", $0] } ?? []
        let blocks = try Self.blocks(of: page)
        for name in ["breaks", "keeps", "scenario"] {
            _ = try #require(blocks[name], "docs/rules/\(page).md has no ```lua \(name) block")
        }
        // Other blocks are further apps the scenario installs (```lua maps → maps.lua).
        let folder = try TempFolder("pages-\(page)", files: Dictionary(uniqueKeysWithValues: blocks.map { ("\($0.key).lua", $0.value) }))
        defer { folder.remove() }
        let scenario = folder.file("scenario.lua").path

        let keeps = try CLI.run(["run", folder.file("keeps.lua").path, scenario] + (strict ? ["--strict"] : []) + era + ["--format", "jsonl"])
        #expect(keeps.status == 0, "the keeping app of \(page) fails --strict: \(keeps.stderr) \(keeps.lines.filter { $0.contains("\"violation\"") || $0.contains("\"kill\"") || $0.contains("\"ok\":false") })")
        if !strict { #expect(!keeps.lines.contains { $0.contains("\"event\":\"violation\"") }, "the keeping app of \(page) breaks a rule") }

        let broken = try CLI.run(["run", folder.file("breaks.lua").path, scenario] + era + ["--format", "jsonl"])
        #expect(broken.status != 2, "\(broken.stderr)")
        let events = try CLI.events(broken)
        func cites(_ event: [String: Any]) -> Bool { (event["rule"] as? String).map(rules.contains) ?? false }
        switch breaks {
        case .kill(let reason):
            #expect(events.contains { $0["event"] as? String == "kill" && $0["reason"] as? String == reason && cites($0) },
                    "the breaking app of \(page) is not killed (\(reason))")
        case .violation:
            #expect(events.contains { $0["event"] as? String == "violation" && cites($0) },
                    "the breaking app of \(page) writes no violation of \(rules.sorted())")
        case .failedExpectation:
            #expect(broken.status == 1, "the breaking app of \(page) passes its scenario")
        case .note:
            #expect(events.contains { $0["event"] as? String == "info" && cites($0) }, "the app of \(page) writes no info line citing \(rules.sorted())")
            #expect(!events.contains { $0["event"] as? String == "violation" && cites($0) }, "the app of \(page) writes a violation of \(rules.sorted())")
        }
    }

    /// A page of docs/rules/, what its breaking app shows, and how its fixed app is run.
    struct Page: Sendable, CustomTestStringConvertible {
        let name: String
        let rules: Set<String>
        let breaks: Breaks
        var strict = true
        var profile: String? = nil
        /// What the page teaches, for the report of a failing page.
        let lesson: String
        var testDescription: String { "docs/rules/\(name).md: \(lesson)" }
    }

    static let pages: [Page] = [
        Page(name: "R1", rules: ["R1"], breaks: .kill("gpu"), lesson: "GL in the background is a gpu kill; the fixed app passes --strict"),
        Page(name: "R2", rules: ["R2"], breaks: .violation, lesson: "a service left published at suspension is a violation"),
        Page(name: "R3", rules: ["R3"], breaks: .failedExpectation, lesson: "a socket torn down while suspended must be reconnected"),
        Page(name: "R6", rules: ["R6"], breaks: .kill("resources"), lesson: "holding the Address Book at suspension is a resources kill"),
        Page(name: "R7-F4", rules: ["R7", "F4"], breaks: .failedExpectation, lesson: "background setNeedsDisplay is coalesced into one redraw"),
        Page(name: "R8", rules: ["R8"], breaks: .violation, lesson: "an accessory session open at suspension is a violation"),
        Page(name: "R9", rules: ["R9"], breaks: .note, lesson: "an alert left on screen in the background is an info note, never a violation"),
        Page(name: "B6-R10", rules: ["B6", "R10"], breaks: .violation, lesson: "a sensitive view in the snapshot is a violation"),
        Page(name: "I4", rules: ["I4"], breaks: .violation, lesson: "a protected file open while the device locks is a violation"),
        Page(name: "B7-R4", rules: ["B7", "R4"], breaks: .failedExpectation, lesson: "what was not saved before a kill is lost"),
        Page(name: "F6", rules: ["F6"], breaks: .failedExpectation, lesson: "an app that ignores settings changes shows stale settings"),
        Page(name: "B2-R11", rules: ["B2", "R11"], breaks: .kill("resources"), lesson: "too much CPU in the background is a violation, then a resources kill"),
        Page(name: "B8-R5", rules: ["B8", "R5", "M1"], breaks: .kill("jetsam"), lesson: "an app that keeps its caches is purged first"),
        Page(name: "F3", rules: ["F3"], breaks: .failedExpectation, lesson: "notifications queued while suspended arrive coalesced on resume"),
        Page(name: "C6", rules: ["C6"], breaks: .kill("expired"), profile: "ios13",
             lesson: "a BGTask not completed on every path expires, and the app is killed 1 s later (ios13)"),
        Page(name: "W1", rules: ["W1"], breaks: .kill("watchdog"), lesson: "a fetch handler not called on every path is a watchdog kill after 30 s"),
        Page(name: "W2", rules: ["W2"], breaks: .violation, lesson: "a push method without the remote-notification mode is a violation, and never woken"),
        Page(name: "W3", rules: ["W3"], breaks: .failedExpectation, lesson: "an app that refreshes only in wakes shows stale news after a user kill"),
        // A jetsam kill keeps saved state: low_memory()'s purge, which --strict does not count (M1).
        Page(name: "W4", rules: ["W4"], breaks: .failedExpectation,
             lesson: "a root view controller set after willFinishLaunching is not restored after a jetsam kill; a force-quit discards the state"),
        Page(name: "C1", rules: ["C1"], breaks: .failedExpectation, profile: "ios13",
             lesson: "saving in applicationDidEnterBackground: with a scene manifest never runs (ios13)"),
        Page(name: "C2", rules: ["C2", "B4"], breaks: .kill("watchdog"), profile: "ios13",
             lesson: "a scene method blocking past 5 s kills the app, its window in front too (ios13)"),
        Page(name: "C3", rules: ["C3"], breaks: .failedExpectation, profile: "ios13",
             lesson: "one draft for every window: the windows overwrite each other (ios13)"),
        Page(name: "C4", rules: ["C4"], breaks: .failedExpectation, profile: "ios13",
             lesson: "a disconnected scene without an activity comes back empty (ios13)"),
        Page(name: "C5", rules: ["C5"], breaks: .failedExpectation, profile: "ios13",
             lesson: "UIApplicationDidBecomeActiveNotification misses a second window's activation (ios13)"),
    ]

    @Test("every page of docs/rules/ is in the table the pages' test plays, once")
    func everyPageIsPlayed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("docs/rules").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(".md".count)) }
        #expect(files.count >= 24)
        #expect(Self.pages.map(\.name).sorted() == files.sorted())
    }

    @Test("the pages' test names exactly the rules its pages teach, which RuleCoverageTests reads")
    func nameCitesThePagesRules() throws {
        let source = try String(contentsOf: CLI.root.appendingPathComponent("Tests/EndToEndTests/RulePageTests.swift"), encoding: .utf8)
        let line = try #require(source.components(separatedBy: "\n").first { $0.contains("@Test(\"") && $0.contains(": each page of docs/rules/") })
        let named = RuleCoverageTests.ruleIDs(in: String(line.split(separator: ":").first ?? ""))
        #expect(named == Self.pages.reduce(into: Set<String>()) { $0.formUnion($1.rules) })
    }

    /// The name cites every rule the pages teach (RuleCoverageTests reads test names); each page
    /// is one case, reported by its file when it fails.
    @Test("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 B2 B4 B6 B7 B8 F3 F4 F6 M1 I4 W1 W2 W3 W4 C1 C2 C3 C4 C5 C6: each page of docs/rules/ breaks its rules with its breaking app, and its fixed app passes",
          arguments: pages)
    func page(_ page: Page) throws {
        try check(page.name, rules: page.rules, breaks: page.breaks, strict: page.strict, profile: page.profile)
    }
}
