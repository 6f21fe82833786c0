/// The lessons a class missed: the rules its failed cases teach, each with the apps that missed
/// it and where. A scenario that declares its rules (`scenario { rules = { "B7" } }`) teaches
/// those, whatever rule its failures cite (a kill of the launch watchdog, L5, in a scenario about
/// saving, B7, is still a lesson about saving); one that declares none teaches the rule most of
/// its failing apps broke (`mostCommonRule`), or no rule at all.
extension GradeReport {
    /// One rule the class missed.
    public struct Lesson: Sendable, Equatable {
        /// The rule id; nil for failures that cite none, in scenarios that declare none.
        public let rule: String?
        /// How many apps failed at least one case that teaches it.
        public let apps: Int
        /// Each scenario × profile that teaches it with how many apps failed it, in the suite's order.
        public let cases: [LessonCase]
    }

    public struct LessonCase: Sendable, Equatable {
        public let scenario: Int
        public let profile: String
        public let failed: Int
    }

    /// The rules a failed case of `scenario` on `profile` teaches.
    public func lessonRules(scenario index: Int, profile: String) -> [String?] {
        let declared = scenario(index).rules
        if !declared.isEmpty { return declared }
        return [mostCommonRule(scenario: index, profile: profile)]
    }

    /// Every lesson missed, the rule most apps missed first (ties in the order first met).
    public var lessonsByRule: [Lesson] {
        var order: [String?] = []
        var apps: [String?: Set<Int>] = [:]
        var places: [String?: [LessonCase]] = [:]
        for (index, scenario) in scenarios.enumerated() {
            for profile in scenario.profiles {
                let failing = cases.filter { $0.scenario == index && $0.profile == profile && $0.status == .failed }
                guard !failing.isEmpty else { continue }
                for rule in lessonRules(scenario: index, profile: profile) {
                    if places[rule] == nil { order.append(rule) }
                    places[rule, default: []].append(LessonCase(scenario: index, profile: profile, failed: failing.count))
                    apps[rule, default: []].formUnion(failing.map(\.app))
                }
            }
        }
        let lessons = order.map { Lesson(rule: $0, apps: apps[$0]?.count ?? 0, cases: places[$0] ?? []) }
        return lessons.enumerated().sorted { a, b in
            a.element.apps != b.element.apps ? a.element.apps > b.element.apps : a.offset < b.offset
        }.map(\.element)
    }

    /// The apps that were submitted (a roster's missing names left out).
    public var submittedCount: Int { apps.filter { !$0.missing }.count }
}
