// Interim writers until the report formats land (deleted then).
extension GradeReport {
    public func pretty(color: Bool) -> String { text() }
    public func tap() -> String { text() }
    public func junit() -> String { text() }
    public func json() -> String { text() }
    public func csv() -> String { text() }
    private func text() -> String {
        cases.map { c in "\(c.status.rawValue) \(apps[c.app].name) \(scenarios[c.scenario].name) [\(c.profile)] \(c.simulated) s \(c.points)/\(c.maxPoints) \(c.failures.first.map { "\($0.kind) \($0.rule ?? "-") \($0.message)" } ?? "")" }.joined(separator: "\n") + "\n"
    }
}
