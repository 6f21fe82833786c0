import ArgumentParser
import LifecycleCore

/// The options every simulating command takes: the OS profile (SPEC P) and the seed.
struct SimulationOptions: ParsableArguments {
    @Option(help: "The OS profile: \(OSProfile.all.map(\.name).joined(separator: ", ")).")
    var profile: String = OSProfile.default.name

    @Option(help: "Seed for math.random in the scripts; the same seed gives the same trace.")
    var seed: UInt64 = 1

    func validate() throws {
        guard OSProfile.named(profile) != nil else {
            throw ValidationError("unknown profile '\(profile)'; choose one of \(OSProfile.all.map(\.name).joined(separator: ", "))")
        }
    }

    /// The chosen profile (validated).
    var osProfile: OSProfile { OSProfile.named(profile) ?? .default }
}
