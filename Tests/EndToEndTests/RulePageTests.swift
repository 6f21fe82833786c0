import Foundation
import Testing

/// Each page in docs/rules/ carries a minimal app that breaks its rule, the same app fixed, and a
/// scenario (fenced ```lua breaks, ```lua keeps, ```lua scenario). This suite runs them: the
/// fixed app must pass `--strict`, and the broken one must show the rule being broken.
@Suite("Rule pages", .serialized)
struct RulePageTests {
    /// How the breaking app shows up in the trace.
    enum Breaks {
        /// A `kill` with this reason, citing one of the page's rules.
        case kill(String)
        /// A `violation` citing one of the page's rules.
        case violation
        /// An expectation of the scenario fails (lost or stale data): exit status 1.
        case failedExpectation
    }

    /// The page's named ```lua NAME blocks (the fences are read by DocPage, as for every page).
    static func blocks(of page: String) throws -> [String: String] {
        var blocks: [String: String] = [:]
        for block in try DocPage(path: "docs/rules/\(page).md").blocks where block.info.hasPrefix("lua ") {
            blocks[String(block.info.dropFirst("lua ".count)).trimmingCharacters(in: .whitespaces)] = block.body
        }
        return blocks
    }

    /// `strict`: the fixed app must pass `--strict`. A page whose lesson needs the system to kill
    /// the app (W4: a jetsam kill keeps saved state) cannot ask that, as `--strict` counts such a
    /// kill against the app (INTERFACE.md); its fixed app must still pass every expectation with
    /// no violation.
    func check(_ page: String, rules: Set<String>, breaks: Breaks, strict: Bool = true, profile: String? = nil) throws {
        let era = profile.map { ["--profile", $0] } ?? []
        let blocks = try Self.blocks(of: page)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-pages-\(page)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["breaks", "keeps", "scenario"] {
            _ = try #require(blocks[name], "docs/rules/\(page).md has no ```lua \(name) block")
        }
        // Other blocks are further apps the scenario installs (```lua maps → maps.lua).
        for (name, block) in blocks {
            try block.write(to: folder.appendingPathComponent("\(name).lua"), atomically: true, encoding: .utf8)
        }
        let scenario = folder.appendingPathComponent("scenario.lua").path

        let keeps = try CLI.run(["run", folder.appendingPathComponent("keeps.lua").path, scenario] + (strict ? ["--strict"] : []) + era + ["--format", "jsonl"])
        #expect(keeps.status == 0, "the keeping app of \(page) fails --strict: \(keeps.stderr) \(keeps.lines.filter { $0.contains("\"violation\"") || $0.contains("\"kill\"") || $0.contains("\"ok\":false") })")
        if !strict { #expect(!keeps.lines.contains { $0.contains("\"event\":\"violation\"") }, "the keeping app of \(page) breaks a rule") }

        let broken = try CLI.run(["run", folder.appendingPathComponent("breaks.lua").path, scenario] + era + ["--format", "jsonl"])
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
        }
    }

    @Test("R1: docs/rules/R1.md: GL in the background is a gpu kill; the fixed app passes --strict")
    func r1() throws { try check("R1", rules: ["R1"], breaks: .kill("gpu")) }

    @Test("R2: docs/rules/R2.md: a service left published at suspension is a violation")
    func r2() throws { try check("R2", rules: ["R2"], breaks: .violation) }

    @Test("R3: docs/rules/R3.md: a socket torn down while suspended must be reconnected")
    func r3() throws { try check("R3", rules: ["R3"], breaks: .failedExpectation) }

    @Test("R6: docs/rules/R6.md: holding the Address Book at suspension is a resources kill")
    func r6() throws { try check("R6", rules: ["R6"], breaks: .kill("resources")) }

    @Test("R7, F4: docs/rules/R7-F4.md: background setNeedsDisplay is coalesced into one redraw")
    func r7() throws { try check("R7-F4", rules: ["R7", "F4"], breaks: .failedExpectation) }

