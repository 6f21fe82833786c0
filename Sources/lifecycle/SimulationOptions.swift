import ArgumentParser
import LifecycleCore
import LifecycleOutput

/// The options every simulating command takes: the OS profile (P) and the seed.
struct SimulationOptions: ParsableArguments {
    @Option(help: "The OS profile: \(OSProfile.all.map(\.name).joined(separator: ", ")).")
    var profile: String = OSProfile.default.name

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
        guard let chosen = OSProfile.named(profile) else {
            throw ValidationError("unknown profile '\(Self.shown(profile))'; choose one of \(OSProfile.all.map(\.name).joined(separator: ", "))" + OSProfile.hint(for: profile))
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
        let chosen = OSProfile.named(profile) ?? .default
        return noMultitasking ? chosen.onDevice(multitasking: false) ?? chosen : chosen
    }

    /// What the options choose: the profile (validated) and the seed, as one value.
    var chosen: Simulation { Simulation(profile: osProfile, seed: seed, device: device.flatMap(DeviceKind.named)) }

    /// The profile as headers show it (`ios4, a device without multitasking`).
    var profileLabel: String {
        let chosen = osProfile
        let label = chosen.deviceMultitasks ? chosen.name : "\(chosen.name), a device without multitasking"
        return device.flatMap(DeviceKind.named) == .ipad ? "\(label), an iPad" : label
    }
}
