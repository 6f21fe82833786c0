/// What a simulated run is besides its scripts: the OS profile (P; a device that cannot
/// multitask is a profile too, T1) and the seed of the scripts' `math.random`. The same scripts
/// in the same simulation give the same trace, byte for byte (H10). One value, so that a new
/// setting travels to every run, REPL and exploration without a new parameter in each.
public struct Simulation: Sendable, Equatable {
    public var profile: OSProfile
    public var seed: UInt64
    /// The kind of device (C3) as chosen (`--device`, a scenario's declaration); nil when nothing
    /// chose one: an iPhone, and a scenario may declare another.
    public var device: DeviceKind?

    /// A setting left out is the default's (`Simulation.default`, the one place it is chosen).
    public init(profile: OSProfile = Simulation.default.profile, seed: UInt64 = Simulation.default.seed,
                device: DeviceKind? = nil) {
        self.profile = profile
        self.seed = seed
        self.device = device
    }

    /// The kind of device the run is on: the chosen one, else an iPhone.
    public var deviceKind: DeviceKind { device ?? .iphone }

    /// `ios7`, seed 1: what `lifecycle run` plays without options.
    public static let `default` = Simulation(profile: .default, seed: 1)
}
