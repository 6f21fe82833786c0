import ArgumentParser
import LifecycleCore
import LifecycleOutput

/// The options every simulating command takes: the OS profile (P) and the seed.
struct SimulationOptions: ParsableArguments {
    /// Nil when the command line names none: the default (`OSProfile.default`), or for
    /// `lifecycle run` the one its scenario declares (`chosen(declared:)`, P).
    @Option(help: "The OS profile: \(OSProfile.all.map(\.name).joined(separator: ", ")). Default: \(OSProfile.default.name), or a profile the scenario declares (scenario { profiles = { … } }).")
    var profile: String?

    /// `.unconditional`: `--seed -1` is a value to refuse with a reason, not a missing value.
    @Option(parsing: .unconditional, help: "Seed for math.random in the scripts; the same seed gives the same trace.",
            transform: SimulationOptions.seed(from:))
    var seed: UInt64 = 1

    static func seed(from text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else {
            throw ValidationError("a seed is a whole number from 0 to \(UInt64.max)")
        }
        return seed
    }

    @Option(help: "The device: iphone (the default) or ipad. Several windows and Split View (open_window, side_by_side) are the iPad's (C3); a scenario may declare its device with scenario { device = \"ipad\" }.")
    var device: String?

    @Flag(help: "Simulate a device that cannot multitask (iPhone 3G, second iPod touch; with --profile ios4): Home terminates apps (T1).")
    var noMultitasking = false

    func validate() throws {
        if let device, DeviceKind.named(device) == nil {
            throw ValidationError("unknown device '\(Self.shown(device))'; choose one of \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let chosen = OSProfile.named(profile ?? OSProfile.default.name) else {
            throw ValidationError("unknown profile '\(Self.shown(profile ?? ""))'; choose one of \(OSProfile.all.map(\.name).joined(separator: ", "))" + OSProfile.hint(for: profile ?? ""))
        }
        if noMultitasking, chosen.onDevice(multitasking: false) == nil {
            throw ValidationError("--no-multitasking: no device of \(chosen.name) lacks multitasking (the iPhone 3G and the second iPod touch stopped at iOS 4.2.1, before the features of ios6); use --profile ios4")
        }
    }

    /// A bad value as an error shows it: visible (H27) and at most 64 characters.
    static func shown(_ value: String) -> String {
        SafeText.line(value.count > 64 ? String(value.prefix(64)) + "…" : value)
    }

    /// The chosen profile (validated), on a device without multitasking with `--no-multitasking`.
    var osProfile: OSProfile {
        let chosen = profile.flatMap(OSProfile.named) ?? .default
        return noMultitasking ? chosen.onDevice(multitasking: false) ?? chosen : chosen
    }

    /// What the options choose: the profile (validated) and the seed, as one value.
    var chosen: Simulation { Simulation(profile: osProfile, seed: seed, device: device.flatMap(DeviceKind.named)) }

    /// What a run of a scenario that declares `profiles` plays on (P): the command line's
    /// `--profile` when it names one (the scenario then warns if it is not among them); else
    /// the default when the scenario is written for it, else the first profile it declares, so
    /// that a scenario written for ios13 (a REPL's `:save`) replays on ios13 without options.
    func chosen(declared profiles: [String]) -> Simulation {
        var simulation = chosen
        guard profile == nil, !profiles.isEmpty, !profiles.contains(OSProfile.default.name),
              let declared = OSProfile.named(profiles[0]) else { return simulation }
        simulation.profile = declared
        return simulation
    }

    /// The profile as headers show it (`ios4, a device without multitasking`).
    static func profileLabel(_ simulation: Simulation) -> String {
        let chosen = simulation.profile
        let label = chosen.deviceMultitasks ? chosen.name : "\(chosen.name), a device without multitasking"
        return simulation.device == .ipad ? "\(label), an iPad" : label
    }
}
