import Testing

/// `lifecycle explain RULE`, and the pretty trace pointing to it.
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

    @Test("explain --list, or without a rule, lists them all, N and P after V, then W4 and C1–C5; an unknown rule is an error (exit 2)")
    func listAndUnknown() throws {
        let list = try CLI.run(["explain", "--list"])
        #expect(list.status == 0)
        #expect(list.lines.count == 73)
        #expect(list.lines.first?.hasPrefix("S1   ") == true)
        #expect(list.lines.suffix(12).map { String($0.prefix(5)) } == ["N    ", "P    ", "W1   ", "W2   ", "W3   ", "W4   ", "C1   ", "C2   ", "C3   ", "C4   ", "C5   ", "C6   "])
        #expect(try CLI.run(["explain"]).stdout == list.stdout)
        let both = try CLI.run(["explain", "--list", "B4"])
        #expect(both.status == 2)
        let unknown = try CLI.run(["explain", "B42"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no rule B42; rules of that group: B1, B2"))
    }

    @Test("the groups without numbered rules: explain n and explain P, with an app that breaks the rule and the fix")
    func unnumbered() throws {
        let n = try CLI.run(["explain", "n"])
        #expect(n.status == 0)
        #expect(n.stdout.hasPrefix("N — "))
        #expect(n.stdout.contains("application:willChangeStatusBarOrientation:duration:"))
        #expect(n.stdout.contains("The fix:"))
        let p = try CLI.run(["explain", "P"])
        #expect(p.status == 0)
        #expect(p.stdout.hasPrefix("P — "))
        #expect(p.stdout.contains("notification_center()"))
        #expect(p.stdout.contains("An app that breaks it:"))
    }

    @Test("P, I4: the ios6 profile's docs say it shows iOS 5-6 at the lock button, and that iOS 4.2-4.3 locked as ios4 (the app stayed inactive)")
    func ios6LockRange() throws {
        for rule in ["P", "I4"] {
            let text = try CLI.run(["explain", rule]).stdout.replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: "  ", with: " ")
            #expect(text.contains("ios6 shows iOS 5-6"), "explain \(rule) does not say which iOS ios6 shows at the lock button")
            #expect(text.contains("iOS 4.2-4.3") && text.contains("as ios4 does"), "explain \(rule) does not say how iOS 4.2-4.3 locked")
        }
        for page in ["docs/rules/I4.md", "docs/guide/profiles.md", "docs/guide/interruptions.md"] {
            let text = try String(contentsOf: CLI.root.appendingPathComponent(page), encoding: .utf8)
                .replacingOccurrences(of: "\n", with: " ")
            #expect(text.contains("shows iOS 5–6") && text.contains("iOS 4.2–4.3") && text.contains("as `ios4` does"),
                    "\(page) does not say that ios6 shows iOS 5–6 at the lock button and iOS 4.2–4.3 locked as ios4")
        }
    }

    @Test("B4: every violation and kill in the pretty trace points to its explanation")
    func pointer() throws {
        let result = try CLI.run(["run", "examples/slow-save/app.lua", "examples/slow-save/scenario.lua", "--format", "pretty"])
        #expect(result.stdout.contains("✖ killed: watchdog 0x8badf00d [B4] applicationDidEnterBackground: did not return within 5 s\n           ↳ lifecycle explain B4"))
    }
}