    @Test("R8: docs/rules/R8.md: an accessory session open at suspension is a violation")
    func r8() throws { try check("R8", rules: ["R8"], breaks: .violation) }

    @Test("R9: docs/rules/R9.md: an alert left on screen in the background is a violation")
    func r9() throws { try check("R9", rules: ["R9"], breaks: .violation) }

    @Test("B6, R10: docs/rules/B6-R10.md: a sensitive view in the snapshot is a violation")
    func b6() throws { try check("B6-R10", rules: ["B6", "R10"], breaks: .violation) }

    @Test("I4: docs/rules/I4.md: a protected file open while the device locks is a violation")
    func i4() throws { try check("I4", rules: ["I4"], breaks: .violation) }

    @Test("B7, R4: docs/rules/B7-R4.md: what was not saved before a kill is lost")
    func b7() throws { try check("B7-R4", rules: ["B7", "R4"], breaks: .failedExpectation) }

    @Test("F6: docs/rules/F6.md: an app that ignores settings changes shows stale settings")
    func f6() throws { try check("F6", rules: ["F6"], breaks: .failedExpectation) }

    @Test("B2, R11: docs/rules/B2-R11.md: too much CPU in the background is a violation, then a resources kill")
    func b2() throws { try check("B2-R11", rules: ["B2", "R11"], breaks: .kill("resources")) }

    @Test("B8, R5, M1: docs/rules/B8-R5.md: an app that keeps its caches is purged first")
    func b8() throws { try check("B8-R5", rules: ["B8", "R5", "M1"], breaks: .kill("jetsam")) }

    @Test("F3: docs/rules/F3.md: notifications queued while suspended arrive coalesced on resume")
    func f3() throws { try check("F3", rules: ["F3"], breaks: .failedExpectation) }

    @Test("C6: docs/rules/C6.md: a BGTask not completed on every path expires, and the app is killed 1 s later (ios13)")
    func c6() throws { try check("C6", rules: ["C6"], breaks: .kill("expired"), profile: "ios13") }

    @Test("W1: docs/rules/W1.md: a fetch handler not called on every path is a watchdog kill after 30 s")
    func w1() throws { try check("W1", rules: ["W1"], breaks: .kill("watchdog")) }

    @Test("W2: docs/rules/W2.md: a push method without the remote-notification mode is a violation, and never woken")
    func w2() throws { try check("W2", rules: ["W2"], breaks: .violation) }

    @Test("W3: docs/rules/W3.md: an app that refreshes only in wakes shows stale news after a user kill")
    func w3() throws { try check("W3", rules: ["W3"], breaks: .failedExpectation) }
    @Test("W4: docs/rules/W4.md: a root view controller set after willFinishLaunching is not restored after a jetsam kill; a force-quit discards the state")
    func w4() throws { try check("W4", rules: ["W4"], breaks: .failedExpectation, strict: false) }

    @Test("C1: docs/rules/C1.md: saving in applicationDidEnterBackground: with a scene manifest never runs (ios13)")
    func c1() throws { try check("C1", rules: ["C1"], breaks: .failedExpectation, profile: "ios13") }

    @Test("C2, B4: docs/rules/C2.md: a scene method blocking past 5 s kills the app, its window in front too (ios13)")
    func c2() throws { try check("C2", rules: ["C2", "B4"], breaks: .kill("watchdog"), profile: "ios13") }

    @Test("C3: docs/rules/C3.md: one draft for every window: the windows overwrite each other (ios13)")
    func c3() throws { try check("C3", rules: ["C3"], breaks: .failedExpectation, profile: "ios13") }

    @Test("C4: docs/rules/C4.md: a disconnected scene without an activity comes back empty (ios13)")
    func c4() throws { try check("C4", rules: ["C4"], breaks: .failedExpectation, profile: "ios13") }

    @Test("C5: docs/rules/C5.md: UIApplicationDidBecomeActiveNotification misses a second window's activation (ios13)")
    func c5() throws { try check("C5", rules: ["C5"], breaks: .failedExpectation, profile: "ios13") }
}
