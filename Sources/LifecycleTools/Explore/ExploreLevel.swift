/// The sequences of one level of the exploration, by index: each prefix (a sequence of the
/// level before that was extended) followed by each verb, in that order; for the launch alone,
/// the prefixes themselves. A plain value that every worker reads and none changes.
struct ExploreLevel: Sendable {
    let prefixes: [[ExploreVerb]]
    /// Nil: the level's sequences are `prefixes`.
    let verbs: [ExploreVerb]?

    var count: Int { verbs.map { prefixes.count * $0.count } ?? prefixes.count }

    func path(at index: Int) -> [ExploreVerb] {
        guard let verbs else { return prefixes[index] }
        return prefixes[index / verbs.count] + [verbs[index % verbs.count]]
    }
}
