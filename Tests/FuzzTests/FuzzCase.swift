import LifecycleCore
import LifecycleLua
import PropertyBased

/// One fuzz case: a profile, a `--seed`, an app, maybe a second app, and a scenario. A case is
/// made from one 64-bit case seed, so a failure is reproduced by its seed alone (`scripts/fuzz
/// --case SEED`) as well as by the files it writes.
struct FuzzCase: Sendable {
    let caseSeed: UInt64
    let profile: OSProfile
    /// The run's `--seed` (math.random in both scripts).
    let seed: UInt64
    let app: FuzzDelegate
    let other: FuzzDelegate
    let scenario: FuzzScenario

    static let appPath = "app.lua", otherPath = "other.lua", scenarioPath = "scenario.lua"

    /// The files a user passes to `lifecycle run` (the second app only when installed).
    var files: [(path: String, source: String)] {
        var files = [(Self.appPath, app.lua), (Self.scenarioPath, scenario.lua)]
        if scenario.installsOther { files.append((Self.otherPath, other.lua)) }
        return files
    }

    /// The command that replays the case, run in the folder holding `files`.
    var command: String {
        "lifecycle run \(Self.appPath) \(Self.scenarioPath) --profile \(profile.name) --device ipad --seed \(seed) --format jsonl"
    }

    /// The run, as `lifecycle run` would make it from the files, on an iPad: the scenarios open
    /// windows and put them side by side, which only an iPad does (C3).
    var run: ScenarioRun {
        var run = ScenarioRun(app: .init(source: app.lua, path: Self.appPath),
                              scenario: .init(source: scenario.lua, path: Self.scenarioPath),
                              simulation: Simulation(profile: profile, seed: seed, device: .ipad))   // C3: the scene verbs open windows
        let other = ScenarioRun.Script(source: other.lua, path: Self.otherPath)
        run.loadScript = { path in
            path == FuzzCase.otherPath ? .success(other) : .failure(.init(message: "no file \(path)"))
        }
        return run
    }

    /// The case of `caseSeed`: the generator run from a Xoshiro state spread from the seed.
    static func make(caseSeed: UInt64) -> FuzzCase {
        var mix = caseSeed
        func next() -> UInt64 {  // SplitMix64
            mix &+= 0x9E37_79B9_7F4A_7C15
            var z = mix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var rng = Xoshiro(seed: (next(), next(), next(), next()))
        let parts = zip(Gen<OSProfile?>.element(of: OSProfile.all), Gen.uint64(in: 1...1000),
                        FuzzDelegate.generator, FuzzDelegate.generator, FuzzScenario.generator, Gen.bool(0.8)).run(using: &rng)
        // A scene app mostly runs where scenes exist (C1-C5, ios13); sometimes before, where its
        // manifest is ignored.
        let profile = parts.2.scenes != nil && parts.5 ? OSProfile.ios13 : parts.0 ?? .default
        return FuzzCase(caseSeed: caseSeed, profile: profile, seed: parts.1, app: parts.2,
                        other: parts.3, scenario: parts.4)
    }
}
