import Testing

/// `lifecycle explain RULE`, and the pretty trace pointing to it (issue 7).
@Suite("Explain")
struct ExplainTests {
    @Test("explain prints the rule, an app that breaks it and the fix; case does not matter")
    func explain() throws {
        let result = try CLI.run(["explain", "b4"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("B4 — "))
        #expect(result.stdout.contains("An app that breaks it:"))
        #expect(result.stdout.contains("The fix:"))
    }

    @Test("explain without a rule lists them all; an unknown rule is an error (exit 2)")
    func listAndUnknown() throws {
        let list = try CLI.run(["explain"])
        #expect(list.lines.count == 61)
        let unknown = try CLI.run(["explain", "B42"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no rule B42; rules of that group: B1, B2"))
    }

    @Test("B4: every violation and kill in the pretty trace points to its explanation")
    func pointer() throws {
        let result = try CLI.run(["run", "examples/slow-save/app.lua", "examples/slow-save/scenario.lua", "--format", "pretty"])
        #expect(result.stdout.contains("✖ killed: watchdog 0x8badf00d [B4] applicationDidEnterBackground: did not return within 5 s\n           ↳ lifecycle explain B4"))
    }
}
