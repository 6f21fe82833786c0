/// A rule id of docs/rules.md (`lifecycle explain ID` explains each). Traces, violations, kills and tests cite rules by these ids.
public struct Rule: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ id: String) { self.rawValue = id }
    public var description: String { rawValue }

    public static let S1 = Rule("S1"), S3 = Rule("S3"), L1 = Rule("L1"), L2 = Rule("L2"), L3 = Rule("L3"), L4 = Rule("L4"), L5 = Rule("L5")
    public static let U1 = Rule("U1"), U2 = Rule("U2"), I1 = Rule("I1"), I4 = Rule("I4"), I8 = Rule("I8")
    public static let B1 = Rule("B1"), B3 = Rule("B3"), B4 = Rule("B4"), B5 = Rule("B5")
    public static let F1 = Rule("F1"), F3 = Rule("F3"), F5 = Rule("F5")
    public static let T1 = Rule("T1"), T2 = Rule("T2"), T3 = Rule("T3"), T4 = Rule("T4"), T5 = Rule("T5")
    public static let M1 = Rule("M1"), M2 = Rule("M2"), M3 = Rule("M3")
    public static let B6 = Rule("B6"), B7 = Rule("B7"), F4 = Rule("F4"), F6 = Rule("F6"), R4 = Rule("R4")
    public static let R1 = Rule("R1"), R2 = Rule("R2"), R3 = Rule("R3"), R6 = Rule("R6"), R7 = Rule("R7")
    public static let R8 = Rule("R8"), R9 = Rule("R9"), R10 = Rule("R10"), R11 = Rule("R11"), B2 = Rule("B2")
    public static let I2 = Rule("I2"), I3 = Rule("I3"), I5 = Rule("I5"), I6 = Rule("I6"), I7 = Rule("I7")
    public static let V1 = Rule("V1"), V2 = Rule("V2"), E1 = Rule("E1"), E4 = Rule("E4"), E6 = Rule("E6"), E7 = Rule("E7")
    public static let W1 = Rule("W1"), W2 = Rule("W2"), W3 = Rule("W3")
    public static let W4 = Rule("W4")
    /// The groups without numbered rules: notification names and UIKit's surface (N), profiles (P).
    public static let N = Rule("N"), P = Rule("P")
    public static let C1 = Rule("C1"), C2 = Rule("C2"), C3 = Rule("C3"), C4 = Rule("C4"), C5 = Rule("C5"), C6 = Rule("C6")
}
