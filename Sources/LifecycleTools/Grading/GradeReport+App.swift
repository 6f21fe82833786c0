import LifecycleCore

/// A submission as a report sees it: its name and path, why it did not load and the kind of
/// that, and what the roster (`--roster`) says of it.
extension GradeReport {
    /// An app graded: a short name (its folder for `…/NAME/app.lua`, made unique) and its path.
    public struct App: Sendable, Equatable {
        public let name: String
        public let path: String
        /// The app could not be loaded at all (a syntax error, an endless loop in its main
        /// chunk…): every case of it is an error worth no points. Nil when it loads.
        public let loadError: String?
        /// What kind of load error (`does not compile`, `endless loop at load`, …); nil when it loads.
        public let loadErrorKind: LoadErrorKind?
        /// What `--roster` says of it: `.none` when no roster was given.
        public let roster: RosterMark
        public init(name: String, path: String, loadError: String? = nil, loadErrorKind: LoadErrorKind? = nil,
                    roster: RosterMark = .none) {
            self.name = name
            self.path = path
            self.loadError = loadError.map(TraceText.limited)
            self.loadErrorKind = loadError == nil ? nil : (loadErrorKind ?? .crash)
            self.roster = roster
        }

        /// On the roster with no submission (`--roster`): every case of it is `not submitted`.
        public var missing: Bool { roster == .missing }
    }

    /// A submission as the roster (`--roster FILE`) sees it.
    public enum RosterMark: String, Sendable {
        /// No roster was given.
        case none
        /// Named on the roster, and submitted.
        case listed
        /// Submitted, but not named on the roster.
        case notListed = "not listed"
        /// Named on the roster, with no submission: reported `not submitted`, 0 points.
        case missing
    }

    /// Why a submission did not load, in a word a gradebook can sort by.
    public enum LoadErrorKind: String, Sendable {
        case unreadable = "cannot be read"
        case refused = "refused"
        case empty = "empty"
        case syntax = "does not compile"
        case crash = "error at load"
        case noDelegate = "returns no delegate"
        case loop = "endless loop at load"
        case memory = "memory cap at load"
        case host = "stopped by the host"
        case notSubmitted = "not submitted"
    }
}
