import LifecycleCore
import PropertyBased
import Testing

/// Random delegates and scenarios, across all profiles, played as `lifecycle run` plays them; the
/// invariants are FuzzRun's (S1 state graph, kills with a reason and a rule, watchdogs L5, B4,
/// T2, T5, valid JSONL, same seed same bytes). The suite runs a few cases (`FUZZ_CASES` more:
/// `scripts/fuzz N`), each from a random case seed that reproduces it (`FUZZ_CASE`).
@Suite("Fuzz")
struct FuzzTests {
    @Test("S1: random delegates and scenarios never crash the host, break the state graph or the trace",
          arguments: 0..<FuzzReport.shards)
    func randomCases(shard: Int) async {
        if let seed = FuzzReport.replay {
            if shard == 0 { check(FuzzCase.make(caseSeed: seed)) }
            return
        }
        let count = FuzzReport.cases / FuzzReport.shards + (shard < FuzzReport.cases % FuzzReport.shards ? 1 : 0)
        // A seed shrunk to a smaller one is another case altogether: no shrinking.
        await propertyCheck(count: count, input: Gen.uint64().withoutShrink()) { seed in
            check(FuzzCase.make(caseSeed: seed), shard: shard)
        }
    }

    @Test("the same case seed makes the same scripts")
    func caseSeedReproduces() {
        let first = FuzzCase.make(caseSeed: 42), again = FuzzCase.make(caseSeed: 42), other = FuzzCase.make(caseSeed: 43)
        #expect(first.files.map(\.source) == again.files.map(\.source))
        #expect(first.files.map(\.source) != other.files.map(\.source))
        // (Which kind of app a seed makes moves with the number of hooks: either ending is one.)
        #expect(first.app.lua.hasSuffix("return App\n") || first.app.lua.hasSuffix("return App, { SceneDelegate = SceneDelegate }\n"))
    }

    @Test("M1: the checks find what they look for: invalid lines, a kill's cause it cannot have, moves off the state graph, kills that do not end the app")
    func checksFindProblems() {
        let bad = "{\"t\":0,\"event\":\"kill\",\"reason\":\"boom\",\"message\":\"x\",\"rule\":\"Z9\"}\nnot json\n{\"t\":true,\"event\":\"log\"}\n"
        #expect(TraceLineCheck.problems(Array(bad.utf8)).count == 5)
        // M1: a cause of no kind, a cause on a kill it cannot be; then the two the core writes.
        let causes = "{\"t\":1,\"event\":\"kill\",\"reason\":\"jetsam\",\"message\":\"x\",\"rule\":\"M1\",\"cause\":\"luck\"}\n"
            + "{\"t\":1,\"event\":\"kill\",\"reason\":\"watchdog\",\"message\":\"x\",\"rule\":\"B4\",\"code\":\"0x8badf00d\",\"cause\":\"system\"}\n"
        #expect(TraceLineCheck.problems(Array(causes.utf8)).count == 3, "\(TraceLineCheck.problems(Array(causes.utf8)))")
        let fair = "{\"t\":1,\"event\":\"kill\",\"reason\":\"jetsam\",\"message\":\"x\",\"rule\":\"M1\",\"cause\":\"system\"}\n"
            + "{\"t\":1,\"event\":\"kill\",\"reason\":\"user\",\"message\":\"x\",\"rule\":\"T4\",\"cause\":\"asked\"}\n"
        #expect(TraceLineCheck.problems(Array(fair.utf8)).isEmpty)
        // C6: a bgtask line of an unknown action, success where it has none, launch false; a run of no kind.
        let bg = "{\"t\":1,\"event\":\"bgtask\",\"action\":\"exploded\",\"identifier\":\"a\",\"kind\":\"refresh\"}\n"
            + "{\"t\":1,\"event\":\"bgtask\",\"action\":\"started\",\"identifier\":\"a\",\"kind\":\"refresh\",\"success\":true,\"launch\":false}\n"
            + "{\"t\":1,\"event\":\"run\",\"what\":\"launchHandlr\",\"cost\":0}\n"
            + "{\"t\":1,\"event\":\"run\",\"what\":\"launchHandler\",\"cost\":0,\"subject\":\"a\"}\n"
            + "{\"t\":1,\"event\":\"bgtask\",\"action\":\"completed\",\"identifier\":\"a\",\"kind\":\"processing\",\"success\":false}\n"
        #expect(TraceLineCheck.problems(Array(bg.utf8)).count == 4, "\(TraceLineCheck.problems(Array(bg.utf8)))")
        let off = FuzzRun(records: [TraceRecord(time: .zero, event: .state(from: .notRunning, to: .active))])
        #expect(off.stateProblems().count == 1)
        let kill = TraceEvent.kill(reason: .watchdog, rule: .B4, message: "slow", code: "0x8badf00d", traceback: nil, cause: .app)
        let undead = FuzzRun(records: [TraceRecord(time: .zero, event: .state(from: .notRunning, to: .inactive)),
                                       TraceRecord(time: .zero, event: kill),
                                       TraceRecord(time: .zero, event: .state(from: .inactive, to: .active))])
        #expect(undead.killProblems().count == 2)
        #expect(undead.stateProblems().isEmpty)
        #expect(TraceLineCheck.problems(undead.bytes).isEmpty)
        // C2: a scene line with a state that is not one, and a scene moving from where it is not.
        let scenes = "{\"t\":0,\"event\":\"scene\",\"scene\":\"main\",\"from\":\"unattached\",\"to\":\"active\"}\n"
            + "{\"t\":0,\"event\":\"scene\",\"scene\":\"w2\",\"from\":\"unattached\",\"to\":\"background\"}\n"
            + "{\"t\":0,\"event\":\"scene\",\"scene\":\"w2\",\"from\":\"foregroundActive\",\"to\":\"background\"}\n"
        #expect(TraceLineCheck.problems(Array(scenes.utf8)).count == 2)
    }

    @Test("C1-C5: the fuzzer makes scene apps on ios13, with a manifest and the scene delegate as second value, and scene verbs")
    func sceneCases() {
        let cases = (0..<100).map { FuzzCase.make(caseSeed: UInt64($0)) }
        let scenes = cases.filter { $0.app.scenes != nil }
        #expect(scenes.count > 10)
        #expect(scenes.filter { $0.profile == .ios13 }.count * 2 > scenes.count)
        #expect(scenes.allSatisfy { $0.app.lua.contains("UIApplicationSceneManifest") && $0.app.lua.hasSuffix("return App, { SceneDelegate = SceneDelegate }\n") })
        #expect(scenes.contains { $0.app.lua.contains("function SceneDelegate:sceneDidEnterBackground") })
        #expect(cases.contains { $0.scenario.lua.contains("open_window") })
    }

    private func check(_ fuzzCase: FuzzCase, shard: Int = 0) {
        if FuzzReport.keepsCurrent { FuzzReport.write(fuzzCase, as: "current-\(shard)") }
        let problems = FuzzRun.problems(of: fuzzCase)
        if !problems.isEmpty { Issue.record("\(FuzzReport.failure(fuzzCase, problems))") }
    }
}
